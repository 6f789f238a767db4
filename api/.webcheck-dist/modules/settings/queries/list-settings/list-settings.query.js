"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ListSettingsQuery = void 0;
/** Every known setting of a workspace, its default where never set; the AI key masked. */
class ListSettingsQuery {
    constructor(workspaceId) {
        this.workspaceId = workspaceId;
    }
}
exports.ListSettingsQuery = ListSettingsQuery;
//# sourceMappingURL=list-settings.query.js.map