import type { ExtractedPage } from '../extract/extract-page';
import { sameSite } from '../extract/extract-page';
import { type Finding, displayUrl, formatList, plural, quote } from './findings';

/**
 * SEO = the Lighthouse SEO audits that apply to fetched HTML plus four content checks, as points out of 100.
 * Each check scores its full weight when it passes; image alt text scores the share of images that have one.
 */
export const SEO_WEIGHTS = {
  http_status: 10,
  indexable: 15,
  title: 10,
  title_length: 5,
  meta_description: 10,
  description_length: 5,
  single_h1: 5,
  link_text: 5,
  crawlable_links: 5,
  image_alt: 10,
  hreflang: 5,
  canonical: 10,
  structured_data: 5,
} as const;

export type SeoCheck = keyof typeof SEO_WEIGHTS;

export const SEO_LIMITS = { titleMin: 30, titleIdeal: 60, titleMax: 70, descriptionMin: 70, descriptionMax: 160 } as const;

/** Link texts that say nothing about the target (Lighthouse's list and common variants). */
const VAGUE_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'click',
  'here',
  'right here',
  'this',
  'this page',
  'this link',
  'link',
  'go',
  'start',
  'more',
  'read more',
  'learn more',
  'see more',
  'find out more',
  'more info',
  'more information',
  'details',
  'continue',
  'continue reading',
  'read on',
  'keep reading',
  'tap here',
  'check it out',
  'view more',
  'info',
]);

export interface SeoResult {
  score: number;
  checks: { check: SeoCheck; points: number; max: number }[];
  findings: Finding[];
}

