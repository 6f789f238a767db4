import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ExtractedPage } from '../extract/extract-page';
import type { FetchedBytes, FetchedPage } from '../fetch/page-fetcher';
import type { ContextForLinks, PageAnalysedLocally } from './page-analysis';
import type { ContextAnswer, PageForThread, PageWorkTask } from './page-work.worker';

/**
 * The CPU-bound steps of an analysis, off the event loop: parsing a 5 MB page and checking it takes seconds of
 * CPU, during which a server that did it on its event loop would answer no request (issue 15). A page's bytes
 * are moved to the thread (the caller's buffer is empty afterwards) and decoded there; a page given as text is
 * copied. Results come back by structured clone, the same plain data the functions return when called directly.
 */
export interface PageWork {
  /** The parsed page (for a page's title or its sources' text; an analysis uses `analysePage`). */
  extract(page: FetchedPage | FetchedBytes): Promise<ExtractedPage>;
  /**
   * Parses and checks the page in one thread task; the thread asks `contextFor` (called here, on the event loop,
   * where the link cache lives) for the link checks in between. Only the verdict and a summary come back.
   */
  analysePage(page: FetchedPage | FetchedBytes, contextFor: ContextForLinks): Promise<PageAnalysedLocally>;
  /** Lets running and queued work finish, then stops the threads. */
  close(): Promise<void>;
}

/**
 * Pages a thread holds at once: while one waits for its link checks (network time on the main thread), the
 * thread parses the next, so the threads stay busy during a Refresh All.
 */
const PAGES_PER_THREAD = 4;

/**
 * A pool of worker threads, one per core by default (`threads`): analyses of a Refresh All run in parallel on
 * every core, and the event loop only moves bytes. Threads start when first needed and stop after a minute idle.
 */
export function createPageWorkPool(threads = availableParallelism()): PageWork {
  // From the sources (Jest) the worker is TypeScript, which a worker thread cannot load by itself.
  const filename = __filename.endsWith('.ts') ? join(__dirname, 'ts-source-worker.cjs') : join(__dirname, 'page-work.worker.js');
  const pool = new Piscina<PageWorkTask, ExtractedPage | PageAnalysedLocally>({
    filename,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    concurrentTasksPerWorker: PAGES_PER_THREAD,
  });
  return {
    extract(page) {
      const { forThread, transferList } = pageForThread(page);
      return pool.run({ kind: 'extract', page: forThread }, { transferList }) as Promise<ExtractedPage>;
    },

    async analysePage(page, contextFor) {
      const { forThread, transferList } = pageForThread(page);
      const { port1, port2 } = new MessageChannel();
      let failure: unknown;
      port1.once('message', (links) => {
        const answer = (reply: ContextAnswer) => port1.postMessage(reply);
        contextFor(links).then(
          (context) => answer({ context }),
          (error) => {
            failure = error;
            answer({ failed: true });
          },
        );
      });
      try {
        return (await pool.run({ kind: 'analyse-page', page: forThread, port: port2 }, { transferList: [...transferList, port2] })) as PageAnalysedLocally;
      } catch (error) {
        throw failure ?? error;
      } finally {
        port1.close();
      }
    },

    close: () => pool.close(),
  };
}

/** Text is sent as it is; bytes are moved, copied first only when they share memory with other buffers. */
function pageForThread(page: FetchedPage | FetchedBytes): { forThread: PageForThread; transferList: ArrayBuffer[] } {
  if ('body' in page) {
    const { bytes: _bytes, ...text } = page;
    return { forThread: text, transferList: [] };
  }
  const { bytes, ...rest } = page;
  // A small Buffer is a slice of Node's shared pool: moving that memory would empty every buffer in the slab.
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  const buffer = owned.buffer as ArrayBuffer;
  return { forThread: { ...rest, bytes: buffer }, transferList: [buffer] };
}
