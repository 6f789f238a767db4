"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.observeSource = observeSource;
const engine_1 = require("../../engine");
const TEXTUAL = /^(text\/|application\/(json|xml|[\w.+-]+\+(json|xml))\b)/i;
/**
 * What a source says, as comparable text: an HTML page's main text (menus and footers would make every visit a
 * change), a text document as it is. Other documents (a PDF report) are compared by their bytes alone.
 */
function comparableText(page) {
    const type = page.contentType.toLowerCase();
    if (type.includes('html')) {
        const text = (0, engine_1.extractPage)(page).mainText;
        return { text, fingerprintOf: text };
    }
    if (TEXTUAL.test(type))
        return { text: page.body, fingerprintOf: page.body };
    return { text: `(a ${type || 'binary'} document of ${page.body.length} bytes; its text cannot be compared)`, fingerprintOf: page.body };
}
/** Fetches one source and describes it against its last snapshot; an unreachable source is an outcome too. */
async function observeSource(fetcher, source, previous) {
    try {
        const page = await fetcher.fetchPage(source.url, { expectHtml: false });
        const { text, fingerprintOf } = comparableText(page);
        const print = (0, engine_1.fingerprint)(fingerprintOf);
        const changed = previous !== undefined && previous.fingerprint !== print;
        const changeSummary = changed ? (0, engine_1.diffSummary)(previous.text, text) || 'The document changed.' : '';
        return { sourceUrlId: source.id, url: source.url, fingerprint: print, text, changeSummary };
    }
    catch (error) {
        if (!(error instanceof engine_1.FetchFailure))
            throw error;
        return { sourceUrlId: source.id, url: source.url, reason: error.reason };
    }
}
//# sourceMappingURL=observe-source.js.map