"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fingerprint = fingerprint;
exports.diffSummary = diffSummary;
const node_crypto_1 = require("node:crypto");
const findings_1 = require("./analyse/findings");
const words_1 = require("./text/words");
/** Text as compared: Unicode-normalised, lower case, whitespace collapsed, invisible characters dropped. */
function normalise(text) {
    return text
        .normalize('NFKC')
        .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim();
}
/** A stable SHA-256 of the normalised text: equal fingerprints mean the same words in the same order. */
function fingerprint(text) {
    return (0, node_crypto_1.createHash)('sha256').update(normalise(text)).digest('hex');
}
const paragraphsOf = (text) => text
    .split(/\n+/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
/** Longest-common-subsequence diff of two lists of paragraphs (keys compared normalised). */
function diffParagraphs(before, after) {
    const a = before.map(normalise);
    const b = after.map(normalise);
    // Strip the common head and tail first: most source changes touch a few paragraphs.
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head])
        head++;
    let tail = 0;
    while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
        tail++;
    const am = a.slice(head, a.length - tail);
    const bm = b.slice(head, b.length - tail);
    const ops = before.slice(0, head).map((text) => ({ kind: 'same', text }));
    if (am.length * bm.length > 4_000_000) {
        // Too large for a table: everything in the middle counts as replaced.
        ops.push(...before.slice(head, before.length - tail).map((text) => ({ kind: 'removed', text })));
        ops.push(...after.slice(head, after.length - tail).map((text) => ({ kind: 'added', text })));
    }
    else {
        const n = am.length;
        const m = bm.length;
        const table = new Uint32Array((n + 1) * (m + 1));
        for (let i = n - 1; i >= 0; i--)
            for (let j = m - 1; j >= 0; j--)
                table[i * (m + 1) + j] = am[i] === bm[j] ? table[(i + 1) * (m + 1) + j + 1] + 1 : Math.max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1]);
        let i = 0;
        let j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && am[i] === bm[j]) {
                ops.push({ kind: 'same', text: before[head + i] });
                i++;
                j++;
            }
            else if (j < m && (i === n || table[i * (m + 1) + j + 1] >= table[(i + 1) * (m + 1) + j])) {
                ops.push({ kind: 'added', text: after[head + j++] });
            }
            else {
                ops.push({ kind: 'removed', text: before[head + i++] });
            }
        }
    }
    ops.push(...before.slice(before.length - tail).map((text) => ({ kind: 'same', text })));
    return ops;
}
/** Words of `a` not matched in `b` (as a multiset). */
function unmatchedWords(a, b) {
    const counts = new Map();
    for (const w of b)
        counts.set(w, (counts.get(w) ?? 0) + 1);
    let unmatched = 0;
    for (const w of a) {
        const c = counts.get(w) ?? 0;
        if (c > 0)
            counts.set(w, c - 1);
        else
            unmatched++;
    }
    return unmatched;
}
/** ~12 words of `after` around its first difference from `before`. */
function changedExcerpt(before, after) {
    const a = (0, words_1.words)(before.toLowerCase());
    const bWords = after.split(/\s+/);
    const b = bWords.map((w) => (0, words_1.words)(w.toLowerCase()).join(''));
    let k = 0;
    while (k < b.length && k < a.length && b[k] === a[k])
        k++;
    const start = Math.max(0, k - 3);
    const slice = bWords.slice(start, start + 12).join(' ');
    return `${start > 0 ? '…' : ''}${slice}${start + 12 < bWords.length ? '…' : ''}`;
}
/**
 * A short human summary of what changed between two versions of a text (paragraphs are lines):
 * 'About 12% of the text changed: 3 paragraphs added, 1 removed, 2 changed. New: "…"'.
 */
function diffSummary(previous, current) {
    if (normalise(previous) === normalise(current))
        return 'No changes in the text.';
    const before = paragraphsOf(previous);
    const after = paragraphsOf(current);
    if (before.length === 0)
        return `New text: ${(0, findings_1.plural)(after.length, 'paragraph')}.`;
    if (after.length === 0)
        return `All of the text was removed (${(0, findings_1.plural)(before.length, 'paragraph')}).`;
    const ops = diffParagraphs(before, after);
    let added = 0;
    let removed = 0;
    let changed = 0;
    let changedWords = 0;
    let firstNew = null;
    // Runs of removals and additions between unchanged paragraphs: pairs in a run are edits of one paragraph.
    for (let i = 0; i < ops.length;) {
        if (ops[i].kind === 'same') {
            i++;
            continue;
        }
        const gone = [];
        const came = [];
        while (i < ops.length && ops[i].kind !== 'same')
            (ops[i].kind === 'removed' ? gone : came).push(ops[i++].text);
        const pairs = Math.min(gone.length, came.length);
        changed += pairs;
        removed += gone.length - pairs;
        added += came.length - pairs;
        for (let p = 0; p < pairs; p++) {
            const a = (0, words_1.words)(gone[p].toLowerCase());
            const b = (0, words_1.words)(came[p].toLowerCase());
            changedWords += unmatchedWords(a, b) + unmatchedWords(b, a);
            firstNew ??= changedExcerpt(gone[p], came[p]);
        }
        for (const text of gone.slice(pairs))
            changedWords += (0, words_1.words)(text).length;
        for (const text of came.slice(pairs)) {
            changedWords += (0, words_1.words)(text).length;
            firstNew ??= text.split(/\s+/).slice(0, 12).join(' ') + (text.split(/\s+/).length > 12 ? '…' : '');
        }
    }
    const totalWords = (0, words_1.words)(previous).length + (0, words_1.words)(current).length;
    const share = totalWords === 0 ? 0 : (100 * changedWords) / totalWords;
    const amount = share < 1 ? 'Less than 1% of the text changed' : `About ${Math.round(share)}% of the text changed`;
    const parts = [
        added ? `${(0, findings_1.plural)(added, 'paragraph')} added` : null,
        removed ? `${added ? removed : (0, findings_1.plural)(removed, 'paragraph')} removed` : null,
        changed ? `${added || removed ? changed : (0, findings_1.plural)(changed, 'paragraph')} changed` : null,
    ].filter(Boolean);
    // Only removals: nothing new to quote.
    return `${amount}: ${parts.join(', ')}.${firstNew ? ` New: "${firstNew}"` : ''}`;
}
//# sourceMappingURL=sources.js.map