import type { DomainError } from '../../../../shared/domain/domain-error';
import { ContentItemState, contentItemNotFound, visibleTo } from '../../domain/content-item';
import { isBlank, outcomeRecordedFor } from '../../domain/content-item-analysis.state';
import type { ContentAnalyzed, ContentChanged, ContentItemEdited } from '../../domain/content-item.events';
import { isImportedTitle } from '../import-content-items/import-plan';
import { pageChanges } from '../../domain/page-changes';
import type { AnalysisToRecord } from './record-analysis.command';

/** The longest title an item takes (as the content form's rule). */
const TITLE_LIMIT = 500;

/** The most of a page's main text kept as the item's content. */
const EXTRACTED_TEXT_LIMIT = 50_000;
/** The most of a page's main text kept for the history's word diff. */
export const PAGE_TEXT_LIMIT = 20_000;

/**
 * Records an analysis. The extracted main text becomes the item's content (the item's contract: 'content (extracted
 * text, used as the description)') only while nobody wrote a description of their own: a person's words are
 * never overwritten, an earlier extraction is refreshed. A job's second outcome for the same item records
 * nothing: that is what makes a resumed bulk refresh safe. When the page's SEO-critical facts differ from the
 * previous analysis's, ContentChanged follows with what moved (alerts are made from it). An item still titled by
 * its address (an import's stand-in) takes the page's own title, as the Add dialog's title lookup gives one.
 */
export function decideRecordAnalysis(
  command: AnalysisToRecord & { workspaceId: string },
  state: ContentItemState,
): (ContentAnalyzed | ContentChanged | ContentItemEdited)[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return contentItemNotFound;
  if (outcomeRecordedFor(state.analysis, command.jobId)) return [];
  const { mainText, workspaceId: _, jobId, ...rest } = command;
  const data: ContentAnalyzed['data'] = { ...rest, page: pageToKeep(rest.page, state.analysis.textFingerprint), ...(jobId ? { jobId } : {}) };
  const text = mainText.trim().slice(0, EXTRACTED_TEXT_LIMIT);
  const mayFill = state.analysis.contentSource !== 'user' || isBlank(state.fields.content);
  if (mayFill && text !== '' && text !== state.fields.content) data.extractedText = text;
  const changes = pageChanges(state.analysis.page, state.analysis.pageText, { ...rest.page, text: rest.page.text?.slice(0, PAGE_TEXT_LIMIT) });
  const events: (ContentAnalyzed | ContentChanged | ContentItemEdited)[] = [{ type: 'ContentAnalyzed', data }];
  if (changes.length > 0) events.push({ type: 'ContentChanged', data: { contentId: command.contentId, ...(jobId ? { jobId } : {}), changes } });
  const pageTitle = rest.page.title?.replace(/\s+/g, ' ').trim().slice(0, TITLE_LIMIT);
  if (pageTitle && pageTitle !== state.fields.title && isImportedTitle(state.fields.title, state.fields.url)) {
    events.push({ type: 'ContentItemEdited', data: { contentId: command.contentId, changes: { title: pageTitle } } });
  }
  return events;
}

/** The page's text is kept, capped, only when its words changed since the previous analysis (or it is the first). */
function pageToKeep(page: ContentAnalyzed['data']['page'], previousFingerprint: string | undefined): ContentAnalyzed['data']['page'] {
  const { text, ...facts } = page;
  if (text === undefined || page.textFingerprint === undefined || page.textFingerprint === previousFingerprint) return facts;
  return { ...facts, text: text.slice(0, PAGE_TEXT_LIMIT) };
}
