/**
 * The guarded outbound fetcher: every URL the server calls because a user or an operator set it (pages, robots.txt,
 * links, sitemaps, notification webhooks, a workspace's AI server) goes out through it, under one address rule
 * (no private addresses unless FETCH_ALLOW_PRIVATE) and its size and time limits. Modules inject PageFetchers by
 * importing OutboundModule.
 */
export { OutboundModule } from './outbound.module';
export { PageFetchers } from './page-fetchers';
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
} from './page-fetcher';
export { isPublicAddress } from './ip-address';
export { createRobotsTxtReader, parseRobotsTxt, robotsBlock, ROBOTS_TXT_TTL_MS, type RobotsTxtBlock, type RobotsTxtReader } from './robots-txt';
export { createLinkChecker, LINK_CHECK_TTL_MS, memoryLinkCheckCache, type LinkCheckCache, type LinkChecker, type LinkCheckReport } from './link-checker';
