import { SITEMAP_RESYNC_DAYS } from '@freshwatch/contracts';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../../shared/event-store/event-store.port';
import type { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import { SITEMAP_SUBSCRIPTION_EVENT_TYPES, type SitemapSubscriptionEvent } from '../../domain/sitemap-subscription.events';
import { SitemapSubscriptionRow } from './sitemap-subscription.entity';

const DAY_MS = 86_400_000;

/** The next reading: a day or a week after the last one (or after the subscription, before the first). */
function nextSync(row: SitemapSubscriptionRow): Date {
  return new Date((row.lastSyncedAt ?? row.createdAt).getTime() + SITEMAP_RESYNC_DAYS[row.resync] * DAY_MS);
}

export class SitemapSubscriptionsProjection implements Projection {
  readonly name = 'sitemap_subscriptions';
  readonly handles = SITEMAP_SUBSCRIPTION_EVENT_TYPES;
  readonly entities = [SitemapSubscriptionRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const rows = await RowBatch.load(
      manager,
      SitemapSubscriptionRow,
      events.map((e) => (e.data as { sitemapId: string }).sitemapId),
    );
    for (const stored of events) {
      const event = stored as unknown as SitemapSubscriptionEvent;
      const at = new Date(stored.metadata.occurredAt);
      switch (event.type) {
        case 'SitemapSubscribed': {
          const { sitemapId, workspaceId, url, resync, subscribedBy } = event.data;
          const row = Object.assign(new SitemapSubscriptionRow(), {
            id: sitemapId,
            workspaceId,
            url,
            resync,
            subscribedBy,
            createdAt: at,
            lastSyncedAt: null,
            lastResult: null,
            lastError: null,
          });
          row.nextSyncAt = nextSync(row);
          rows.put(row);
          break;
        }
        case 'SitemapResyncChanged':
          rows.update(event.data.sitemapId, (row) => {
            row.resync = event.data.resync;
            row.nextSyncAt = nextSync(row);
          });
          break;
        case 'SitemapSynced':
          rows.update(event.data.sitemapId, (row) => {
            Object.assign(row, { lastSyncedAt: at, lastResult: event.data.summary, lastError: event.data.error });
            row.nextSyncAt = nextSync(row);
          });
          break;
        case 'SitemapUnsubscribed':
          rows.delete(event.data.sitemapId);
          break;
      }
    }
    await rows.flush();
  }
}
