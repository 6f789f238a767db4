"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GetContentStatsQuery = void 0;
class GetContentStatsQuery {
    constructor(workspaceId) {
        this.workspaceId = workspaceId;
    }
}
exports.GetContentStatsQuery = GetContentStatsQuery;
//# sourceMappingURL=get-content-stats.query.js.map