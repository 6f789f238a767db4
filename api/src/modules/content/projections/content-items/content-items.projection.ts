import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { canonicalJson } from '../../../../shared/projections/canonical-json';
import { RowBatch } from '../../../../shared/projections/row-batch';
import { CONTENT_ITEM_EVENT_TYPES, ContentItemEvent } from '../../domain/content-item.events';
import { foldContentItemRow } from './content-item-row.fold';
import { ContentItemCountRow } from './content-item-count.entity';
import { ContentItemRow, toContentItem } from './content-item.entity';
import { WorkspaceScheduleRow } from './workspace-schedule.entity';
import { changesSchedule, foldWorkspaceSchedule, nextCheckAtOfMany, SETTINGS_EVENT_TYPES } from './workspace-schedule.fold';

export class ContentItemsProjection implements Projection {
  readonly name = 'content_items';
  readonly handles = [...CONTENT_ITEM_EVENT_TYPES, ...SETTINGS_EVENT_TYPES];
  // content_item_counts follows content_items by its triggers: truncated and refilled with it.
  readonly entities = [ContentItemRow, ContentItemCountRow, WorkspaceScheduleRow];
  // An item's row follows its stream; a schedule change rewrites the next check of every item of its workspace,
  // so whether the settings stream comes before or after the items, each ends with its workspace's last schedule.
  readonly replayOrder = 'stream' as const;

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const itemEvents = events.filter((e) => !SETTINGS_EVENT_TYPES.includes(e.type));
    const rescheduled = new Set(
      events.filter((e) => SETTINGS_EVENT_TYPES.includes(e.type) && changesSchedule(e) && e.metadata.workspaceId).map((e) => e.metadata.workspaceId as string),
    );
    // A workspace whose default schedule or zone changed moves the next check of every one of its items.
    const rescheduledItems: string[] = rescheduled.size
      ? (await manager.query('SELECT id FROM content_items WHERE workspace_id = ANY($1::uuid[])', [[...rescheduled]])).map((r: { id: string }) => r.id)
      : [];
    const rows = await RowBatch.load(manager, ContentItemRow, [...itemEvents.map((e) => (e.data as { contentId: string }).contentId), ...rescheduledItems]);
    const workspaceIds = new Set([...rescheduled, ...events.map((e) => e.metadata.workspaceId).filter((id): id is string => !!id)]);
    const schedules = await RowBatch.load(manager, WorkspaceScheduleRow, workspaceIds);

    for (const stored of events) {
      if (SETTINGS_EVENT_TYPES.includes(stored.type)) {
        const workspaceId = stored.metadata.workspaceId;
        const after = foldWorkspaceSchedule(schedules.get(workspaceId) ?? null, workspaceId, stored);
        if (after !== null) schedules.put(after);
        continue;
      }
      const event = stored as unknown as ContentItemEvent;
      const id = event.data.contentId;
      const before = rows.get(id) ?? null;
      // Events of an item that has no row (deleted, or never seen) change nothing.
      if (before === null && event.type !== 'ContentItemRegistered') continue;
      const after = foldContentItemRow(before, event, new Date(stored.metadata.occurredAt));
      if (after === null) rows.delete(id);
      else rows.put(after);
    }
    for (const id of rescheduledItems) rows.update(id, () => undefined);

    // Every changed row's workspace was loaded above (an item's events carry its workspace in their metadata);
    // a workspace without a row never changed its schedule settings and uses the defaults.
    await schedules.flush();
    const nextCheckAt = nextCheckAtOfMany();
    await rows.flush((row) => {
      row.nextCheckAt = nextCheckAt(row, schedules.get(row.workspaceId) ?? null);
      row.document = canonicalJson(toContentItem(row));
    });
  }
}
