#!/usr/bin/env node
/**
 * The dependency rule (.dependency-cruiser.cjs): cruises api, web and contracts and prints every violation.
 * Each rule counts as one test: passed when nothing breaks it, failed otherwise.
 *
 *   node scripts/check-dependencies.mjs [--report FILE]
 *
 * `--report` writes the counts in the shape of a Jest JSON report, so that scripts/run-tests.mjs adds them to
 * the summary line like any other suite.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const reportFile = args.includes('--report') ? args[args.indexOf('--report') + 1] : null;
const CRUISED = ['api/src', 'api/test', 'web/src', 'contracts/src'];

const scratch = mkdtempSync(join(tmpdir(), 'freshwatch-depcruise-'));
const output = join(scratch, 'cruise.json');
const run = spawnSync(
  join(root, 'node_modules/.bin/depcruise'),
  ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', '--output-to', output, ...CRUISED],
  { cwd: root, encoding: 'utf8' },
);
let cruise;
try {
  cruise = JSON.parse(readFileSync(output, 'utf8'));
} catch {
  process.stderr.write(run.stderr || run.stdout || 'dependency-cruiser produced no report\n');
  finish({ passed: 0, failed: 1 });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const { summary } = cruise;
const rules = summary.ruleSetUsed.forbidden;
const broken = new Map(rules.map((rule) => [rule.name, []]));
for (const violation of summary.violations) broken.get(violation.rule.name)?.push(violation);

for (const rule of rules) {
  const violations = broken.get(rule.name);
  console.log(`${violations.length === 0 ? '✓' : '✗'} ${rule.name}${violations.length ? ` (${violations.length})` : ''}`);
  if (violations.length === 0) continue;
  console.log(`    ${rule.comment}`);
  for (const v of violations) {
    const path = v.cycle ? [v.from, ...v.cycle.map((step) => step.name)].join('\n      → ') : `${v.from}\n      → ${v.to}`;
    console.log(`    ${path}`);
  }
}
console.log(`${summary.totalCruised} modules, ${summary.totalDependenciesCruised} dependencies cruised.`);
const failed = [...broken.values()].filter((v) => v.length > 0).length;
finish({ passed: rules.length - failed, failed });

function finish({ passed, failed }) {
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
