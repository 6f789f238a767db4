import type { ContentStats } from '@freshwatch/contracts';
import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore, StoredEvent } from '../../../../shared/event-store/event-store.port';
import { canonicalJson } from '../../../../shared/projections/canonical-json';
import { CONTENT_ITEM_EVENT_TYPES, ContentItemEvent, contentStream } from '../../domain/content-item.events';
import { ContentItemRow, toContentItem } from '../../projections/content-items/content-item.entity';
import { foldContentItemRow } from '../../projections/content-items/content-item-row.fold';
import type { WorkspaceScheduleRow } from '../../projections/content-items/workspace-schedule.entity';
import { foldWorkspaceSchedule, nextCheckAt, SETTINGS_EVENT_TYPES, workspaceSettingsStream } from '../../projections/content-items/workspace-schedule.fold';
import { contentStats } from './content-stats';
import { GetContentItemAsOfQuery, GetContentStatsAsOfQuery } from './as-of.query';

const CONTENT_EVENTS = new Set<string>(CONTENT_ITEM_EVENT_TYPES);
const PAGE = 5_000;
const PAGE_BYTES = 8 * 1024 * 1024;

/** Whether an event had happened by the instant: its occurredAt, the time the read models date things by. */
const happenedBy = (event: StoredEvent, asOf: Date) => Date.parse(event.metadata.occurredAt) <= asOf.getTime();

/** Folds events into rows with the content_items projection's own fold. */
function fold(rows: Map<string, ContentItemRow>, stored: StoredEvent): void {
  const event = stored as unknown as ContentItemEvent;
  const id = event.data.contentId;
  const before = rows.get(id) ?? null;
  if (before === null && event.type !== 'ContentItemRegistered') return;
  const after = foldContentItemRow(before, event, new Date(stored.metadata.occurredAt));
  if (after === null) rows.delete(id);
  else rows.set(id, after);
}

@QueryHandler(GetContentItemAsOfQuery)
export class GetContentItemAsOfHandler implements IQueryHandler<GetContentItemAsOfQuery, string | null> {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async execute({ workspaceId, contentId, asOf }: GetContentItemAsOfQuery): Promise<string | null> {
    const rows = new Map<string, ContentItemRow>();
    for (const event of await this.eventStore.readStream(contentStream(contentId))) if (happenedBy(event, asOf)) fold(rows, event);
    const row = rows.get(contentId);
    if (!row || row.workspaceId !== workspaceId) return null;
    // The next check as the workspace's default schedule and zone then made it.
    let schedule: WorkspaceScheduleRow | null = null;
    for (const event of await this.eventStore.readStream(workspaceSettingsStream(workspaceId))) {
      if (SETTINGS_EVENT_TYPES.includes(event.type) && happenedBy(event, asOf)) schedule = foldWorkspaceSchedule(schedule, workspaceId, event);
    }
    row.nextCheckAt = nextCheckAt(row, schedule);
    return canonicalJson(toContentItem(row));
  }
}

/**
 * Reads the whole log in bounded pages and keeps only the workspace's items: the log has no index by
 * workspace, and an auditor's question about a past instant is rare enough not to warrant a read model per
 * instant. Memory grows with the workspace's items, not with the log.
 */
@QueryHandler(GetContentStatsAsOfQuery)
export class GetContentStatsAsOfHandler implements IQueryHandler<GetContentStatsAsOfQuery, ContentStats> {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async execute({ workspaceId, asOf }: GetContentStatsAsOfQuery): Promise<ContentStats> {
    const rows = new Map<string, ContentItemRow>();
    for (let after = 0; ;) {
      const page = await this.eventStore.readAll(after, PAGE, PAGE_BYTES);
      if (page.length === 0) break;
      for (const event of page) {
        if (!CONTENT_EVENTS.has(event.type) || event.metadata.workspaceId !== workspaceId || !happenedBy(event, asOf)) continue;
        fold(rows, event);
      }
      after = page[page.length - 1].position;
    }
    return contentStats([...rows.values()].filter((row) => row.workspaceId === workspaceId));
  }
}
