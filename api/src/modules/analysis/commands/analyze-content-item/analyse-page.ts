import type { ContentStatus } from '@freshwatch/contracts';
import type { AnalysedPage } from '../../../content';
import { analyseWithAi, AnalysisOutcome } from '../../ai/ai-analyser';
import { briefAnalysis } from '../../ai/merge-ai-analysis';
import { analyseLocally, decideStatus, extractPage, PageFetcher, sampleOutboundLinks } from '../../engine';
import type { AnalysisSettings } from '../../settings/analysis-settings';
import { auditedPageFacts } from './audited-page-facts';

/** How many outbound links of a page are checked for dead ones: enough to notice rot, bounded in time. */
const LINK_SAMPLE_SIZE = 10;

export interface PageAnalysisInput {
  url: string;
  aiPrompt: string | null;
  /** Source changes the page has not caught up with (they lower freshness and can make it needs_update). */
  changedSources: { url: string; summary: string }[];
  /** The item's sources as last compared, shown to the AI model; read only when an AI model is configured. */
  sourceExcerpts: () => Promise<{ url: string; text: string }[]>;
  settings: AnalysisSettings;
  fetcher: PageFetcher;
  now: Date;
}

export interface PageAnalysis extends AnalysisOutcome {
  status: ContentStatus;
  page: AnalysedPage;
  mainText: string;
}

/**
 * Fetch, extract, check a sample of links, analyse with the built-in checks and, with an AI model configured,
 * with its judgement on top. A page that cannot be fetched throws the engine's FetchFailure.
 */
export async function analysePage(input: PageAnalysisInput): Promise<PageAnalysis> {
  const { settings, fetcher } = input;
  const fetched = await fetcher.fetchPage(input.url);
  const extracted = extractPage(fetched);
  const links = sampleOutboundLinks(extracted, LINK_SAMPLE_SIZE);
  const checks = await Promise.all(links.map((link) => fetcher.checkLink(link)));
  const deadLinks = checks.filter((c) => !c.ok).map((c) => ({ url: c.url, reason: c.reason ?? `answered ${c.status ?? 'with an error'}` }));
  const local = analyseLocally(extracted, {
    now: input.now,
    freshnessThresholdDays: settings.freshnessThresholdDays,
    deadLinks,
    linksChecked: links.length,
    changedSources: input.changedSources,
  });

  let outcome: AnalysisOutcome = { analysis: briefAnalysis(local), analyser: 'local', model: null, usage: null };
  let status = local.status;
  if (settings.ai) {
    const aiInput = {
      url: fetched.finalUrl,
      title: extracted.title,
      mainText: extracted.mainText,
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
    });
  }
  return {
    ...outcome,
    status,
    mainText: extracted.mainText,
    page: {
      finalUrl: fetched.finalUrl,
      httpStatus: fetched.status,
      title: extracted.title || null,
      wordCount: extracted.wordCount,
      lastModified: extracted.dates.lastModified,
      ...auditedPageFacts(extracted),
    },
  };
}
