#!/usr/bin/env node
/**
 * `npm test`: builds what the tests start (contracts, api), runs every suite (the dependency rule, the linter,
 * contracts, api, web), and ends with one line summing them all: `N passed, N failed[, N skipped]`.
 *
 *   node scripts/run-tests.mjs [--suites dependencies,lint,contracts,api,web] [--label NAME] [--no-build]
 *
 * The `dependencies` suite is scripts/check-dependencies.mjs (.dependency-cruiser.cjs): each rule is one test.
 * The `lint` suite is `npm run lint` (ESLint, `prettier --check`, then the docs' links): one test, passed when all are clean.
 *
 * Each run also writes its counts to .test-results/<label>.json so that .ci/run can add several runs up
 * (scripts/sum-test-results.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const suites = option('suites', 'dependencies,lint,contracts,api,web').split(',');
const label = option('label', 'npm-test');
const resultsDir = join(root, '.test-results');
mkdirSync(resultsDir, { recursive: true });

function run(command, commandArgs, extraEnv = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return result.status ?? 1;
}

/** The linter and the formatter check, reported as one test in the shape of a Jest JSON report. */
function lint(out) {
  const status = run('npm', ['run', 'lint', '--silent']);
  writeFileSync(out, JSON.stringify({ numPassedTests: status === 0 ? 1 : 0, numFailedTests: status === 0 ? 0 : 1 }));
  return status;
}

if (!args.includes('--no-build')) {
  // The startup tests run the built server, as `npm start` does. Jest (swc) does not type-check, so the API
  // project with its tests is checked here.
  const steps = [
    ['building contracts', ['npm', ['run', 'build', '--silent', '-w', 'contracts']]],
    ['building api', ['npm', ['run', 'build', '--silent', '-w', 'api']]],
    ['type-checking the api with its tests', ['npx', ['tsc', '--noEmit', '-p', 'api/tsconfig.json']]],
    ['type-checking the contracts with their tests', ['npx', ['tsc', '--noEmit', '-p', 'contracts/tsconfig.json']]],
  ];
  for (const [what, [command, commandArgs]] of steps) {
    if (run(command, commandArgs) !== 0) {
      console.error(`${what} failed.`);
      console.log('0 passed, 1 failed');
      process.exit(1);
    }
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const perSuite = [];

for (const suite of suites) {
  const out = join(resultsDir, `${label}-${suite}.raw.json`);
  rmSync(out, { force: true });
  const status =
    suite === 'web'
      ? run('npx', ['vitest', 'run', '--root', 'web', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`])
      : suite === 'dependencies'
        ? run('node', ['scripts/check-dependencies.mjs', '--report', out])
        : suite === 'lint'
          ? lint(out)
          : run('npx', ['jest', '--config', `${suite}/jest.config.js`, '--json', `--outputFile=${out}`]);
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    counts = {
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  // A runner that crashed before reporting, or failed outside any test, still counts as a failure.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  perSuite.push([suite, counts]);
  for (const key of Object.keys(totals)) totals[key] += counts[key];
}

writeFileSync(join(resultsDir, `${label}.json`), JSON.stringify({ label, suites: Object.fromEntries(perSuite), totals }, null, 2));
console.log('');
for (const [suite, c] of perSuite) console.log(`${label} ${suite}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
