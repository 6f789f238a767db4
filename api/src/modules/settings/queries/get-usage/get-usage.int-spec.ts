import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase, testPool } from '../../../../../test/database';
import { openDatabase } from '../../../../database/data-source';
import { Clock } from '../../../../shared/domain/clock';
import { PostgresEventStore } from '../../../../shared/event-store/postgres-event-store';
import { moduleParts } from '../../../../shared/modules/module-parts';
import { replayAll } from '../../../../shared/projections/replay';
import { SettingsModule } from '../../settings.module';
import { GetUsageHandler } from './get-usage.handler';
import { GetUsageQuery } from './get-usage.query';

const fixed = (iso: string): Clock => ({ now: () => new Date(iso) });
const W1 = '00000000-0000-4000-8000-0000000000a1';
const W2 = '00000000-0000-4000-8000-0000000000a2';

/**
 * Usage This Month from its read model, filled by the usage projection from events as the store keeps them.
 * The projection runs in batches of 3 events, so that a month's row is written and read back between batches.
 */
describe('usage this month, from the usage read model', () => {
  let url: string;
  let db: DataSource;
  let pool: Pool;
  let version = 0;
  const events: {
    type: string;
    data: Record<string, unknown>;
    metadata: { workspaceId: string; actorId: string; occurredAt: string; schemaVersion: number };
  }[] = [];
  const analysed = (workspaceId: string, occurredAt: string, usage?: unknown, type = 'ContentAnalyzed') =>
    events.push({
      type,
      data: { contentId: 'c1', ...(usage === undefined ? {} : { usage }) },
      metadata: { workspaceId, actorId: 'u1', occurredAt, schemaVersion: 1 },
    });

  beforeAll(async () => {
    url = await createTestDatabase();
    const { projections, entities, migrations } = moduleParts([SettingsModule]);
    db = await openDatabase(url, { entities, migrations }, 2);
    pool = testPool({ connectionString: url, max: 2 });
    analysed(W1, '2026-03-01T00:00:00.000Z', { model: 'gpt-4o', aiCalls: 1, promptTokens: 1_000_000, completionTokens: 100_000 });
    analysed(W1, '2026-03-15T12:00:00.000Z', { model: 'gpt-4o', aiCalls: 2, promptTokens: 200_000, completionTokens: 0 });
    analysed(W1, '2026-03-20T12:00:00.000Z', { model: 'llama3.1:8b', aiCalls: 1, promptTokens: 500, completionTokens: 500 });
    analysed(W1, '2026-03-21T12:00:00.000Z'); // the local analyser alone: no usage
    analysed(W1, '2026-03-22T12:00:00.000Z', { model: 'gpt-4o', aiCalls: 'many' }); // malformed counts count as 0
    analysed(W1, '2026-02-28T23:59:59.999Z', { model: 'gpt-4o', aiCalls: 5, promptTokens: 5, completionTokens: 5 }); // last month
    analysed(W1, '2026-04-01T00:00:00.000Z', { model: 'gpt-4o', aiCalls: 5, promptTokens: 5, completionTokens: 5 }); // next month
    analysed(W2, '2026-03-10T00:00:00.000Z', { model: 'gpt-4o', aiCalls: 9, promptTokens: 9, completionTokens: 9 }); // another workspace
    analysed(W1, '2026-03-10T00:00:00.000Z', { model: 'gpt-4o', aiCalls: 9 }, 'ContentAnalysisFailed');
    const store = new PostgresEventStore(pool, url);
    for (const event of events) await store.append('content-usage-test', [event], version++);
    await replayAll(db, store, projections, { events: 3, bytes: 1_000_000 });
  });
  afterAll(async () => {
    await pool.end();
    await db.destroy();
    await dropTestDatabase(url);
  });

  it('counts analyses, AI calls and tokens of the workspace in the current month, and estimates the cost', async () => {
    const usage = await new GetUsageHandler(db, fixed('2026-03-31T23:00:00.000Z')).execute(new GetUsageQuery(W1));
    // gpt-4o: 1.2M input at $2.50 + 0.1M output at $10 = $4.00; the local model costs nothing.
    expect(usage).toEqual({ month: '2026-03', analysesRun: 5, aiCalls: 4, tokens: 1_301_000, estimatedCostUsd: 4 });
  });

  it('answers zeros for a month without analyses', async () => {
    const usage = await new GetUsageHandler(db, fixed('2026-06-01T00:00:00.000Z')).execute(new GetUsageQuery(W1));
    expect(usage).toEqual({ month: '2026-06', analysesRun: 0, aiCalls: 0, tokens: 0, estimatedCostUsd: 0 });
  });

  it('keeps one row per workspace, month and model', async () => {
    const rows = await db.query(`SELECT right(workspace_id::text, 2) AS w, month, model, analyses FROM usage_by_month ORDER BY 1, 2, 3`);
    expect(rows.map((r: { w: string; month: string; model: string; analyses: number }) => `${r.w} ${r.month} ${r.model || '(local)'} ${r.analyses}`)).toEqual([
      'a1 2026-02 gpt-4o 1',
      'a1 2026-03 (local) 1',
      'a1 2026-03 gpt-4o 3',
      'a1 2026-03 llama3.1:8b 1',
      'a1 2026-04 gpt-4o 1',
      'a2 2026-03 gpt-4o 1',
    ]);
  });
});
