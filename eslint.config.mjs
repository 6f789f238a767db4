// `npm run lint` (with `prettier --check .`). The recommended sets without type information, so that a lint of
// the whole repository stays short; `tsc` does the type checking.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      '.test-results/',
      '**/.webcheck-dist/',
      // A local server's data folder and the browser tests' screenshots (both in .gitignore, which ESLint does not read).
      'data/',
      'screenshots/',
      'web/src/routeTree.gen.ts',
      // The WordPress plugin is PHP, with WordPress's own coding standard (plugin/tests/lint.sh).
      'plugin/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: globals.node },
    rules: {
      // `_` marks a parameter or element that a signature or a destructuring needs but the code does not read.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Plain CommonJS, loaded as it is by Jest, the benchmarks and the browser tests.
    files: ['**/*.cjs', '*/jest.config.js', 'api/test/fixture-site/*.js', 'api/test/fixture-sitemaps/*.js', 'test-support/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Jest's setup file, run inside each test file's environment.
    files: ['api/test/offline-guard.setup.cjs'],
    languageOptions: { globals: globals.jest },
  },
  {
    // Browser tests and benchmarks hand functions to the page (page.evaluate, waitForFunction), which run there.
    files: ['e2e/**/*.mjs', 'bench/content-screen.mjs', 'test-support/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  prettier,
);
