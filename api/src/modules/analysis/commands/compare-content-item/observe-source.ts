import { cutSourceText, type SourceUrl } from '@freshwatch/contracts';
import type { SourceObservation } from '../../../content';
import { diffSummary, fingerprint, type PageWork } from '../../../../engine';
import { FetchedPage, FetchFailure, PageFetcher } from '../../../../shared/outbound';
import type { SourceSnapshot } from '../../projections/source-snapshots/source-snapshots';

const TEXTUAL = /^(text\/|application\/(json|xml|[\w.+-]+\+(json|xml))\b)/i;

/**
 * What a source says, as comparable text: an HTML page's main text (menus and footers would make every visit a
 * change), a text document as it is. Other documents (a PDF report) are compared by their bytes alone.
 */
async function comparableText(page: FetchedPage, work: Pick<PageWork, 'extract'>): Promise<{ text: string; fingerprintOf: string }> {
  const type = page.contentType.toLowerCase();
  if (type.includes('html')) {
    const text = (await work.extract(page)).mainText;
    return { text, fingerprintOf: text };
  }
  if (TEXTUAL.test(type)) return { text: page.body, fingerprintOf: page.body };
  return { text: `(a ${type || 'binary'} document of ${page.body.length} bytes; its text cannot be compared)`, fingerprintOf: page.body };
}

/** Fetches one source and describes it against its last snapshot; an unreachable source is an outcome too. */
export async function observeSource(
  fetcher: PageFetcher,
  work: Pick<PageWork, 'extract'>,
  source: SourceUrl,
  previous: SourceSnapshot | undefined,
): Promise<SourceObservation> {
  try {
    const page = await fetcher.fetchPage(source.url, { expectHtml: false });
    const { text, fingerprintOf } = await comparableText(page, work);
    const print = fingerprint(fingerprintOf);
    const changed = previous !== undefined && previous.fingerprint !== print;
    // The stored text was cut (contracts' cutSourceText): compare it with the new text cut the same way, and let
    // paragraphs that only moved past the cut not count as removed.
    const changeSummary = changed ? diffSummary(previous.text, cutSourceText(text), { fullCurrent: text }) || 'The document changed.' : '';
    return { sourceUrlId: source.id, url: source.url, fingerprint: print, text, changeSummary };
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    return { sourceUrlId: source.id, url: source.url, reason: error.reason };
  }
}
