/**
 * `npm start`'s build: builds contracts, web and api, each only when its inputs changed since its last build, so a
 * second start with nothing changed goes straight to the server (a full `npm run build` takes about 100 s on two
 * cores). A package's inputs are its sources and configuration, the lock file, and the contracts it is built
 * against; their content hash is kept next to the build output and compared on the next start. `npm run build`
 * still builds everything, with the web app's type-checks; this script leaves the type-checks to `npm test`, as
 * they produce nothing the server runs. The API is compiled incrementally (tsc's --incremental, its build info kept in
 * api/dist), which halves a rebuild after a small change; compiled files whose source was deleted are removed.
 *
 * Usage: node scripts/build-if-changed.mjs [--force]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Each package: what it is built from, where its fingerprint is kept, and the command that builds it. */
const packages = [
  {
    name: 'contracts',
    inputs: ['contracts/src', 'contracts/package.json', 'contracts/tsconfig.json', 'contracts/tsconfig.build.json'],
    fingerprintFile: 'contracts/dist/.build-fingerprint',
    command: ['npm', 'run', 'build', '-w', 'contracts'],
  },
  {
    name: 'web',
    inputs: ['web/src', 'web/public', 'web/scripts', 'web/index.html', 'web/package.json', 'web/vite.config.ts', 'web/tsconfig.json'],
    fingerprintFile: 'web/dist/.build-fingerprint',
    command: ['npm', 'run', 'build:app', '-w', 'web'],
    dependsOnContracts: true,
  },
  {
    name: 'api',
    inputs: ['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', 'tsconfig.json'],
    fingerprintFile: 'api/dist/.build-fingerprint',
    command: [process.execPath, tsc, '-p', 'api/tsconfig.build.json', '--incremental', '--tsBuildInfoFile', 'api/dist/.tsbuildinfo'],
    afterBuild: () => removeOrphans('api/dist', 'api/src'),
    dependsOnContracts: true,
  },
];

/** Generated files that a build writes into its own inputs; hashing them would make every build look changed. */
const generated = new Set(['web/src/routeTree.gen.ts']);

function filesUnder(path) {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

function fingerprintOf(inputs, extra) {
  const hash = createHash('sha256').update(extra);
  const files = inputs.flatMap(filesUnder).filter((file) => !generated.has(file));
  for (const file of files.sort())
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Deletes compiled files (.js, .js.map, .d.ts) in `dist` whose .ts source in `src` no longer exists. */
function removeOrphans(dist, src) {
  for (const file of filesUnder(dist)) {
    const source = file.match(/^(.*)\.(js|js\.map|d\.ts)$/)?.[1];
    if (source && !existsSync(join(root, src, `${relative(dist, source)}.ts`))) rmSync(join(root, file));
  }
}

function readFingerprint(file) {
  const absolute = join(root, file);
  return existsSync(absolute) ? readFileSync(absolute, 'utf8').trim() : null;
}

const lockHash = createHash('sha256')
  .update(existsSync(join(root, 'package-lock.json')) ? readFileSync(join(root, 'package-lock.json')) : '')
  .digest('hex');
let contractsFingerprint = '';

for (const pkg of packages) {
  const fingerprint = fingerprintOf(pkg.inputs, lockHash + (pkg.dependsOnContracts ? contractsFingerprint : ''));
  if (pkg.name === 'contracts') contractsFingerprint = fingerprint;
  if (!force && readFingerprint(pkg.fingerprintFile) === fingerprint) {
    console.log(`${pkg.name}: unchanged since its last build`);
    continue;
  }
  console.log(`${pkg.name}: building`);
  const started = Date.now();
  const [command, ...args] = pkg.command;
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  pkg.afterBuild?.();
  // Written only after a successful build, so a build that failed or was interrupted runs again next time.
  writeFileSync(join(root, pkg.fingerprintFile), `${fingerprint}\n`);
  console.log(`${pkg.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
