import type { DomainError } from '../../../../shared/domain/domain-error';
import { ContentItemState, contentItemNotFound, visibleTo } from '../../domain/content-item';
import { isBlank, outcomeRecordedFor } from '../../domain/content-item-analysis.state';
import type { ContentAnalyzed } from '../../domain/content-item.events';
import type { AnalysisToRecord } from './record-analysis.command';

/** The most of a page's main text kept as the item's content. */
const EXTRACTED_TEXT_LIMIT = 50_000;

/**
 * Records an analysis. The extracted main text becomes the item's content (the brief: 'content (extracted
 * text, used as the description)') only while nobody wrote a description of their own: a person's words are
 * never overwritten, an earlier extraction is refreshed. A job's second outcome for the same item records
 * nothing: that is what makes a resumed bulk refresh safe.
 */
export function decideRecordAnalysis(command: AnalysisToRecord & { workspaceId: string }, state: ContentItemState): ContentAnalyzed[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return contentItemNotFound;
  if (outcomeRecordedFor(state.analysis, command.jobId)) return [];
  const { mainText, workspaceId: _, jobId, ...rest } = command;
  const data: ContentAnalyzed['data'] = { ...rest, ...(jobId ? { jobId } : {}) };
  const text = mainText.trim().slice(0, EXTRACTED_TEXT_LIMIT);
  const mayFill = state.analysis.contentSource !== 'user' || isBlank(state.fields.content);
  if (mayFill && text !== '' && text !== state.fields.content) data.extractedText = text;
  return [{ type: 'ContentAnalyzed', data }];
}
