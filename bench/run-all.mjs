#!/usr/bin/env node
/**
 * `npm run bench`: builds once, then runs every benchmark; their figures go into docs/benchmarks.md by hand. Not
 * bench/memory.mjs: its two steps (`--prepare`, then the measurement) take ten minutes or more each; see its header.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root } from './lib.mjs';

ensureBuilt();
for (const script of [
  'foundation.mjs',
  'analysis-local.mjs',
  'analysis-end-to-end.mjs',
  'link-check.mjs',
  'import.mjs',
  'event-hash.mjs',
  'reports.bench.mjs',
  'sitemap-import.mjs',
  // Speed at scale.
  'list-paging.mjs',
  'content-screen.mjs',
  'event-loop.mjs',
  'scheduler-tick.mjs',
  'refresh-all-click.mjs',
  'command-latency.mjs',
  'replay.mjs',
  'lighthouse.mjs',
  // Last: it rebuilds the packages itself, as `npm start` does.
  'start-time.mjs',
]) {
  console.log(`\n## ${script}`);
  const result = spawnSync(process.execPath, [join(root, 'bench', script), '--no-build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
