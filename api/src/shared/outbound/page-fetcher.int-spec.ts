import { type FixtureSite, startFixtureSite } from '../../../test/fixture-site';
import { createPageFetcher, FetchFailure, type FetchOptions, type GuardedPageFetcher, type Resolver, USER_AGENT } from './page-fetcher';

const PRIVATE = 'The host name could not be found or resolves to a private network address';

let site: FixtureSite;
const fetchers: GuardedPageFetcher[] = [];

function fetcher(options: Partial<FetchOptions> = {}): GuardedPageFetcher {
  const created = createPageFetcher({ allowPrivate: true, timeoutMs: 10_000, ...options });
  fetchers.push(created);
  return created;
}

/** The FetchFailure a promise rejects with (fails the test if it resolves or throws something else). */
async function failure(promise: Promise<unknown>): Promise<FetchFailure> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(FetchFailure);
    return error as FetchFailure;
  }
  throw new Error('expected the fetch to fail');
}

/** A DNS of our own: host names under .test, which the system resolver cannot find. */
function fakeDns(table: Record<string, string[]>, calls: string[] = []): Resolver {
  return async (hostname) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

beforeAll(async () => {
  site = await startFixtureSite({ slowMs: 5000 });
});
afterAll(async () => {
  for (const f of fetchers) f.close();
  await site.close();
});

describe('the guarded fetcher, with private addresses refused', () => {
  it('refuses the loopback fixture site with the exact reason, before connecting', async () => {
    const before = site.requests.length;
    const error = await failure(fetcher({ allowPrivate: false }).fetchPage(`${site.url}/fresh`));
    expect(error.code).toBe('private_address');
    expect(error.reason).toBe(PRIVATE);
    expect(error.message).toBe(PRIVATE);
    expect(site.requests.length).toBe(before);
  });

  it.each([
    ['10.1.2.3'],
    ['192.168.0.10'],
    ['169.254.169.254'],
    ['127.0.0.1'],
    ['::1'],
    ['fc00::5'],
    ['fd00:ec2::254'],
    ['::ffff:127.0.0.1'],
    ['::ffff:10.0.0.1'],
    ['100.64.1.1'],
  ])('refuses a host name that resolves to %s', async (address) => {
    const f = fetcher({ allowPrivate: false, resolve: fakeDns({ 'site.test': [address] }) });
    const error = await failure(f.fetchPage('http://site.test/'));
    expect(error).toMatchObject({ code: 'private_address', reason: PRIVATE });
  });

  it('refuses a host name when any of its addresses is private', async () => {
    const f = fetcher({ allowPrivate: false, resolve: fakeDns({ 'mixed.test': ['93.184.215.14', '10.0.0.1'] }) });
    expect(await failure(f.fetchPage('https://mixed.test/'))).toMatchObject({ code: 'private_address' });
  });

  it.each([
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fc00::1]:8080/',
    'http://0.0.0.0/',
  ])('refuses the address literal %s', async (url) => {
    expect(await failure(fetcher({ allowPrivate: false }).fetchPage(url))).toMatchObject({ code: 'private_address', reason: PRIVATE });
  });

  it('checks every redirect: a public-looking host that redirects to a private one is refused', async () => {
    const calls: string[] = [];
    const f = fetcher({
      allowPrivate: false,
      // The fixture's loopback address stands in for a public server here.
      allowAddresses: ['127.0.0.1'],
      resolve: fakeDns({ 'www.public.test': ['127.0.0.1'], 'intranet.test': ['10.0.0.7'] }, calls),
    });
    const start = `http://www.public.test:${site.port}`;
    // The first hop is allowed and connects (through the pinned address: the system DNS knows no .test names)...
    const page = await f.fetchPage(`${start}/fresh`);
    expect(page.status).toBe(200);
    // ...and the redirect to a private host is refused.
    const error = await failure(f.fetchPage(`${start}/redirect-to?url=${encodeURIComponent('http://intranet.test/admin')}`));
    expect(error).toMatchObject({ code: 'private_address', reason: PRIVATE });
    expect(calls).toEqual(['www.public.test', 'www.public.test', 'intranet.test']);
    const literal = await failure(f.fetchPage(`${start}/redirect-to?url=${encodeURIComponent(`http://[::1]:${site.port}/fresh`)}`));
    expect(literal.code).toBe('private_address');
  });

  it('connects to the address it checked: a DNS answer that changes afterwards (rebinding) is never used', async () => {
    let answers = 0;
    const rebinding: Resolver = async () => (answers++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.9.9.9', family: 4 }]);
    const f = fetcher({ allowPrivate: false, allowAddresses: ['127.0.0.1'], resolve: rebinding });
    const page = await f.fetchPage(`http://rebind.test:${site.port}/fresh`);
    expect(page.status).toBe(200);
    expect(answers).toBe(1);
    // The next fetch gets the rebound (private) answer and is refused.
    expect(await failure(f.fetchPage(`http://rebind.test:${site.port}/fresh`))).toMatchObject({ code: 'private_address' });
  });

  it('refuses to POST (an outbound webhook) to a private address, before connecting', async () => {
    const before = site.requests.length;
    const error = await failure(fetcher({ allowPrivate: false }).post(`${site.url}/hook`, '{}', { 'content-type': 'application/json' }));
    expect(error).toMatchObject({ code: 'private_address', reason: PRIVATE });
    const named = await failure(fetcher({ allowPrivate: false, resolve: fakeDns({ 'hooks.test': ['10.0.0.7'] }) }).post('http://hooks.test/x', '{}', {}));
    expect(named.code).toBe('private_address');
    expect(site.requests.length).toBe(before);
  });

  it('POSTs to the address it checked, without following a redirect', async () => {
    const f = fetcher({ allowPrivate: false, allowAddresses: ['127.0.0.1'], resolve: fakeDns({ 'hooks.test': ['127.0.0.1'] }) });
    const answered = await f.post(`http://hooks.test:${site.port}/redirect-to?url=${encodeURIComponent('http://10.0.0.1/')}`, '{}', {
      'content-type': 'application/json',
    });
    expect(answered.status).toBeGreaterThanOrEqual(300);
    expect(answered.status).toBeLessThan(400);
    expect(site.requests.at(-1)).toMatchObject({ method: 'POST', userAgent: USER_AGENT });
  });

  it('answers a host name that does not resolve as it answers a private one: no oracle for internal names', async () => {
    const resolve = fakeDns({ 'intranet.test': ['10.1.2.3'] });
    const missing = await failure(fetcher({ allowPrivate: false, resolve }).fetchPage('https://nowhere.test/page'));
    const internal = await failure(fetcher({ allowPrivate: false, resolve }).fetchPage('https://intranet.test/page'));
    expect(missing).toMatchObject({ code: 'private_address', reason: PRIVATE });
    expect({ code: missing.code, reason: missing.reason }).toEqual({ code: internal.code, reason: internal.reason });
    // With private addresses allowed there is nothing to hide: the name is said to be missing.
    const open = await failure(fetcher({ allowPrivate: true, resolve }).fetchPage('https://nowhere.test/page'));
    expect(open).toMatchObject({ code: 'dns', reason: 'The host name nowhere.test could not be found' });
  });
});

describe('the guarded fetcher on the fixture site (FETCH_ALLOW_PRIVATE on)', () => {
  it('fetches a page with its status, headers, decoded body and the bot user agent', async () => {
    const page = await fetcher().fetchPage(`${site.url}/fresh`);
    expect(page).toMatchObject({
      requestedUrl: `${site.url}/fresh`,
      finalUrl: `${site.url}/fresh`,
      status: 200,
      statusText: 'OK',
      redirects: [],
    });
    expect(page.contentType).toBe('text/html; charset=utf-8');
    expect(page.headers['last-modified']).toBeTruthy();
    expect(page.body).toContain('<h1>How to keep product documentation fresh');
    expect(page.fetchedAt).toBeInstanceOf(Date);
    expect(page.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(site.requests.at(-1)).toMatchObject({ method: 'GET', path: '/fresh', userAgent: USER_AGENT });
    expect(USER_AGENT).toBe('FreshwatchBot/1.0 (+https://freshwatch.app/bot)');
  });

  it('follows one redirect', async () => {
    const page = await fetcher().fetchPage(`${site.url}/redirect`);
    expect(page.finalUrl).toBe(`${site.url}/fresh`);
    expect(page.redirects).toEqual([`${site.url}/fresh`]);
    expect(page.status).toBe(200);
  });

  it('refuses a redirect loop after 5 redirects', async () => {
    const before = site.requests.length;
    const error = await failure(fetcher().fetchPage(`${site.url}/redirect-loop`));
    expect(error).toMatchObject({ code: 'too_many_redirects', reason: 'The page redirects more than 5 times' });
    expect(site.requests.length - before).toBe(6);
  });

  it('refuses a redirect that comes back to an address it already visited', async () => {
    site.setPage('/loop-a', '', { status: 302, headers: { location: '/loop-b' } });
    site.setPage('/loop-b', '', { status: 302, headers: { location: '/loop-a' } });
    const error = await failure(fetcher().fetchPage(`${site.url}/loop-a`));
    expect(error).toMatchObject({ code: 'too_many_redirects', reason: 'The page redirects in a loop' });
  });

  it('refuses a redirect to a non-web scheme', async () => {
    const error = await failure(fetcher().fetchPage(`${site.url}/redirect-to?url=${encodeURIComponent('ftp://files.site-a.test/x')}`));
    expect(error).toMatchObject({ code: 'invalid_url', reason: 'The page redirects to an address that is not http or https (ftp:)' });
  });

  it('cuts off a page over 5 MB while it streams', async () => {
    const started = Date.now();
    const error = await failure(fetcher().fetchPage(`${site.url}/huge`));
    expect(error).toMatchObject({ code: 'too_large', reason: 'The page is larger than 5 MB' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('honours a smaller size limit', async () => {
    const error = await failure(fetcher({ maxBytes: 4096 }).fetchPage(`${site.url}/fresh`));
    expect(error).toMatchObject({ code: 'too_large', reason: 'The page is larger than 4 KB' });
  });

  it('times out on a slow page after the configured time', async () => {
    const started = Date.now();
    const error = await failure(fetcher({ timeoutMs: 1000 }).fetchPage(`${site.url}/slow`));
    expect(error).toMatchObject({ code: 'timeout', reason: 'Timed out after 1 s' });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('waits for a slow page within the time limit', async () => {
    const page = await fetcher({ timeoutMs: 5000 }).fetchPage(`${site.url}/slow?ms=300`);
    expect(page.status).toBe(200);
  });

  it('reports a 404 with the status', async () => {
    const error = await failure(fetcher().fetchPage(`${site.url}/missing`));
    expect(error).toMatchObject({ code: 'http_status', reason: 'The page answered 404 Not Found', status: 404 });
  });

  it('reports content that is not HTML, unless HTML is not expected', async () => {
    const error = await failure(fetcher().fetchPage(`${site.url}/not-html`));
    expect(error).toMatchObject({ code: 'not_html', reason: 'The address does not serve HTML (application/pdf)' });
    const pdf = await fetcher().fetchPage(`${site.url}/not-html`, { expectHtml: false });
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF')).toBe(true);
  });

  it('decodes the charset the server declares', async () => {
    const page = await fetcher().fetchPage(`${site.url}/latin1`);
    expect(page.body).toContain('Our café serves crème brûlée every day.');
  });

  it('refuses addresses that are not http(s)', async () => {
    expect(await failure(fetcher().fetchPage('ftp://site-a.test/file'))).toMatchObject({
      code: 'invalid_url',
      reason: 'Only http and https addresses can be fetched (ftp:)',
    });
    expect(await failure(fetcher().fetchPage('not a url'))).toMatchObject({
      code: 'invalid_url',
      reason: 'The address is not a valid web address',
    });
    expect(await failure(fetcher().fetchPage('file:///etc/passwd'))).toMatchObject({ code: 'invalid_url' });
  });

  it('reports a refused connection as a network failure', async () => {
    const closed = await startFixtureSite();
    const url = `${closed.url}/fresh`;
    await closed.close();
    expect(await failure(fetcher().fetchPage(url))).toMatchObject({ code: 'network', reason: 'The server refused the connection' });
  });
});

describe('checkLink', () => {
  it('says a working link is fine, with HEAD only', async () => {
    const before = site.requests.length;
    expect(await fetcher().checkLink(`${site.url}/fresh`)).toEqual({ url: `${site.url}/fresh`, ok: true, status: 200 });
    expect(site.requests.slice(before).map((r) => r.method)).toEqual(['HEAD']);
  });

  it('reports a dead link with the reason', async () => {
    expect(await fetcher().checkLink(`${site.url}/missing-1`)).toEqual({
      url: `${site.url}/missing-1`,
      ok: false,
      status: 404,
      reason: 'The page answered 404 Not Found',
    });
  });

  it('falls back to GET when HEAD is refused', async () => {
    const before = site.requests.length;
    expect(await fetcher().checkLink(`${site.url}/no-head`)).toMatchObject({ ok: true, status: 200 });
    expect(site.requests.slice(before).map((r) => r.method)).toEqual(['HEAD', 'GET']);
  });

  it('follows redirects and never throws', async () => {
    expect(await fetcher().checkLink(`${site.url}/redirect`)).toEqual({
      url: `${site.url}/redirect`,
      ok: true,
      status: 200,
      redirectedTo: `${site.url}/fresh`,
    });
    expect(await fetcher().checkLink(`${site.url}/redirect-loop`)).toMatchObject({
      ok: false,
      reason: 'The page redirects more than 5 times',
    });
    expect(await fetcher({ allowPrivate: false }).checkLink(`${site.url}/fresh`)).toEqual({
      url: `${site.url}/fresh`,
      ok: false,
      reason: PRIVATE,
    });
    expect(await fetcher().checkLink('mailto:someone@site-a.test')).toMatchObject({ ok: false });
  });

  it('uses the short link timeout', async () => {
    const started = Date.now();
    expect(await fetcher({ linkTimeoutMs: 500 }).checkLink(`${site.url}/slow`)).toMatchObject({
      ok: false,
      reason: 'Timed out after 0.5 s',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
