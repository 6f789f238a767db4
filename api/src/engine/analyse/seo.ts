import type { ExtractedPage } from '../extract/extract-page';
import type { Finding } from './findings';
import { canonical } from './seo/canonical';
import { crawlableLinks } from './seo/crawlable-links';
import { descriptionLength } from './seo/description-length';
import { hreflang } from './seo/hreflang';
import { langMismatch } from './seo/html-lang';
import { httpStatus } from './seo/http-status';
import { imageAlt } from './seo/image-alt';
import { indexable } from './seo/indexable';
import { linkText } from './seo/link-text';
import { metaDescription } from './seo/meta-description';
import type { SeoAudit, SeoContext } from './seo/seo-audit';
import { singleH1 } from './seo/single-h1';
import { structuredData } from './seo/structured-data';
import { title } from './seo/title';
import { titleLength } from './seo/title-length';

export { SEO_LIMITS, type SeoContext } from './seo/seo-audit';

/**
 * SEO = the Lighthouse SEO audits that apply to fetched HTML plus four content checks, as points out of 100.
 * Each audit (one file in ./seo, with its unit test) earns its weight times the share it scores. The order is
 * the order of the checks in the details and of the findings in the report.
 */
const SEO_AUDITS = [
  { check: 'http_status', weight: 10, audit: httpStatus },
  { check: 'indexable', weight: 15, audit: indexable },
  { check: 'title', weight: 10, audit: title },
  { check: 'title_length', weight: 5, audit: titleLength },
  { check: 'meta_description', weight: 10, audit: metaDescription },
  { check: 'description_length', weight: 5, audit: descriptionLength },
  { check: 'single_h1', weight: 5, audit: singleH1 },
  { check: 'link_text', weight: 5, audit: linkText },
  { check: 'crawlable_links', weight: 5, audit: crawlableLinks },
  { check: 'image_alt', weight: 10, audit: imageAlt },
  { check: 'hreflang', weight: 5, audit: hreflang },
  { check: 'canonical', weight: 10, audit: canonical },
  { check: 'structured_data', weight: 5, audit: structuredData },
] as const satisfies readonly { check: string; weight: number; audit: SeoAudit }[];

export type SeoCheck = (typeof SEO_AUDITS)[number]['check'];

/** The points each check is worth (they add up to 100). */
export const SEO_WEIGHTS = Object.fromEntries(SEO_AUDITS.map(({ check, weight }) => [check, weight])) as Readonly<Record<SeoCheck, number>>;

export interface SeoResult {
  score: number;
  checks: { check: SeoCheck; points: number; max: number }[];
  findings: Finding[];
}

export function analyseSeo(page: ExtractedPage, context: SeoContext = {}): SeoResult {
  const outcomes = SEO_AUDITS.map(({ check, weight, audit }) => ({ check, weight, ...audit(page, context) }));
  const checks = outcomes.map(({ check, weight, score }) => ({ check, points: Math.round(weight * score * 10) / 10, max: weight }));
  return {
    score: Math.round(checks.reduce((sum, c) => sum + c.points, 0)),
    checks,
    // A declared language that contradicts the text is reported, but earns and costs no points (seo/html-lang.ts).
    findings: [...outcomes.flatMap((o) => o.findings), ...langMismatch(page)],
  };
}
