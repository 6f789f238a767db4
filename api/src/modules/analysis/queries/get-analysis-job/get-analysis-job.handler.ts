import type { AnalysisJobProgress } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AnalysisJobRow } from '../../projections/analysis-jobs/analysis-job.entity';
import { GetAnalysisJobQuery } from './get-analysis-job.query';

function toProgress(row: AnalysisJobRow): AnalysisJobProgress {
  return {
    jobId: row.id,
    total: row.total,
    done: row.done,
    failed: row.failed,
    status: row.done + row.failed >= row.total ? 'completed' : 'running',
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

@QueryHandler(GetAnalysisJobQuery)
export class GetAnalysisJobHandler implements IQueryHandler<GetAnalysisJobQuery, AnalysisJobProgress | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, jobId }: GetAnalysisJobQuery): Promise<AnalysisJobProgress | null> {
    const row = await this.dataSource.getRepository(AnalysisJobRow).findOne({ where: { id: jobId, workspaceId } });
    return row ? toProgress(row) : null;
  }
}
