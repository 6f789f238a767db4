import { analyseLocally, type LocalAnalysis, type LocalAnalysisContext } from '../analyse/analyse-locally';
import { extractPage } from '../extract/extract-page';
import { type PageSummary, summarisePage } from '../extract/page-summary';
import type { FetchedPage } from '../../shared/outbound/page-fetcher';
import { type LinksToCheck, linksToCheck } from '../links';

/** What the analysis of a page gives back: the local verdict and the page's summary, never the parsed page. */
export interface PageAnalysedLocally {
  local: LocalAnalysis;
  page: PageSummary;
}

/**
 * What the local checks need from the network, asked for once the page is parsed: the verdicts on its links and
 * the site's robots.txt. The caller answers it where the shared link cache and per-host limits live.
 */
export type ContextForLinks = (links: LinksToCheck) => Promise<LocalAnalysisContext>;

/**
 * Parse, have the links checked, check: the whole CPU-bound part of an analysis in one place, so that a pool
 * thread keeps the parsed page to itself and returns only the summary (a 5 MB page is not cloned back and forth).
 */
export async function analyseFetchedPage(page: FetchedPage, contextFor: ContextForLinks): Promise<PageAnalysedLocally> {
  const extracted = extractPage(page);
  const local = analyseLocally(extracted, await contextFor(linksToCheck(extracted)));
  return { local, page: summarisePage(extracted) };
}
