#!/usr/bin/env node
/** Adds up the counts that runs of scripts/run-tests.mjs (and other suites) left in .test-results/*.json. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(new URL('..', import.meta.url).pathname, '.test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.raw.json'))) {
  const { label, totals: t } = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  console.log(`${label}: ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
  for (const key of Object.keys(totals)) totals[key] += t[key] ?? 0;
}
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
