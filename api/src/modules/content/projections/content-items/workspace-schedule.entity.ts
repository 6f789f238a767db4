import { DEFAULT_ANALYSIS_SCHEDULE, DEFAULT_TIME_ZONE, type CheckSchedule } from '@freshwatch/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What the content read model needs of a workspace's settings to compute next checks: the default schedule of
 * items without their own, and the zone schedule times are in. Filled from settings' events by the content
 * projection (a module's read model may follow any module's events); a workspace that never changed either has
 * no row and uses the defaults.
 */
@Entity('workspace_schedules')
export class WorkspaceScheduleRow {
  /** The workspace id. */
  @PrimaryColumn('uuid') id: string;
  @Column('jsonb', { name: 'analysis_schedule' }) analysisSchedule: CheckSchedule;
  @Column('text', { name: 'time_zone' }) timeZone: string;
}

export function defaultWorkspaceSchedule(workspaceId: string): WorkspaceScheduleRow {
  return Object.assign(new WorkspaceScheduleRow(), { id: workspaceId, analysisSchedule: DEFAULT_ANALYSIS_SCHEDULE, timeZone: DEFAULT_TIME_ZONE });
}
