import { Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnModuleInit, Optional } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { JobHandler } from './job-handler';
import { ensureQueues, JOB_QUEUE, JobQueue } from './job-queue';
import { WORKER_LEASES, WorkerLeases } from './worker-leases';

/**
 * Creates the queues of every module's `@JobHandler()` providers and, in a process that works jobs (a
 * FRESHWATCH_ROLE other than `web`, which is when WORKER_LEASES is provided), runs their workers.
 */
@Injectable()
class JobHost implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');
  private handlers: JobHandler[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(JOB_QUEUE) private readonly boss: JobQueue,
    @Optional() @Inject(WORKER_LEASES) private readonly leases: WorkerLeases | null,
  ) {}

  /** Before any module's bootstrap hook or request can enqueue. */
  async onModuleInit(): Promise<void> {
    this.handlers = this.discovery.getProviders({ metadataKey: JobHandler.KEY }).map((wrapper) => wrapper.instance as JobHandler);
    await ensureQueues(
      this.boss,
      this.handlers.map((handler) => handler.queue),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    const leases = this.leases;
    if (!leases) return;
    for (const handler of this.handlers) {
      if (handler.active === false) continue;
      if (handler.cron) await this.boss.schedule(handler.queue.name, handler.cron);
      let workerId: string | null = null;
      workerId = await this.boss.work<object>(handler.queue.name, { ...handler.work, includeMetadata: true }, async (jobs) => {
        // Leased before the work starts: if this process dies now, another worker hands the jobs back at once.
        await leases.take(handler.queue.name, jobs);
        try {
          await handler.handle(jobs);
        } finally {
          await leases.release(jobs).catch((error) => this.logger.warn(`Releasing job leases failed: ${error.message}`));
        }
        // A full batch means more are waiting: fetch again now rather than after the polling pause.
        if (workerId && jobs.length === (handler.work.batchSize ?? 1)) this.boss.notifyWorker(workerId);
      });
    }
  }
}

@Module({ imports: [DiscoveryModule], providers: [JobHost] })
export class JobsModule {}
