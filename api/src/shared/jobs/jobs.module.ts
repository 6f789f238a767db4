import { Inject, Injectable, Module, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { JobHandler } from './job-handler';
import { ensureQueues, JOB_QUEUE, JobQueue } from './job-queue';

/** Creates the queues of every module's `@JobHandler()` providers and runs their workers. */
@Injectable()
class JobHost implements OnModuleInit, OnApplicationBootstrap {
  private handlers: JobHandler[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(JOB_QUEUE) private readonly boss: JobQueue,
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
    for (const handler of this.handlers) {
      if (handler.active === false) continue;
      if (handler.cron) await this.boss.schedule(handler.queue.name, handler.cron);
      let workerId: string | null = null;
      workerId = await this.boss.work<object>(handler.queue.name, { ...handler.work, includeMetadata: true }, async (jobs) => {
        await handler.handle(jobs);
        // A full batch means more are waiting: fetch again now rather than after the polling pause.
        if (workerId && jobs.length === (handler.work.batchSize ?? 1)) this.boss.notifyWorker(workerId);
      });
    }
  }
}

@Module({ imports: [DiscoveryModule], providers: [JobHost] })
export class JobsModule {}
