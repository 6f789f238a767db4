import type { ExtractedPage } from '../../extract/extract-page';
import { languageName } from '../../text/language';
import type { Finding } from '../findings';

/**
 * A page whose `<html lang>` names another language than its text is written in (a theme's default `en` on a German
 * blog): search engines and screen readers are told the wrong language, and Freshwatch's own checks follow the
 * text instead. A finding without points: the page is not worse to read or to find for it, only mislabelled.
 */
export function langMismatch(page: Pick<ExtractedPage, 'language'>): Finding[] {
  const { code, source, declared } = page.language;
  if (source !== 'detected' || declared === null || code === null) return [];
  const name = languageName(code);
  return [
    {
      type: 'seo.lang_mismatch',
      severity: 'warning',
      message: `The page declares its language as "${declared}" (<html lang>), but its text is ${name} ("${code}"); the checks read it as ${name}.`,
      recommendation: `Set the page's lang attribute to "${code}" so that search engines and screen readers read it as ${name}.`,
    },
  ];
}
