import { createHash } from 'node:crypto';
import type { ExtractedPage } from './extract-page';

/**
 * The most of a page's main text that leaves the thread that parsed it: the item's content keeps up to 50,000
 * characters and the history up to 20,000, the AI model reads 12,000. A 5 MB page's text is never sent back whole.
 */
export const SUMMARY_TEXT_LIMIT = 50_000;

/**
 * The facts of a page that an auditor compares from one analysis to the next: what search engines are told
 * (meta description, h1, canonical, robots) and whether the words changed (a fingerprint of the whole main
 * text, and the text itself, capped, which the recording keeps only when the fingerprint moved).
 */
export interface AuditedPageFacts {
  metaDescription: string | null;
  h1: string | null;
  canonical: string | null;
  robots: string | null;
  noindex: boolean;
  textFingerprint: string;
  text: string;
}

/** What an analysis records of a parsed page, small whatever the page's size (see SUMMARY_TEXT_LIMIT). */
export interface PageSummary extends AuditedPageFacts {
  title: string | null;
  wordCount: number;
  lastModified: string | null;
  /** The first SUMMARY_TEXT_LIMIT characters of the main text. */
  mainText: string;
}

export function summarisePage(page: ExtractedPage): PageSummary {
  const text = page.mainText.replace(/[ \t]+/g, ' ').trim();
  const robots = [page.robots, page.xRobotsTag].filter((r): r is string => Boolean(r?.trim())).join(', ') || null;
  return {
    title: page.title,
    wordCount: page.wordCount,
    lastModified: page.dates.lastModified,
    mainText: page.mainText.slice(0, SUMMARY_TEXT_LIMIT),
    metaDescription: page.metaDescription?.trim() || null,
    h1: page.headings.find((h) => h.level === 1)?.text.trim() || null,
    canonical: page.canonical,
    robots,
    noindex: robots !== null && /\bnoindex\b|\bnone\b/i.test(robots),
    textFingerprint: createHash('sha256').update(text.replace(/\s+/g, ' ')).digest('hex'),
    text: text.slice(0, SUMMARY_TEXT_LIMIT),
  };
}
