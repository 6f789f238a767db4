import type { ExtractedPage } from '../../extract/extract-page';
import type { RobotsTxtBlock } from '../../../shared/outbound/robots-txt';
import type { Finding } from '../findings';

/** What the caller fetched beyond the page for the SEO audits (the analyser itself never touches the network). */
export interface SeoContext {
  /** The site's robots.txt rule that keeps search engines from the page; null or absent when none does. */
  robotsTxtBlock?: RobotsTxtBlock | null;
}

/**
 * One SEO audit: a pure function of the extracted page (and the context). Each audit names the facts it reads in
 * its parameter type (`Pick<ExtractedPage, 'title'>`), so that its unit test builds only those.
 */
export type SeoAudit = (page: ExtractedPage, context: SeoContext) => AuditOutcome;

export interface AuditOutcome {
  /** The share of the audit's points the page earns: 1 passes, 0.5 half, 0 fails (image alt text: a share). */
  score: number;
  findings: readonly Finding[];
}

export const passed: AuditOutcome = Object.freeze({ score: 1, findings: Object.freeze([]) });

/** No points and nothing to report: what the audit looks at is missing, and another audit reports that. */
export const noPoints: AuditOutcome = Object.freeze({ score: 0, findings: Object.freeze([]) });

/** The audit fails with this finding; `score` gives partial credit. */
export const failed = (finding: Finding, score = 0): AuditOutcome => ({ score, findings: [finding] });

/** Title and meta description lengths, in characters (not UTF-16 code units). */
export const SEO_LIMITS = { titleMin: 30, titleIdeal: 60, titleMax: 70, descriptionMin: 70, descriptionMax: 160 } as const;
