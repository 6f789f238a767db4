export { ContentModule } from './content.module';
// Other modules record what they found about an item through these commands: only this module writes content-<id>.
export { RecordAnalysisCommand, type RecordingOutcome } from './commands/record-analysis/record-analysis.command';
export { RecordAnalysisFailureCommand } from './commands/record-analysis-failure/record-analysis-failure.command';
export { RecordAnalysesCommand, type AnalysisOutcomeToRecord } from './commands/record-analyses/record-analyses.command';
export { RecordComparisonCommand, type SourceObservation } from './commands/record-comparison/record-comparison.command';
// Whole-site import (the sitemaps module) registers a sitemap's pages through the import, with its page limit.
export { ImportContentItemsCommand } from './commands/import-content-items/import-content-items.command';
// Imported pages are analysed at once: content (and the sitemaps module) ask for it, the analysis module handles it.
export { AnalyseImportedItemsCommand } from './commands/analyse-imported-items/analyse-imported-items.command';
export { GetContentItemQuery } from './queries/list-content-items/list-content-items.query';
export { GetItemForAnalysisQuery, type ItemForAnalysis } from './queries/get-item-for-analysis/get-item-for-analysis.query';
export { FindMissingContentItemsQuery } from './queries/find-missing-content-items/find-missing-content-items.query';
export { ListContentItemIdsQuery } from './queries/list-content-item-ids/list-content-item-ids.query';
// The scanner (analysis) enqueues the due checks in SQL from this view of the read model.
export { SCHEDULED_CHECKS_VIEW } from './scheduled-checks.view';
export type { AiUsage, AnalysedPage, ContentAnalyzed, ContentCompared, ContentItemEvent, VisitorCheckRequested } from './domain/content-item.events';
// The OpenAPI description of what GetContentItemQuery answers, for the routes of other modules that reply with an item.
export { ContentItemResponse, SOURCE_OUTCOMES } from './content-item.response';
