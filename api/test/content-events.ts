import type { ContentStatus, ContentType } from '@freshwatch/contracts';
import type { NewEvent } from '../src/shared/event-store/event-store.port';

/**
 * Content events as content's handlers append them, with the time chosen by the test: a report's figures depend
 * on when things happened, and the event log is where that is recorded.
 */
export interface ItemEvent {
  streamId: string;
  event: NewEvent;
}

const meta = (workspaceId: string, occurredAt: string) => ({ workspaceId, actorId: 'test-user', occurredAt, schemaVersion: 1 });

export function registered(workspaceId: string, contentId: string, occurredAt: string, title: string, contentType: ContentType = 'blog_post'): ItemEvent {
  return {
    streamId: `content-${contentId}`,
    event: {
      type: 'ContentItemRegistered',
      data: {
        contentId,
        workspaceId,
        title,
        url: `https://site-a.test/${title.toLowerCase().replace(/\W+/g, '-')}`,
        contentType,
        status: 'fresh',
        healthScore: 0,
        lastUpdated: null,
        content: null,
        aiPrompt: null,
        checkSchedule: { type: 'manual' },
      },
      metadata: meta(workspaceId, occurredAt),
    },
  };
}

export function analysed(workspaceId: string, contentId: string, occurredAt: string, healthScore: number, status: ContentStatus = 'fresh'): ItemEvent {
  return {
    streamId: `content-${contentId}`,
    event: {
      type: 'ContentAnalyzed',
      data: {
        contentId,
        analysis: { healthScore, freshness: healthScore, seoScore: 80, readability: 70, summary: 'ok', issues: [], recommendations: [] },
        status,
        analyser: 'local',
        model: null,
        usage: null,
        page: { finalUrl: 'https://site-a.test/', httpStatus: 200, title: null, wordCount: 100, lastModified: null },
      },
      metadata: meta(workspaceId, occurredAt),
    },
  };
}

/** A check that could not fetch or analyse the page, with the reason a person reads. */
export function failed(workspaceId: string, contentId: string, occurredAt: string, reason = 'The page answered 500 Internal Server Error'): ItemEvent {
  return {
    streamId: `content-${contentId}`,
    event: { type: 'ContentAnalysisFailed', data: { contentId, reason, code: 'http_status' }, metadata: meta(workspaceId, occurredAt) },
  };
}

export function compared(workspaceId: string, contentId: string, occurredAt: string, status: ContentStatus): ItemEvent {
  return {
    streamId: `content-${contentId}`,
    event: { type: 'ContentCompared', data: { contentId, comparedAt: occurredAt, sources: [], status }, metadata: meta(workspaceId, occurredAt) },
  };
}

export function deleted(workspaceId: string, contentId: string, occurredAt: string): ItemEvent {
  return { streamId: `content-${contentId}`, event: { type: 'ContentItemDeleted', data: { contentId }, metadata: meta(workspaceId, occurredAt) } };
}
