import type { ContentStatus, ContentType, IssueSeverity, PlanType, SubscriptionStatus, TaskPriority, TaskStatus, UserRole } from './enums';
import type { SourceOutcome } from './analysis';
import type { LastCheck } from './page-state';
import type { CheckSchedule } from './schedule';
import type { WorkspaceRole } from './team';

export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  /** The workspace the session works in (the account's own unless switched). */
  workspaceId: string;
  /** The role in that workspace, for role-aware screens; null in the administrator's user list. */
  workspaceRole: WorkspaceRole | null;
  planType: PlanType;
  subscriptionStatus: SubscriptionStatus;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/auth/session: who is signed in, 200 either way (the app's start-up probe, which must not log a 401). */
export interface AuthSession {
  user: User | null;
}

export interface SourceUrl {
  id: string;
  url: string;
  description: string | null;
  addedAt: string;
  /** What the latest comparison found for this source; null until it is first compared. */
  lastComparison: SourceLastComparison | null;
}

export interface SourceLastComparison {
  outcome: SourceOutcome;
  /** For a changed source: what changed. */
  summary: string | null;
  /** For an unreachable source: why. */
  reason: string | null;
  comparedAt: string;
}

export interface AnalysisIssue {
  type: string;
  message: string;
  severity: IssueSeverity;
}

export interface AnalysisRecommendation {
  type: string;
  message: string;
  priority: TaskPriority;
}

/** The reading-ease formula of the page's language (Flesch for English; Amstad, Fernández Huerta, Kandel-Moles). */
export type ReadingEaseFormula = 'flesch' | 'amstad' | 'fernandez_huerta' | 'kandel_moles';

export interface ReadingEaseResult {
  /** On the Flesch scale (0 hard, 100 easy), to one decimal; null when the page's language has no formula. */
  score: number | null;
  formula: ReadingEaseFormula | null;
  /** The language the text was read in ('en', 'de', …), from the page's lang or detected. */
  language: string | null;
}

/**
 * The language the analysis read the page in, and why: the page's own `<html lang>` when its text agrees (or is too
 * short to tell), else the language detected from the text. `declared` is the lang the page states (null: none).
 */
export interface PageLanguage {
  /** ISO 639-1 code ('en', 'de', …); null when neither the page nor its text tells. */
  code: string | null;
  source: 'html-lang' | 'detected' | 'none';
  declared: string | null;
}

export interface LinkCheckSummary {
  /** Links checked (every link of the main content and the site's own links). */
  checked: number;
  broken: number;
  /** Working links that redirect elsewhere. */
  redirected: number;
  /** Links not checked: other schemes (mailto:, tel:, javascript:), other sites' links in the page's chrome, over the limit. */
  skipped: number;
}

/** Where an analysis took the page's last-updated date from: the page's own evidence, or the HTTP header only when the page states none. */
export const LAST_MODIFIED_SOURCES = ['json-ld', 'meta', 'visible-text', 'published', 'time-element', 'header'] as const;
export type LastModifiedSource = (typeof LAST_MODIFIED_SOURCES)[number];

export interface PageDateFinding {
  /** When the page last changed, as ISO 8601; null when neither the page nor the header says. */
  lastModified: string | null;
  source: LastModifiedSource | null;
}

export interface Analysis {
  healthScore: number;
  freshness: number;
  seoScore: number;
  readability: number;
  summary: string;
  issues: AnalysisIssue[];
  recommendations: AnalysisRecommendation[];
  /** Absent on analyses recorded before it was part of the result. */
  readingEase?: ReadingEaseResult;
  /** Absent on analyses recorded before it was part of the result. */
  links?: LinkCheckSummary;
  /** Absent on analyses recorded before it was part of the result. */
  pageDate?: PageDateFinding;
  /** Absent on analyses recorded before it was part of the result. */
  language?: PageLanguage;
}

export interface ContentItem {
  id: string;
  title: string;
  url: string;
  contentType: ContentType;
  status: ContentStatus;
  healthScore: number;
  lastUpdated: string | null;
  lastAnalyzed: string | null;
  createdAt: string;
  /** Extracted text; the form's description. */
  content: string | null;
  aiPrompt: string | null;
  /** The item's own schedule; null: it runs on the workspace's analysis_schedule. */
  checkSchedule: CheckSchedule | null;
  /** When the scanner next checks it (ISO), in the workspace's time zone's terms; null when never (manual, visitor-triggered). */
  nextCheckAt: string | null;
  analysis: Analysis | null;
  sourceUrls: SourceUrl[];
  /**
   * The standing AI verdict that the page contradicts its sources, from the comparison that found it (`at`: when it
   * compared); null when no comparison found one, or a later comparison judged that the page agrees again. A
   * comparison that could not judge (no AI model, the AI step failed) leaves it as it is.
   */
  contradiction: ContentContradiction | null;
  /**
   * How the item's last finished check ended: null before the first one. A page whose last check failed keeps its
   * last analysis (if any), but its state is 'Check failed' (see page-state.ts).
   */
  lastCheck: LastCheck | null;
}

/** A comparison's AI verdict that the page contradicts its sources, kept on the item until a later verdict clears it. */
export interface ContentContradiction {
  /** The AI's explanation: which fact on the page no longer agrees with which source. */
  explanation: string;
  /** When the comparison that found it ran (ISO). */
  at: string;
}

export interface ContentStats {
  total: number;
  fresh: number;
  needsUpdate: number;
  outdated: number;
  /** Items never checked yet: counted in no status and in no average (see page-state.ts). */
  notChecked: number;
  /** Items whose last check failed: counted in no status and in no average. */
  checkFailed: number;
  /** Items whose last check analysed them (fresh + needsUpdate + outdated): the ones the average is taken over. */
  analysed: number;
  /** The average health of those items (see `analysedHealthAverage`); null when there is none. */
  averageHealthScore: number | null;
}

/** GET /api/health (as @nestjs/terminus sends it; 503 unless every part is up). */
export interface HealthStatus {
  /** `shutting_down` (503) while the server stops. */
  status: 'ok' | 'error' | 'shutting_down';
  info?: Record<string, { status: string; [key: string]: unknown }>;
  error?: Record<string, { status: string; [key: string]: unknown }>;
  details: Record<string, { status: string; [key: string]: unknown }>;
}

/** Every error reply (400, 401, 403, 404, 409, 422, ...): `message` says what happened, naming the field for a bad request. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  /** The HTTP status's name ('Bad Request'). */
  error?: string;
  /** An expected failure's code (CONTENT_ITEM_NOT_FOUND, TASK_CONTENT_INVALID, a fetch failure's kind). */
  code?: string;
  /** For a bad request: each problem on its own. */
  errors?: string[];
}