export function analyseSeo(page: ExtractedPage): SeoResult {
  const findings: Finding[] = [];
  const points = new Map<SeoCheck, number>();
  const pass = (check: SeoCheck, share = 1) => points.set(check, SEO_WEIGHTS[check] * share);
  const where = (url: string) => displayUrl(url, page.url);

  // HTTP status
  if (page.httpStatus >= 200 && page.httpStatus < 300) pass('http_status');
  else
    findings.push({
      type: 'seo.http_status',
      severity: 'error',
      message: `The page answered HTTP ${page.httpStatus}; search engines only index pages that answer 200 OK.`,
      recommendation: 'Make the address answer 200 OK, or redirect it to the page that replaced it.',
    });

  // Blocked from indexing
  const blockers = [
    page.robots && /\b(noindex|none)\b/i.test(page.robots) ? `the robots meta tag ("${page.robots}")` : null,
    page.xRobotsTag && /\b(noindex|none)\b/i.test(page.xRobotsTag) ? `the X-Robots-Tag header ("${page.xRobotsTag}")` : null,
  ].filter((b): b is string => b !== null);
  if (blockers.length === 0) pass('indexable');
  else
    findings.push({
      type: 'seo.noindex',
      severity: 'error',
      message: `The page is blocked from indexing by ${blockers.join(' and ')}, so it cannot appear in search results.`,
      recommendation: 'Remove "noindex" from the robots meta tag (and the X-Robots-Tag header) if the page should be found in search.',
    });

  // Title
  const title = page.title;
  if (title) pass('title');
  else
    findings.push({
      type: 'seo.title_missing',
      severity: 'error',
      message: 'The page has no <title>; search results and browser tabs show the address instead.',
      recommendation: `Add a <title> of ${SEO_LIMITS.titleMin}-${SEO_LIMITS.titleIdeal} characters that says what the page is about.`,
    });
  if (title) {
    const n = [...title].length;
    if (n > SEO_LIMITS.titleMax) {
      findings.push({
        type: 'seo.title_length',
        severity: 'warning',
        message: `The title is ${n} characters long; keep it under ${SEO_LIMITS.titleIdeal} so search results do not cut it off.`,
        recommendation: `Shorten the title ${quote(title, 6)} to at most ${SEO_LIMITS.titleIdeal} characters, keeping the main words first.`,
      });
    } else if (n > SEO_LIMITS.titleIdeal) {
      pass('title_length', 0.5);
      findings.push({
        type: 'seo.title_length',
        severity: 'info',
        message: `The title is ${n} characters long; keep it under ${SEO_LIMITS.titleIdeal} so search results do not cut it off.`,
        recommendation: `Trim the title ${quote(title, 6)} to at most ${SEO_LIMITS.titleIdeal} characters.`,
      });
    } else if (n < SEO_LIMITS.titleMin) {
      pass('title_length', 0.5);
      findings.push({
        type: 'seo.title_length',
        severity: 'info',
        message: `The title "${title}" is only ${n} characters long; ${SEO_LIMITS.titleMin}-${SEO_LIMITS.titleIdeal} characters describe the page better in search results.`,
        recommendation: 'Make the title more descriptive: name the topic and what the reader gets.',
      });
    } else pass('title_length');
  }

  // Meta description
  const description = page.metaDescription;
  if (description) pass('meta_description');
  else
    findings.push({
      type: 'seo.meta_description_missing',
      severity: 'warning',
      message: 'The page has no meta description; search engines will pick a random snippet of the text instead.',
      recommendation: `Write a meta description of ${SEO_LIMITS.descriptionMin}-${SEO_LIMITS.descriptionMax} characters that sums up the page.`,
    });
  if (description) {
    const n = [...description].length;
    if (n > SEO_LIMITS.descriptionMax) {
      pass('description_length', 0.5);
      findings.push({
        type: 'seo.description_length',
        severity: 'warning',
        message: `The meta description is ${n} characters long; search results cut it off after about ${SEO_LIMITS.descriptionMax}.`,
        recommendation: `Shorten the meta description to ${SEO_LIMITS.descriptionMax} characters or fewer.`,
      });
    } else if (n < SEO_LIMITS.descriptionMin) {
      pass('description_length', 0.5);
      findings.push({
        type: 'seo.description_length',
        severity: 'info',
        message: `The meta description is only ${n} characters long; ${SEO_LIMITS.descriptionMin}-${SEO_LIMITS.descriptionMax} characters make a better search snippet.`,
        recommendation: 'Expand the meta description with what the reader will find on the page.',
      });
    } else pass('description_length');
  }

  // One H1
  const h1s = page.headings.filter((h) => h.level === 1);
  if (h1s.length === 1) pass('single_h1');
  else
    findings.push({
      type: 'seo.h1',
      severity: 'warning',
      message:
        h1s.length === 0
          ? 'The page has no H1 heading; add one that names the main topic.'
          : `The page has ${h1s.length} H1 headings (${formatList(
              h1s.map((h) => `"${h.text}"`),
              3,
            )}); use one H1 for the main topic and H2 for the others.`,
      recommendation:
        h1s.length === 0
          ? 'Add one H1 heading with the main topic of the page.'
          : 'Keep one H1 heading and turn the others into H2 headings.',
    });

  // Descriptive link text
  const vague = page.links.filter(
    (l) =>
      l.rawHref !== null &&
      VAGUE_LINK_TEXTS.has(
        l.text
          .toLowerCase()
          .replace(/[.!?…:»›>→\s]+$/u, '')
          .trim(),
      ),
  );
  if (vague.length === 0) pass('link_text');
  else
    findings.push({
      type: 'seo.link_text',
      severity: 'warning',
      message: `${plural(vague.length, 'link has', 'links have')} text that does not describe the target: ${formatList(vague.map((l) => `"${l.text}" (→ ${where(l.href) || l.rawHref})`))}.`,
      recommendation: 'Replace vague link texts like "click here" and "read more" with words that say where the link goes.',
    });

  // Crawlable links
  const uncrawlable = page.links.filter((l) => l.rawHref === null || l.rawHref.trim() === '' || /^\s*javascript:/i.test(l.rawHref));
  if (uncrawlable.length === 0) pass('crawlable_links');
  else
    findings.push({
      type: 'seo.crawlable_links',
      severity: 'warning',
      message: `${plural(uncrawlable.length, 'link', 'links')} cannot be followed by search engines: ${formatList(
        uncrawlable.map(
          (l) => `"${l.text || '(no text)'}" (${l.rawHref === null ? 'no href' : l.rawHref.trim() === '' ? 'empty href' : l.rawHref})`,
        ),
      )}.`,
      recommendation: 'Give every link a real address in its href; use a <button> for actions that run script.',
    });

  // Image alt text ('' is a deliberate decorative image)
  const images = page.images.filter((i) => i.src);
  const missingAlt = images.filter((i) => i.alt === null);
  pass('image_alt', images.length === 0 ? 1 : 1 - missingAlt.length / images.length);
  if (missingAlt.length > 0)
    findings.push({
      type: 'seo.image_alt',
      severity: 'warning',
      message: `${plural(missingAlt.length, 'image has', 'images have')} no alt text: ${formatList(missingAlt.map((i) => where(i.src)))}.`,
      recommendation: `Describe ${missingAlt.length === 1 ? 'the image' : `the ${missingAlt.length} images`} in alt text (${formatList(
        missingAlt.map((i) => where(i.src)),
        3,
      )}); use alt="" only for decoration.`,
    });

  // hreflang
  const hreflangProblems: string[] = [];
  for (const link of page.hreflang) {
    if (!isValidHreflang(link.lang))
      hreflangProblems.push(`"${link.lang}" is not a valid language code (use e.g. "en", "en-GB" or "x-default")`);
    if (!/^https?:\/\//i.test(link.href))
      hreflangProblems.push(
        `the link for "${link.lang}" has a relative address (${link.href || 'empty'}); hreflang addresses must be absolute`,
      );
  }
  if (hreflangProblems.length === 0) pass('hreflang');
  else
    findings.push({
      type: 'seo.hreflang',
      severity: 'warning',
      message: `The hreflang links are invalid: ${formatList(hreflangProblems, 3)}.`,
      recommendation: 'Use ISO language codes (optionally with a region, "en-GB") and full addresses in hreflang links.',
    });

  // Canonical
  const canonical = canonicalProblem(page);
  if (canonical === null) pass('canonical');
  else {
    if (canonical.severity === 'info') pass('canonical', 0.5);
    findings.push({ type: 'seo.canonical', ...canonical });
  }

  // Structured data
  if (page.structuredData.length > 0) pass('structured_data');
  if (page.structuredDataErrors > 0)
    findings.push({
      type: 'seo.structured_data_invalid',
      severity: 'warning',
      message: `${plural(page.structuredDataErrors, 'JSON-LD block does', 'JSON-LD blocks do')} not parse as JSON, so search engines ignore ${page.structuredDataErrors === 1 ? 'it' : 'them'}.`,
      recommendation: "Fix the JSON syntax of the page's structured data (a validator such as validator.schema.org shows where).",
    });
  else if (page.structuredData.length === 0)
    findings.push({
      type: 'seo.structured_data',
      severity: 'info',
      message: 'The page has no structured data (JSON-LD).',
      recommendation: 'Add schema.org JSON-LD (Article or WebPage) with headline, datePublished and dateModified.',
    });

  const checks = (Object.keys(SEO_WEIGHTS) as SeoCheck[]).map((check) => ({
    check,
    points: Math.round((points.get(check) ?? 0) * 10) / 10,
    max: SEO_WEIGHTS[check],
  }));
  return { score: Math.round(checks.reduce((sum, c) => sum + c.points, 0)), checks, findings };
}

/** BCP 47 as hreflang uses it: language, optional script, optional region; or x-default. */
export function isValidHreflang(code: string): boolean {
  if (/^x-default$/i.test(code)) return true;
  const match = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i.exec(code);
  if (!match) return false;
  // A common mistake: 'UK' is not a region code (Great Britain is 'GB').
  return match[3]?.toUpperCase() !== 'UK';
}

function canonicalProblem(page: ExtractedPage): Omit<Finding, 'type'> | null {
  if (page.canonicals.length === 0) return null;
  const distinct = [...new Set(page.canonicals)];
  if (distinct.length > 1)
    return {
      severity: 'warning',
      message: `The page has ${distinct.length} different canonical links (${formatList(distinct, 3)}); search engines ignore them all.`,
      recommendation: 'Keep a single canonical link with the full address of this page.',
    };
  const raw = distinct[0];
  let target: URL;
  try {
    target = new URL(raw, page.url);
  } catch {
    return {
      severity: 'warning',
      message: `The canonical link "${raw}" is not a valid address.`,
      recommendation: `Set the canonical link to this page's full address (${page.url}).`,
    };
  }
  const pageUrl = new URL(page.url);
  const pointsToRoot = target.pathname === '/' && !target.search && pageUrl.pathname !== '/';
  const relative = !/^https?:\/\//i.test(raw);
  if (relative || pointsToRoot) {
    const problems = [relative ? 'is relative' : null, pointsToRoot ? "points to the site's home page instead of this page" : null].filter(
      Boolean,
    );
    return {
      severity: 'warning',
      message: `The canonical link "${raw}" ${problems.join(' and ')}${pointsToRoot ? ', so search engines may drop this page from their results' : ''}.`,
      recommendation: `Set the canonical link to this page's full address (${page.url}).`,
    };
  }
  if (!sameSite(target.hostname, pageUrl.hostname))
    return {
      severity: 'info',
      message: `The canonical link points to another site (${target.href}); that is right only when this page republishes content from there.`,
      recommendation: `If this page is the original, set the canonical link to its own address (${page.url}).`,
    };
  return null;
}
