import type { CheckSchedule } from './schedule';
import type { AddSourceUrlRequest } from './requests';
import type { ContentItem } from './types';

/**
 * POST /api/content-items: the item's fields (the server fills in what is left out: blog_post, fresh, health 0,
 * no schedule of its own) and its source URLs, registered together in one request.
 */
export interface CreateContentItemRequest
  extends Pick<ContentItem, 'title' | 'url'>, Partial<Pick<ContentItem, 'contentType' | 'status' | 'healthScore' | 'lastUpdated' | 'content' | 'aiPrompt'>> {
  /** Left out or null: the item runs on the workspace's analysis_schedule. */
  checkSchedule?: CheckSchedule | null;
  /** Listed on the item in this order; the same url twice is refused. */
  sourceUrls?: AddSourceUrlRequest[];
  /**
   * The caller's own name for the item (the WordPress plugin sends site URL + post id), unique per workspace:
   * registering it again answers the existing item, updated with what was sent, instead of creating a second one.
   */
  externalId?: string;
}

/** The longest externalId accepted: a site URL of up to 2,048 characters plus a post id. */
export const MAX_EXTERNAL_ID_LENGTH = 2100;

/**
 * GET /api/content-items?ids= takes at most this many ids in one request: 200 ids make a URL of about 7.5 KB,
 * well under the 16 KB of request headers Node accepts.
 */
export const MAX_LISTED_IDS = 200;

/** POST /api/content-items/{id}/visit: whether the visit queued a check, and when the next one may be queued if not. */
export interface VisitResult {
  queued: boolean;
  /** Present when queued is false: the moment after which a visit queues a check again (ISO 8601). */
  nextCheckAfter?: string;
}

/** The most URLs one import takes: far above any plan's page limit, low enough to bound one request. */
export const MAX_IMPORT_URLS = 10_000;

/** POST /api/content-items/import: entries as a person gave them; the server applies the import rules (url-import.ts). */
export interface ImportContentItemsRequest {
  urls: string[];
}

/**
 * What became of one entry: `created`; `duplicate` (the workspace already monitors the page, or the entry
 * repeats an earlier one); `invalid` (the import rules drop it); `over_limit` (the plan's page limit
 * is reached; the message names the plan, the limit and how to upgrade).
 */
export type ImportUrlStatus = 'created' | 'duplicate' | 'invalid' | 'over_limit';

export interface ImportUrlResult {
  /** The entry as sent. */
  url: string;
  status: ImportUrlStatus;
  /** The new item's id, for `created`. */
  id?: string;
  /** Why it was not created, for every other status. */
  message?: string;
}

/** The reply: one result per entry, in the order sent, and the count of each status. */
export interface ImportContentItemsResult {
  results: ImportUrlResult[];
  created: number;
  duplicates: number;
  invalid: number;
  overLimit: number;
  /**
   * The analysis job the server started for the created pages (follow it with GET /api/analysis-jobs/{jobId});
   * null when nothing was created.
   */
  analysisJobId: string | null;
}
