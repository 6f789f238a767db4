export { AnalysisModule } from './analysis.module';
// The one guarded HTTP client (address rules, size and time limits) for every URL the server calls because a
// user set it: notification webhooks go out through it too.
export { createPageFetcher, FetchFailure, type GuardedPageFetcher } from './engine';
// Whole-site import (the sitemaps module) reads sitemaps through the analysis module's guarded fetcher.
export { ReadSitemapQuery, type SitemapReading } from './sitemap/read-sitemap.query';
