"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.contentItemExists = contentItemExists;
/**
 * Whether a live (not deleted) content item with this id belongs to the workspace. For other modules that
 * refer to items (a task's related content), so that they need not read this module's table themselves.
 */
async function contentItemExists(dataSource, workspaceId, contentId) {
    const [row] = await dataSource.query('SELECT 1 FROM content_items WHERE workspace_id = $1 AND id = $2', [workspaceId, contentId]);
    return row !== undefined;
}
//# sourceMappingURL=content-item-exists.js.map