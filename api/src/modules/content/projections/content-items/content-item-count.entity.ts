import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Read model: how many of a workspace's items have one standing (status, not checked or check failed), one type and one analysis state, with the sums of
 * their scores. Kept by statement triggers on content_items (migration 1764600000000 says why), not by the
 * projection's code: listed here so that a replay empties and rebuilds it with the items.
 */
@Entity('content_item_counts')
export class ContentItemCountRow {
  /** `<workspace>/<standing>/<type>/<analysis state>`: one key, so the table has a stable order. */
  @PrimaryColumn('text') cell: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  /** content_items.standing: the status, or not_checked / check_failed (migration 1764800000000). */
  @Column('text') standing: string;
  @Column('text', { name: 'content_type' }) contentType: string;
  @Column('text', { name: 'analysis_state' }) analysisState: string;
  @Column('integer') items: number;
  @Column('numeric', { name: 'health_sum' }) healthSum: string;
  @Column('numeric', { name: 'seo_sum' }) seoSum: string;
  @Column('numeric', { name: 'readability_sum' }) readabilitySum: string;
}
