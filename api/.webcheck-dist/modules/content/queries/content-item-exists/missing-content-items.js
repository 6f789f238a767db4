"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.missingContentItems = missingContentItems;
/** The ids among `contentIds` that are not live items of the workspace (for the analysis module's bulk refresh). */
async function missingContentItems(dataSource, workspaceId, contentIds) {
    const rows = await dataSource.query(`SELECT wanted.id FROM unnest($2::uuid[]) AS wanted(id)
      WHERE NOT EXISTS (SELECT 1 FROM content_items c WHERE c.workspace_id = $1 AND c.id = wanted.id)`, [workspaceId, contentIds]);
    return rows.map((r) => r.id);
}
//# sourceMappingURL=missing-content-items.js.map