import type { SitemapResync, SitemapSyncSummary } from '@freshwatch/contracts';
import { createHash } from 'node:crypto';
import type { DomainEvent } from '../../../shared/event-store/stream-executor';

/** `subscribedBy`: the user whose page limit the scheduled re-syncs import under. */
export type SitemapSubscribed = DomainEvent<
  'SitemapSubscribed',
  { sitemapId: string; workspaceId: string; url: string; resync: SitemapResync; subscribedBy: string }
>;
export type SitemapResyncChanged = DomainEvent<'SitemapResyncChanged', { sitemapId: string; resync: SitemapResync }>;
/** One reading of the sitemap: the import's counts, or why the sitemap could not be read. */
export type SitemapSynced = DomainEvent<'SitemapSynced', { sitemapId: string; summary: SitemapSyncSummary | null; error: string | null }>;
export type SitemapUnsubscribed = DomainEvent<'SitemapUnsubscribed', { sitemapId: string }>;

export type SitemapSubscriptionEvent = SitemapSubscribed | SitemapResyncChanged | SitemapSynced | SitemapUnsubscribed;

export const SITEMAP_SUBSCRIPTION_EVENT_TYPES = ['SitemapSubscribed', 'SitemapResyncChanged', 'SitemapSynced', 'SitemapUnsubscribed'] as const;

export const sitemapStream = (sitemapId: string) => `sitemap-${sitemapId}`;

/**
 * A workspace's subscription to a sitemap address has one id, derived from both: subscribing to the same
 * sitemap again lands on the same stream (its decide changes the schedule), and two requests at once conflict
 * on the stream's version instead of making two subscriptions.
 */
export function sitemapIdOf(workspaceId: string, url: string): string {
  const hex = createHash('sha256').update(`sitemap:${workspaceId}:${url}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
