export { ContentModule } from './content.module';
export { ContentItemsProjection } from './projections/content-items/content-items.projection';
export { ContentItemRow } from './projections/content-items/content-item.entity';
export { contentStream } from './domain/content-item.events';
// For the analysis module, which records analyses and comparisons on the item's stream.
export { contentItemModel, contentItemNotFound, visibleTo, type ContentItemState } from './domain/content-item';
export * from './domain/content-item-analysis';
export { pendingSourceChanges } from './domain/content-item-analysis.state';
export type { AiUsage, AnalysedPage, ContentAnalyzed, ContentAnalysisFailed, ContentCompared } from './domain/content-item.events';
export { GetContentItemQuery } from './queries/list-content-items/list-content-items.query';
// For the tasks module, which checks a task's related content item.
export { contentItemExists } from './queries/content-item-exists/content-item-exists';
export { missingContentItems } from './queries/content-item-exists/missing-content-items';
export { scheduledContentItems, type ScheduledContentItem } from './queries/scheduled-content-items/scheduled-content-items';
