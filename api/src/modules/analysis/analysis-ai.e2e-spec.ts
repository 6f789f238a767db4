import { CONNECTION_FAILURES } from './ai/ai-connection-test';
import { FixtureSite, startFixtureSite } from '../../../test/fixture-site';
import { answer, failWith, OpenAiTestServer, startOpenAiTestServer } from '../../../test/openai-test-server';
import { SignedIn, useTestApp } from '../../../test/test-app';

/** The AI path end to end: OPENAI_API_KEY and OPENAI_BASE_URL point at an OpenAI-compatible server on loopback. */
describe('analysis with an AI model', () => {
  let site: FixtureSite;
  let ai: OpenAiTestServer;
  let alice: SignedIn;

  beforeAll(async () => {
    site = await startFixtureSite();
    ai = await startOpenAiTestServer();
  });
  const app = useTestApp(() => ({ env: { FETCH_ALLOW_PRIVATE: 'true', OPENAI_API_KEY: 'sk-from-the-environment', OPENAI_BASE_URL: ai.baseUrl } }));
  beforeAll(async () => {
    alice = await app.signUp();
    // The key saved in Settings wins over the environment's (which the test server refuses).
    await alice.agent.post('/api/settings').send({ key: 'openai_api_key', value: ai.apiKey }).expect(201);
  });
  afterAll(async () => {
    await ai.close();
    await site.close();
  });
  beforeEach(() => ai.reset());

  // A workspace monitors a page once (409 for a second item): a page used again gets a query string the fixture ignores.
  const used = new Map<string, number>();
  const create = async (path: string, extra = {}) => {
    const copies = used.get(path) ?? 0;
    used.set(path, copies + 1);
    const url = copies === 0 ? `${site.url}${path}` : `${site.url}${path}?copy=${copies}`;
    return (
      await alice.agent
        .post('/api/content-items')
        .send({ title: `Page ${path}`, url, ...extra })
        .expect(201)
    ).body;
  };
  const lastEvent = async (type: string, contentId: string) =>
    (
      await app.running.dataSource.query(`SELECT data FROM events WHERE type = $1 AND data->>'contentId' = $2 ORDER BY position DESC LIMIT 1`, [
        type,
        contentId,
      ])
    )[0]?.data;

  const verdict = {
    summary: 'A well kept guide; the review rhythm section could cite its source.',
    scores: { freshness: 95, seoScore: 90, readability: 80 },
    issues: [{ type: 'unsupported_claim', message: "The claim '80% of readers' in 'Measure what matters' has no source.", severity: 'warning' }],
    recommendations: [{ type: 'cite_source', message: "Link the survey behind '80% of readers'.", priority: 'medium' }],
  };

  it("adds the model's judgement to the analysis and records the analyser, model and tokens", async () => {
    const item = await create('/fresh', { aiPrompt: 'Check every statistic.' });
    ai.enqueue(answer(verdict, { prompt_tokens: 2100, completion_tokens: 150 }));
    const analysed = (await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(200)).body;
    expect(analysed.analysis.summary).toBe(verdict.summary);
    expect(analysed.analysis.issues).toContainEqual({ type: 'ai_unsupported_claim', message: verdict.issues[0].message, severity: 'warning' });
    expect(ai.requests[0].body.messages[1].content).toContain('Check every statistic.');
    expect(await lastEvent('ContentAnalyzed', item.id)).toMatchObject({
      analyser: 'ai',
      model: 'gpt-4o',
      usage: { model: 'gpt-4o', aiCalls: 1, promptTokens: 2100, completionTokens: 150, totalTokens: 2250 },
    });
    const usage = (await alice.agent.get('/api/usage').expect(200)).body;
    expect(usage).toMatchObject({ analysesRun: 1, aiCalls: 1, tokens: 2250 });
  });

  it('falls back to the built-in checks when the model fails, saying why', async () => {
    const item = await create('/fresh');
    ai.enqueue(failWith(500, 'The server had an error'));
    const analysed = (await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(200)).body;
    expect(analysed.analysis.issues).toContainEqual({
      type: 'ai_unavailable',
      severity: 'info',
      message: 'The AI step failed (the AI provider answered 500: The server had an error); this analysis uses the built-in checks only.',
    });
    expect(await lastEvent('ContentAnalyzed', item.id)).toMatchObject({ analyser: 'local', model: 'gpt-4o' });
  });

  it('asks whether the page contradicts its sources when comparing', async () => {
    const item = await create('/fresh');
    await alice.agent
      .post(`/api/content-items/${item.id}/source-urls`)
      .send({ url: `${site.url}/source/report` })
      .expect(201);
    const contradiction = { contradicts: true, explanation: 'The page says 41% of teams review quarterly; the report now says 64%.' };
    ai.enqueue(answer(contradiction, { prompt_tokens: 900, completion_tokens: 40 }));
    const compared = (await alice.agent.post(`/api/content-items/${item.id}/compare`).expect(200)).body;
    expect(compared.aiVerdict).toEqual(contradiction);
    expect(compared.item.status).toBe('needs_update');
    expect(ai.requests[0].body.messages[1].content).toContain(`${site.url}/source/report`);
    expect(await lastEvent('ContentCompared', item.id)).toMatchObject({ aiVerdict: contradiction, usage: { aiCalls: 1, totalTokens: 940 } });
  });

  it('keeps a contradiction on the item until a later comparison judges that the page agrees; one that cannot judge leaves it', async () => {
    const item = await create('/fresh');
    expect(item.contradiction).toBeNull();
    await alice.agent
      .post(`/api/content-items/${item.id}/source-urls`)
      .send({ url: `${site.url}/source/report` })
      .expect(201);
    const found = { contradicts: true, explanation: 'The page says 41% of teams review quarterly; the report now says 64%.' };
    ai.enqueue(answer(found));
    const first = (await alice.agent.post(`/api/content-items/${item.id}/compare`).expect(200)).body;
    const comparedAt = (await lastEvent('ContentCompared', item.id)).comparedAt;
    const standing = { explanation: found.explanation, at: comparedAt };
    expect(first.item.contradiction).toEqual(standing);
    // The item, and the list, show it long after the comparison's answer is gone.
    expect((await alice.agent.get(`/api/content-items/${item.id}`).expect(200)).body.contradiction).toEqual(standing);
    const listed = (await alice.agent.get('/api/content-items').expect(200)).body;
    const items = Array.isArray(listed) ? listed : listed.items;
    expect(items.find((i: { id: string }) => i.id === item.id).contradiction).toEqual(standing);

    // The AI step fails: no verdict, so the standing one stays.
    ai.enqueue(failWith(500, 'The server had an error'));
    const unjudged = (await alice.agent.post(`/api/content-items/${item.id}/compare`).expect(200)).body;
    expect(unjudged.aiVerdict).toBeUndefined();
    expect(unjudged.item.contradiction).toEqual(standing);

    ai.enqueue(answer({ contradicts: false, explanation: 'The page now quotes the report’s 64%.' }));
    const cleared = (await alice.agent.post(`/api/content-items/${item.id}/compare`).expect(200)).body;
    expect(cleared.item.contradiction).toBeNull();
    expect((await alice.agent.get(`/api/content-items/${item.id}`).expect(200)).body.contradiction).toBeNull();
  });

  it("offers the model's writing suggestions, and the rules when it fails", async () => {
    const suggestions = [{ type: 'rephrasing', suggestion: 'Keep your docs fresh', explanation: 'Shorter and active.' }];
    ai.enqueue(answer({ suggestions }));
    const fromAi = (await alice.agent.post('/api/ai-writing-assistant').send({ text: 'How to keep documentation fresh', field: 'title' }).expect(200)).body;
    expect(fromAi).toEqual({ suggestions });

    ai.enqueue(answer('I would suggest a shorter title.'));
    const fromRules = (await alice.agent.post('/api/ai-writing-assistant').send({ text: 'Best CRM Tools of 2023', field: 'title' }).expect(200)).body;
    expect(fromRules.suggestions).toContainEqual(expect.objectContaining({ suggestion: expect.stringMatching(/^Best CRM Tools of 20\d\d$/) }));
  });

  it('tests the connection with the configured key, and reports a refused one', async () => {
    expect((await alice.agent.post('/api/test-openai').expect(200)).body).toEqual({
      connected: true,
      message: `Connected to ${new URL(ai.baseUrl).host} with the model gpt-4o.`,
      model: 'gpt-4o',
    });
    const { agent } = await app.signUp();
    const refused = (await agent.post('/api/test-openai').expect(200)).body;
    expect(refused).toMatchObject({ connected: false, message: CONNECTION_FAILURES.key_refused });
  });
});
