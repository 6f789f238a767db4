import type { Analysis, Analyser, ContentStatus } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { ContentItemState, contentItemNotFound, visibleTo } from './content-item';
import { isBlank } from './content-item-analysis.state';
import type { AiUsage, AnalysedPage, ComparedSource, ContentAnalysisFailed, ContentAnalyzed, ContentCompared } from './content-item.events';

/**
 * Decisions about analyses and comparisons of a content item. The work itself (fetching, scoring, asking the
 * AI) happens before, in the analysis module; these decide what of it becomes a fact on the item's stream.
 */

/** The most of a page's main text kept as the item's content, and of a source's text kept for diffs. */
export const EXTRACTED_TEXT_LIMIT = 50_000;
export const SOURCE_TEXT_LIMIT = 50_000;

const STATUS_SEVERITY: Record<ContentStatus, number> = { fresh: 0, needs_update: 1, outdated: 2 };

/** The more serious of two statuses: a changed source never makes an outdated page look better. */
export function worseStatus(a: ContentStatus, b: ContentStatus): ContentStatus {
  return STATUS_SEVERITY[a] >= STATUS_SEVERITY[b] ? a : b;
}

function alreadyRecorded(state: Extract<ContentItemState, { status: 'active' }>, jobId: string | undefined): boolean {
  return jobId !== undefined && state.analysis.recordedJobIds.includes(jobId);
}

export interface RecordAnalysis {
  contentId: string;
  workspaceId: string;
  jobId?: string;
  analysis: Analysis;
  status: ContentStatus;
  analyser: Analyser;
  model: string | null;
  usage: AiUsage | null;
  page: AnalysedPage;
  /** The page's main text as extracted. */
  mainText: string;
}

/**
 * Records an analysis. The extracted main text becomes the item's content (the brief: 'content (extracted
 * text, used as the description)') only while nobody wrote a description of their own: a person's words are
 * never overwritten, an earlier extraction is refreshed. A job's second outcome for the same item records
 * nothing: that is what makes a resumed bulk refresh safe.
 */
export function decideRecordAnalysis(command: RecordAnalysis, state: ContentItemState): ContentAnalyzed[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return contentItemNotFound;
  if (alreadyRecorded(state, command.jobId)) return [];
  const { mainText, workspaceId: _, jobId, ...rest } = command;
  const data: ContentAnalyzed['data'] = { ...rest, ...(jobId ? { jobId } : {}) };
  const text = mainText.trim().slice(0, EXTRACTED_TEXT_LIMIT);
  const mayFill = state.analysis.contentSource !== 'user' || isBlank(state.fields.content);
  if (mayFill && text !== '' && text !== state.fields.content) data.extractedText = text;
  return [{ type: 'ContentAnalyzed', data }];
}

export interface RecordAnalysisFailure {
  contentId: string;
  workspaceId: string;
  jobId?: string;
  reason: string;
  code: string;
}

/** Records a failed analysis; the item's scores, status and content stay as they were. */
export function decideRecordAnalysisFailure(command: RecordAnalysisFailure, state: ContentItemState): ContentAnalysisFailed[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return contentItemNotFound;
  if (alreadyRecorded(state, command.jobId)) return [];
  const { workspaceId: _, jobId, ...rest } = command;
  return [{ type: 'ContentAnalysisFailed', data: { ...rest, ...(jobId ? { jobId } : {}) } }];
}

/** What fetching one source URL gave: its fingerprint and text, or why it could not be read. */
export type SourceObservation =
  | { sourceUrlId: string; url: string; fingerprint: string; text: string; changeSummary: string }
  | { sourceUrlId: string; url: string; reason: string };

export interface RecordComparison {
  contentId: string;
  workspaceId: string;
  observations: SourceObservation[];
  aiVerdict?: { contradicts: boolean; explanation: string };
  usage?: AiUsage | null;
}

/**
 * Compares each source with its last recorded fingerprint: a different one is a change, the first one is the
 * baseline (first_seen: nothing to compare with yet), a fetch failure is unreachable. A change, or an AI verdict that the page contradicts
 * its sources, moves the item to needs_update at least.
 */
export function decideRecordComparison(command: RecordComparison, state: ContentItemState, now: Date): ContentCompared[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return contentItemNotFound;
  if (command.observations.length === 0) return [];
  const sources: ComparedSource[] = command.observations.map((observation) => {
    const { sourceUrlId, url } = observation;
    if ('reason' in observation) return { sourceUrlId, url, outcome: 'unreachable', reason: observation.reason };
    const previous = state.analysis.sourceFingerprints[sourceUrlId];
    if (previous === observation.fingerprint) return { sourceUrlId, url, outcome: 'unchanged', fingerprint: observation.fingerprint };
    const text = observation.text.slice(0, SOURCE_TEXT_LIMIT);
    if (previous === undefined) return { sourceUrlId, url, outcome: 'first_seen', fingerprint: observation.fingerprint, text };
    return { sourceUrlId, url, outcome: 'changed', fingerprint: observation.fingerprint, summary: observation.changeSummary, text };
  });
  const flagged = sources.some((s) => s.outcome === 'changed') || command.aiVerdict?.contradicts === true;
  const status = flagged ? worseStatus(state.fields.status, 'needs_update') : state.fields.status;
  const data: ContentCompared['data'] = { contentId: command.contentId, comparedAt: now.toISOString(), sources, status };
  if (command.aiVerdict) data.aiVerdict = command.aiVerdict;
  if (command.usage) data.usage = command.usage;
  return [{ type: 'ContentCompared', data }];
}
