import { type ExtractedPage, sameSite } from '../../extract/extract-page';
import { type Finding, formatList } from '../findings';
import { type AuditOutcome, failed, passed } from './seo-audit';

/**
 * One canonical link with this page's absolute address (Lighthouse: canonical). No canonical link passes; one to
 * another site earns half the points, since it is right only for republished content.
 */
export function canonical(page: Pick<ExtractedPage, 'canonicals' | 'url'>): AuditOutcome {
  const problem = canonicalProblem(page);
  if (problem === null) return passed;
  return failed({ type: 'seo.canonical', ...problem }, problem.severity === 'info' ? 0.5 : 0);
}

function canonicalProblem(page: Pick<ExtractedPage, 'canonicals' | 'url'>): Omit<Finding, 'type'> | null {
  if (page.canonicals.length === 0) return null;
  const distinct = [...new Set(page.canonicals)];
  const useOwnAddress = `Set the canonical link to this page's full address (${page.url}).`;
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
    return { severity: 'warning', message: `The canonical link "${raw}" is not a valid address.`, recommendation: useOwnAddress };
  }
  const pageUrl = new URL(page.url);
  const pointsToRoot = target.pathname === '/' && !target.search && pageUrl.pathname !== '/';
  const relative = !/^https?:\/\//i.test(raw);
  if (relative || pointsToRoot) {
    const problems = [relative ? 'is relative' : null, pointsToRoot ? "points to the site's home page instead of this page" : null].filter(Boolean);
    return {
      severity: 'warning',
      message: `The canonical link "${raw}" ${problems.join(' and ')}${pointsToRoot ? ', so search engines may drop this page from their results' : ''}.`,
      recommendation: useOwnAddress,
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
