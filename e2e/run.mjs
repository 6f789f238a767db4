#!/usr/bin/env node
/**
 * Browser tests: the built product (API + web on one port, embedded PostgreSQL) driven in Debian's Chromium
 * through playwright-core. Builds first, then runs e2e/*.e2e.mjs with node's test runner; the counts land
 * in .test-results/browser.json for .ci/run's summary.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync('/usr/bin/chromium')) {
  console.error('Chromium is missing: apt-get install -y chromium');
  process.exit(1);
}
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
mkdirSync(join(root, '.test-results'), { recursive: true });
const files = readdirSync(join(root, 'e2e'))
  .filter((f) => f.endsWith('.e2e.mjs'))
  .map((f) => join('e2e', f));
const result = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./e2e/count-reporter.mjs',
    '--test-reporter-destination=.test-results/browser.json',
    ...files,
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
