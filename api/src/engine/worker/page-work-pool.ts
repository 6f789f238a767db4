import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ExtractedPage } from '../extract/extract-page';
import type { FetchedBytes, FetchedPage } from '../../shared/outbound/page-fetcher';
import { createLargePageProcess } from './large-page-process';
import type { ContextForLinks, PageAnalysedLocally } from './page-analysis';
import type { ContextAnswer, PageForThread, PageWorkTask } from './page-work.worker';

/**
 * The CPU-bound steps of an analysis, off the event loop: parsing a 5 MB page and checking it takes seconds of
 * CPU, during which a server that did it on its event loop would answer no request. A page's bytes
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
 * A page larger than this goes to the large-page process (large-page-process.ts). Parsed, a page takes about 100 times its size of heap
 * (a 1 MB page 100 MB, a 10 MB page 1.7 GB, measured with linkedom; see docs/benchmarks.md, 'Large pages').
 */
export const LARGE_PAGE_BYTES = 1024 * 1024;

/**
 * The heap of a thread of ordinary pages (PAGES_PER_THREAD pages of up to LARGE_PAGE_BYTES at once, ~400 MB at
 * worst). The cap is what keeps the threads small: with V8's default (a quarter of the machine's memory) a thread
 * let its heap grow to 140 MB of mostly garbage during a Refresh All of small pages, with this cap to ~45 MB
 * (V8 grows a smaller heap less eagerly), at the same speed; the threads' heaps count in the API process's RSS.
 * When the API runs with `--max-old-space-size` (as `npm start` runs it), that flag sets the threads' old
 * generation instead (nodejs/node#43991).
 */
const THREAD_HEAP_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 16 };

/** How long an idle thread is kept: a Refresh All keeps them busy; after it, their memory goes back. */
const IDLE_MS = 60_000;

/**
 * How long the large-page process outlives its last page: such pages are rare, each needs hundreds of MB to parse
 * or more, and the process's end gives that memory back.
 */
const LARGE_PAGE_IDLE_MS = 5_000;

/**
 * Ordinary pages on a pool of worker threads, one per core by default (`threads`), so the analyses of a Refresh
 * All run in parallel on every core and the event loop only moves bytes; large pages in a process of their own
 * (see LARGE_PAGE_BYTES). Threads and process start when first needed and stop when idle.
 */
export function createPageWorkPool(threads = availableParallelism()): PageWork {
  // From the sources (Jest) the worker is TypeScript, which a worker thread or a child process cannot load by itself.
  const fromSources = __filename.endsWith('.ts');
  const filename = fromSources ? join(__dirname, 'ts-source-worker.cjs') : join(__dirname, 'page-work.worker.js');
  const ordinary = new Piscina<PageWorkTask, ExtractedPage | PageAnalysedLocally>({
    filename,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
    concurrentTasksPerWorker: PAGES_PER_THREAD,
    resourceLimits: THREAD_HEAP_LIMITS,
  });
  const large = createLargePageProcess(fromSources ? filename : join(__dirname, 'page-work.process.js'), LARGE_PAGE_IDLE_MS);
  const isLarge = (page: FetchedPage | FetchedBytes) => pageBytes(page) > LARGE_PAGE_BYTES;
  return {
    extract(page) {
      if (isLarge(page)) return large.run({ kind: 'extract', page: pageForProcess(page) }) as Promise<ExtractedPage>;
      const { forThread, transferList } = pageForThread(page);
      return ordinary.run({ kind: 'extract', page: forThread }, { transferList }) as Promise<ExtractedPage>;
    },

    async analysePage(page, contextFor) {
      if (isLarge(page)) return large.run({ kind: 'analyse-page', page: pageForProcess(page) }, contextFor) as Promise<PageAnalysedLocally>;
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
        return (await ordinary.run({ kind: 'analyse-page', page: forThread, port: port2 }, { transferList: [...transferList, port2] })) as PageAnalysedLocally;
      } catch (error) {
        throw failure ?? error;
      } finally {
        port1.close();
      }
    },

    close: async () => {
      await Promise.all([ordinary.close(), large.close()]);
    },
  };
}

/** A page's size as received (its text's length in UTF-16 units when only the text is at hand, near enough). */
function pageBytes(page: FetchedPage | FetchedBytes): number {
  return 'body' in page ? page.body.length : page.bytes.byteLength;
}

/** The large-page process is sent the text without its bytes, or the bytes (copied over its pipe). */
function pageForProcess(page: FetchedPage | FetchedBytes): PageForThread {
  if ('body' in page) {
    const { bytes: _bytes, ...text } = page;
    return text;
  }
  return page;
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