export interface Task {
  id: string;
  title: string;
  description: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  /** A related content item; it may since have been deleted (the task keeps the id). */
  contentId: string | null;
  createdAt: string;
  /** Set when the task became completed; null in any other status. */
  completedAt: string | null;
  /** The member the task is assigned to (a user id), or null. */
  assigneeId: string | null;
  /** Who created it: a user id, `api-key:<id>` for a key, null for tasks from before this was recorded. */
  createdBy: string | null;
  /** Who completed it (same form as createdBy); null unless completed. */
  completedBy: string | null;
}

/** An API key as listed: the secret itself is shown once, at creation, and never again. */
export interface ApiKey {
  id: string;
  name: string;
  /** The first 8 characters after `fw_`, to tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The reply to creating a key: the only time `key` (the full secret) is sent. */
export interface IssuedApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  key: string;
}

/** One item of the Advanced Data export, JSON or CSV. */
export interface ExportedContentItem {
  id: string;
  title: string;
  url: string;
  contentType: ContentType;
  status: ContentStatus;
  healthScore: number;
  lastAnalyzed: string | null;
  lastUpdated: string | null;
  createdAt: string;
  analysis: Analysis | null;
  /** The extracted text cut to its first 500 characters plus '…' when longer; null without content. */
  content: string | null;
}
