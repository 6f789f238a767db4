"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.initialAnalysisState = initialAnalysisState;
exports.isBlank = isBlank;
exports.evolveAnalysis = evolveAnalysis;
exports.pendingSourceChanges = pendingSourceChanges;
function initialAnalysisState(content) {
    return { contentSource: isBlank(content) ? 'none' : 'user', recordedJobIds: [], sourceFingerprints: {}, sourceChanges: {} };
}
function isBlank(text) {
    return text === null || text === undefined || text.trim() === '';
}
/** Folds an analysis or comparison into an active item's state (see evolveContentItem). */
function evolveAnalysis(state, event) {
    const recorded = (jobId) => (jobId ? [...state.analysis.recordedJobIds, jobId] : state.analysis.recordedJobIds);
    switch (event.type) {
        case 'ContentAnalyzed': {
            const { analysis, status, page, extractedText, jobId } = event.data;
            const fields = { ...state.fields, status, healthScore: analysis.healthScore };
            if (page.lastModified)
                fields.lastUpdated = page.lastModified;
            if (extractedText !== undefined)
                fields.content = extractedText;
            const contentSource = extractedText !== undefined ? 'extracted' : state.analysis.contentSource;
            return { ...state, fields, analysis: { ...state.analysis, contentSource, recordedJobIds: recorded(jobId) } };
        }
        case 'ContentAnalysisFailed':
            return { ...state, analysis: { ...state.analysis, recordedJobIds: recorded(event.data.jobId) } };
        case 'ContentCompared': {
            const sourceFingerprints = { ...state.analysis.sourceFingerprints };
            const sourceChanges = { ...state.analysis.sourceChanges };
            for (const source of event.data.sources) {
                if (source.fingerprint)
                    sourceFingerprints[source.sourceUrlId] = source.fingerprint;
                if (source.outcome === 'changed') {
                    sourceChanges[source.sourceUrlId] = { url: source.url, summary: source.summary ?? 'The source changed.', at: event.data.comparedAt };
                }
            }
            return { ...state, fields: { ...state.fields, status: event.data.status }, analysis: { ...state.analysis, sourceFingerprints, sourceChanges } };
        }
    }
}
/** Source changes the page has not caught up with: recorded after the item's last update (or it has none). */
function pendingSourceChanges(state) {
    const updated = state.fields.lastUpdated ? Date.parse(state.fields.lastUpdated) : Number.NEGATIVE_INFINITY;
    return Object.values(state.analysis.sourceChanges).filter((change) => Date.parse(change.at) > updated);
}
//# sourceMappingURL=content-item-analysis.state.js.map