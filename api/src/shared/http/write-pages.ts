import type { Writable } from 'node:stream';

export interface PagesFormat<T> {
  start: string;
  item: (item: T, index: number) => string;
  end: (count: number) => string;
}

/**
 * Writes pages of items to the response as they come, waiting for the client to drain whenever the socket's
 * buffer is full, so that memory holds one page at a time however many items there are. A client that goes
 * away stops the reading of further pages.
 */
export async function writePages<T>(out: Writable, pages: AsyncGenerator<T[]>, format: PagesFormat<T>): Promise<void> {
  // One 'drain' and one 'close' listener for the whole response, not one pair per wait: the compression
  // middleware hands 'drain' listeners to its gzip stream and never takes them back, so listeners added per wait
  // piled up (MaxListenersExceededWarning after 10 waits on a 52 MB list).
  let resume: (() => void) | null = null;
  const wake = () => {
    const waiting = resume;
    resume = null;
    waiting?.();
  };
  out.on('drain', wake);
  out.on('close', wake);
  const write = async (text: string) => {
    if (!out.write(text) && !out.destroyed) await new Promise<void>((resolve) => (resume = resolve));
  };
  let count = 0;
  try {
    await write(format.start);
    for await (const page of pages) {
      if (out.destroyed) break;
      await write(page.map((item) => format.item(item, count++)).join(''));
    }
    if (!out.destroyed) out.end(format.end(count));
  } catch (error) {
    // The status and headers are gone already: cutting the body short is the only way left to say it failed.
    out.destroy(error as Error);
  } finally {
    out.off('drain', wake);
    out.off('close', wake);
  }
}

/**
 * Reads the first page before anything is written, so that a database that fails at once still answers with its
 * status (500) rather than a cut-off body; the pages then come on as before.
 */
export async function afterFirstPage<T>(pages: AsyncGenerator<T[]>): Promise<AsyncGenerator<T[]>> {
  const first = await pages.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* pages;
  })();
}
