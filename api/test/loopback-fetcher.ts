import { createPageFetcher, type GuardedPageFetcher } from '../src/shared/outbound/page-fetcher';
import { type FixtureSite, startFixtureSite } from './fixture-site';

/**
 * The fixture site and a guarded page fetcher allowed to reach it, started before a spec file's tests and closed after:
 * the set-up of the engine's and the outbound client's loopback specs.
 */
export function useLoopbackFetcher(): { readonly site: FixtureSite; readonly fetcher: GuardedPageFetcher } {
  const loopback = {} as { site: FixtureSite; fetcher: GuardedPageFetcher };
  beforeAll(async () => {
    loopback.site = await startFixtureSite();
    loopback.fetcher = createPageFetcher({ allowPrivate: true, timeoutMs: 5000 });
  });
  afterAll(async () => {
    loopback.fetcher.close();
    await loopback.site.close();
  });
  return loopback;
}
