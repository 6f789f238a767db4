import type { ExtractedPage } from '../../extract/extract-page';
import { type Finding, plural } from '../findings';
import { type AuditOutcome, failed, passed } from './seo-audit';

/**
 * The page has JSON-LD structured data (that earns the points). JSON-LD that does not parse is a warning even
 * when another block parses, since search engines ignore the broken one; a page with none gets a note.
 */
export function structuredData(page: Pick<ExtractedPage, 'structuredData' | 'structuredDataErrors'>): AuditOutcome {
  const score = page.structuredData.length > 0 ? 1 : 0;
  if (page.structuredDataErrors > 0) return { score, findings: [unparsable(page.structuredDataErrors)] };
  if (score === 0)
    return failed({
      type: 'seo.structured_data',
      severity: 'info',
      message: 'The page has no structured data (JSON-LD).',
      recommendation: 'Add schema.org JSON-LD (Article or WebPage) with headline, datePublished and dateModified.',
    });
  return passed;
}

const unparsable = (errors: number): Finding => ({
  type: 'seo.structured_data_invalid',
  severity: 'warning',
  message: `${plural(errors, 'JSON-LD block does', 'JSON-LD blocks do')} not parse as JSON, so search engines ignore ${errors === 1 ? 'it' : 'them'}.`,
  recommendation: "Fix the JSON syntax of the page's structured data (a validator such as validator.schema.org shows where).",
});
