"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.askContradictionVerdict = askContradictionVerdict;
const ai_answer_1 = require("./ai-answer");
const ai_client_1 = require("./ai-client");
const ai_analyser_1 = require("./ai-analyser");
const SYSTEM = [
    'You check whether a web page still agrees with the sources it cites.',
    'Answer with one JSON object: {"contradicts": true or false, "explanation": "..."}.',
    'contradicts is true only when a fact, figure, date or claim on the page is no longer supported by a source; the explanation then names it and the source. Otherwise explain briefly why the page still agrees.',
].join('\n');
/** Asks the AI model whether the page contradicts its sources. A failure gives no verdict, never an error. */
async function askContradictionVerdict(input, provider, timeoutMs) {
    const lines = [`Page: ${input.url}`, `Page text:`, `"""${input.pageText.slice(0, ai_analyser_1.AI_PAGE_TEXT_LIMIT)}"""`, '', 'Sources:'];
    input.sources.forEach((s, i) => {
        lines.push(`${i + 1}. ${s.url}${s.changeSummary ? ` (changed since the last comparison: ${s.changeSummary})` : ''}`);
        lines.push(`"""${s.text.slice(0, ai_analyser_1.AI_SOURCE_EXCERPT_LIMIT * 2)}"""`);
    });
    try {
        const answer = await new ai_client_1.AiClient(provider, timeoutMs).askJson({ system: SYSTEM, user: lines.join('\n'), schemaName: 'source_verdict', schema: ai_answer_1.AI_VERDICT_SCHEMA, maxTokens: 400 });
        const checked = (0, ai_answer_1.checkAiVerdict)(answer.json);
        if (!checked.ok)
            return { usage: answer.usage, failure: `its answer did not have the expected shape: ${checked.error}` };
        return { verdict: checked.value, usage: answer.usage };
    }
    catch (error) {
        if (!(error instanceof ai_client_1.AiStepError))
            throw error;
        return { usage: error.usage, failure: error.reason };
    }
}
//# sourceMappingURL=ai-verdict.js.map