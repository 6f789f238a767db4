"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GetContentItemQuery = exports.ListContentItemsQuery = void 0;
/** Every live item of a workspace, newest first, as a ready JSON array (see ContentItemRow.document). */
class ListContentItemsQuery {
    constructor(workspaceId) {
        this.workspaceId = workspaceId;
    }
}
exports.ListContentItemsQuery = ListContentItemsQuery;
/** One item as JSON text, or null when it does not exist in this workspace. */
class GetContentItemQuery {
    constructor(workspaceId, contentId) {
        this.workspaceId = workspaceId;
        this.contentId = contentId;
    }
}
exports.GetContentItemQuery = GetContentItemQuery;
//# sourceMappingURL=list-content-items.query.js.map