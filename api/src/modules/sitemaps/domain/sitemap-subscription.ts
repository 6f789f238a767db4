import type { SitemapResync, SitemapSyncSummary } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { SitemapSubscriptionEvent } from './sitemap-subscription.events';

/** What the write side knows of a subscription: whose it is, its schedule, and whether it is still on. */
export type SitemapSubscriptionState =
  { status: 'none' } | { status: 'active' | 'removed'; workspaceId: string; url: string; resync: SitemapResync; subscribedBy: string };

export const initialSitemapSubscriptionState: SitemapSubscriptionState = { status: 'none' };

export function evolveSitemapSubscription(state: SitemapSubscriptionState, event: SitemapSubscriptionEvent): SitemapSubscriptionState {
  switch (event.type) {
    case 'SitemapSubscribed': {
      const { workspaceId, url, resync, subscribedBy } = event.data;
      return { status: 'active', workspaceId, url, resync, subscribedBy };
    }
    case 'SitemapResyncChanged':
      return state.status === 'active' ? { ...state, resync: event.data.resync } : state;
    case 'SitemapUnsubscribed':
      return state.status === 'active' ? { ...state, status: 'removed' } : state;
    default:
      return state;
  }
}

export const sitemapSubscriptionModel = { initialState: initialSitemapSubscriptionState, evolve: evolveSitemapSubscription };

export const sitemapNotFound = new DomainError('SITEMAP_NOT_FOUND', 'not_found', 'Sitemap not found.');

export interface SubscribeSitemap {
  sitemapId: string;
  workspaceId: string;
  url: string;
  resync: SitemapResync;
  subscribedBy: string;
}

/** Subscribing again to a sitemap already on changes its schedule when it differs, and nothing otherwise. */
export function decideSubscribe(command: SubscribeSitemap, state: SitemapSubscriptionState): SitemapSubscriptionEvent[] {
  const { sitemapId, workspaceId, url, resync, subscribedBy } = command;
  if (state.status !== 'active') return [{ type: 'SitemapSubscribed', data: { sitemapId, workspaceId, url, resync, subscribedBy } }];
  return state.resync === resync ? [] : [{ type: 'SitemapResyncChanged', data: { sitemapId, resync } }];
}

export interface RecordSitemapSync {
  sitemapId: string;
  workspaceId: string;
  summary: SitemapSyncSummary | null;
  error: string | null;
}

/** A reading that finished after the subscription was removed records nothing. */
export function decideRecordSync(command: RecordSitemapSync, state: SitemapSubscriptionState): SitemapSubscriptionEvent[] {
  if (state.status !== 'active' || state.workspaceId !== command.workspaceId) return [];
  return [{ type: 'SitemapSynced', data: { sitemapId: command.sitemapId, summary: command.summary, error: command.error } }];
}

/** Another workspace's subscription, or one already removed, is answered as not found. */
export function decideUnsubscribe(
  command: { sitemapId: string; workspaceId: string },
  state: SitemapSubscriptionState,
): SitemapSubscriptionEvent[] | DomainError {
  if (state.status !== 'active' || state.workspaceId !== command.workspaceId) return sitemapNotFound;
  return [{ type: 'SitemapUnsubscribed', data: { sitemapId: command.sitemapId } }];
}
