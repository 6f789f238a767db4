import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: the progress of each bulk refresh, what GET /api/analysis-jobs/{id} answers. */
@Entity('analysis_jobs')
export class AnalysisJobRow {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('integer') total: number;
  @Column('integer') done: number;
  @Column('integer') failed: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'finished_at', nullable: true }) finishedAt: Date | null;
}
