"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SOURCE_TEXT_LIMIT = exports.EXTRACTED_TEXT_LIMIT = void 0;
exports.worseStatus = worseStatus;
exports.decideRecordAnalysis = decideRecordAnalysis;
exports.decideRecordAnalysisFailure = decideRecordAnalysisFailure;
exports.decideRecordComparison = decideRecordComparison;
const content_item_1 = require("./content-item");
const content_item_analysis_state_1 = require("./content-item-analysis.state");
/**
 * Decisions about analyses and comparisons of a content item. The work itself (fetching, scoring, asking the
 * AI) happens before, in the analysis module; these decide what of it becomes a fact on the item's stream.
 */
/** The most of a page's main text kept as the item's content, and of a source's text kept for diffs. */
exports.EXTRACTED_TEXT_LIMIT = 50_000;
exports.SOURCE_TEXT_LIMIT = 50_000;
const STATUS_SEVERITY = { fresh: 0, needs_update: 1, outdated: 2 };
/** The more serious of two statuses: a changed source never makes an outdated page look better. */
function worseStatus(a, b) {
    return STATUS_SEVERITY[a] >= STATUS_SEVERITY[b] ? a : b;
}
function alreadyRecorded(state, jobId) {
    return jobId !== undefined && state.analysis.recordedJobIds.includes(jobId);
}
/**
 * Records an analysis. The extracted main text becomes the item's content (the brief: 'content (extracted
 * text, used as the description)') only while nobody wrote a description of their own: a person's words are
 * never overwritten, an earlier extraction is refreshed. A job's second outcome for the same item records
 * nothing: that is what makes a resumed bulk refresh safe.
 */
function decideRecordAnalysis(command, state) {
    if (!(0, content_item_1.visibleTo)(state, command.workspaceId))
        return content_item_1.contentItemNotFound;
    if (alreadyRecorded(state, command.jobId))
        return [];
    const { mainText, workspaceId: _, jobId, ...rest } = command;
    const data = { ...rest, ...(jobId ? { jobId } : {}) };
    const text = mainText.trim().slice(0, exports.EXTRACTED_TEXT_LIMIT);
    const mayFill = state.analysis.contentSource !== 'user' || (0, content_item_analysis_state_1.isBlank)(state.fields.content);
    if (mayFill && text !== '' && text !== state.fields.content)
        data.extractedText = text;
    return [{ type: 'ContentAnalyzed', data }];
}
/** Records a failed analysis; the item's scores, status and content stay as they were. */
function decideRecordAnalysisFailure(command, state) {
    if (!(0, content_item_1.visibleTo)(state, command.workspaceId))
        return content_item_1.contentItemNotFound;
    if (alreadyRecorded(state, command.jobId))
        return [];
    const { workspaceId: _, jobId, ...rest } = command;
    return [{ type: 'ContentAnalysisFailed', data: { ...rest, ...(jobId ? { jobId } : {}) } }];
}
/**
 * Compares each source with its last recorded fingerprint: a different one is a change, the first one is a
 * baseline (unchanged), a fetch failure is unreachable. A change, or an AI verdict that the page contradicts
 * its sources, moves the item to needs_update at least.
 */
function decideRecordComparison(command, state, now) {
    if (!(0, content_item_1.visibleTo)(state, command.workspaceId))
        return content_item_1.contentItemNotFound;
    if (command.observations.length === 0)
        return [];
    const sources = command.observations.map((observation) => {
        const { sourceUrlId, url } = observation;
        if ('reason' in observation)
            return { sourceUrlId, url, outcome: 'unreachable', reason: observation.reason };
        const previous = state.analysis.sourceFingerprints[sourceUrlId];
        if (previous === observation.fingerprint)
            return { sourceUrlId, url, outcome: 'unchanged', fingerprint: observation.fingerprint };
        const text = observation.text.slice(0, exports.SOURCE_TEXT_LIMIT);
        if (previous === undefined)
            return { sourceUrlId, url, outcome: 'unchanged', fingerprint: observation.fingerprint, text };
        return { sourceUrlId, url, outcome: 'changed', fingerprint: observation.fingerprint, summary: observation.changeSummary, text };
    });
    const flagged = sources.some((s) => s.outcome === 'changed') || command.aiVerdict?.contradicts === true;
    const status = flagged ? worseStatus(state.fields.status, 'needs_update') : state.fields.status;
    const data = { contentId: command.contentId, comparedAt: now.toISOString(), sources, status };
    if (command.aiVerdict)
        data.aiVerdict = command.aiVerdict;
    if (command.usage)
        data.usage = command.usage;
    return [{ type: 'ContentCompared', data }];
}
//# sourceMappingURL=content-item-analysis.js.map