import {
  type CheckSchedule,
  type ContentItem,
  type ContentType,
  type CreateContentItemRequest,
  type AddSourceUrlRequest,
  type UpdateContentItemRequest,
} from '@freshwatch/contracts';

export interface SourceUrlRow {
  /** Stable React key; rows have no id until the server stores them. */
  key: number;
  url: string;
  description: string;
}

export interface ContentFormValues {
  title: string;
  url: string;
  contentType: ContentType;
  /** The description, stored as the item's `content`. */
  content: string;
  /** Rows added in this dialog; stored source URLs are shown apart, since the API cannot delete them yet. */
  sourceUrls: SourceUrlRow[];
  aiPromptEnabled: boolean;
  aiPrompt: string;
  /** null: no schedule of its own, the workspace's analysis schedule applies. */
  checkSchedule: CheckSchedule | null;
}

export function emptyFormValues(): ContentFormValues {
  return {
    title: '',
    url: '',
    contentType: 'page',
    content: '',
    sourceUrls: [],
    aiPromptEnabled: false,
    aiPrompt: '',
    checkSchedule: null,
  };
}

export function formValuesFromItem(item: ContentItem): ContentFormValues {
  return {
    title: item.title,
    url: item.url,
    contentType: item.contentType,
    content: item.content ?? '',
    sourceUrls: [],
    aiPromptEnabled: Boolean(item.aiPrompt),
    aiPrompt: item.aiPrompt ?? '',
    checkSchedule: item.checkSchedule,
  };
}

/** Title and URL are required. */
export function isComplete(values: ContentFormValues): boolean {
  return values.title.trim() !== '' && values.url.trim() !== '';
}

/** The form's fields, as both add and edit send them; the AI prompt goes only when its toggle is on. */
export function toPayload(values: ContentFormValues): UpdateContentItemRequest & Pick<CreateContentItemRequest, 'title' | 'url'> {
  const aiPrompt = values.aiPrompt.trim();
  return {
    title: values.title.trim(),
    url: values.url.trim(),
    contentType: values.contentType,
    content: values.content.trim() || null,
    aiPrompt: values.aiPromptEnabled && aiPrompt ? aiPrompt : null,
    checkSchedule: values.checkSchedule,
  };
}

/**
 * A new item says where it starts (fresh, never analysed, health 0) and carries its source
 * URLs, so that one request registers both.
 */
export function toCreateRequest(values: ContentFormValues): CreateContentItemRequest {
  return { ...toPayload(values), status: 'fresh', healthScore: 0, lastUpdated: null, sourceUrls: newSourceUrls(values) };
}

/** Rows with an empty URL are dropped; an empty description is sent as null. */
export function newSourceUrls(values: ContentFormValues): AddSourceUrlRequest[] {
  return values.sourceUrls.filter((row) => row.url.trim() !== '').map((row) => ({ url: row.url.trim(), description: row.description.trim() || null }));
}
