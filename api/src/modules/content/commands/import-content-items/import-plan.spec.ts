import { importedItemFields, normaliseMonitored, planImport, summariseImport } from './import-plan';

describe('planning an import', () => {
  const monitored = normaliseMonitored(['https://Site-a.test/about', 'http://localhost:8080/intranet', 'https://site-a.test/Team']);

  it('creates new pages, normalised, and keeps the entry as sent', () => {
    expect(planImport([' site-a.test/blog ', 'HTTP://Shop.Site-a.test'], monitored)).toEqual([
      { status: 'created', entry: ' site-a.test/blog ', url: 'https://site-a.test/blog' },
      { status: 'created', entry: 'HTTP://Shop.Site-a.test', url: 'http://shop.site-a.test/' },
    ]);
  });

  it('reports pages the workspace monitors, however they are spelled, as duplicates', () => {
    expect(planImport(['site-a.test/about', 'https://SITE-A.test/about'], monitored)).toEqual([
      { url: 'site-a.test/about', status: 'duplicate', message: 'This page is already monitored.' },
      { url: 'https://SITE-A.test/about', status: 'duplicate', message: 'This page is already monitored.' },
    ]);
    // A path's case is part of the address.
    expect(planImport(['site-a.test/team'], monitored)[0].status).toBe('created');
  });

  it('reports an entry that repeats an earlier one, naming the first', () => {
    const plan = planImport(['a.site-a.test', 'b.site-a.test', 'https://a.site-a.test/'], new Set());
    expect(plan.map((p) => p.status)).toEqual(['created', 'created', 'duplicate']);
    expect(plan[2]).toMatchObject({ message: 'This page is already listed as entry 1.' });
  });

  it("reports what the import rules drop, or what no item's url may be, as invalid with the reason", () => {
    const plan = planImport(
      ['', '# note', 'localhost', 'https://exa mple.com', 'https://under_score.site-a.test/', `site-a.test/${'a'.repeat(2048)}`],
      monitored,
    );
    expect(plan.map((p) => [p.status, 'message' in p && p.message])).toEqual([
      ['invalid', 'The entry is empty.'],
      ['invalid', 'The entry is a comment (it starts with #).'],
      ['invalid', 'The entry is not a web address: it has no dot.'],
      ['invalid', 'The entry is not a valid web address.'],
      ['invalid', 'The entry is not a valid http or https address.'],
      ['invalid', 'The address is longer than 2048 characters.'],
    ]);
  });

  it('gives an imported page the fields the dialog always gave it: host and path as title, a page on the workspace schedule, fresh, health 0', () => {
    expect(importedItemFields('https://site-a.test/blog/first-post')).toEqual({
      title: 'site-a.test/blog/first-post',
      url: 'https://site-a.test/blog/first-post',
      contentType: 'page',
      status: 'fresh',
      healthScore: 0,
      lastUpdated: null,
      content: null,
      aiPrompt: null,
      checkSchedule: null,
    });
    expect(importedItemFields('http://shop.site-a.test/').title).toBe('shop.site-a.test');
    // The port stays: 127.0.0.1/a1.html would name another site.
    expect(importedItemFields('http://127.0.0.1:8080/a1.html').title).toBe('127.0.0.1:8080/a1.html');
  });

  it('counts each status', () => {
    expect(
      summariseImport([
        { url: 'a', status: 'created', id: '1' },
        { url: 'b', status: 'duplicate', message: 'm' },
        { url: 'c', status: 'invalid', message: 'm' },
        { url: 'd', status: 'invalid', message: 'm' },
        { url: 'e', status: 'over_limit', message: 'm' },
      ]),
    ).toMatchObject({ created: 1, duplicates: 1, invalid: 2, overLimit: 1 });
  });
});
