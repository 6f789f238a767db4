"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_AI_ADJUSTMENT = void 0;
exports.mergeAiAnalysis = mergeAiAnalysis;
exports.withAiUnavailable = withAiUnavailable;
exports.briefAnalysis = briefAnalysis;
const engine_1 = require("../engine");
/**
 * How far the AI model may move each built-in score. The built-in checks explain every point of a score
 * (issue by issue); the model's judgement may tilt a score where it read something the checks cannot (a price
 * that is no longer true, a confusing argument), but never overrule them.
 */
exports.MAX_AI_ADJUSTMENT = 15;
const clamp = (value, min, max) => Math.min(max, Math.max(min, value));
function adjust(local, proposed) {
    return clamp(Math.round(local + clamp(proposed - local, -exports.MAX_AI_ADJUSTMENT, exports.MAX_AI_ADJUSTMENT)), 0, 100);
}
/** Letters and digits only: 'Title is too long!' and 'title is too long' are the same finding. */
const normalised = (message) => message.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
/** The model's own finding types carry an `ai_` prefix, so that a reader sees where each finding came from. */
const aiType = (type) => (type.startsWith('ai_') ? type : `ai_${type}`);
function addNew(existing, added) {
    const seen = new Set(existing.map((item) => normalised(item.message)));
    const result = [...existing];
    for (const item of added) {
        const key = normalised(item.message);
        if (seen.has(key))
            continue;
        seen.add(key);
        result.push(item);
    }
    return result;
}
/**
 * The built-in analysis with the AI model's judgement on top: its summary replaces the built-in one, its issues
 * and recommendations are added (typed `ai_*`, repeats dropped), each sub-score moves by at most
 * MAX_AI_ADJUSTMENT points towards the model's, and the health score comes from those sub-scores by the
 * built-in formula (HEALTH_WEIGHTS), under the same cap the built-in errors put on it (`healthScoreCap`).
 */
function mergeAiAnalysis(local, answer, healthScoreCap = 100) {
    const freshness = adjust(local.freshness, answer.scores.freshness);
    const seoScore = adjust(local.seoScore, answer.scores.seoScore);
    const readability = adjust(local.readability, answer.scores.readability);
    const weighted = Math.round(engine_1.HEALTH_WEIGHTS.freshness * freshness + engine_1.HEALTH_WEIGHTS.seo * seoScore + engine_1.HEALTH_WEIGHTS.readability * readability);
    const issues = answer.issues.map((issue) => ({ ...issue, type: aiType(issue.type) }));
    const recommendations = answer.recommendations.map((r) => ({ ...r, type: aiType(r.type) }));
    return {
        healthScore: clamp(Math.min(weighted, healthScoreCap), 0, 100),
        freshness,
        seoScore,
        readability,
        summary: answer.summary,
        issues: addNew(local.issues, issues),
        recommendations: addNew(local.recommendations, recommendations),
    };
}
/** The built-in analysis as it is, plus an issue saying that the AI step failed and why. */
function withAiUnavailable(local, reason) {
    const issue = {
        type: 'ai_unavailable',
        severity: 'info',
        message: `The AI step failed (${reason}); this analysis uses the built-in checks only.`,
    };
    return { ...local, issues: [...local.issues, issue] };
}
/** The brief's Analysis object out of a richer one (the engine's adds status and details). */
function briefAnalysis(analysis) {
    const { healthScore, freshness, seoScore, readability, summary, issues, recommendations } = analysis;
    return { healthScore, freshness, seoScore, readability, summary, issues, recommendations };
}
//# sourceMappingURL=merge-ai-analysis.js.map