import type { ContentStatus } from '@freshwatch/contracts';
import type { AnalysedPage } from '../../../content';
import { analyseWithAi, AnalysisOutcome } from '../../ai/ai-analyser';
import { briefAnalysis } from '../../ai/merge-ai-analysis';
import { decideStatus, type PageWork } from '../../../../engine';
import { type LinkChecker, PageFetcher, type RobotsTxtReader } from '../../../../shared/outbound';
import type { AnalysisSettings } from '../../adapters/analysis-settings';

export interface PageAnalysisInput {
  url: string;
  aiPrompt: string | null;
  /** Source changes the page has not caught up with (they lower freshness and can make it needs_update). */
  changedSources: { url: string; summary: string }[];
  /** The item's sources as last compared, shown to the AI model; read only when an AI model is configured. */
  sourceExcerpts: () => Promise<{ url: string; text: string }[]>;
  settings: AnalysisSettings;
  fetcher: PageFetcher;
  /** Checks the page's links concurrently, with a per-host limit and a cache shared across pages. */
  linkChecker: LinkChecker;
  /** Reads (and caches) the site's robots.txt, which can keep search engines from the page. */
  robotsTxt: RobotsTxtReader;
  /** Where parsing and the local checks run: the pool of worker threads, off the event loop. */
  pageWork: Pick<PageWork, 'analysePage'>;
  now: Date;
}

export interface PageAnalysis extends AnalysisOutcome {
  status: ContentStatus;
  page: AnalysedPage;
  /** The page's main text, its first SUMMARY_TEXT_LIMIT characters (the most any recording keeps). */
  mainText: string;
}

/**
 * Fetch, extract, check every link of the main content and the site's own links, analyse with the built-in checks and, with an AI model configured,
 * with its judgement on top. A page that cannot be fetched throws the engine's FetchFailure.
 */
export async function analysePage(input: PageAnalysisInput): Promise<PageAnalysis> {
  const { settings, fetcher } = input;
  const fetched = await fetcher.fetchPageBytes(input.url);
  const { finalUrl, status: httpStatus } = fetched;
  const robotsTxtBlock = input.robotsTxt.blockFor(finalUrl, fetcher);
  const { local, page } = await input.pageWork.analysePage(fetched, async ({ urls, skipped }) => {
    const links = await input.linkChecker.check(urls, fetcher, skipped);
    return {
      now: input.now,
      freshnessThresholdDays: settings.freshnessThresholdDays,
      deadLinks: links.broken,
      linksChecked: links.checked,
      linksRedirected: links.redirected,
      linksSkipped: links.skipped,
      changedSources: input.changedSources,
      robotsTxtBlock: await robotsTxtBlock,
    };
  });

  let outcome: AnalysisOutcome = { analysis: briefAnalysis(local), analyser: 'local', model: null, usage: null };
  let status = local.status;
  if (settings.ai) {
    const aiInput = {
      url: finalUrl,
      title: page.title,
      mainText: page.mainText,
      local,
      healthScoreCap: local.details.healthScoreCap,
      sources: await input.sourceExcerpts(),
      aiPrompt: input.aiPrompt,
    };
    outcome = await analyseWithAi(aiInput, settings.ai, settings.requestTimeoutMs);
    // The AI may have moved the health score: the status follows the same documented rules from it.
    status = decideStatus({
      healthScore: outcome.analysis.healthScore,
      ageDays: local.details.ageDays,
      freshnessThresholdDays: settings.freshnessThresholdDays,
      sourceChangedSinceUpdate: input.changedSources.length > 0,
      staleYearReadAsCurrent: local.issues.some((i) => i.type === 'freshness.stale_year'),
    });
  }
  const { title, wordCount, lastModified, mainText, ...facts } = page;
  return {
    ...outcome,
    status,
    mainText,
    page: { finalUrl, httpStatus, title: title || null, wordCount, lastModified, ...facts },
  };
}
