"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SourceSnapshotsProjection = void 0;
const source_snapshot_entity_1 = require("./source-snapshot.entity");
/**
 * Keeps each source's latest snapshot. The text is in the ContentCompared event whenever it is new or changed,
 * so a replay rebuilds the same rows. Comparisons are rare: events are applied one by one, in order.
 */
class SourceSnapshotsProjection {
    constructor() {
        this.name = 'source_snapshots';
        this.handles = ['ContentCompared', 'ContentItemDeleted'];
        this.tables = ['source_snapshots'];
    }
    async apply(events, manager) {
        for (const stored of events) {
            if (stored.type === 'ContentItemDeleted') {
                await manager.delete(source_snapshot_entity_1.SourceSnapshotRow, { contentId: stored.data.contentId });
                continue;
            }
            const { data } = stored;
            const at = new Date(stored.metadata.occurredAt);
            for (const source of data.sources) {
                if (!source.fingerprint)
                    continue;
                if (source.text !== undefined) {
                    await manager.upsert(source_snapshot_entity_1.SourceSnapshotRow, {
                        id: source.sourceUrlId,
                        contentId: data.contentId,
                        workspaceId: stored.metadata.workspaceId,
                        url: source.url,
                        fingerprint: source.fingerprint,
                        text: source.text,
                        comparedAt: at,
                        changedAt: source.outcome === 'changed' ? at : null,
                    }, ['id']);
                }
                else {
                    await manager.update(source_snapshot_entity_1.SourceSnapshotRow, { id: source.sourceUrlId }, { comparedAt: at });
                }
            }
        }
    }
}
exports.SourceSnapshotsProjection = SourceSnapshotsProjection;
//# sourceMappingURL=source-snapshots.projection.js.map