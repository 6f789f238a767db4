import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';

/** The repository's root folder. */
export const root: string;

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number>;

export interface ProductOptions {
  /** Added to (or overriding) the product's environment; DATABASE_URL here replaces the embedded database. */
  env?: Record<string, string>;
  /** Node flags after the 1 GB heap cap. */
  nodeArgs?: string[];
  /** The host name in `url`: `localhost` (the default) or `127.0.0.1`. */
  host?: string;
  /** Leaves DATA_DIR in place on stop, and says where it is. */
  keepData?: boolean;
  /** `stop()` fails when the product tried to reach outside the machine (default true). */
  failOnLeaks?: boolean;
  /** Opens an IPC channel to the product's process (for a probe it loads through `nodeArgs`). */
  ipc?: boolean;
}

export interface RunningProduct {
  url: string;
  dataDir: string;
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The built product (api/dist/main.js) as `npm start` runs it, on a fresh DATA_DIR; resolves once healthy. */
export function startProduct(options?: ProductOptions): Promise<RunningProduct>;

export interface FixtureSiteProcess {
  url: string;
  setPage(path: string, html: string, options?: { status?: number; contentType?: string; headers?: Record<string, string> }): Promise<void>;
  resetPage(path: string): Promise<void>;
  close(): Promise<void>;
}

/** The loopback fixture site in a child process of its own, its pages changed over IPC. */
export function startFixtureSite(): Promise<FixtureSiteProcess>;

/** Debian's Chromium, headless. */
export function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }>;
