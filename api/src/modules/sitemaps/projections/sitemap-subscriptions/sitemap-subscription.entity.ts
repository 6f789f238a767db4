import type { SitemapResync, SitemapSyncSummary } from '@freshwatch/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: the sitemaps a workspace re-syncs on a schedule (a removed one is deleted), with the last reading. */
@Entity('sitemap_subscriptions')
export class SitemapSubscriptionRow {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('text') url: string;
  @Column('text') resync: SitemapResync;
  /** The user whose page limit the scheduled re-syncs import under. */
  @Column('uuid', { name: 'subscribed_by' }) subscribedBy: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'last_synced_at', nullable: true }) lastSyncedAt: Date | null;
  /** The last reading (or the subscription) plus the schedule's days: what the scheduler's scan looks for. */
  @Column('timestamptz', { name: 'next_sync_at' }) nextSyncAt: Date;
  @Column('jsonb', { name: 'last_result', nullable: true }) lastResult: SitemapSyncSummary | null;
  @Column('text', { name: 'last_error', nullable: true }) lastError: string | null;
}
