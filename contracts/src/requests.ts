/**
 * The bodies the web (and the WordPress plugin) send, one type per endpoint. The API's class-validator DTOs in
 * ./dto implement them, so the rules the server checks and the shapes the web sends cannot drift apart.
 * A field marked optional may be left out; `null` where allowed means 'none'.
 */
import type { WritingField } from './analysis';
import type { ContentStatus, ContentType, PlanType, SubscriptionStatus, TaskPriority, TaskStatus } from './enums';
import type { CheckSchedule } from './schedule';
import type { SettingKey } from './settings';

/** POST /api/auth/signin */
export interface SignInRequest {
  email: string;
  password: string;
}

/** POST /api/auth/signup */
export interface SignUpRequest extends SignInRequest {
  firstName?: string;
  lastName?: string;
  /** The browser's IANA time zone: the new workspace's `timezone` setting. */
  timezone?: string;
}

/** PATCH /api/content-items/{id}: the fields to change; a field left out stays as it is. */
export interface UpdateContentItemRequest {
  title?: string;
  url?: string;
  contentType?: ContentType;
  status?: ContentStatus;
  healthScore?: number;
  lastUpdated?: string | null;
  /** The description. */
  content?: string | null;
  aiPrompt?: string | null;
  /** null: back to the workspace's analysis_schedule. */
  checkSchedule?: CheckSchedule | null;
}

/** POST /api/content-items/{id}/source-urls */
export interface AddSourceUrlRequest {
  url: string;
  description?: string | null;
}

/**
 * POST /api/content-items/bulk-analyze: exactly one of the two. `contentIds` refreshes the listed items (the pages
 * an import just added); `all: true` ('Refresh All') every item of the caller's workspace at the moment of the
 * request, chosen by the server, so that the browser need not download the whole list to name them.
 */
export interface BulkAnalyzeRequest {
  contentIds?: string[];
  all?: true;
}

/** POST /api/scrape-content */
export interface ScrapeContentRequest {
  url: string;
}

/** POST /api/ai-writing-assistant */
export interface WritingAssistantRequest {
  text: string;
  field: WritingField;
  /** What the text is about, as a short phrase (the item's title, say). */
  context?: string | null;
  /** The part of `text` to work on; empty or left out: all of it. */
  selectedText?: string | null;
}

/** POST /api/tasks */
export interface CreateTaskRequest {
  title: string;
  description?: string | null;
  priority?: TaskPriority;
  /** A related content item of the workspace. */
  contentId?: string | null;
  /** A member of the workspace (user id), or null for nobody. */
  assigneeId?: string | null;
}

/** PATCH /api/tasks/{id}: any of the create fields (Edit), and the status with its completedAt (the status selector). */
export interface UpdateTaskRequest extends Partial<CreateTaskRequest> {
  status?: TaskStatus;
  completedAt?: string | null;
}

/** PUT /api/admin/users/{userId} (the Edit User dialog): a field left out is unchanged. */
export interface AdminUpdateUserRequest {
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  planType?: PlanType;
  subscriptionStatus?: SubscriptionStatus;
}

/** POST /api/settings: one setting, its value as text. */
export interface SaveSettingRequest {
  key: SettingKey;
  value: string;
}

/** POST /api/api-keys */
export interface CreateApiKeyRequest {
  /** A label to tell keys apart; 'WordPress plugin' when left out. */
  name?: string;
}
