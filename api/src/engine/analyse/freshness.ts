import type { ExtractedPage } from '../extract/extract-page';
import { clamp, type Finding } from './findings';
import { changedSources } from './freshness/changed-sources';
import { copyrightYear } from './freshness/copyright-year';
import { deadLinks } from './freshness/dead-links';
import type { Deduction, FreshnessCheck, FreshnessContext } from './freshness/freshness-check';
import { pageAge } from './freshness/page-age';
import { staleYear } from './freshness/stale-year';

export { FRESHNESS_RULES } from './freshness/freshness-rules';
export { ageScore } from './freshness/page-age';
export type { FreshnessContext } from './freshness/freshness-check';

/**
 * Freshness = the page's age score (./freshness/page-age.ts) minus what the checks below take off. Each check is
 * one file in ./freshness with its unit test; the order is the order of the deductions and of the findings.
 */
const FRESHNESS_CHECKS = [staleYear, copyrightYear, deadLinks, changedSources] as const satisfies readonly FreshnessCheck[];

export interface FreshnessResult {
  score: number;
  ageDays: number | null;
  ageScore: number;
  deductions: Deduction[];
  findings: Finding[];
}

export function analyseFreshness(page: ExtractedPage, context: FreshnessContext): FreshnessResult {
  const age = pageAge(page, context);
  const outcomes = FRESHNESS_CHECKS.map((check) => check(page, context));
  const deductions = outcomes.flatMap((o) => (o.deduction === null ? [] : [o.deduction]));
  const total = deductions.reduce((sum, d) => sum + d.points, 0);
  return {
    score: Math.round(clamp(age.score - total)),
    ageDays: age.ageDays,
    ageScore: Math.round(age.score),
    deductions,
    findings: [...age.findings, ...outcomes.flatMap((o) => o.findings)],
  };
}
