import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { analysisJobModel } from '../../domain/analysis-job';
import { analysisJobStream } from '../../domain/analysis-job.events';
import { SkipBulkAnalysisItemCommand } from './skip-bulk-analysis-item.command';
import { decideSkipBulkAnalysisItem } from './skip-bulk-analysis-item.decide';

/** Records BulkAnalysisItemSkipped on the job's own stream, once per item. */
@CommandHandler(SkipBulkAnalysisItemCommand)
export class SkipBulkAnalysisItemHandler implements ICommandHandler<SkipBulkAnalysisItemCommand, void> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ actor, jobId, contentId, reason }: SkipBulkAnalysisItemCommand): Promise<void> {
    await this.executor.execute(analysisJobStream(jobId), analysisJobModel, (state) => decideSkipBulkAnalysisItem({ jobId, contentId, reason }, state), actor);
  }
}
