"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FRESHNESS_RULES = void 0;
exports.ageScore = ageScore;
exports.analyseFreshness = analyseFreshness;
const findings_1 = require("./findings");
const stale_years_1 = require("./stale-years");
/**
 * Freshness = an age score from the page's last modification against the threshold, minus deductions for
 * past years that read as current, dead links and changed sources.
 */
exports.FRESHNESS_RULES = {
    /** Age score when the page states no modification date. */
    unknownAgeScore: 60,
    /** Points off per stale year phrase (at most 3 count), for a stale copyright line, per dead link (at most 5), per changed source (at most 2). */
    staleYearPenalty: 10,
    staleYearMaxCount: 3,
    copyrightPenalty: 5,
    deadLinkPenalty: 5,
    deadLinkMaxCount: 5,
    changedSourcePenalty: 15,
    changedSourceMaxCount: 2,
    /** Dead links become an error from this many on, or from this share of the checked links. */
    deadLinksErrorCount: 3,
    deadLinksErrorShare: 0.2,
};
const DAY_MS = 24 * 60 * 60 * 1000;
/** 100 at age 0, 50 at the threshold, 0 at three times the threshold, linear in between. */
function ageScore(ageDays, thresholdDays) {
    const t = Math.max(0, ageDays) / thresholdDays;
    if (t <= 1)
        return 100 - 50 * t;
    return Math.max(0, 50 - 25 * (t - 1));
}
const F = exports.FRESHNESS_RULES;
const capitalise = (text) => text[0].toUpperCase() + text.slice(1);
function analyseFreshness(page, context) {
    const findings = [];
    const deductions = [];
    const threshold = context.freshnessThresholdDays;
    const lastModified = page.dates.lastModified;
    const ageDays = lastModified === null ? null : Math.max(0, Math.floor((context.now.getTime() - Date.parse(lastModified)) / DAY_MS));
    let age;
    if (ageDays === null) {
        age = F.unknownAgeScore;
        findings.push({
            type: 'freshness.no_date',
            severity: 'info',
            message: 'No modification date found: the page has no dateModified, modified-time meta tag, "Last updated" line or usable Last-Modified header.',
            recommendation: 'Show a "Last updated" date on the page and add dateModified to its structured data, so readers and search engines can tell how current it is.',
        });
    }
    else {
        age = ageScore(ageDays, threshold);
        const date = lastModified.slice(0, 10);
        if (ageDays > 2 * threshold) {
            findings.push({
                type: 'freshness.age',
                severity: 'error',
                message: `The page was last updated ${(0, findings_1.humanAge)(ageDays)} (${date}), more than twice the ${threshold}-day freshness threshold.`,
                recommendation: `Review the whole page and bring facts, examples, screenshots and dates up to date; it has not changed since ${date}.`,
            });
        }
        else if (ageDays > threshold) {
            findings.push({
                type: 'freshness.age',
                severity: 'warning',
                message: `The page was last updated ${(0, findings_1.humanAge)(ageDays)} (${date}), past the ${threshold}-day freshness threshold.`,
                recommendation: `Review the page and update what has changed since ${date}.`,
            });
        }
    }
    // Past years that read as current
    const parts = [
        { where: 'the title', text: page.title ?? '' },
        { where: 'the meta description', text: page.metaDescription ?? '' },
        ...page.headings.map((h) => ({ where: `the H${h.level} heading`, text: h.text })),
        { where: 'the text', text: page.mainText },
    ];
    const mentions = (0, stale_years_1.staleYearMentions)(parts, page.fullText, context.now);
    const phrases = mentions.filter((m) => m.kind === 'phrase');
    for (const mention of phrases.slice(0, 5)) {
        findings.push({
            type: 'freshness.stale_year',
            severity: 'warning',
            message: `${capitalise(mention.where)} says "${mention.phrase}" as if ${mention.year} were current.`,
            recommendation: `Update "${mention.phrase}" to the current year, or rewrite it as history if it is meant to be.`,
        });
    }
    if (phrases.length > 0) {
        const counted = Math.min(phrases.length, F.staleYearMaxCount);
        deductions.push({ reason: `${(0, findings_1.plural)(phrases.length, 'past year')} read as current`, points: counted * F.staleYearPenalty });
    }
    const copyright = mentions.find((m) => m.kind === 'copyright');
    if (copyright) {
        findings.push({
            type: 'freshness.copyright_year',
            severity: 'info',
            message: `The copyright line says "${copyright.phrase}", which makes the site look unmaintained.`,
            recommendation: `Update the copyright line "${copyright.phrase}" to the current year (or a range ending in it).`,
        });
        deductions.push({ reason: `copyright line from ${copyright.year}`, points: F.copyrightPenalty });
    }
    // Dead links
    const dead = context.deadLinks ?? [];
    if (dead.length > 0) {
        const checked = context.linksChecked ?? dead.length;
        const serious = dead.length >= F.deadLinksErrorCount || dead.length / Math.max(1, checked) >= F.deadLinksErrorShare;
        const list = (0, findings_1.formatList)(dead.map((d) => `${(0, findings_1.displayUrl)(d.url, page.url)} (${d.reason.replace(/^The page answered /, '')})`));
        findings.push({
            type: 'freshness.dead_links',
            severity: serious ? 'error' : 'warning',
            message: `${dead.length} of ${(0, findings_1.plural)(checked, 'checked link')} ${dead.length === 1 ? 'is' : 'are'} broken: ${list}.`,
            recommendation: `Fix or remove the broken ${dead.length === 1 ? 'link' : 'links'}: ${(0, findings_1.formatList)(dead.map((d) => (0, findings_1.displayUrl)(d.url, page.url)), 3)}.`,
        });
        deductions.push({ reason: (0, findings_1.plural)(dead.length, 'broken link'), points: Math.min(dead.length, F.deadLinkMaxCount) * F.deadLinkPenalty });
    }
    // Changed sources
    const changed = context.changedSources ?? [];
    for (const source of changed.slice(0, 5)) {
        findings.push({
            type: 'freshness.source_changed',
            severity: 'warning',
            priority: 'high',
            message: `The source ${source.url} changed since the page was last updated: ${source.summary}`,
            recommendation: `Review the page against the changed source ${source.url} and update what no longer matches.`,
        });
    }
    if (changed.length > 0) {
        deductions.push({ reason: (0, findings_1.plural)(changed.length, 'changed source'), points: Math.min(changed.length, F.changedSourceMaxCount) * F.changedSourcePenalty });
    }
    const total = deductions.reduce((sum, d) => sum + d.points, 0);
    return { score: Math.round((0, findings_1.clamp)(age - total)), ageDays, ageScore: Math.round(age), deductions, findings };
}
//# sourceMappingURL=freshness.js.map