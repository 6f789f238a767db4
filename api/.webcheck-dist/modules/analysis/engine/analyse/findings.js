"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.clamp = exports.plural = exports.categoryOf = void 0;
exports.formatList = formatList;
exports.quote = quote;
exports.displayUrl = displayUrl;
exports.humanAge = humanAge;
const categoryOf = (type) => type.split('.')[0];
exports.categoryOf = categoryOf;
const plural = (n, one, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
exports.plural = plural;
/** 'a, b, c' or 'a, b, c, d, e and 3 more'. */
function formatList(items, max = 5) {
    if (items.length <= max)
        return items.join(', ');
    return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
/** A quotation of at most `words` words: "The implementation of the…". */
function quote(text, words = 8) {
    const parts = text.trim().split(/\s+/);
    return `"${parts.slice(0, words).join(' ')}${parts.length > words ? '…' : ''}"`;
}
/** A URL as a person reads it on its page: the path for the same site, the full address otherwise. */
function displayUrl(url, pageUrl) {
    if (url.startsWith('data:'))
        return `${url.slice(0, 30)}…`;
    try {
        const target = new URL(url);
        const page = new URL(pageUrl);
        if (target.origin === page.origin)
            return `${target.pathname}${target.search}${target.hash}`;
        return target.href;
    }
    catch {
        return url;
    }
}
const clamp = (value, min = 0, max = 100) => Math.min(max, Math.max(min, value));
exports.clamp = clamp;
/** 'today', '5 days ago', '3 weeks ago', '8 months ago', '3 years ago'. */
function humanAge(days) {
    if (days < 1)
        return 'today';
    if (days < 2)
        return 'yesterday';
    if (days < 14)
        return `${Math.floor(days)} days ago`;
    if (days < 60)
        return `${Math.round(days / 7)} weeks ago`;
    if (days < 730)
        return `${Math.round(days / 30.44)} months ago`;
    return `${Math.round(days / 365.25)} years ago`;
}
//# sourceMappingURL=findings.js.map