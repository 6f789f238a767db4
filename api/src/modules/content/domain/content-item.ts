import type { CreateContentItemRequest } from '@freshwatch/contracts';
import { DomainError, isDomainError } from '../../../shared/domain/domain-error';
import { ContentAnalysisState, evolveAnalysis, initialAnalysisState, isBlank } from './content-item-analysis.state';
import type { ContentItemEdited, ContentItemEvent, ContentItemFields, ContentItemRegistered, ContentItemDeleted, SourceUrlAdded } from './content-item.events';

/** What the write side needs to know about an item to decide: whose it is, whether it is gone, its fields. */
export type ContentItemState =
  | { status: 'none' }
  | {
      status: 'active';
      contentId: string;
      workspaceId: string;
      fields: ContentItemFields;
      sourceUrls: string[];
      analysis: ContentAnalysisState;
      /** When the item was last checked or a visitor's check was queued (ISO 8601); null before the first. */
      lastCheckAt: string | null;
    }
  | { status: 'deleted'; contentId: string; workspaceId: string };

export const initialContentItemState: ContentItemState = { status: 'none' };

export function evolveContentItem(state: ContentItemState, event: ContentItemEvent): ContentItemState {
  switch (event.type) {
    case 'ContentItemRegistered': {
      const { contentId, workspaceId, externalId: _externalId, ...fields } = event.data;
      return { status: 'active', contentId, workspaceId, fields, sourceUrls: [], analysis: initialAnalysisState(fields.content), lastCheckAt: null };
    }
    case 'ContentItemEdited': {
      if (state.status !== 'active') return state;
      const { changes } = event.data;
      // A person who writes the description takes it over from the extraction; one who clears it hands it back.
      const contentSource = 'content' in changes ? (isBlank(changes.content) ? 'none' : 'user') : state.analysis.contentSource;
      return { ...state, fields: { ...state.fields, ...changes }, analysis: { ...state.analysis, contentSource } };
    }
    case 'SourceUrlAdded':
      return state.status === 'active' ? { ...state, sourceUrls: [...state.sourceUrls, event.data.url] } : state;
    case 'ContentItemDeleted':
      return state.status === 'active' ? { status: 'deleted', contentId: state.contentId, workspaceId: state.workspaceId } : state;
    case 'ContentAnalyzed':
    case 'ContentAnalysisFailed': {
      if (state.status !== 'active') return state;
      // The check's time is the event's: stored events carry it in their metadata (absent only inside a decision).
      const checkedAt = (event as { metadata?: { occurredAt?: string } }).metadata?.occurredAt ?? state.lastCheckAt;
      return { ...evolveAnalysis(state, event), lastCheckAt: laterOf(state.lastCheckAt, checkedAt) };
    }
    case 'ContentCompared':
    case 'ContentChanged':
      return state.status === 'active' ? evolveAnalysis(state, event) : state;
    case 'VisitorCheckRequested':
      return state.status === 'active' ? { ...state, lastCheckAt: laterOf(state.lastCheckAt, event.data.requestedAt) } : state;
    default:
      return state;
  }
}

function laterOf(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

export const contentItemModel = { initialState: initialContentItemState, evolve: evolveContentItem };

export const contentItemNotFound = new DomainError('CONTENT_ITEM_NOT_FOUND', 'not_found', 'Content item not found.');
const contentItemExists = new DomainError('CONTENT_ITEM_EXISTS', 'conflict', 'A content item with this id already exists.');
const sourceUrlExists = new DomainError('SOURCE_URL_EXISTS', 'conflict', 'This source URL is already listed for the content item.');

/** Another workspace's item is answered exactly like a missing one. */
export function visibleTo(state: ContentItemState, workspaceId: string): state is Extract<ContentItemState, { status: 'active' }> {
  return state.status === 'active' && state.workspaceId === workspaceId;
}

/**
 * A new item's fields: what the client gave, and the defaults for the rest (a blog post, fresh, health
 * score 0, never updated, no description or AI prompt, checked on the workspace's schedule).
 */
export function newContentItemFields(input: Omit<CreateContentItemRequest, 'sourceUrls'>): ContentItemFields {
  return {
    title: input.title,
    url: input.url,
    contentType: input.contentType ?? 'blog_post',
    status: input.status ?? 'fresh',
    healthScore: input.healthScore ?? 0,
    lastUpdated: input.lastUpdated ?? null,
    content: input.content ?? null,
    aiPrompt: input.aiPrompt ?? null,
    checkSchedule: input.checkSchedule ?? null,
  };
}

/** A source URL of a new item, with the id the handler gave it. */
export interface NewSourceUrl {
  sourceUrlId: string;
  url: string;
  description: string | null;
}

export interface RegisterContentItem {
  contentId: string;
  workspaceId: string;
  /** Kept on the registration so that the read model can find the item by it (see domain/external-id.ts). */
  externalId?: string;
  fields: ContentItemFields;
  /** Listed on the item in this order. */
  sourceUrls: NewSourceUrl[];
}

/**
 * Registers an item together with its source URLs: the registration, then one SourceUrlAdded per source in
 * the order given, each ruled on exactly as a source added later would be (the same URL twice is refused).
 * Either the whole list is accepted or nothing is recorded.
 */
export function decideRegister(command: RegisterContentItem, state: ContentItemState): (ContentItemRegistered | SourceUrlAdded)[] | DomainError {
  if (state.status !== 'none') return contentItemExists;
  const { contentId, workspaceId, externalId } = command;
  const registered: ContentItemRegistered = {
    type: 'ContentItemRegistered',
    data: { contentId, workspaceId, ...(externalId === undefined ? {} : { externalId }), ...command.fields },
  };
  const events: (ContentItemRegistered | SourceUrlAdded)[] = [registered];
  let next = evolveContentItem(state, registered);
  for (const source of command.sourceUrls) {
    const added = decideAddSourceUrl({ contentId, workspaceId, ...source }, next);
    if (isDomainError(added)) return added;
    events.push(...added);
    next = added.reduce(evolveContentItem, next);
  }
  return events;
}

export interface EditContentItem {
  contentId: string;
  workspaceId: string;
  changes: Partial<ContentItemFields>;
}

export function decideEdit(command: EditContentItem, state: ContentItemState): ContentItemEdited[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return contentItemNotFound;
  const changes: Partial<ContentItemFields> = {};
  for (const [key, value] of Object.entries(command.changes) as [keyof ContentItemFields, unknown][]) {
    if (value === undefined) continue;
    if (JSON.stringify(state.fields[key]) !== JSON.stringify(value)) (changes as Record<string, unknown>)[key] = value;
  }
  // An edit that changes nothing records nothing: the log holds facts, not button presses.
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'ContentItemEdited', data: { contentId: command.contentId, changes } }];
}

export interface DeleteContentItem {
  contentId: string;
  workspaceId: string;
}

export function decideDelete(command: DeleteContentItem, state: ContentItemState): ContentItemDeleted[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return contentItemNotFound;
  return [{ type: 'ContentItemDeleted', data: { contentId: command.contentId } }];
}

export interface AddSourceUrl extends NewSourceUrl {
  contentId: string;
  workspaceId: string;
}

export function decideAddSourceUrl(command: AddSourceUrl, state: ContentItemState): SourceUrlAdded[] | DomainError {
  if (!visibleTo(state, command.workspaceId)) return contentItemNotFound;
  if (state.sourceUrls.includes(command.url)) return sourceUrlExists;
  return [
    {
      type: 'SourceUrlAdded',
      data: { contentId: command.contentId, sourceUrlId: command.sourceUrlId, url: command.url, description: command.description },
    },
  ];
}
