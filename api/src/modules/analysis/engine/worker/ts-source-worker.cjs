// Only when the API runs from its TypeScript sources (Jest, which transforms with swc in its own module system
// that worker threads do not share): compiles the worker and what it imports with swc as Node requires them.
// The built server (api/dist) loads page-work.worker.js directly and never uses this file.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

module.exports = require('./page-work.worker.ts');
