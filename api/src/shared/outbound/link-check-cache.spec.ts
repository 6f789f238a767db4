import { LINK_CHECK_TTL_MS, memoryLinkCheckCache } from './link-checker';

const now = new Date('2026-11-28T00:00:00Z');
const ok = (url: string) => ({ url, ok: true, status: 200 });

describe('the in-process link check cache', () => {
  it('answers a result within its time to live, and not after', () => {
    const cache = memoryLinkCheckCache();
    cache.set(ok('http://a.test/1'), now);
    expect(cache.get('http://a.test/1', now)).toEqual(ok('http://a.test/1'));
    expect(cache.get('http://a.test/1', new Date(now.getTime() + LINK_CHECK_TTL_MS.ok))).toBeUndefined();
  });

  it('drops the oldest result when it holds as many entries as it may', () => {
    const cache = memoryLinkCheckCache(2);
    for (const n of [1, 2, 3]) cache.set(ok(`http://a.test/${n}`), now);
    expect(cache.get('http://a.test/1', now)).toBeUndefined();
    expect(cache.get('http://a.test/2', now)).toBeDefined();
    expect(cache.get('http://a.test/3', now)).toBeDefined();
  });

  it('drops the oldest results when long addresses would take more bytes than it may, and never keeps one larger than all of it', () => {
    const long = (n: number) => `http://a.test/${n}?${'x'.repeat(4000)}`; // about 8 KB each
    const cache = memoryLinkCheckCache(50_000, 20_000);
    for (const n of [1, 2, 3]) cache.set(ok(long(n)), now);
    expect(cache.get(long(1), now)).toBeUndefined();
    expect(cache.get(long(2), now)).toBeDefined();
    expect(cache.get(long(3), now)).toBeDefined();

    cache.set(ok(`http://a.test/huge?${'x'.repeat(20_000)}`), now);
    expect(cache.get(`http://a.test/huge?${'x'.repeat(20_000)}`, now)).toBeUndefined();
    expect(cache.get(long(3), now)).toBeDefined();
  });

  it('counts a result set again once, at its latest size', () => {
    const cache = memoryLinkCheckCache(50_000, 20_000);
    for (let i = 0; i < 10; i++) cache.set(ok(`http://a.test/same?${'x'.repeat(4000)}`), now);
    cache.set(ok(`http://a.test/other?${'x'.repeat(4000)}`), now);
    expect(cache.get(`http://a.test/same?${'x'.repeat(4000)}`, now)).toBeDefined();
  });
});
