import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FixtureSite, startFixtureSite } from '../../../test/fixture-site';
import { answer, OpenAiTestServer, startOpenAiTestServer } from '../../../test/openai-test-server';
import { SignedIn, useTestApp } from '../../../test/test-app';
import { CONNECTION_FAILURES } from './ai/ai-connection-test';

/**
 * Every URL a member can set is fetched through the one guard (FETCH_ALLOW_PRIVATE off, the default): loopback in
 * any notation is refused before a connection is made, also behind a redirect, for the AI base URL as for pages.
 * All traffic stays on 127.0.0.1; private and link-local ranges in their notations are covered without traffic in
 * ip-address.spec.ts.
 */
const loopbackHosts = (port: number) => [
  `127.0.0.1:${port}`,
  `127.1:${port}`, // short form
  `2130706433:${port}`, // decimal
  `0x7f000001:${port}`, // hex
  `0177.0.0.1:${port}`, // octal
  `0x7f.0.0.1:${port}`, // mixed
  `[::1]:${port}`,
  `[::ffff:127.0.0.1]:${port}`, // IPv4-mapped IPv6
  `[0:0:0:0:0:ffff:7f00:1]:${port}`,
  `localhost:${port}`,
];

/** Answers every request with a 307 to `target`: a first hop the operator allowed that leads somewhere else. */
async function startRedirector(target: () => string): Promise<{ url: string; hits: number; close(): Promise<void> }> {
  const state = { hits: 0 };
  const server: Server = createServer((request, response) => {
    state.hits++;
    response.writeHead(307, { location: `${target()}${request.url}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { url: `http://localhost:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

describe('the outbound guard on every URL a workspace sets', () => {
  let ai: OpenAiTestServer;
  let site: FixtureSite;
  let redirector: Awaited<ReturnType<typeof startRedirector>>;
  beforeAll(async () => {
    ai = await startOpenAiTestServer();
    site = await startFixtureSite();
    redirector = await startRedirector(() => ai.baseUrl.replace('/v1', ''));
  });
  // localhost is the operator's trusted private AI host: only the redirect beyond it is left to refuse.
  const app = useTestApp({ env: { AI_PRIVATE_HOSTS: 'localhost' } });
  afterAll(async () => {
    await Promise.all([ai.close(), site.close(), redirector.close()]);
  });

  const setAi = async (user: SignedIn, baseUrl: string) => {
    await user.agent.post('/api/settings').send({ key: 'openai_api_key', value: ai.apiKey }).expect(201);
    await user.agent.post('/api/settings').send({ key: 'openai_base_url', value: baseUrl }).expect(201);
  };

  it('refuses an AI base URL on loopback in every notation: no request leaves, the test says only that it is not allowed', async () => {
    const user = await app.signUp();
    const port = new URL(ai.baseUrl).port;
    for (const host of loopbackHosts(Number(port)).filter((h) => !h.startsWith('localhost'))) {
      await setAi(user, `http://${host}/v1`);
      const test = (await user.agent.post('/api/test-openai').expect(200)).body;
      expect({ host, ...test }).toEqual({ host, connected: false, message: CONNECTION_FAILURES.address_not_allowed, model: expect.any(String) });
      // The writing assistant falls back to its rules rather than calling the address.
      ai.enqueue(answer({ suggestions: [] }));
      await user.agent.post('/api/ai-writing-assistant').send({ text: 'Best CRM Tools of 2023', field: 'title' }).expect(200);
    }
    expect(ai.requests).toEqual([]);
    ai.reset();
  });

  it("allows the operator's private AI host, but checks where it redirects to", async () => {
    const user = await app.signUp();
    await setAi(user, `http://localhost:${new URL(ai.baseUrl).port}/v1`);
    expect((await user.agent.post('/api/test-openai').expect(200)).body).toMatchObject({ connected: true });
    ai.reset();

    await setAi(user, `${redirector.url}/v1`);
    const test = (await user.agent.post('/api/test-openai').expect(200)).body;
    expect(test).toMatchObject({ connected: false, message: CONNECTION_FAILURES.address_not_allowed });
    expect(redirector.hits).toBe(1);
    expect(ai.requests).toEqual([]);
  });

  it('answers a failed connection with a class, not the reason: an open port and a closed one read the same', async () => {
    const user = await app.signUp();
    // The allowed host on a port nothing listens on, and on one that answers 404 to everything.
    await setAi(user, 'http://localhost:9/v1');
    const closed = (await user.agent.post('/api/test-openai').expect(200)).body;
    await setAi(user, `http://localhost:${new URL(site.url).port}/v1`);
    const open = (await user.agent.post('/api/test-openai').expect(200)).body;
    expect(closed).toEqual({ connected: false, message: CONNECTION_FAILURES.unavailable, model: expect.any(String) });
    expect(open).toEqual(closed);
  });

  // Redirects from a public-looking page to a private one: page-fetcher.int-spec.ts (it needs a fake resolver).
  it('refuses page and scrape URLs on loopback in every notation, or does not take them at all', async () => {
    const { agent } = await app.signUp();
    const port = Number(new URL(site.url).port);
    const checked: string[] = [];
    const earlier = site.requests.length;
    for (const host of loopbackHosts(port)) {
      const url = `http://${host}/fresh`;
      const created = await agent.post('/api/content-items').send({ title: 'Local', url });
      // Some notations are not valid web addresses to the validator: refused before anything is stored.
      if (created.status === 400) continue;
      expect(created.status).toBe(201);
      const analysed = await agent.post(`/api/content-items/${created.body.id}/analyze`).expect(422);
      expect({ url, message: analysed.body.message }).toEqual({ url, message: expect.stringMatching(/private network address/) });
      const scraped = await agent.post('/api/scrape-content').send({ url }).expect(422);
      expect(scraped.body.message).toBe(analysed.body.message);
      checked.push(host);
    }
    expect(checked.length).toBeGreaterThanOrEqual(6);
    expect(site.requests.slice(earlier)).toEqual([]);
  });
});
