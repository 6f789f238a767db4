"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.HealthHistoryProjection = void 0;
const health_history_entity_1 = require("./health-history.entity");
/** Appends one row per ContentAnalyzed; nothing else changes it (history is history, also of deleted items). */
class HealthHistoryProjection {
    constructor() {
        this.name = 'health_history';
        this.handles = ['ContentAnalyzed'];
        this.tables = ['health_history'];
    }
    async apply(events, manager) {
        const rows = events.map((stored) => {
            const { data } = stored;
            return Object.assign(new health_history_entity_1.HealthHistoryRow(), {
                position: String(stored.position),
                contentId: data.contentId,
                workspaceId: stored.metadata.workspaceId,
                analysedAt: new Date(stored.metadata.occurredAt),
                healthScore: data.analysis.healthScore,
                freshness: data.analysis.freshness,
                seoScore: data.analysis.seoScore,
                readability: data.analysis.readability,
                status: data.status,
                analyser: data.analyser,
                model: data.model,
            });
        });
        // A batch re-applied after a crash between commit and checkpoint cannot happen (same transaction), but a
        // position is unique anyway: ignore rather than fail on it.
        await manager.createQueryBuilder().insert().into(health_history_entity_1.HealthHistoryRow).values(rows).orIgnore().execute();
    }
}
exports.HealthHistoryProjection = HealthHistoryProjection;
//# sourceMappingURL=health-history.projection.js.map