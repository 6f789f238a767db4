import { eventually } from '../../../test/notification-receivers';
import { SignedIn, useTestApp } from '../../../test/test-app';

/**
 * Errors are not an oracle: wherever a member enters a URL, a host name that does not resolve and one that resolves
 * to a refused (private) address get the same answer, status and message alike, so that nobody can list the
 * internal names the server's DNS knows by watching the answers. `localhost` is the name that resolves to a refused
 * address here; `.invalid` names never resolve (and never leave the machine).
 */
const MISSING = 'http://nowhere.invalid';
const INTERNAL = 'http://localhost:9';

type Surface = (member: SignedIn, origin: string) => Promise<unknown>;

/** The answer with the URL itself taken out, so that two answers compare on what they say. */
const without = (answer: unknown, origin: string) => JSON.parse(JSON.stringify(answer).replaceAll(origin, 'URL').replaceAll(new URL(origin).host, 'HOST'));

const SURFACES: Record<string, Surface> = {
  'analyse a content item': async ({ agent }, origin) => {
    const { body } = await agent
      .post('/api/content-items')
      .send({ title: 'Page', url: `${origin}/page` })
      .expect(201);
    const analysed = await agent.post(`/api/content-items/${body.id}/analyze`);
    return { status: analysed.status, body: analysed.body };
  },
  'scrape a page': async ({ agent }, origin) => {
    const scraped = await agent.post('/api/scrape-content').send({ url: `${origin}/page` });
    return { status: scraped.status, body: scraped.body };
  },
  "the Add dialog's title lookup": async ({ agent }, origin) => {
    const looked = await agent.post('/api/page-title').send({ url: `${origin}/page` });
    return { status: looked.status, body: looked.body };
  },
  'compare a source': async ({ agent }, origin) => {
    const { body } = await agent.post('/api/content-items').send({ title: 'Cites', url: 'http://site.invalid/cites' }).expect(201);
    await agent
      .post(`/api/content-items/${body.id}/source-urls`)
      .send({ url: `${origin}/source` })
      .expect(201);
    const compared = await agent.post(`/api/content-items/${body.id}/compare`);
    return { status: compared.status, sources: compared.body.sources.map(({ sourceUrlId: _, ...source }: { sourceUrlId: string }) => source) };
  },
  'import a sitemap': async ({ agent }, origin) => {
    const imported = await agent.post('/api/content-items/import-sitemap').send({ url: `${origin}/sitemap.xml` });
    return { status: imported.status, body: imported.body };
  },
  'test the AI base URL': async ({ agent }, origin) => {
    await agent.post('/api/settings').send({ key: 'openai_api_key', value: 'sk-test-0123456789' }).expect(201);
    await agent
      .post('/api/settings')
      .send({ key: 'openai_base_url', value: `${origin}/v1` })
      .expect(201);
    const tested = await agent.post('/api/test-openai');
    return { status: tested.status, body: tested.body };
  },
  ...Object.fromEntries(
    (['webhook', 'slack'] as const).map((type): [string, Surface] => [
      `send a test to a ${type} channel`,
      async ({ agent }, origin) => {
        const channel = (
          await agent
            .post('/api/notification-channels')
            .send({ type, target: `${origin}/hook`, events: ['check_failed'] })
            .expect(201)
        ).body;
        await agent.post(`/api/notification-channels/${channel.id}/test`).expect(201);
        const attempted = await eventually(`the ${type} test's first attempt`, async () => {
          const { notifications } = (await agent.get('/api/notifications').expect(200)).body as {
            notifications: { channelId: string; attempts: number; lastError: string | null }[];
          };
          return notifications.find((n) => n.channelId === channel.id && n.attempts > 0);
        });
        return { lastError: attempted.lastError };
      },
    ]),
  ),
};

describe('a name that does not resolve reads like a refused address', () => {
  const app = useTestApp();

  it.each(Object.keys(SURFACES))('%s', async (surface) => {
    const missing = without(await SURFACES[surface](await app.signUp(), MISSING), MISSING);
    const internal = without(await SURFACES[surface](await app.signUp(), INTERNAL), INTERNAL);
    expect(missing).toEqual(internal);
    // And the answer is a refusal, not a success that happened to look alike.
    expect(JSON.stringify(missing)).toMatch(/private network address|not allowed/);
  });
});
