"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.normalizeDate = normalizeDate;
exports.jsonLdDates = jsonLdDates;
exports.visibleUpdatedDate = visibleUpdatedDate;
exports.bestLastModified = bestLastModified;
/** A date a page states, normalised to ISO 8601; null when it does not parse or is implausible. */
function normalizeDate(value) {
    if (!value)
        return null;
    const text = value.trim();
    if (!text)
        return null;
    // A bare date (2024-03-01) is read as UTC midnight, as Date.parse does; everything else as written.
    const time = Date.parse(text);
    if (Number.isNaN(time))
        return null;
    const year = new Date(time).getUTCFullYear();
    if (year < 1990 || year > 2100)
        return null;
    return new Date(time).toISOString();
}
/** Every dateModified/datePublished in JSON-LD blocks, walking nested objects and @graph arrays. */
function jsonLdDates(blocks) {
    const modified = [];
    const published = [];
    const seen = new Set();
    const visit = (value, depth) => {
        if (!value || typeof value !== 'object' || depth > 12 || seen.has(value))
            return;
        seen.add(value);
        if (Array.isArray(value)) {
            for (const item of value)
                visit(item, depth + 1);
            return;
        }
        for (const [key, item] of Object.entries(value)) {
            if (key === 'dateModified' && typeof item === 'string')
                modified.push(item);
            else if (key === 'datePublished' && typeof item === 'string')
                published.push(item);
            else
                visit(item, depth + 1);
        }
    };
    for (const block of blocks)
        visit(block, 0);
    return { modified: newestFirst(modified), published: newestFirst(published) };
}
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const VISIBLE_UPDATED = new RegExp(`\\b(?:last\\s+)?(?:updated|modified|reviewed)(?:\\s+on)?\\s*:?\\s+(${MONTH}\\s+\\d{1,2},?\\s+\\d{4}|\\d{1,2}\\.?\\s+${MONTH}\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2})`, 'i');
/** 'Last updated: March 3, 2024' / 'Updated 3 March 2024' / 'Reviewed on 2024-03-03' in the visible text. */
function visibleUpdatedDate(text) {
    const match = VISIBLE_UPDATED.exec(text);
    return match ? normalizeDate(match[1].replace(/(\d)\.(\s)/, '$1$2').replace(/\b(\w{3})\w*\.?(?=\s)/, '$1')) : null;
}
function newestFirst(values) {
    return values
        .map(normalizeDate)
        .filter((v) => v !== null)
        .sort((a, b) => b.localeCompare(a));
}
/** A Last-Modified within this long of the fetch is the server's clock, not the content's (dynamic pages). */
const DYNAMIC_HEADER_MS = 5 * 60 * 1000;
/** Dates further in the future than this are typos or event dates, not modifications. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;
/**
 * The most credible newest modification date. Explicit modification signals come first (JSON-LD dateModified,
 * modified-time meta, a visible 'Last updated' line, and the Last-Modified header unless it is just the time of
 * the fetch); the newest of those wins. Without any, publication dates and `<time>` elements stand in.
 * Dates in the future are ignored.
 */
function bestLastModified(dates, fetchedAt) {
    const limit = fetchedAt.getTime() + FUTURE_SLACK_MS;
    const plausible = (iso) => iso !== null && Date.parse(iso) <= limit;
    const headerCredible = dates.lastModifiedHeader !== null && Math.abs(fetchedAt.getTime() - Date.parse(dates.lastModifiedHeader)) > DYNAMIC_HEADER_MS;
    const explicit = [
        [dates.jsonLdModified, 'json-ld'],
        [dates.modifiedTime, 'meta'],
        [dates.visibleUpdated, 'visible-text'],
        [headerCredible ? dates.lastModifiedHeader : null, 'header'],
    ];
    const fallback = [
        [dates.jsonLdPublished, 'published'],
        [dates.publishedTime, 'published'],
        ...dates.timeElements.map((t) => [t, 'time-element']),
    ];
    for (const tier of [explicit, fallback]) {
        const candidates = tier.filter(([iso]) => plausible(iso));
        if (candidates.length === 0)
            continue;
        // Newest wins; on a tie the earlier (more credible) source is named.
        const best = candidates.reduce((a, b) => (Date.parse(b[0]) > Date.parse(a[0]) ? b : a));
        return { lastModified: best[0], source: best[1] };
    }
    return { lastModified: null, source: null };
}
//# sourceMappingURL=dates.js.map