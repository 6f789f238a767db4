export { AnalysisModule } from './analysis.module';
// Whole-site import (the sitemaps module) reads sitemaps through the analysis module's guarded fetcher.
export { ReadSitemapQuery, type SitemapReading } from './sitemap/read-sitemap.query';
