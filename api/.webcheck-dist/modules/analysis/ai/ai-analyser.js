"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AI_MAX_SOURCES = exports.AI_SOURCE_EXCERPT_LIMIT = exports.AI_PAGE_TEXT_LIMIT = void 0;
exports.buildAnalysisPrompt = buildAnalysisPrompt;
exports.analyseWithAi = analyseWithAi;
const ai_answer_1 = require("./ai-answer");
const ai_client_1 = require("./ai-client");
const merge_ai_analysis_1 = require("./merge-ai-analysis");
/** What the model is shown of a page: enough for a judgement, bounded for cost. */
exports.AI_PAGE_TEXT_LIMIT = 12_000;
exports.AI_SOURCE_EXCERPT_LIMIT = 1_500;
exports.AI_MAX_SOURCES = 5;
const SYSTEM = [
    'You review web pages for a content team that keeps its website fresh, accurate and findable.',
    'Answer with one JSON object only, with the keys summary, scores, issues and recommendations.',
    'summary: one or two sentences an editor can act on.',
    'scores: freshness, seoScore and readability, each a whole number from 0 to 100.',
    'issues: [{type, message, severity}] with severity error, warning or info; each message names what to fix and where on the page.',
    'recommendations: [{type, message, priority}] with priority high, medium or low.',
    'Report only what the built-in checks could not see: outdated facts, prices, dates or statistics, claims the sources no longer support, unclear passages. Do not repeat the built-in findings.',
].join('\n');
function buildAnalysisPrompt(input) {
    const { local } = input;
    const lines = [
        `Page: ${input.url}`,
        `Title: ${input.title ?? '(none)'}`,
        `Built-in scores: health ${local.healthScore}, freshness ${local.freshness}, SEO ${local.seoScore}, readability ${local.readability}.`,
        `You may move each score by at most ${merge_ai_analysis_1.MAX_AI_ADJUSTMENT} points where your reading justifies it.`,
        'Built-in findings:',
        ...(local.issues.length ? local.issues.map((i) => `- [${i.severity}] ${i.message}`) : ['- none']),
    ];
    if (input.aiPrompt?.trim())
        lines.push('', "The editor's instructions for this page:", input.aiPrompt.trim());
    const sources = input.sources.slice(0, exports.AI_MAX_SOURCES);
    if (sources.length) {
        lines.push('', 'Sources the page cites (excerpts):');
        sources.forEach((s, i) => lines.push(`${i + 1}. ${s.url}`, `"""${s.text.slice(0, exports.AI_SOURCE_EXCERPT_LIMIT)}"""`));
    }
    lines.push('', `Page text${input.mainText.length > exports.AI_PAGE_TEXT_LIMIT ? ` (first ${exports.AI_PAGE_TEXT_LIMIT} characters)` : ''}:`, `"""${input.mainText.slice(0, exports.AI_PAGE_TEXT_LIMIT)}"""`);
    return lines.join('\n');
}
/**
 * The AI step of an analysis. Any failure (no connection, 401, timeout, a server error, an answer that is not
 * the JSON asked for) falls back to the built-in analysis with an `ai_unavailable` issue saying why; tokens
 * spent on a useless answer are still recorded.
 */
async function analyseWithAi(input, provider, timeoutMs) {
    const local = (0, merge_ai_analysis_1.briefAnalysis)(input.local);
    const client = new ai_client_1.AiClient(provider, timeoutMs);
    let usage = null;
    try {
        const answer = await client.askJson({ system: SYSTEM, user: buildAnalysisPrompt(input), schemaName: 'content_analysis', schema: ai_answer_1.AI_ANALYSIS_SCHEMA });
        usage = answer.usage;
        const checked = (0, ai_answer_1.checkAiAnalysis)(answer.json);
        if (!checked.ok)
            throw new ai_client_1.AiStepError(`its answer did not have the expected shape: ${checked.error}`, usage);
        return { analysis: (0, merge_ai_analysis_1.mergeAiAnalysis)(local, checked.value, input.healthScoreCap), analyser: 'ai', model: provider.model, usage };
    }
    catch (error) {
        if (!(error instanceof ai_client_1.AiStepError))
            throw error;
        const spent = error.usage ?? usage ?? { model: provider.model, aiCalls: 1, promptTokens: 0, completionTokens: 0, totalTokens: 0 };
        return { analysis: (0, merge_ai_analysis_1.withAiUnavailable)(local, error.reason), analyser: 'local', model: provider.model, usage: spent };
    }
}
//# sourceMappingURL=ai-analyser.js.map