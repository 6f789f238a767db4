import { type ChildProcess, fork } from 'node:child_process';
import type { ExtractedPage } from '../extract/extract-page';
import type { ContextForLinks, PageAnalysedLocally } from './page-analysis';
import type { FromLargePageProcess, ToLargePageProcess } from './page-work.process';
import type { PageTask } from './page-work.worker';

/**
 * The heap of the large-page process. Parsed, a page takes 100 to 170 times its size (a 1 MB page 100 MB, a
 * 10 MB page, the default MAX_PAGE_BYTES, 1.7 GB live; docs/benchmarks.md, 'Large pages'); this is what V8 gave the
 * large-page thread by default on a 24 GB machine, so every page that parsed there parses here.
 */
export const LARGE_PAGE_HEAP_MB = 4096;

/**
 * Pages over LARGE_PAGE_BYTES are parsed and checked in a child process of their own, one at a time, not in a
 * thread of the API: a thread's heap limit cannot be set apart from the API's own (`--max-old-space-size`, which
 * `npm start` sets to keep the API small, overrides a worker thread's `resourceLimits`, nodejs/node#43991), and a
 * process is the only place where a page too large to parse fails alone, without taking the API with it. The
 * process starts with the first large page and stops `idleMs` after the last, giving its memory back.
 */
export interface LargePageProcess {
  run(task: PageTask, contextFor?: ContextForLinks): Promise<ExtractedPage | PageAnalysedLocally>;
  /** The process's id while it runs. */
  readonly pid: number | undefined;
  /** Lets queued pages finish, then stops the process. */
  close(): Promise<void>;
}

export function createLargePageProcess(entry: string, idleMs: number): LargePageProcess {
  let current: ChildProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  // One page at a time: each may need gigabytes.
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;

  const started = (): ChildProcess => {
    if (current) return current;
    const child = fork(entry, [], { execArgv: [`--max-old-space-size=${LARGE_PAGE_HEAP_MB}`], serialization: 'advanced', stdio: 'inherit' });
    child.once('exit', () => {
      if (current === child) current = undefined;
    });
    // A send to a process that has just died: its 'exit' fails the task.
    child.on('error', () => undefined);
    return (current = child);
  };

  // Forgotten at once, not when it has exited: a page arriving while it winds down gets a new process.
  const stop = (): ChildProcess | undefined => {
    const child = current;
    current = undefined;
    if (child?.connected) child.disconnect();
    return child;
  };

  const stopWhenIdle = () => {
    clearTimeout(idleTimer);
    if (pending > 0) return;
    idleTimer = setTimeout(stop, idleMs);
    idleTimer.unref();
  };

  const runOne = (task: PageTask, contextFor: ContextForLinks | undefined) =>
    new Promise<ExtractedPage | PageAnalysedLocally>((resolve, reject) => {
      const child = started();
      let contextFailure: unknown;
      const tell = (message: ToLargePageProcess) => child.connected && child.send(message);
      const onMessage = (message: FromLargePageProcess) => {
        if ('links' in message) {
          if (!contextFor) return void tell({ failed: true });
          contextFor(message.links).then(
            (context) => tell({ context }),
            (error) => {
              contextFailure = error;
              tell({ failed: true });
            },
          );
          return;
        }
        finish();
        if ('result' in message) resolve(message.result);
        else reject(contextFailure ?? new Error(message.error));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        finish();
        const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
        reject(new Error(`The analysis of this large page stopped: its process ${how} (a page may need up to ${LARGE_PAGE_HEAP_MB} MB to parse)`));
      };
      const finish = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      tell(task);
    });

  return {
    run(task, contextFor) {
      pending += 1;
      clearTimeout(idleTimer);
      const result = queue.then(() => runOne(task, contextFor));
      queue = result
        .catch(() => undefined)
        .finally(() => {
          pending -= 1;
          stopWhenIdle();
        });
      return result;
    },

    get pid() {
      return current?.pid;
    },

    async close() {
      await queue;
      clearTimeout(idleTimer);
      const child = current;
      if (!child) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      stop();
      await exited;
    },
  };
}
