/**
 * A `-r` preload for the server that counts and times every PostgreSQL statement it sends (promise and callback
 * calls alike), keyed by the statement's first 110 characters, and writes the table to PG_QUERY_TIMER_OUT when the
 * process ends. How the command round trips in docs/benchmarks.md were counted:
 *
 *   BENCH_SERVER_NODE_ARGS="-r ./bench/pg-query-timer.cjs" PG_QUERY_TIMER_OUT=/tmp/queries.txt \
 *     node bench/command-latency.mjs --no-build --n 300
 *
 * Columns: count, total ms, mean ms, statement. Wall time from the call to the answer, so it includes the wait
 * for the connection's earlier statements and for the event loop.
 */
const { createRequire } = require('node:module');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const pg = createRequire(join(__dirname, '../api/package.json'))('pg');
const stats = new Map();
const query = pg.Client.prototype.query;

pg.Client.prototype.query = function timedQuery(config, values, callback) {
  const text = (typeof config === 'string' ? config : config && config.text) || '?';
  const key = text.replace(/\s+/g, ' ').slice(0, 110);
  const started = process.hrtime.bigint();
  const done = () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const entry = stats.get(key) ?? { n: 0, ms: 0 };
    entry.n++;
    entry.ms += ms;
    stats.set(key, entry);
  };
  const timed = (f) => (error, result) => {
    done();
    f(error, result);
  };
  if (typeof values === 'function') values = timed(values);
  else if (typeof callback === 'function') callback = timed(callback);
  else if (config && typeof config.submit === 'function' && typeof config.callback === 'function') config.callback = timed(config.callback);
  const result = query.call(this, config, values, callback);
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};

function write() {
  const rows = [...stats].sort((a, b) => b[1].n - a[1].n);
  const lines = rows.map(([key, { n, ms }]) => `${String(n).padStart(7)} ${ms.toFixed(0).padStart(7)}ms ${(ms / n).toFixed(3)}  ${key}`);
  writeFileSync(process.env.PG_QUERY_TIMER_OUT || 'pg-queries.txt', lines.join('\n') + '\n');
}
process.on('exit', write);
// The server stops on these itself; the table is written first, in case its stop ends the process abruptly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, write);
