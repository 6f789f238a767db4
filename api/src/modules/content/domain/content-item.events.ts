import type { Analysis, Analyser, ContentStatus, ContentType, CheckSchedule, PageFieldChange, SourceOutcome } from '@freshwatch/contracts';
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

/** `externalId`: the caller's own name for the item, when it gave one (see domain/external-id.ts). */
export type ContentItemRegistered = DomainEvent<'ContentItemRegistered', { contentId: string; workspaceId: string; externalId?: string } & ContentItemFields>;
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
  // The page facts an auditor compares between analyses (see the item's history). Optional: analyses recorded
  // before they were kept do not have them.
  metaDescription?: string | null;
  /** The first h1's text. */
  h1?: string | null;
  canonical?: string | null;
  /** The robots meta content and the X-Robots-Tag header, as the page sent them. */
  robots?: string | null;
  noindex?: boolean;
  /** SHA-256 of the main text with its white space normalised: whether the words changed. */
  textFingerprint?: string;
  /**
   * The main text (at most PAGE_TEXT_LIMIT characters), kept only when its fingerprint differs from the previous
   * analysis's, so that the history can diff the words without every analysis repeating them.
   */
  text?: string;
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

/**
 * The page's SEO-critical facts moved since the previous analysis (recorded right after its ContentAnalyzed):
 * before and after of each changed field, the main text as a diff summary.
 */
export type ContentChanged = DomainEvent<'ContentChanged', { contentId: string; jobId?: string; changes: PageFieldChange[] }>;

export type ContentAnalysisEvent = ContentAnalyzed | ContentAnalysisFailed | ContentCompared | ContentChanged;

/**
 * A visitor viewed a visitor-triggered page and the item's rule (minTimeBetweenChecks) let a check through:
 * analysis enqueues it under `checkId`. Not a read-model fact, so the content_items projection ignores it.
 */
export type VisitorCheckRequested = DomainEvent<'VisitorCheckRequested', { contentId: string; workspaceId: string; checkId: string; requestedAt: string }>;

export type ContentItemEvent = ContentItemRegistered | ContentItemEdited | ContentItemDeleted | SourceUrlAdded | ContentAnalysisEvent | VisitorCheckRequested;

export const CONTENT_ITEM_EVENT_TYPES = [
  'ContentItemRegistered',
  'ContentItemEdited',
  'ContentItemDeleted',
  'SourceUrlAdded',
  'ContentAnalyzed',
  'ContentAnalysisFailed',
  'ContentCompared',
  'ContentChanged',
] as const;

export const contentStream = (contentId: string) => `content-${contentId}`;
