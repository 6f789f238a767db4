"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scheduledContentItems = scheduledContentItems;
/** Every live item, in every workspace, whose schedule the scanner runs (not manual, not visitor-triggered). */
async function scheduledContentItems(dataSource) {
    const rows = await dataSource.query(`SELECT id, workspace_id, check_schedule, coalesce(last_analyzed, created_at) AS last_check, jsonb_array_length(source_urls) > 0 AS has_sources
       FROM content_items
      WHERE check_schedule->>'type' IN ('daily', 'weekly', 'monthly', 'custom')`);
    return rows.map((r) => ({ id: r.id, workspaceId: r.workspace_id, checkSchedule: r.check_schedule, lastCheck: new Date(r.last_check), hasSources: r.has_sources }));
}
//# sourceMappingURL=scheduled-content-items.js.map