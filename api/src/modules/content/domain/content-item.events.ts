import type { Analysis, Analyser, ContentStatus, ContentType, CheckSchedule, SourceOutcome } from '@freshwatch/contracts';
import type { DomainEvent } from '../../../shared/event-store/stream-executor';

export interface ContentItemFields {
  title: string;
  url: string;
  contentType: ContentType;
  status: ContentStatus;
  healthScore: number;
  lastUpdated: string | null;
  content: string | null;
  aiPrompt: string | null;
  /** null: no schedule of its own, the workspace's analysis_schedule applies. */
  checkSchedule: CheckSchedule | null;
}

export type ContentItemRegistered = DomainEvent<'ContentItemRegistered', { contentId: string; workspaceId: string } & ContentItemFields>;
/** Carries only the fields that changed. */
export type ContentItemEdited = DomainEvent<'ContentItemEdited', { contentId: string; changes: Partial<ContentItemFields> }>;
export type ContentItemDeleted = DomainEvent<'ContentItemDeleted', { contentId: string }>;
export type SourceUrlAdded = DomainEvent<'SourceUrlAdded', { contentId: string; sourceUrlId: string; url: string; description: string | null }>;


/** What an AI call cost; `model`, `aiCalls` and the token counts feed Settings' 'Usage This Month'. */
export interface AiUsage {
  model: string;
  aiCalls: number;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** The facts about the fetched page that an analysis was made from. */
export interface AnalysedPage {
  finalUrl: string;
  httpStatus: number;
  title: string | null;
  wordCount: number;
  /** The page's own last modification date, when it states one; it becomes the item's lastUpdated. */
  lastModified: string | null;
}

export type ContentAnalyzed = DomainEvent<
  'ContentAnalyzed',
  {
    contentId: string;
    /** The bulk refresh this analysis belongs to, if any: at most one outcome per item and job is recorded. */
    jobId?: string;
    analysis: Analysis;
    status: ContentStatus;
    analyser: Analyser;
    /** The AI model asked, when one was; null for the built-in checks alone. */
    model: string | null;
    usage: AiUsage | null;
    page: AnalysedPage;
    /** The page's main text, present only when it becomes the item's content (see decideRecordAnalysis). */
    extractedText?: string;
  }
>;

export type ContentAnalysisFailed = DomainEvent<'ContentAnalysisFailed', { contentId: string; jobId?: string; reason: string; code: string }>;

export interface ComparedSource {
  sourceUrlId: string;
  url: string;
  outcome: SourceOutcome;
  fingerprint?: string;
  summary?: string;
  reason?: string;
  /** The source's extracted text (capped) when it is new or changed, so that a replay rebuilds the snapshots. */
  text?: string;
}

export type ContentCompared = DomainEvent<
  'ContentCompared',
  {
    contentId: string;
    comparedAt: string;
    sources: ComparedSource[];
    status: ContentStatus;
    aiVerdict?: { contradicts: boolean; explanation: string };
    usage?: AiUsage | null;
  }
>;

export type ContentAnalysisEvent = ContentAnalyzed | ContentAnalysisFailed | ContentCompared;

export type ContentItemEvent = ContentItemRegistered | ContentItemEdited | ContentItemDeleted | SourceUrlAdded | ContentAnalysisEvent;

export const CONTENT_ITEM_EVENT_TYPES = [
  'ContentItemRegistered',
  'ContentItemEdited',
  'ContentItemDeleted',
  'SourceUrlAdded',
  'ContentAnalyzed',
  'ContentAnalysisFailed',
  'ContentCompared',
] as const;

export const contentStream = (contentId: string) => `content-${contentId}`;
