import {
  decideRecordSync,
  decideSubscribe,
  decideUnsubscribe,
  evolveSitemapSubscription,
  initialSitemapSubscriptionState,
  sitemapNotFound,
  type SitemapSubscriptionState,
} from './sitemap-subscription';
import { sitemapIdOf } from './sitemap-subscription.events';

const W = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000a2';
const ID = sitemapIdOf(W, 'https://site-a.test/sitemap.xml');
const subscribe = { sitemapId: ID, workspaceId: W, url: 'https://site-a.test/sitemap.xml', resync: 'daily' as const, subscribedBy: 'user-1' };
const summary = { sitemaps: 1, found: 3, created: 2, duplicates: 1, invalid: 0, overLimit: 0, unreadableSitemaps: 0, tooMany: 0 };
const active: SitemapSubscriptionState = [...decideSubscribe(subscribe, initialSitemapSubscriptionState)].reduce(
  evolveSitemapSubscription,
  initialSitemapSubscriptionState,
);

describe('a sitemap subscription', () => {
  it('has one id per workspace and address, a valid uuid', () => {
    expect(ID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sitemapIdOf(W, 'https://site-a.test/sitemap.xml')).toBe(ID);
    expect(sitemapIdOf(OTHER, 'https://site-a.test/sitemap.xml')).not.toBe(ID);
  });

  it('is subscribed once; subscribing again changes the schedule only when it differs', () => {
    expect(active).toMatchObject({ status: 'active', resync: 'daily' });
    expect(decideSubscribe(subscribe, active)).toEqual([]);
    expect(decideSubscribe({ ...subscribe, resync: 'weekly' }, active)).toEqual([{ type: 'SitemapResyncChanged', data: { sitemapId: ID, resync: 'weekly' } }]);
  });

  it('records a reading only while on, in its own workspace', () => {
    expect(decideRecordSync({ sitemapId: ID, workspaceId: W, summary, error: null }, active)).toEqual([
      { type: 'SitemapSynced', data: { sitemapId: ID, summary, error: null } },
    ]);
    expect(decideRecordSync({ sitemapId: ID, workspaceId: OTHER, summary, error: null }, active)).toEqual([]);
    const removed = evolveSitemapSubscription(active, { type: 'SitemapUnsubscribed', data: { sitemapId: ID } });
    expect(decideRecordSync({ sitemapId: ID, workspaceId: W, summary, error: null }, removed)).toEqual([]);
  });

  it("answers another workspace's, a removed or a missing subscription as not found", () => {
    expect(decideUnsubscribe({ sitemapId: ID, workspaceId: W }, active)).toEqual([{ type: 'SitemapUnsubscribed', data: { sitemapId: ID } }]);
    expect(decideUnsubscribe({ sitemapId: ID, workspaceId: OTHER }, active)).toBe(sitemapNotFound);
    expect(decideUnsubscribe({ sitemapId: ID, workspaceId: W }, initialSitemapSubscriptionState)).toBe(sitemapNotFound);
    const removed = evolveSitemapSubscription(active, { type: 'SitemapUnsubscribed', data: { sitemapId: ID } });
    expect(decideUnsubscribe({ sitemapId: ID, workspaceId: W }, removed)).toBe(sitemapNotFound);
    // Subscribing after removal starts it again.
    expect(decideSubscribe(subscribe, removed)[0].type).toBe('SitemapSubscribed');
  });
});
