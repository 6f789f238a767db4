import { once } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import type { LocalAnalysisContext } from '../analyse/analyse-locally';
import { extractPage, type ExtractedPage } from '../extract/extract-page';
import { type FetchedBytes, type FetchedPage, withDecodedBody } from '../../shared/outbound/page-fetcher';
import type { LinksToCheck } from '../links';
import { analyseFetchedPage, type ContextForLinks, type PageAnalysedLocally } from './page-analysis';

/**
 * A fetched page as a thread (or the large-page process) receives it: its bytes (moved to a thread, no copy;
 * copied over the pipe to the process) decoded there, or its text when the caller only has text (test doubles,
 * fixture pages).
 */
export type PageForThread = Omit<FetchedBytes, 'bytes'> & ({ bytes: ArrayBuffer | Uint8Array } | { body: string });

/** The two things done off the event loop: parse a page, or parse and check it. */
export type PageTask = { kind: 'extract' | 'analyse-page'; page: PageForThread };

/**
 * What a pool thread does. `analyse-page` asks the main thread for the link checks over `port` (its links out,
 * `ContextAnswer` back) between parsing and checking.
 */
export type PageWorkTask = { kind: 'extract'; page: PageForThread } | { kind: 'analyse-page'; page: PageForThread; port: MessagePort };

/** The main thread's answer to a thread's links: the analysis context, or that it could not be had. */
export type ContextAnswer = { context: LocalAnalysisContext } | { failed: true };

/** Piscina calls the default export with each task, in a worker thread. */
export default async function pageWork(task: PageWorkTask): Promise<ExtractedPage | PageAnalysedLocally> {
  return runPageTask(task, (links) => ask((task as { port: MessagePort }).port, links));
}

/** One task, wherever it runs; `contextFor` is how that place asks the event loop for the link checks. */
export async function runPageTask(task: PageTask, contextFor: ContextForLinks): Promise<ExtractedPage | PageAnalysedLocally> {
  const page = decoded(task.page);
  if (task.kind === 'extract') return extractPage(page);
  return analyseFetchedPage(page, contextFor);
}

function decoded(page: PageForThread): FetchedPage {
  if ('body' in page) return page;
  const { bytes } = page;
  const buffer = bytes instanceof ArrayBuffer ? Buffer.from(bytes) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return withDecodedBody({ ...page, bytes: buffer });
}

async function ask(port: MessagePort, links: LinksToCheck): Promise<LocalAnalysisContext> {
  const reply = once(port, 'message');
  port.postMessage(links);
  const [answer] = (await reply) as [ContextAnswer];
  port.close();
  // The main thread has the reason and rethrows it when this task fails.
  if ('failed' in answer) throw new Error('The analysis context could not be had');
  return answer.context;
}
