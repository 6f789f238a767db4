import type { Analysis } from '@freshwatch/contracts';
import { answer, failWith, OpenAiTestServer, slow, startOpenAiTestServer } from '../../../../test/openai-test-server';
import { AiAnalysisInput, analyseWithAi } from './ai-analyser';

/** The AI step through the real `openai` SDK against an OpenAI-compatible server on loopback. */
describe('the AI analyser', () => {
  let server: OpenAiTestServer;
  beforeAll(async () => {
    server = await startOpenAiTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const local: Analysis = {
    healthScore: 70,
    freshness: 60,
    seoScore: 80,
    readability: 70,
    summary: 'Built-in summary.',
    issues: [{ type: 'missing_alt', message: '2 images have no alt text: /img/a.png, /img/b.png', severity: 'warning' }],
    recommendations: [],
  };
  const input: AiAnalysisInput = {
    url: 'https://site-a.test/pricing',
    title: 'Pricing 2023',
    mainText: 'Our Pro plan costs $19 per month. '.repeat(1000),
    local,
    sources: [{ url: 'https://site-b.test/report', text: 'The 2025 report says prices rose by 3%.' }],
    aiPrompt: 'Check the prices against the report.',
  };
  const provider = () => ({ apiKey: server.apiKey, baseUrl: server.baseUrl, model: 'gpt-4o' });
  const good = {
    summary: 'The prices are from 2023 and no longer match the report.',
    scores: { freshness: 40, seoScore: 80, readability: 75 },
    issues: [{ type: 'outdated_price', message: 'The Pro plan price of $19 predates the 2025 increase.', severity: 'error' }],
    recommendations: [{ type: 'update_prices', message: 'Update the Pro plan price in the first paragraph.', priority: 'high' }],
  };

  it('merges a good answer and records the tokens it used', async () => {
    server.enqueue(answer(good, { prompt_tokens: 1234, completion_tokens: 99 }));
    const outcome = await analyseWithAi(input, provider(), 5000);
    expect(outcome.analyser).toBe('ai');
    expect(outcome.model).toBe('gpt-4o');
    expect(outcome.usage).toEqual({ model: 'gpt-4o', aiCalls: 1, promptTokens: 1234, completionTokens: 99, totalTokens: 1333 });
    expect(outcome.analysis.summary).toBe(good.summary);
    expect(outcome.analysis.freshness).toBe(45);
    expect(outcome.analysis.healthScore).toBe(Math.round(0.4 * 45 + 0.3 * 80 + 0.3 * 75));
    expect(outcome.analysis.issues.map((i) => i.type)).toEqual(['missing_alt', 'ai_outdated_price']);
    expect(outcome.analysis.recommendations).toEqual([{ type: 'ai_update_prices', message: good.recommendations[0].message, priority: 'high' }]);
  });

  it('sends the capped page text, the local findings, the sources and the AI prompt, asking for structured JSON', async () => {
    server.enqueue(answer(good));
    await analyseWithAi(input, provider(), 5000);
    const [request] = server.requests;
    expect(request.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(request.body.model).toBe('gpt-4o');
    expect(request.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'content_analysis' } });
    const prompt: string = request.body.messages[1].content;
    expect(prompt).toContain('2 images have no alt text');
    expect(prompt).toContain('https://site-b.test/report');
    expect(prompt).toContain('Check the prices against the report.');
    expect(prompt).toContain('first 12000 characters');
    expect(prompt.length).toBeLessThan(15_000);
  });

  it('asks again in plain JSON mode when the server refuses structured output', async () => {
    server.enqueue(failWith(400, "response_format 'json_schema' is not supported"), answer(good));
    const outcome = await analyseWithAi(input, provider(), 5000);
    expect(outcome.analyser).toBe('ai');
    expect(server.requests.map((r) => r.body.response_format.type)).toEqual(['json_schema', 'json_object']);
  });

  it.each([
    ['an answer that is not JSON', answer('Sure! Here is my analysis: the page is fine.'), 'its answer was not valid JSON'],
    [
      'an answer of the wrong shape',
      answer({ ...good, scores: { ...good.scores, seoScore: 140 } }),
      'its answer did not have the expected shape: scores.seoScore must be a whole number from 0 to 100',
    ],
    ['a server error', failWith(500, 'The server had an error'), 'the AI provider answered 500: The server had an error'],
  ])('falls back to the built-in analysis on %s, saying why', async (_, reply, reason) => {
    server.enqueue(reply);
    const outcome = await analyseWithAi(input, provider(), 5000);
    expect(outcome.analyser).toBe('local');
    expect(outcome.analysis).toEqual({
      ...local,
      issues: [
        ...local.issues,
        { type: 'ai_unavailable', severity: 'info', message: `The AI step failed (${reason}); this analysis uses the built-in checks only.` },
      ],
    });
    expect(outcome.usage?.aiCalls).toBe(1);
  });

  it('records the tokens an invalid answer used', async () => {
    server.enqueue(answer('not json', { prompt_tokens: 500, completion_tokens: 7 }));
    expect((await analyseWithAi(input, provider(), 5000)).usage).toMatchObject({ promptTokens: 500, completionTokens: 7, totalTokens: 507 });
  });

  it('falls back on a refused key and on a slow server', async () => {
    const refused = await analyseWithAi(input, { ...provider(), apiKey: 'sk-wrong-key' }, 5000);
    expect(refused.analysis.issues.at(-1)?.message).toBe(
      'The AI step failed (the AI provider refused the API key: 401 Unauthorized); this analysis uses the built-in checks only.',
    );
    server.enqueue(slow(3000, answer(good)));
    const started = Date.now();
    const late = await analyseWithAi(input, provider(), 1000);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(late.analysis.issues.at(-1)?.message).toBe('The AI step failed (no answer within 1 s); this analysis uses the built-in checks only.');
  });

  it('falls back when nothing listens at the address', async () => {
    const outcome = await analyseWithAi(input, { ...provider(), baseUrl: 'http://127.0.0.1:9/v1' }, 2000);
    expect(outcome.analysis.issues.at(-1)?.message).toBe('The AI step failed (could not reach 127.0.0.1:9); this analysis uses the built-in checks only.');
  });
});
