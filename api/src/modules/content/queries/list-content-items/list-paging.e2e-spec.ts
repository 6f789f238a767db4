import { CONTENT_SORTS, SORT_ORDERS, type ContentItem, type ContentItemPage } from '@freshwatch/contracts';
import { SignedIn, useTestApp } from '../../../../../test/test-app';

/** GET /api/content-items with paging parameters: keyset pages, filters, search and the 400s. */
describe('content items, paged on the server', () => {
  let alice: SignedIn;
  let bob: SignedIn;
  const items: ContentItem[] = [];

  const STATUSES = ['fresh', 'needs_update', 'outdated'];
  const TYPES = ['blog_post', 'page', 'product', 'news', 'tutorial'];

  const app = useTestApp();
  beforeAll(async () => {
    alice = await app.signUp(); // the first account: the administrator, who has no page limit
    bob = await app.signUp();
    // Ties on purpose: three health scores, titles that differ only by case, half without lastUpdated and none
    // analysed, so that each sort must break ties by id to put every item on exactly one page.
    for (let i = 0; i < 23; i++) {
      const body = {
        title: i % 2 === 0 ? `Guide ${i % 5}` : `guide ${i % 5}`,
        url: `https://shop.site-a.test/${i % 3 === 0 ? 'Winter-Sale' : 'catalogue'}/${i}`,
        contentType: TYPES[i % TYPES.length],
        status: STATUSES[i % STATUSES.length],
        healthScore: [40, 72.5, 90][i % 3],
        lastUpdated: i % 2 === 0 ? null : `2026-0${1 + (i % 4)}-15T10:00:00.000Z`,
      };
      items.push((await alice.agent.post('/api/content-items').send(body).expect(201)).body);
    }
    await bob.agent.post('/api/content-items').send({ title: 'Guide 1 of Bob', url: 'https://shop.site-a.test/Winter-Sale/bob' }).expect(201);
  });

  async function allPages(agent: SignedIn, query: string, limit: number): Promise<{ ids: string[]; totals: number[]; pages: number }> {
    const ids: string[] = [];
    const totals: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/content-items?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { body }: { body: ContentItemPage } = await agent.agent.get(url).expect(200);
      expect(body.items.length).toBeLessThanOrEqual(limit);
      ids.push(...body.items.map((item) => item.id));
      totals.push(body.total);
      cursor = body.nextCursor;
      pages++;
    } while (cursor !== null && pages < 100);
    return { ids, totals, pages };
  }

  it('without paging parameters still answers the whole list as an array', async () => {
    const { body } = await alice.agent.get('/api/content-items').expect(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(items.length);
  });

  const sortKey: Record<string, (item: ContentItem) => string | number> = {
    created: (item) => item.createdAt,
    title: (item) => item.title.toLowerCase(),
    health: (item) => item.healthScore,
    lastAnalyzed: (item) => item.lastAnalyzed ?? '',
    lastUpdated: (item) => item.lastUpdated ?? '',
  };

  for (const sort of CONTENT_SORTS) {
    for (const order of SORT_ORDERS) {
      it(`pages through every item exactly once, sorted by ${sort} ${order}`, async () => {
        const { ids, totals, pages } = await allPages(alice, `sort=${sort}&order=${order}`, 4);
        expect(pages).toBe(Math.ceil(items.length / 4));
        expect(new Set(ids).size).toBe(ids.length);
        expect([...ids].sort()).toEqual(items.map((item) => item.id).sort());
        expect(new Set(totals)).toEqual(new Set([items.length]));
        // The order is the sort's, ties broken by id in the same direction.
        const byId = new Map(items.map((item) => [item.id, item]));
        const expected = [...items].sort((a, b) => {
          const [x, y] = [sortKey[sort](a), sortKey[sort](b)];
          const compared = x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
          return order === 'asc' ? compared : -compared;
        });
        expect(ids.map((id) => byId.get(id)!.id)).toEqual(expected.map((item) => item.id));
      });
    }
  }

  it('answers numbered pages (page) with the same order as the cursors', async () => {
    const { ids } = await allPages(alice, 'sort=health&order=desc', 5);
    const pageThree: ContentItemPage = (await alice.agent.get('/api/content-items?sort=health&order=desc&limit=5&page=3').expect(200)).body;
    expect(pageThree.items.map((item) => item.id)).toEqual(ids.slice(10, 15));
    expect(pageThree.total).toBe(items.length);
    const past: ContentItemPage = (await alice.agent.get('/api/content-items?limit=5&page=9').expect(200)).body;
    expect(past).toEqual({ items: [], total: items.length, nextCursor: null });
  });

  it('filters by status and type (one or several) and searches title or URL, case-insensitively', async () => {
    // A status typed in by a person is not a check: until a check analyses them, these items stand as not checked
    // (contracts' page-state.ts), so the status filter finds them there and not under the status they were given.
    const outdated: ContentItemPage = (await alice.agent.get('/api/content-items?status=outdated&limit=200').expect(200)).body;
    expect(outdated).toEqual({ items: [], total: 0, nextCursor: null });

    const some: ContentItemPage = (await alice.agent.get('/api/content-items?status=not_checked,outdated&type=news,page&limit=200').expect(200)).body;
    const expected = items.filter((item) => ['news', 'page'].includes(item.contentType));
    expect(expected.length).toBeGreaterThan(0);
    expect(some.items.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
    expect(some.total).toBe(expected.length);

    const byUrl: ContentItemPage = (await alice.agent.get('/api/content-items?q=winter-SALE').expect(200)).body;
    expect(byUrl.items.map((item) => item.id).sort()).toEqual(
      items
        .filter((item) => item.url.includes('Winter-Sale'))
        .map((item) => item.id)
        .sort(),
    );
    const byTitle: ContentItemPage = (await alice.agent.get('/api/content-items?q=GUIDE%203&sort=title').expect(200)).body;
    expect(byTitle.items.map((item) => item.id).sort()).toEqual(
      items
        .filter((item) => item.title.toLowerCase() === 'guide 3')
        .map((item) => item.id)
        .sort(),
    );
    // LIKE's wildcards are searched as themselves.
    expect((await alice.agent.get('/api/content-items?q=%25').expect(200)).body).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await alice.agent.get('/api/content-items?q=guide_1').expect(200)).body.total).toBe(0);
  });

  it("never shows another workspace's items, whatever the search", async () => {
    const { ids } = await allPages(alice, 'q=winter', 3);
    expect(ids).toHaveLength(items.filter((item) => item.url.includes('Winter-Sale')).length);
    const bobs: ContentItemPage = (await bob.agent.get('/api/content-items?q=guide').expect(200)).body;
    expect(bobs.total).toBe(1);
    expect(bobs.items.map((item) => item.title)).toEqual(['Guide 1 of Bob']);
    // A cursor of Alice's list gives Bob nothing of hers.
    const first: ContentItemPage = (await alice.agent.get('/api/content-items?limit=2').expect(200)).body;
    const next: ContentItemPage = (await bob.agent.get(`/api/content-items?limit=2&cursor=${first.nextCursor}`).expect(200)).body;
    expect(next.items.every((item) => !items.some((mine) => mine.id === item.id))).toBe(true);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 200'],
    ['limit=201', 'limit must be a whole number from 1 to 200'],
    ['limit=ten', 'limit must be a whole number from 1 to 200'],
    ['page=0', 'page must be a whole number from 1'],
    ['sort=url', 'sort must be one of: created, title, health, lastAnalyzed, lastUpdated'],
    ['order=up', 'order must be one of: asc, desc'],
    ['status=stale', 'status must be one or more of: fresh, needs_update, outdated, not_checked, check_failed (comma-separated)'],
    ['type=video', 'type must be one or more of: blog_post, page, product, news, tutorial (comma-separated)'],
    ['cursor=nonsense', "cursor must be a previous page's nextCursor"],
    ['page=2&cursor=abc', 'page and cursor cannot be given together: cursor already says where the page starts'],
    ['limit=1&limit=2', 'limit must be given once'],
    [`q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
  ])('refuses %s with a 400 naming the parameter', async (query, message) => {
    const response = await alice.agent.get(`/api/content-items?${query}`).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a cursor made for another sort', async () => {
    const first: ContentItemPage = (await alice.agent.get('/api/content-items?sort=title&limit=2').expect(200)).body;
    const response = await alice.agent.get(`/api/content-items?sort=health&limit=2&cursor=${first.nextCursor}`).expect(400);
    expect(response.body.message).toBe('cursor was made for sort=title&order=asc: send the same sort and order with it');
  });
});
