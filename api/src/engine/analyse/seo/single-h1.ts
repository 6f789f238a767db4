import type { ExtractedPage } from '../../extract/extract-page';
import { formatList } from '../findings';
import { type AuditOutcome, failed, passed } from './seo-audit';

/** Exactly one H1 names the main topic. */
export function singleH1(page: Pick<ExtractedPage, 'headings'>): AuditOutcome {
  const h1s = page.headings.filter((h) => h.level === 1);
  if (h1s.length === 1) return passed;
  if (h1s.length === 0)
    return failed({
      type: 'seo.h1',
      severity: 'warning',
      message: 'The page has no H1 heading; add one that names the main topic.',
      recommendation: 'Add one H1 heading with the main topic of the page.',
    });
  return failed({
    type: 'seo.h1',
    severity: 'warning',
    message: `The page has ${h1s.length} H1 headings (${formatList(
      h1s.map((h) => `"${h.text}"`),
      3,
    )}); use one H1 for the main topic and H2 for the others.`,
    recommendation: 'Keep one H1 heading and turn the others into H2 headings.',
  });
}
