"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AnalyzeContentItemCommand = void 0;
/** Analyse an item's page now (HTTP) or as one item of a bulk refresh (`jobId`, from a background job). */
class AnalyzeContentItemCommand {
    constructor(actor, contentId, jobId) {
        this.actor = actor;
        this.contentId = contentId;
        this.jobId = jobId;
    }
}
exports.AnalyzeContentItemCommand = AnalyzeContentItemCommand;
//# sourceMappingURL=analyze-content-item.command.js.map