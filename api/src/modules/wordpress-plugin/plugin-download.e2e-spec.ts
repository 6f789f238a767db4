import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignedIn, useTestApp } from '../../../test/test-app';

/** A ZIP's entry names and entries, read by another implementation than the one that wrote it (Python's zipfile). */
function zipEntries(zip: Buffer): { names: string[]; read(name: string): string } {
  const dir = mkdtempSync(join(tmpdir(), 'plugin-zip-'));
  const path = join(dir, 'plugin.zip');
  writeFileSync(path, zip);
  const names = JSON.parse(
    execFileSync('python3', ['-c', 'import json,sys,zipfile; print(json.dumps(zipfile.ZipFile(sys.argv[1]).namelist()))', path]).toString(),
  );
  return {
    names,
    read: (name) =>
      execFileSync('python3', ['-c', 'import sys,zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())', path, name]).toString(),
  };
}

describe('GET /api/plugin/download', () => {
  let alice: SignedIn;
  // A copy of plugin/freshwatch, so that the test can change the folder and see the next download follow it.
  const pluginDir = join(mkdtempSync(join(tmpdir(), 'plugin-dir-')), 'freshwatch');
  beforeAll(async () => {
    cpSync(join(__dirname, '../../../../plugin/freshwatch'), pluginDir, { recursive: true });
  });
  const app = useTestApp({ env: { PLUGIN_DIR: pluginDir } });
  beforeAll(async () => {
    alice = await app.signUp();
  });

  it('answers the plugin folder as it is now, as freshwatch-wordpress-plugin.zip, under freshwatch/', async () => {
    const reply = await alice.agent.get('/api/plugin/download').responseType('blob').expect(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="freshwatch-wordpress-plugin.zip"');
    const zip = zipEntries(reply.body as Buffer);
    expect(zip.names).toEqual(expect.arrayContaining(['freshwatch/freshwatch.php', 'freshwatch/readme.txt', 'freshwatch/uninstall.php']));
    expect(zip.names.every((name) => name.startsWith('freshwatch/'))).toBe(true);
    expect(zip.read('freshwatch/freshwatch.php')).toBe(readFileSync(join(pluginDir, 'freshwatch.php'), 'utf8'));

    writeFileSync(join(pluginDir, 'CHANGELOG.txt'), 'Added just now');
    const next = zipEntries((await alice.agent.get('/api/plugin/download').responseType('blob').expect(200)).body as Buffer);
    expect(next.read('freshwatch/CHANGELOG.txt')).toBe('Added just now');
  });

  it('is for signed-in users only', async () => {
    await app.anonymous().get('/api/plugin/download').expect(401);
  });
});
