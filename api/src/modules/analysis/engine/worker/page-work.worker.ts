import { analyseLocally, type LocalAnalysis, type LocalAnalysisContext } from '../analyse/analyse-locally';
import { extractPage, type ExtractedPage } from '../extract/extract-page';
import type { FetchedPage } from '../fetch/page-fetcher';

/** What a pool thread does: the CPU-bound steps of an analysis (parsing and extraction, then the local checks). */
export type PageWorkTask = { kind: 'extract'; page: FetchedPage } | { kind: 'analyse'; page: ExtractedPage; context: LocalAnalysisContext };

/** Piscina calls the default export with each task, in a worker thread. */
export default function pageWork(task: PageWorkTask): ExtractedPage | LocalAnalysis {
  return task.kind === 'extract' ? extractPage(task.page) : analyseLocally(task.page, task.context);
}
