/** Shapes of the analysis endpoints that the web app reads. */
import type { ContentStatus } from './enums';

/** Who produced an analysis: the built-in checks alone, or the built-in checks with the AI model's judgement. */
export type Analyser = 'local' | 'ai';

/** GET /api/analysis-jobs/{jobId}: the progress of a bulk refresh ('Refresh All'). */
export interface AnalysisJobProgress {
  jobId: string;
  total: number;
  /** Items analysed. */
  done: number;
  /** Items whose analysis failed (unreachable page, item deleted meanwhile). */
  failed: number;
  status: 'running' | 'completed';
  createdAt: string;
  finishedAt: string | null;
}

/** POST /api/content-items/bulk-analyze answers 202 with this at once; the analyses run as background jobs. */
export interface BulkAnalysisStarted {
  jobId: string;
  total: number;
}

/**
 * The `code` of bulk-analyze's 400 when there is nothing to refresh (an empty list, or all: true in an empty
 * workspace): the web tells it from other refusals to say 'No content to refresh'.
 */
export const NOTHING_TO_ANALYSE = 'NOTHING_TO_ANALYSE';

/** One row of GET /api/content-items/{id}/health-history: one per analysis, oldest first. */
export interface HealthHistoryEntry {
  analysedAt: string;
  healthScore: number;
  freshness: number;
  seoScore: number;
  readability: number;
  status: ContentStatus;
  analyser: Analyser;
  model: string | null;
}

/** `first_seen`: compared for the first time, so there is nothing to compare with yet (it becomes the baseline). */
export type SourceOutcome = 'first_seen' | 'unchanged' | 'changed' | 'unreachable';

/** One source URL's outcome in POST /api/content-items/{id}/compare. */
export interface SourceComparison {
  sourceUrlId: string;
  url: string;
  outcome: SourceOutcome;
  /** For a changed source: what changed, in a sentence or two. */
  summary?: string;
  /** For an unreachable source: why, in words a person understands. */
  reason?: string;
}

/** POST /api/scrape-content: what the page says about itself; the form uses the title. */
export interface ScrapedPage {
  url: string;
  title: string;
  description: string | null;
  canonical: string | null;
  lang: string | null;
  wordCount: number;
  lastModified: string | null;
}

/**
 * POST /api/page-title (same body as scrape-content): the Add dialog's title lookup. 200 whether or not the page
 * could be fetched: an unreachable page is an expected answer there, and a browser logs every 4xx as a console error.
 */
export interface PageTitleLookup {
  /** The page's own title; null when it has none or could not be fetched. */
  title: string | null;
  /** Why the page could not be fetched, in a sentence; null when it was. */
  failure: string | null;
}

export const AI_SUGGESTION_TYPES = ['rephrasing', 'completion', 'improvement', 'expansion'] as const;
export type AiSuggestionType = (typeof AI_SUGGESTION_TYPES)[number];

export interface AiSuggestion {
  type: AiSuggestionType;
  suggestion: string;
  explanation?: string;
}

/** The reply to POST /api/ai-writing-assistant. */
export interface WritingSuggestions {
  suggestions: AiSuggestion[];
}

export const WRITING_FIELDS = ['title', 'description', 'ai_prompt', 'content'] as const;
export type WritingField = (typeof WRITING_FIELDS)[number];

/** The assistant's answer when the text is empty and nothing is selected. */
export const NO_CONTENT_MESSAGE = 'No content: Please write some text to get AI suggestions.';

/** POST /api/test-openai. */
export interface AiConnectionTest {
  connected: boolean;
  message: string;
  model?: string;
}
