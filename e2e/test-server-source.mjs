/**
 * The API tests' loopback servers (api/test/*-test-server.ts) for the browser tests, which run as plain node:
 * the one TypeScript source is transpiled (types dropped, nothing else) into .test-results and loaded from
 * there, where node finds its dependencies in the repository's node_modules. One source, so that the browser
 * tests' fakes answer exactly as the API tests' do.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;

/** Loads api/test/<name>.ts as a CommonJS module. */
export function loadTestServerSource(name) {
  const source = readFileSync(join(root, `api/test/${name}.ts`), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const dir = join(root, '.test-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.cjs`);
  writeFileSync(file, outputText);
  return createRequire(import.meta.url)(file);
}
