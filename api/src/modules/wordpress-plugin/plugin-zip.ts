import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** The folder the ZIP holds: WordPress installs an uploaded plugin into wp-content/plugins/<this folder>. */
export const PLUGIN_SLUG = 'freshwatch';
export const PLUGIN_ZIP_NAME = 'freshwatch-wordpress-plugin.zip';

/** Every file under `dir`, sorted, so that two ZIPs of the same folder list their entries in the same order. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) found.push(...filesUnder(path));
    else if (stat.isFile()) found.push(path);
  }
  return found;
}

/**
 * Zips the plugin's folder as it is at this moment (no build step, no cached copy that could go stale), each
 * file under `freshwatch/`, streamed as it is compressed. Null when the folder is missing.
 */
export function zipPlugin(pluginDir: string): Readable | null {
  if (!existsSync(pluginDir) || !statSync(pluginDir).isDirectory()) return null;
  const zip = new ZipFile();
  for (const file of filesUnder(pluginDir)) {
    zip.addFile(file, [PLUGIN_SLUG, ...relative(pluginDir, file).split(sep)].join('/'));
  }
  zip.end();
  return zip.outputStream as unknown as Readable;
}
