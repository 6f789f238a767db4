// Only when the API runs from its TypeScript sources (Jest, which transforms with swc in its own module system
// that worker threads and child processes do not share): compiles the worker and what it imports with swc as
// Node requires them. In a worker thread it is the pool's worker (page-work.worker.ts); forked as a process, the
// large-page process (page-work.process.ts). The built server (api/dist) loads the .js files directly and never
// uses this file.
const { readFileSync } = require('node:fs');
const { isMainThread } = require('node:worker_threads');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

module.exports = isMainThread ? require('./page-work.process.ts') : require('./page-work.worker.ts');
