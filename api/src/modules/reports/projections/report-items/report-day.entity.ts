import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: a workspace's analyses and status changes of one UTC day, for the per-day chart and the range sums. */
@Entity('report_days')
export class ReportDayRow {
  /** `<workspaceId>/<YYYY-MM-DD>`: one id column lets the projection batch rows like every other read model. */
  @PrimaryColumn('text') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  /** YYYY-MM-DD (UTC), so that ranges compare as text. */
  @Column('text') day: string;
  @Column('integer') analyses: number;
  /** The sum of the day's health scores: sums add up over a range, averages would not. */
  @Column('double precision', { name: 'health_sum' }) healthSum: number;
  @Column('integer', { name: 'status_changes' }) statusChanges: number;
}

export const reportDayId = (workspaceId: string, day: string) => `${workspaceId}/${day}`;
