import { DynamicModule, Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from './config/config';
import { Clock, IdGenerator, SystemClock, UuidGenerator } from './shared/domain/clock';
import { EVENT_STORE, EventStore } from './shared/event-store/event-store.port';
import { StreamExecutor } from './shared/event-store/stream-executor';
import { JOB_QUEUE, JobQueue } from './shared/jobs/job-queue';
import { WORKER_LEASES, WorkerLeases } from './shared/jobs/worker-leases';
import { Mailer } from './shared/mail/mailer';
import { ProjectionRunner } from './shared/projections/projection-runner';
import { RateLimits } from './shared/rate-limits/rate-limits';

export interface Infrastructure {
  config: AppConfig;
  dataSource: DataSource;
  eventStore: EventStore;
  runner: ProjectionRunner;
  jobs: JobQueue;
  /** The running jobs' leases of a process that works jobs; null in a `web` process. */
  leases: WorkerLeases | null;
  /** The rate limits' counters, shared by every process on the database. */
  rateLimits: RateLimits;
  /** The time the domain sees; tests that replay days of commands set it, everything else gets the system's. */
  clock?: Clock;
}

/** The process-wide pieces opened before Nest starts (database, event store, projections), made injectable. */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: infra.config },
        { provide: DataSource, useValue: infra.dataSource },
        { provide: EVENT_STORE, useValue: infra.eventStore },
        { provide: ProjectionRunner, useValue: infra.runner },
        { provide: JOB_QUEUE, useValue: infra.jobs },
        ...(infra.leases ? [{ provide: WORKER_LEASES, useValue: infra.leases }] : []),
        { provide: RateLimits, useValue: infra.rateLimits },
        { provide: Clock, useValue: infra.clock ?? new SystemClock() },
        { provide: IdGenerator, useClass: UuidGenerator },
        StreamExecutor,
        Mailer,
      ],
      exports: [
        APP_CONFIG,
        DataSource,
        EVENT_STORE,
        ProjectionRunner,
        JOB_QUEUE,
        ...(infra.leases ? [WORKER_LEASES] : []),
        RateLimits,
        Clock,
        IdGenerator,
        StreamExecutor,
        Mailer,
      ],
    };
  }
}
