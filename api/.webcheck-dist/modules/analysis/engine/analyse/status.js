"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.STATUS_RULES = void 0;
exports.decideStatus = decideStatus;
/** The status rules (docs/analysis.md, 'Status rules', quotes these numbers). */
exports.STATUS_RULES = {
    outdatedBelowScore: 40,
    outdatedAgeFactor: 2,
    needsUpdateBelowScore: 70,
    needsUpdateAgeFactor: 1,
};
/**
 * outdated: health score below 40, or older than twice the freshness threshold.
 * needs_update: health score below 70, older than the threshold, or a source changed since the page was last updated.
 * fresh: otherwise.
 */
function decideStatus(input) {
    const { healthScore, ageDays, freshnessThresholdDays: threshold } = input;
    const olderThan = (factor) => ageDays !== null && ageDays > factor * threshold;
    if (healthScore < exports.STATUS_RULES.outdatedBelowScore || olderThan(exports.STATUS_RULES.outdatedAgeFactor))
        return 'outdated';
    if (healthScore < exports.STATUS_RULES.needsUpdateBelowScore || olderThan(exports.STATUS_RULES.needsUpdateAgeFactor) || input.sourceChangedSinceUpdate) {
        return 'needs_update';
    }
    return 'fresh';
}
//# sourceMappingURL=status.js.map