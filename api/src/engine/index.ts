/**
 * The analysis engine: URL → fetched page → extracted page → local analysis, plus the helpers the write side
 * needs for dead links and source comparison. Pure apart from the fetcher; no Nest, no database.
 * The rules, weights and thresholds are documented in docs/analysis.md.
 */
export {
  createPageFetcher,
  FetchFailure,
  USER_AGENT,
  withDecodedBody,
  type FetchFailureCode,
  type FetchOptions,
  type FetchedBytes,
  type FetchedPage,
  type FetchFunction,
  type GuardedPageFetcher,
  type LinkCheck,
  type PageFetcher,
  type PostResult,
  type ResolvedAddress,
  type Resolver,
} from './fetch/page-fetcher';
export { isPublicAddress } from './fetch/ip-address';
export {
  createRobotsTxtReader,
  parseRobotsTxt,
  robotsBlock,
  ROBOTS_TXT_TTL_MS,
  type RobotsTxtBlock,
  type RobotsTxtReader,
} from './fetch/robots-txt';
export { extractPage, type ExtractedLink, type ExtractedPage } from './extract/extract-page';
export { createPageWorkPool, type PageWork } from './worker/page-work-pool';
export { analyseFetchedPage, type ContextForLinks, type PageAnalysedLocally } from './worker/page-analysis';
export { type AuditedPageFacts, type PageSummary, SUMMARY_TEXT_LIMIT } from './extract/page-summary';
export type { LastModifiedSource, PageDates } from './extract/dates';
export type { OutlineBlock } from './extract/outline';
export {
  analyseLocally,
  type LocalAnalysis,
  type LocalAnalysisContext,
  type LocalAnalysisDetails,
} from './analyse/analyse-locally';
export { decideStatus, type StatusInput } from './analyse/status';
export { FRESHNESS_RULES, ageScore } from './analyse/freshness';
export { SEO_WEIGHTS, SEO_LIMITS } from './analyse/seo';
export { READABILITY_RULES } from './analyse/readability';
export { categoryOf, type Category } from './analyse/findings';
export { linksToCheck, MAX_LINKS_CHECKED, type LinksToCheck } from './links';
export {
  createLinkChecker,
  LINK_CHECK_TTL_MS,
  memoryLinkCheckCache,
  type LinkCheckCache,
  type LinkChecker,
  type LinkCheckReport,
} from './fetch/link-checker';
export { fingerprint, diffSummary } from '../../../shared/text/text-changes';
