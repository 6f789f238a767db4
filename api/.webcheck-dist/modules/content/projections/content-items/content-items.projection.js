"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ContentItemsProjection = void 0;
const canonical_json_1 = require("../../../../shared/projections/canonical-json");
const row_batch_1 = require("../../../../shared/projections/row-batch");
const content_item_events_1 = require("../../domain/content-item.events");
const content_item_entity_1 = require("./content-item.entity");
function toDate(value) {
    return value ? new Date(value) : null;
}
class ContentItemsProjection {
    constructor() {
        this.name = 'content_items';
        this.handles = content_item_events_1.CONTENT_ITEM_EVENT_TYPES;
        this.tables = ['content_items'];
    }
    async apply(events, manager) {
        const rows = await row_batch_1.RowBatch.load(manager, content_item_entity_1.ContentItemRow, events.map((e) => e.data.contentId));
        for (const stored of events) {
            const event = stored;
            const at = new Date(stored.metadata.occurredAt);
            switch (event.type) {
                case 'ContentItemRegistered': {
                    const { contentId, workspaceId, lastUpdated, ...fields } = event.data;
                    rows.put(Object.assign(new content_item_entity_1.ContentItemRow(), {
                        id: contentId,
                        workspaceId,
                        ...fields,
                        lastUpdated: toDate(lastUpdated),
                        lastAnalyzed: null,
                        createdAt: at,
                        analysis: null,
                        sourceUrls: [],
                    }));
                    break;
                }
                case 'ContentItemEdited':
                    rows.update(event.data.contentId, (row) => {
                        const { lastUpdated, ...changes } = event.data.changes;
                        Object.assign(row, changes);
                        if (lastUpdated !== undefined)
                            row.lastUpdated = toDate(lastUpdated);
                    });
                    break;
                case 'SourceUrlAdded':
                    rows.update(event.data.contentId, (row) => {
                        row.sourceUrls = [...row.sourceUrls, { id: event.data.sourceUrlId, url: event.data.url, description: event.data.description, addedAt: at.toISOString() }];
                    });
                    break;
                case 'ContentItemDeleted':
                    rows.delete(event.data.contentId);
                    break;
                case 'ContentAnalyzed':
                    rows.update(event.data.contentId, (row) => {
                        const { analysis, status, page, extractedText } = event.data;
                        Object.assign(row, { analysis, status, healthScore: analysis.healthScore, lastAnalyzed: at });
                        if (page.lastModified)
                            row.lastUpdated = new Date(page.lastModified);
                        if (extractedText !== undefined)
                            row.content = extractedText;
                    });
                    break;
                case 'ContentCompared':
                    rows.update(event.data.contentId, (row) => {
                        row.status = event.data.status;
                    });
                    break;
            }
        }
        await rows.flush((row) => {
            row.document = (0, canonical_json_1.canonicalJson)((0, content_item_entity_1.toContentItem)(row));
        });
    }
}
exports.ContentItemsProjection = ContentItemsProjection;
//# sourceMappingURL=content-items.projection.js.map