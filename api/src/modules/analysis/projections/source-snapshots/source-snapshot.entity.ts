import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: the latest fingerprint and extracted text of each source URL, what the next comparison diffs against. */
@Entity('source_snapshots')
export class SourceSnapshotRow {
  /** The source URL's id. */
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'content_id' }) contentId: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('text') url: string;
  @Column('text') fingerprint: string;
  @Column('text') text: string;
  @Column('timestamptz', { name: 'compared_at' }) comparedAt: Date;
  @Column('timestamptz', { name: 'changed_at', nullable: true }) changedAt: Date | null;
}
