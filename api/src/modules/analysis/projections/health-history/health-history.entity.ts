import type { Analyser, ContentStatus } from '@freshwatch/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: one row per analysis, for reports and auditors; rows outlive their item. */
@Entity('health_history')
export class HealthHistoryRow {
  /** The ContentAnalyzed event's global position. */
  @PrimaryColumn('bigint') position: string;
  @Column('uuid', { name: 'content_id' }) contentId: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('timestamptz', { name: 'analysed_at' }) analysedAt: Date;
  @Column('real', { name: 'health_score' }) healthScore: number;
  @Column('real') freshness: number;
  @Column('real', { name: 'seo_score' }) seoScore: number;
  @Column('real') readability: number;
  @Column('text') status: ContentStatus;
  @Column('text') analyser: Analyser;
  @Column('text', { nullable: true }) model: string | null;
}
