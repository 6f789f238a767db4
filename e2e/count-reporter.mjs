/** A node:test reporter that writes `{label, totals}` for scripts/sum-test-results.mjs. */
export default async function* countReporter(source) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    // Only leaf tests count; suites report too, with `details.type === 'suite'`.
    if (event.data?.details?.type === 'suite') continue;
    if (event.type === 'test:pass') {
      if (event.data.skip || event.data.todo) totals.skipped++;
      else totals.passed++;
    }
    if (event.type === 'test:fail') totals.failed++;
  }
  yield JSON.stringify({ label: 'browser', totals }, null, 2);
}
