/**
 * Freshness = an age score from the page's last modification against the threshold, minus deductions for
 * past years that read as current, dead links and changed sources.
 */
export const FRESHNESS_RULES = {
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
} as const;
