import type { LocalAnalysisContext } from '../analyse/analyse-locally';
import type { ExtractedPage } from '../extract/extract-page';
import type { LinksToCheck } from '../links';
import type { PageAnalysedLocally } from './page-analysis';
import { type ContextAnswer, type PageTask, runPageTask } from './page-work.worker';

/**
 * The large-page process (see large-page-process.ts), forked by the API with a heap of its own. Over its IPC
 * channel, one task at a time: the API sends a `PageTask`; for an analysis this process sends the page's links
 * (`{ links }`) and gets a `ContextAnswer` back; it ends the task with `{ result }` or `{ error }`.
 */
export type FromLargePageProcess = { links: LinksToCheck } | { result: ExtractedPage | PageAnalysedLocally } | { error: string };

/** What the API sends: a task, or the answer to the task's question about its links. */
export type ToLargePageProcess = PageTask | ContextAnswer;

const send = (message: FromLargePageProcess) => process.send!(message);

/** The answer to the links asked for, when the running task has asked. */
let awaitingContext: ((answer: ContextAnswer) => void) | undefined;

if (process.send) {
  process.on('message', (message: ToLargePageProcess) => {
    if ('kind' in message) void run(message);
    else awaitingContext?.(message);
  });
}

async function run(task: PageTask): Promise<void> {
  try {
    send({ result: await runPageTask(task, contextFromApi) });
  } catch (error) {
    send({ error: error instanceof Error ? error.message : String(error) });
  }
}

function contextFromApi(links: LinksToCheck): Promise<LocalAnalysisContext> {
  return new Promise((resolve, reject) => {
    awaitingContext = (answer) => {
      awaitingContext = undefined;
      // The API has the reason and gives it when the task fails.
      if ('failed' in answer) reject(new Error('The analysis context could not be had'));
      else resolve(answer.context);
    };
    send({ links });
  });
}
