'use strict';
/**
 * Jest setup (every API test file): loads the offline guard (scripts/offline-guard.cjs) and fails the test during
 * which a name outside this machine was looked up or an outside address connected to, naming the host and the
 * test. Child processes the file starts inherit the guard through NODE_OPTIONS and report their leaks through
 * a log file, read when the file ends.
 */
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const guard = require('../../scripts/offline-guard.cjs');

const logDir = mkdtempSync(join(tmpdir(), 'freshwatch-offline-guard-'));
const childLog = join(logDir, 'leaks.jsonl');
// Jest gives each test file its own copy of process.env, which a spawn with `env: { ...process.env }` passes on;
// a spawn without `env` passes the real one. Both carry the guard and this file's log.
for (const env of [process.env, require('node:process').env]) {
  guard.propagateTo(env);
  env.FRESHWATCH_OFFLINE_GUARD_LOG = childLog;
}

const inTest = [];
const outsideTests = [];
const stop = guard.onLeak((leak) => {
  const test = expect.getState().currentTestName;
  // Leaks from this very process land in the log too (it is inherited): keep them apart from the children's.
  (test ? inTest : outsideTests).push({ ...leak, test });
});

const describeLeak = (leak) =>
  `${leak.kind} of ${leak.target}${leak.test ? ` in "${leak.test}"` : ''}${leak.pid !== process.pid ? ` (child process ${leak.pid})` : ''}\n${leak.stack}`;
const failure = (leaks, where) =>
  new Error(
    `The offline guard refused ${leaks.length === 1 ? 'a lookup or connection' : `${leaks.length} lookups or connections`} ${where}: tests must not reach outside this machine ` +
      `(use 127.0.0.1, a .test name mapped in /etc/hosts, or .invalid for a name that must not resolve; see README, "Nothing leaves the machine").\n` +
      leaks.map(describeLeak).join('\n'),
  );

/** The leaks child processes logged since the last call (each line is one; this process's own are left out). */
let logOffset = 0;
function childLeaks(test) {
  let text;
  try {
    text = readFileSync(childLog, 'utf8');
  } catch {
    return [];
  }
  const fresh = text.slice(logOffset);
  logOffset = text.length;
  return fresh
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ ...JSON.parse(line), test }))
    .filter((leak) => leak.pid !== process.pid);
}

afterEach(() => {
  // A child's leak is laid at the door of the test that was running when the test ended (a server started in
  // beforeAll may have leaked for any test before it: its stack says where).
  const leaks = [...inTest.splice(0), ...childLeaks(expect.getState().currentTestName)];
  if (leaks.length > 0) throw failure(leaks, `during "${leaks[0].test}"`);
});

afterAll(() => {
  stop();
  const children = childLeaks(undefined);
  rmSync(logDir, { recursive: true, force: true });
  const leaks = [...outsideTests, ...children];
  if (leaks.length > 0) throw failure(leaks, `in ${expect.getState().testPath} outside a test or in a child process`);
});
