/**
 * The analysis engine: fetched page → extracted page → local analysis, plus the helpers the write side needs for
 * dead links and source comparison. Pure: no Nest, no database, no module; pages come in fetched by the guarded
 * outbound fetcher (shared/outbound).
 * The rules, weights and thresholds are documented in docs/analysis.md.
 */
export { extractPage, type ExtractedLink, type ExtractedPage } from './extract/extract-page';
export { createPageWorkPool, type PageWork } from './worker/page-work-pool';
export { analyseFetchedPage, type ContextForLinks, type PageAnalysedLocally } from './worker/page-analysis';
export { type AuditedPageFacts, type PageSummary, SUMMARY_TEXT_LIMIT } from './extract/page-summary';
export type { LastModifiedSource, PageDates } from './extract/dates';
export type { OutlineBlock } from './extract/outline';
export { analyseLocally, type LocalAnalysis, type LocalAnalysisContext, type LocalAnalysisDetails } from './analyse/analyse-locally';
export { decideStatus, type StatusInput } from './analyse/status';
export { FRESHNESS_RULES, ageScore } from './analyse/freshness';
export { SEO_WEIGHTS, SEO_LIMITS } from './analyse/seo';
export { READABILITY_RULES } from './analyse/readability';
export { categoryOf, type Category } from './analyse/findings';
export { linksToCheck, MAX_LINKS_CHECKED, type LinksToCheck } from './links';
export { fingerprint, diffSummary } from '../shared/text/text-changes';
