import type { ExtractedPage } from '../../extract/extract-page';
import { type Finding, humanAge } from '../findings';
import type { FreshnessContext } from './freshness-check';
import { FRESHNESS_RULES } from './freshness-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 100 at age 0, 50 at the threshold, 0 at three times the threshold, linear in between. */
export function ageScore(ageDays: number, thresholdDays: number): number {
  const t = Math.max(0, ageDays) / thresholdDays;
  if (t <= 1) return 100 - 50 * t;
  return Math.max(0, 50 - 25 * (t - 1));
}

export interface PageAge {
  /** Whole days since the page last changed; null when it states no date. */
  ageDays: number | null;
  /** The age score before deductions (unrounded). */
  score: number;
  findings: Finding[];
}

/**
 * How old the page is against the freshness threshold: a warning past the threshold, an error past twice it. A
 * page that states no modification date gets a middling score and a note.
 */
export function pageAge(
  page: { dates: Pick<ExtractedPage['dates'], 'lastModified'> },
  context: Pick<FreshnessContext, 'now' | 'freshnessThresholdDays'>,
): PageAge {
  const threshold = context.freshnessThresholdDays;
  const lastModified = page.dates.lastModified;
  if (lastModified === null)
    return {
      ageDays: null,
      score: FRESHNESS_RULES.unknownAgeScore,
      findings: [
        {
          type: 'freshness.no_date',
          severity: 'info',
          message: 'No modification date found: the page has no dateModified, modified-time meta tag, "Last updated" line or usable Last-Modified header.',
          recommendation:
            'Show a "Last updated" date on the page and add dateModified to its structured data, so readers and search engines can tell how current it is.',
        },
      ],
    };
  const ageDays = Math.max(0, Math.floor((context.now.getTime() - Date.parse(lastModified)) / DAY_MS));
  const date = lastModified.slice(0, 10);
  const findings: Finding[] = [];
  if (ageDays > 2 * threshold)
    findings.push({
      type: 'freshness.age',
      severity: 'error',
      message: `The page was last updated ${humanAge(ageDays)} (${date}), more than twice the ${threshold}-day freshness threshold.`,
      recommendation: `Review the whole page and bring facts, examples, screenshots and dates up to date; it has not changed since ${date}.`,
    });
  else if (ageDays > threshold)
    findings.push({
      type: 'freshness.age',
      severity: 'warning',
      message: `The page was last updated ${humanAge(ageDays)} (${date}), past the ${threshold}-day freshness threshold.`,
      recommendation: `Review the page and update what has changed since ${date}.`,
    });
  return { ageDays, score: ageScore(ageDays, threshold), findings };
}
