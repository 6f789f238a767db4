import { createHash } from 'node:crypto';
import type { AnalysedPage } from '../../../content';
import type { ExtractedPage } from '../../engine';

/**
 * The facts of a page that an auditor compares from one analysis to the next: what search engines are told
 * (meta description, h1, canonical, robots) and whether the words changed (a fingerprint of the main text, and
 * the text itself, which content keeps only when the fingerprint moved).
 */
export function auditedPageFacts(page: ExtractedPage): Required<Pick<AnalysedPage, 'metaDescription' | 'h1' | 'canonical' | 'robots' | 'noindex' | 'textFingerprint' | 'text'>> {
  const text = page.mainText.replace(/[ \t]+/g, ' ').trim();
  const robots = [page.robots, page.xRobotsTag].filter((r): r is string => Boolean(r?.trim())).join(', ') || null;
  return {
    metaDescription: page.metaDescription?.trim() || null,
    h1: page.headings.find((h) => h.level === 1)?.text.trim() || null,
    canonical: page.canonical,
    robots,
    noindex: robots !== null && /\bnoindex\b|\bnone\b/i.test(robots),
    textFingerprint: createHash('sha256').update(text.replace(/\s+/g, ' ')).digest('hex'),
    text,
  };
}
