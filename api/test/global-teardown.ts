import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as any).__FRESHWATCH_EMBEDDED__;
  if (!started) return;
  await started.embedded.stop();
  rmSync(started.dataDir, { recursive: true, force: true });
}
