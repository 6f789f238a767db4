import { estimateCostUsd, type UsageThisMonth } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../shared/domain/clock';
import { UsageRow } from '../../projections/usage/usage.entity';
import { GetUsageQuery } from './get-usage.query';

/** Sums the workspace's rows of the current month (UTC) over its models, and estimates the cost per model. */
@QueryHandler(GetUsageQuery)
export class GetUsageHandler implements IQueryHandler<GetUsageQuery, UsageThisMonth> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ workspaceId }: GetUsageQuery): Promise<UsageThisMonth> {
    const month = this.clock.now().toISOString().slice(0, 7);
    const rows = await this.dataSource.getRepository(UsageRow).find({ where: { workspaceId, month } });
    const usage: UsageThisMonth = { month, analysesRun: 0, aiCalls: 0, tokens: 0, estimatedCostUsd: 0 };
    for (const row of rows) {
      usage.analysesRun += row.analyses;
      usage.aiCalls += row.aiCalls;
      usage.tokens += row.promptTokens + row.completionTokens;
      usage.estimatedCostUsd += estimateCostUsd(row.model, row.promptTokens, row.completionTokens);
    }
    usage.estimatedCostUsd = Math.round(usage.estimatedCostUsd * 100) / 100;
    return usage;
  }
}
