import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ensureQueues, JOB_QUEUE, JobQueue } from '../../../shared/jobs/job-queue';
import { ANALYSE_QUEUE, COMPARE_QUEUE, QUEUE_OPTIONS, SCAN_QUEUE } from './analysis-queues';

/** The module's pg-boss queues, created before anything enqueues (pg-boss 10 refuses jobs for unknown queues). */
@Injectable()
export class AnalysisQueues implements OnModuleInit {
  constructor(@Inject(JOB_QUEUE) private readonly boss: JobQueue) {}

  onModuleInit(): Promise<void> {
    return ensureQueues(this.boss, [
      { name: ANALYSE_QUEUE, ...QUEUE_OPTIONS },
      { name: COMPARE_QUEUE, ...QUEUE_OPTIONS },
      { name: SCAN_QUEUE, retryLimit: 0 },
    ]);
  }
}
