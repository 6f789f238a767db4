import { rmSync } from 'node:fs';
import type { EmbeddedDatabase } from '../src/database/embedded-postgres';

/** Where the global setup leaves the embedded server it started, for the teardown to stop. */
export const EMBEDDED_FOR_RUN = '__FRESHWATCH_EMBEDDED__';
export type EmbeddedForRun = { [EMBEDDED_FOR_RUN]?: { embedded: EmbeddedDatabase; dataDir: string } };

export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as EmbeddedForRun)[EMBEDDED_FOR_RUN];
  if (!started) return;
  await started.embedded.stop();
  rmSync(started.dataDir, { recursive: true, force: true });
}
