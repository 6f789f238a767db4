import { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase } from '../../../../../test/database';
import { openDatabase } from '../../../../database/data-source';
import { Clock } from '../../../../shared/domain/clock';
import { GetUsageHandler } from './get-usage.handler';
import { GetUsageQuery } from './get-usage.query';

const fixed = (iso: string): Clock => ({ now: () => new Date(iso) });

/** No projections run here: the query reads the event log alone, so events are inserted as the store writes them. */
describe('usage this month, counted from the event log', () => {
  let url: string;
  let db: DataSource;
  let version = 0;
  const analysed = (workspaceId: string, occurredAt: string, usage?: unknown, type = 'ContentAnalyzed') =>
    db.query(`INSERT INTO events (stream_id, version, type, data, metadata) VALUES ('content-usage-test', $1, $2, $3::jsonb, $4::jsonb)`, [
      ++version,
      type,
      JSON.stringify({ contentId: 'c1', ...(usage === undefined ? {} : { usage }) }),
      JSON.stringify({ workspaceId, actorId: 'u1', occurredAt, schemaVersion: 1 }),
    ]);

  beforeAll(async () => {
    url = await createTestDatabase();
    db = await openDatabase(url, 2);
    await analysed('w1', '2026-03-01T00:00:00.000Z', { model: 'gpt-4o', aiCalls: 1, promptTokens: 1_000_000, completionTokens: 100_000 });
    await analysed('w1', '2026-03-15T12:00:00.000Z', { model: 'gpt-4o', aiCalls: 2, promptTokens: 200_000, completionTokens: 0 });
    await analysed('w1', '2026-03-20T12:00:00.000Z', { model: 'llama3.1:8b', aiCalls: 1, promptTokens: 500, completionTokens: 500 });
    await analysed('w1', '2026-03-21T12:00:00.000Z'); // the local analyser alone: no usage
    await analysed('w1', '2026-03-22T12:00:00.000Z', { model: 'gpt-4o', aiCalls: 'many' }); // malformed counts count as 0
    await analysed('w1', '2026-02-28T23:59:59.999Z', { model: 'gpt-4o', aiCalls: 5, promptTokens: 5, completionTokens: 5 }); // last month
    await analysed('w1', '2026-04-01T00:00:00.000Z', { model: 'gpt-4o', aiCalls: 5, promptTokens: 5, completionTokens: 5 }); // next month
    await analysed('w2', '2026-03-10T00:00:00.000Z', { model: 'gpt-4o', aiCalls: 9, promptTokens: 9, completionTokens: 9 }); // another workspace
    await analysed('w1', '2026-03-10T00:00:00.000Z', { model: 'gpt-4o', aiCalls: 9 }, 'ContentAnalysisFailed');
  });
  afterAll(async () => {
    await db.destroy();
    await dropTestDatabase(url);
  });

  it('counts analyses, AI calls and tokens of the workspace in the current month, and estimates the cost', async () => {
    const usage = await new GetUsageHandler(db, fixed('2026-03-31T23:00:00.000Z')).execute(new GetUsageQuery('w1'));
    // gpt-4o: 1.2M input at $2.50 + 0.1M output at $10 = $4.00; the local model costs nothing.
    expect(usage).toEqual({ month: '2026-03', analysesRun: 5, aiCalls: 4, tokens: 1_301_000, estimatedCostUsd: 4 });
  });

  it('answers zeros for a month without analyses', async () => {
    const usage = await new GetUsageHandler(db, fixed('2026-06-01T00:00:00.000Z')).execute(new GetUsageQuery('w1'));
    expect(usage).toEqual({ month: '2026-06', analysesRun: 0, aiCalls: 0, tokens: 0, estimatedCostUsd: 0 });
  });
});
