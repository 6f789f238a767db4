import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { LocalAnalysis, LocalAnalysisContext } from '../analyse/analyse-locally';
import type { ExtractedPage } from '../extract/extract-page';
import type { FetchedPage } from '../fetch/page-fetcher';
import type { PageWorkTask } from './page-work.worker';

/**
 * The CPU-bound steps of an analysis, off the event loop: parsing a 5 MB page and checking it takes seconds of
 * CPU, during which a server that did it on its event loop would answer no request (issue 15). Results come
 * back by structured clone, so they are the same plain data the functions return when called directly.
 */
export interface PageWork {
  extract(page: FetchedPage): Promise<ExtractedPage>;
  analyse(page: ExtractedPage, context: LocalAnalysisContext): Promise<LocalAnalysis>;
  /** Lets running and queued work finish, then stops the threads. */
  close(): Promise<void>;
}

/**
 * A pool of worker threads, one per core by default (`threads`): analyses of a Refresh All run in parallel on
 * every core, and the event loop only moves bytes. Threads start when first needed and stop after a minute idle.
 */
export function createPageWorkPool(threads = availableParallelism()): PageWork {
  // From the sources (Jest) the worker is TypeScript, which a worker thread cannot load by itself.
  const filename = __filename.endsWith('.ts') ? join(__dirname, 'ts-source-worker.cjs') : join(__dirname, 'page-work.worker.js');
  const pool = new Piscina<PageWorkTask, ExtractedPage | LocalAnalysis>({ filename, minThreads: 0, maxThreads: threads, idleTimeout: 60_000 });
  return {
    // The raw bytes stay here: the worker needs the decoded text only, and a 10 MB buffer is not copied twice.
    extract: (page) => pool.run({ kind: 'extract', page: { ...page, bytes: undefined } }) as Promise<ExtractedPage>,
    analyse: (page, context) => pool.run({ kind: 'analyse', page, context }) as Promise<LocalAnalysis>,
    close: () => pool.close(),
  };
}
