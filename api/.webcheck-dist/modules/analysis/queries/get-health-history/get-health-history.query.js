"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GetHealthHistoryQuery = void 0;
/** An item's analyses, oldest first; null when the item is not a live item of the workspace. */
class GetHealthHistoryQuery {
    constructor(workspaceId, contentId) {
        this.workspaceId = workspaceId;
        this.contentId = contentId;
    }
}
exports.GetHealthHistoryQuery = GetHealthHistoryQuery;
//# sourceMappingURL=get-health-history.query.js.map