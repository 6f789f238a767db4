import type { ContentStatus, ContentType, CheckSchedule } from '@freshwatch/contracts';
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
  checkSchedule: CheckSchedule;
}

export type ContentItemRegistered = DomainEvent<'ContentItemRegistered', { contentId: string; workspaceId: string } & ContentItemFields>;
/** Carries only the fields that changed. */
export type ContentItemEdited = DomainEvent<'ContentItemEdited', { contentId: string; changes: Partial<ContentItemFields> }>;
export type ContentItemDeleted = DomainEvent<'ContentItemDeleted', { contentId: string }>;
export type SourceUrlAdded = DomainEvent<'SourceUrlAdded', { contentId: string; sourceUrlId: string; url: string; description: string | null }>;

export type ContentItemEvent = ContentItemRegistered | ContentItemEdited | ContentItemDeleted | SourceUrlAdded;

export const CONTENT_ITEM_EVENT_TYPES = ['ContentItemRegistered', 'ContentItemEdited', 'ContentItemDeleted', 'SourceUrlAdded'] as const;

export const contentStream = (contentId: string) => `content-${contentId}`;
