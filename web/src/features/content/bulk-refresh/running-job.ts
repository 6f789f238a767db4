import { useSyncExternalStore } from 'react';

/**
 * The id of the bulk refresh this tab is watching. It lives in sessionStorage so that a reload (or moving
 * between /dashboard and /content) keeps showing the progress, and in one place so every progress bar agrees.
 */
export const RUNNING_JOB_STORAGE_KEY = 'freshwatch.analysis-job';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(RUNNING_JOB_STORAGE_KEY);
  } catch {
    // Storage can be switched off; progress then lasts until the page is left, which is still useful.
    return memory;
  }
}

let memory: string | null = null;

export function runningJobId(): string | null {
  return read();
}

export function setRunningJobId(jobId: string | null) {
  memory = jobId;
  try {
    if (jobId) window.sessionStorage.setItem(RUNNING_JOB_STORAGE_KEY, jobId);
    else window.sessionStorage.removeItem(RUNNING_JOB_STORAGE_KEY);
  } catch {
    // See read().
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useRunningJobId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
