import { createHash } from 'node:crypto';
import { effectiveSchedule, nextRunAfter, SETTING_DEFAULTS, type CheckSchedule } from '@freshwatch/contracts';
import type { StoredEvent } from '../../../../shared/event-store/event-store.port';
import type { ContentItemRow } from './content-item.entity';
import { defaultWorkspaceSchedule, WorkspaceScheduleRow } from './workspace-schedule.entity';

/** The settings that move next checks: the default schedule and the time zone. */
const SCHEDULE_SETTINGS = ['analysis_schedule', 'timezone'] as const;
type ScheduleSetting = (typeof SCHEDULE_SETTINGS)[number];
const isScheduleSetting = (key: string): key is ScheduleSetting => (SCHEDULE_SETTINGS as readonly string[]).includes(key);

export const SETTINGS_EVENT_TYPES = ['SettingChanged', 'SettingsReset'];
/** The settings module's stream of a workspace (spelled out: settings already depends on content). */
export const workspaceSettingsStream = (workspaceId: string) => `settings-${workspaceId}`;

/**
 * The settings module's SettingChanged and SettingsReset, as far as this read model reads them. Spelled out here
 * rather than imported: settings already depends on content (its usage read model follows ContentAnalyzed).
 */
type SettingsEvent = { type: 'SettingChanged'; data: { key: string; value?: string } } | { type: 'SettingsReset'; data: { keys: string[] } };

/** Whether a settings event changes the workspace's default schedule or zone (and so its items' next checks). */
export function changesSchedule(stored: StoredEvent): boolean {
  const event = stored as unknown as SettingsEvent;
  const keys = event.type === 'SettingChanged' ? [event.data.key] : event.type === 'SettingsReset' ? event.data.keys : [];
  return keys.some(isScheduleSetting);
}

/**
 * One settings event folded into the workspace's schedule row: the new row, or the one given when the event
 * changes neither setting. The live projection and the as-of query both call it.
 */
export function foldWorkspaceSchedule(row: WorkspaceScheduleRow | null, workspaceId: string, stored: StoredEvent): WorkspaceScheduleRow | null {
  const event = stored as unknown as SettingsEvent;
  const values: Partial<Record<ScheduleSetting, string>> = {};
  if (event.type === 'SettingChanged' && isScheduleSetting(event.data.key) && event.data.value !== undefined) values[event.data.key] = event.data.value;
  if (event.type === 'SettingsReset') for (const key of event.data.keys.filter(isScheduleSetting)) values[key] = SETTING_DEFAULTS[key];
  if (Object.keys(values).length === 0) return row;
  const next = row ?? defaultWorkspaceSchedule(workspaceId);
  if (values.analysis_schedule !== undefined) next.analysisSchedule = JSON.parse(values.analysis_schedule) as CheckSchedule;
  if (values.timezone !== undefined) next.timeZone = values.timezone;
  return next;
}

/**
 * When the scanner next checks the item: its own schedule or the workspace's, in the workspace's zone, plus the
 * item's jitter (see checkJitterSeconds).
 */
export function nextCheckAt(row: ContentItemRow, workspace: WorkspaceScheduleRow | null): Date | null {
  const schedule = workspace ?? defaultWorkspaceSchedule(row.workspaceId);
  const scheduled = nextRunAfter(effectiveSchedule(row.checkSchedule, schedule.analysisSchedule), row.lastAnalyzed ?? row.createdAt, schedule.timeZone);
  return scheduled && new Date(scheduled.getTime() + checkJitterSeconds(row.id) * 1000);
}

/**
 * How long after its scheduled time an item is checked: 0 to 3,599 seconds, fixed per item (the first 32 bits of
 * the MD5 of its id, modulo 3600). 100,000 items on the default 'weekly on Monday at 09:00' would otherwise all
 * fall due in the same minute, and be fetched from the same sites at once; spread over the hour after it, a
 * minute's scan finds about 1/60 of them. Deterministic, so a replay and the as-of query compute the same next
 * check, and migration 1764500020000 computes the same in SQL:
 * `('x' || substr(md5(id::text), 1, 8))::bit(32)::bigint % 3600`.
 */
export function checkJitterSeconds(id: string): number {
  return parseInt(createHash('md5').update(id).digest('hex').slice(0, 8), 16) % 3600;
}

/**
 * nextCheckAt for many rows at once: rows with the same schedule, zone and last check (an import's thousands of
 * pages, registered at one instant under the workspace's default) share one computation of the scheduled time,
 * and each adds its own jitter. Luxon's zone arithmetic was the content projection's largest cost in a
 * 50,000-page sitemap import.
 */
export function nextCheckAtOfMany(): (row: ContentItemRow, workspace: WorkspaceScheduleRow | null) => Date | null {
  const known = new Map<string, Date | null>();
  return (row, workspace) => {
    const schedule = workspace ?? defaultWorkspaceSchedule(row.workspaceId);
    const effective = effectiveSchedule(row.checkSchedule, schedule.analysisSchedule);
    const since = row.lastAnalyzed ?? row.createdAt;
    const key = `${JSON.stringify(effective)}|${schedule.timeZone}|${since.getTime()}`;
    if (!known.has(key)) known.set(key, nextRunAfter(effective, since, schedule.timeZone));
    const next = known.get(key)!;
    return next === null ? null : new Date(next.getTime() + checkJitterSeconds(row.id) * 1000);
  };
}
