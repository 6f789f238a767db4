import type { ContentStatus, ContentType } from '@freshwatch/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Read model: every content item a workspace ever had, as its latest analysis left it. Deleted items keep their
 * row with `deletedAt`, so that a report over an earlier range still counts them.
 */
@Entity('report_items')
export class ReportItemRow {
  /** The content item's id. */
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('text') title: string;
  @Column('text') url: string;
  @Column('text', { name: 'content_type' }) contentType: ContentType;
  @Column('text') status: ContentStatus;
  @Column('real', { name: 'health_score' }) healthScore: number;
  @Column('real', { nullable: true }) freshness: number | null;
  @Column('real', { name: 'seo_score', nullable: true }) seoScore: number | null;
  @Column('real', { nullable: true }) readability: number | null;
  @Column('timestamptz', { name: 'last_analyzed', nullable: true }) lastAnalyzed: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt: Date | null;
}
