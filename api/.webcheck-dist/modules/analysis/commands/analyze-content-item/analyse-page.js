"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LINK_SAMPLE_SIZE = void 0;
exports.analysePage = analysePage;
const ai_analyser_1 = require("../../ai/ai-analyser");
const merge_ai_analysis_1 = require("../../ai/merge-ai-analysis");
const engine_1 = require("../../engine");
/** How many outbound links of a page are checked for dead ones: enough to notice rot, bounded in time. */
exports.LINK_SAMPLE_SIZE = 10;
/**
 * Fetch, extract, check a sample of links, analyse with the built-in checks and, with an AI model configured,
 * with its judgement on top. A page that cannot be fetched throws the engine's FetchFailure.
 */
async function analysePage(input) {
    const { settings, fetcher } = input;
    const fetched = await fetcher.fetchPage(input.url);
    const extracted = (0, engine_1.extractPage)(fetched);
    const links = (0, engine_1.sampleOutboundLinks)(extracted, exports.LINK_SAMPLE_SIZE);
    const checks = await Promise.all(links.map((link) => fetcher.checkLink(link)));
    const deadLinks = checks.filter((c) => !c.ok).map((c) => ({ url: c.url, reason: c.reason ?? `answered ${c.status ?? 'with an error'}` }));
    const local = (0, engine_1.analyseLocally)(extracted, {
        now: input.now,
        freshnessThresholdDays: settings.freshnessThresholdDays,
        deadLinks,
        linksChecked: links.length,
        changedSources: input.changedSources,
    });
    let outcome = { analysis: (0, merge_ai_analysis_1.briefAnalysis)(local), analyser: 'local', model: null, usage: null };
    let status = local.status;
    if (settings.ai) {
        const aiInput = {
            url: fetched.finalUrl,
            title: extracted.title,
            mainText: extracted.mainText,
            local,
            healthScoreCap: local.details.healthScoreCap,
            sources: await input.sourceExcerpts(),
            aiPrompt: input.aiPrompt,
        };
        outcome = await (0, ai_analyser_1.analyseWithAi)(aiInput, settings.ai, settings.requestTimeoutMs);
        // The AI may have moved the health score: the status follows the same documented rules from it.
        status = (0, engine_1.decideStatus)({
            healthScore: outcome.analysis.healthScore,
            ageDays: local.details.ageDays,
            freshnessThresholdDays: settings.freshnessThresholdDays,
            sourceChangedSinceUpdate: input.changedSources.length > 0,
        });
    }
    return {
        ...outcome,
        status,
        mainText: extracted.mainText,
        page: {
            finalUrl: fetched.finalUrl,
            httpStatus: fetched.status,
            title: extracted.title || null,
            wordCount: extracted.wordCount,
            lastModified: extracted.dates.lastModified,
        },
    };
}
//# sourceMappingURL=analyse-page.js.map