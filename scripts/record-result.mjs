#!/usr/bin/env node
/**
 * Records one non-JavaScript suite's counts in .test-results/<label>.json for sum-test-results.mjs.
 *   node scripts/record-result.mjs LABEL --junit FILE         (PHPUnit's --log-junit output)
 *   node scripts/record-result.mjs LABEL --line "N passed, N failed" [--exit CODE]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [label, mode, value, , exitCode] = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
if (mode === '--junit' && existsSync(value)) {
  // The first <testsuite> element carries the totals of the whole run.
  const root = readFileSync(value, 'utf8').match(/<testsuite\b[^>]*>/)?.[0] ?? '';
  const attr = (name) => Number(root.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0);
  totals.failed = attr('failures') + attr('errors');
  totals.skipped = attr('skipped');
  totals.passed = attr('tests') - totals.failed - totals.skipped;
} else if (mode === '--line') {
  const match = (value ?? '').match(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/);
  if (match) [totals.passed, totals.failed, totals.skipped] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
}
// A suite that did not report, or exited non-zero with no failing test, counts as one failure.
if ((totals.passed + totals.failed === 0 || (exitCode && exitCode !== '0')) && totals.failed === 0) totals.failed = 1;
const dir = join(new URL('..', import.meta.url).pathname, '.test-results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, `${label}.json`), JSON.stringify({ label, totals }, null, 2));
