import { effectiveSchedule, nextRunAfter, SETTING_DEFAULTS, type CheckSchedule } from '@freshwatch/contracts';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { canonicalJson } from '../../../../shared/projections/canonical-json';
import { RowBatch } from '../../../../shared/projections/row-batch';
import { CONTENT_ITEM_EVENT_TYPES, ContentItemEvent } from '../../domain/content-item.events';
import { ContentItemRow, toContentItem } from './content-item.entity';
import { defaultWorkspaceSchedule, WorkspaceScheduleRow } from './workspace-schedule.entity';

function toDate(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/** The settings that move next checks: the default schedule and the time zone. */
const SCHEDULE_SETTINGS = ['analysis_schedule', 'timezone'] as const;
type ScheduleSetting = (typeof SCHEDULE_SETTINGS)[number];
const isScheduleSetting = (key: string): key is ScheduleSetting => (SCHEDULE_SETTINGS as readonly string[]).includes(key);
const SETTINGS_EVENT_TYPES = ['SettingChanged', 'SettingsReset'];
/**
 * The settings module's SettingChanged and SettingsReset, as far as this read model reads them. Spelled out here
 * rather than imported: settings already depends on content (its usage read model follows ContentAnalyzed).
 */
type SettingsEvent = { type: 'SettingChanged'; data: { key: string; value?: string } } | { type: 'SettingsReset'; data: { keys: string[] } };

export class ContentItemsProjection implements Projection {
  readonly name = 'content_items';
  readonly handles = [...CONTENT_ITEM_EVENT_TYPES, ...SETTINGS_EVENT_TYPES];
  readonly entities = [ContentItemRow, WorkspaceScheduleRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const itemEvents = events.filter((e) => !SETTINGS_EVENT_TYPES.includes(e.type));
    const rescheduled = this.rescheduledWorkspaces(events);
    // A workspace whose default schedule or zone changed moves the next check of every one of its items.
    const rescheduledItems: string[] = rescheduled.size
      ? (await manager.query('SELECT id FROM content_items WHERE workspace_id = ANY($1::uuid[])', [[...rescheduled]])).map((r: { id: string }) => r.id)
      : [];
    const rows = await RowBatch.load(manager, ContentItemRow, [...itemEvents.map((e) => (e.data as { contentId: string }).contentId), ...rescheduledItems]);
    const workspaceIds = new Set([...rescheduled, ...events.map((e) => e.metadata.workspaceId).filter((id): id is string => !!id)]);
    const schedules = await RowBatch.load(manager, WorkspaceScheduleRow, workspaceIds);

    for (const stored of events) {
      if (SETTINGS_EVENT_TYPES.includes(stored.type)) {
        this.applySettings(stored as unknown as SettingsEvent, stored.metadata.workspaceId, schedules);
        continue;
      }
      this.applyItemEvent(stored, rows);
    }
    for (const id of rescheduledItems) rows.update(id, () => undefined);

    // Every changed row's workspace was loaded above (an item's events carry its workspace in their metadata);
    // a workspace without a row never changed its schedule settings and uses the defaults.
    await schedules.flush();
    await rows.flush((row) => {
      const workspace = schedules.get(row.workspaceId) ?? defaultWorkspaceSchedule(row.workspaceId);
      row.nextCheckAt = nextRunAfter(effectiveSchedule(row.checkSchedule, workspace.analysisSchedule), row.lastAnalyzed ?? row.createdAt, workspace.timeZone);
      row.document = canonicalJson(toContentItem(row));
    });
  }

  private rescheduledWorkspaces(events: StoredEvent[]): Set<string> {
    const workspaces = new Set<string>();
    for (const stored of events) {
      const event = stored as unknown as SettingsEvent;
      const keys = event.type === 'SettingChanged' ? [event.data.key] : event.type === 'SettingsReset' ? event.data.keys : [];
      if (keys.some(isScheduleSetting) && stored.metadata.workspaceId) workspaces.add(stored.metadata.workspaceId);
    }
    return workspaces;
  }

  private applySettings(event: SettingsEvent, workspaceId: string, schedules: RowBatch<WorkspaceScheduleRow>): void {
    const values: Partial<Record<ScheduleSetting, string>> = {};
    if (event.type === 'SettingChanged' && isScheduleSetting(event.data.key) && event.data.value !== undefined) values[event.data.key] = event.data.value;
    if (event.type === 'SettingsReset') for (const key of event.data.keys.filter(isScheduleSetting)) values[key] = SETTING_DEFAULTS[key];
    if (Object.keys(values).length === 0) return;
    if (!schedules.get(workspaceId)) schedules.put(defaultWorkspaceSchedule(workspaceId));
    schedules.update(workspaceId, (row) => {
      if (values.analysis_schedule !== undefined) row.analysisSchedule = JSON.parse(values.analysis_schedule) as CheckSchedule;
      if (values.timezone !== undefined) row.timeZone = values.timezone;
    });
  }

  private applyItemEvent(stored: StoredEvent, rows: RowBatch<ContentItemRow>): void {
    const event = stored as unknown as ContentItemEvent;
    const at = new Date(stored.metadata.occurredAt);
    switch (event.type) {
      case 'ContentItemRegistered': {
        const { contentId, workspaceId, lastUpdated, ...fields } = event.data;
        rows.put(
          Object.assign(new ContentItemRow(), {
            id: contentId,
            workspaceId,
            ...fields,
            lastUpdated: toDate(lastUpdated),
            lastAnalyzed: null,
            createdAt: at,
            analysis: null,
            sourceUrls: [],
            nextCheckAt: null,
          }),
        );
        break;
      }
      case 'ContentItemEdited':
        rows.update(event.data.contentId, (row) => {
          const { lastUpdated, ...changes } = event.data.changes;
          Object.assign(row, changes);
          if (lastUpdated !== undefined) row.lastUpdated = toDate(lastUpdated);
        });
        break;
      case 'SourceUrlAdded':
        rows.update(event.data.contentId, (row) => {
          row.sourceUrls = [
            ...row.sourceUrls,
            { id: event.data.sourceUrlId, url: event.data.url, description: event.data.description, addedAt: at.toISOString(), lastComparison: null },
          ];
        });
        break;
      case 'ContentItemDeleted':
        rows.delete(event.data.contentId);
        break;
      case 'ContentAnalyzed':
        rows.update(event.data.contentId, (row) => {
          const { analysis, status, page, extractedText } = event.data;
          Object.assign(row, { analysis, status, healthScore: analysis.healthScore, lastAnalyzed: at });
          if (page.lastModified) row.lastUpdated = new Date(page.lastModified);
          if (extractedText !== undefined) row.content = extractedText;
        });
        break;
      case 'ContentCompared':
        rows.update(event.data.contentId, (row) => {
          row.status = event.data.status;
          const found = new Map(event.data.sources.map((s) => [s.sourceUrlId, s]));
          row.sourceUrls = row.sourceUrls.map((source) => {
            const compared = found.get(source.id);
            if (!compared) return source;
            const lastComparison = { outcome: compared.outcome, summary: compared.summary ?? null, reason: compared.reason ?? null, comparedAt: event.data.comparedAt };
            return { ...source, lastComparison };
          });
        });
        break;
    }
  }
}
