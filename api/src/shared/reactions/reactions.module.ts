import { Inject, Injectable, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig, runsWorkers } from '../../config/config';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { Reaction } from './reaction';
import { ReactionRunner } from './reaction-runner';

/**
 * Runs every module's `@Reaction()` providers, from the moment the app is up until it closes, in a process that
 * runs workers (FRESHWATCH_ROLE all or worker; a `web` process only registers their checkpoints and leaves
 * the reacting to the workers).
 */
@Injectable()
class ReactionHost implements OnApplicationBootstrap, OnModuleDestroy {
  private runner: ReactionRunner | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const reactions = this.discovery.getProviders({ metadataKey: Reaction.KEY }).map((wrapper) => wrapper.instance as Reaction);
    const runner = new ReactionRunner(this.dataSource, this.eventStore, reactions);
    if (!runsWorkers(this.config.role)) return runner.register();
    this.runner = runner;
    return runner.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.runner?.stop();
  }
}

@Module({ imports: [DiscoveryModule], providers: [ReactionHost] })
export class ReactionsModule {}
