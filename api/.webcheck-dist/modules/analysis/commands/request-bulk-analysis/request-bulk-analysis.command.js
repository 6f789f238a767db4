"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RequestBulkAnalysisCommand = void 0;
/** Start a bulk refresh ('Refresh All') of the listed items; answers with the job id at once. */
class RequestBulkAnalysisCommand {
    constructor(actor, contentIds) {
        this.actor = actor;
        this.contentIds = contentIds;
    }
}
exports.RequestBulkAnalysisCommand = RequestBulkAnalysisCommand;
//# sourceMappingURL=request-bulk-analysis.command.js.map