import type { IssueSeverity, TaskPriority } from '@freshwatch/contracts';

export type Category = 'freshness' | 'seo' | 'readability';

/**
 * One problem a check found: the issue (what is wrong and where) and the recommendation (what to do).
 * `type` reads '<category>.<check>' ('seo.image_alt'); issues and recommendations carry it unchanged.
 */
export interface Finding {
  type: string;
  severity: IssueSeverity;
  message: string;
  recommendation: string;
  /** Defaults to the severity's priority: error → high, warning → medium, info → low. */
  priority?: TaskPriority;
}

export const categoryOf = (type: string): Category => type.split('.')[0] as Category;

export { plural } from '../../shared/text/plural';

/** 'a, b, c' or 'a, b, c, d, e and 3 more'. */
export function formatList(items: string[], max = 5): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

/** A quotation of at most `words` words: "The implementation of the…". */
export function quote(text: string, words = 8): string {
  const parts = text.trim().split(/\s+/);
  return `"${parts.slice(0, words).join(' ')}${parts.length > words ? '…' : ''}"`;
}

/** A URL as a person reads it on its page: the path for the same site, the full address otherwise. */
export function displayUrl(url: string, pageUrl: string): string {
  if (url.startsWith('data:')) return `${url.slice(0, 30)}…`;
  try {
    const target = new URL(url);
    const page = new URL(pageUrl);
    if (target.origin === page.origin) return `${target.pathname}${target.search}${target.hash}`;
    return target.href;
  } catch {
    return url;
  }
}

export const clamp = (value: number, min = 0, max = 100) => Math.min(max, Math.max(min, value));

/** 'today', '5 days ago', '3 weeks ago', '8 months ago', '3 years ago'. */
export function humanAge(days: number): string {
  if (days < 1) return 'today';
  if (days < 2) return 'yesterday';
  if (days < 14) return `${Math.floor(days)} days ago`;
  if (days < 60) return `${Math.round(days / 7)} weeks ago`;
  if (days < 730) return `${Math.round(days / 30.44)} months ago`;
  return `${Math.round(days / 365.25)} years ago`;
}
