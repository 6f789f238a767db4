import { estimateCostUsd, type UsageThisMonth } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../shared/domain/clock';
import { GetUsageQuery } from './get-usage.query';

/** A JSON number field of `usage`, 0 when missing or not a number (older events, the local analyser). */
const num = (field: string) => `CASE WHEN jsonb_typeof(data->'usage'->'${field}') = 'number' THEN (data->'usage'->>'${field}')::numeric ELSE 0 END`;

/**
 * Counts straight from the event log: every ContentAnalyzed event is one analysis run, and its `usage` (see
 * AnalysisUsage in contracts) says how many AI calls and tokens it took. No read model is needed for a few
 * sums a month; the events_type_workspace_occurred index keeps it one index range scan.
 */
@QueryHandler(GetUsageQuery)
export class GetUsageHandler implements IQueryHandler<GetUsageQuery, UsageThisMonth> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ workspaceId }: GetUsageQuery): Promise<UsageThisMonth> {
    const now = this.clock.now();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const rows: { model: string; analyses: number; calls: string; prompt: string; completion: string }[] = await this.dataSource.query(
      `SELECT coalesce(data->'usage'->>'model', '') AS model, count(*)::int AS analyses,
              sum(${num('aiCalls')}) AS calls, sum(${num('promptTokens')}) AS prompt, sum(${num('completionTokens')}) AS completion
         FROM events
        WHERE type = 'ContentAnalyzed' AND metadata->>'workspaceId' = $1
          AND metadata->>'occurredAt' >= $2 AND metadata->>'occurredAt' < $3
        GROUP BY 1`,
      // occurredAt is written by toISOString(), so text order is time order.
      [workspaceId, start.toISOString(), end.toISOString()],
    );
    const usage: UsageThisMonth = { month: start.toISOString().slice(0, 7), analysesRun: 0, aiCalls: 0, tokens: 0, estimatedCostUsd: 0 };
    for (const row of rows) {
      const prompt = Number(row.prompt);
      const completion = Number(row.completion);
      usage.analysesRun += row.analyses;
      usage.aiCalls += Number(row.calls);
      usage.tokens += prompt + completion;
      usage.estimatedCostUsd += estimateCostUsd(row.model, prompt, completion);
    }
    usage.estimatedCostUsd = Math.round(usage.estimatedCostUsd * 100) / 100;
    return usage;
  }
}
