"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GetUsageQuery = void 0;
/** 'Usage This Month': analyses, AI calls, tokens and an estimated cost for the current calendar month (UTC). */
class GetUsageQuery {
    constructor(workspaceId) {
        this.workspaceId = workspaceId;
    }
}
exports.GetUsageQuery = GetUsageQuery;
//# sourceMappingURL=get-usage.query.js.map