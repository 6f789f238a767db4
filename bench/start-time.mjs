#!/usr/bin/env node
/**
 * How long `npm start` takes until GET /api/health answers, in three cases a person meets:
 *   first  — every package built (as after `npm install`: no build fingerprints), the embedded database created the first time;
 *   again  — a second start with nothing changed (target: within 10 s);
 *   edited — a start after one API source changed (a comment appended to api/src/main.ts, taken out afterwards).
 * Each case runs `npm start` itself, on its own port and a DATA_DIR of this run (the embedded PostgreSQL is
 * created by the first case and reused by the others, as on a developer's machine), and stops it with Ctrl-C's
 * signal. Leaves the build as it found it, so the next `npm start` rebuilds the API once (the comment went away).
 *
 * Usage: node bench/start-time.mjs [--runs 3]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, numberOption, root, summarize } from './lib.mjs';

const runs = numberOption('runs', 3);
const dataDir = mkdtempSync(join(tmpdir(), 'freshwatch-start-'));
const editedSource = join(root, 'api/src/main.ts');

/** Runs `npm start` and answers the seconds until /api/health is 200; `fresh`: as if nothing had been built yet. */
async function timeStart({ fresh = false } = {}) {
  if (fresh) for (const pkg of ['contracts', 'web', 'api']) rmSync(join(root, pkg, 'dist/.build-fingerprint'), { force: true });
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SCHEDULED_CHECKS: 'false' },
    // Its output is shown only when it fails: stopping it logs the job queue's lost connections, which is noise here.
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (healthy) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    if (child.exitCode === null) {
      process.kill(-child.pid, 'SIGINT');
      await exited;
    }
  }
}

const original = readFileSync(editedSource, 'utf8');
const figures = { first: [], again: [], edited: [] };
try {
  for (let run = 0; run < runs; run++) {
    figures.first.push(await timeStart({ fresh: true }));
    figures.again.push(await timeStart());
    writeFileSync(editedSource, `${original}// start-time benchmark ${Date.now()}\n`);
    try {
      figures.edited.push(await timeStart());
    } finally {
      writeFileSync(editedSource, original);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

for (const [name, samples] of Object.entries(figures)) {
  const { p50, max } = summarize(samples);
  console.log(`${name.padEnd(7)} median ${p50.toFixed(1)} s, max ${max.toFixed(1)} s (n ${samples.length})`);
}
