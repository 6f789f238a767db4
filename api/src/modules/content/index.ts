export { ContentModule } from './content.module';
export { ContentItemsProjection } from './projections/content-items/content-items.projection';
export { ContentItemRow } from './projections/content-items/content-item.entity';
export { contentStream } from './domain/content-item.events';
