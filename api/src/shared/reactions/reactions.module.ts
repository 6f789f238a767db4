import { Inject, Injectable, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { Reaction } from './reaction';
import { ReactionRunner } from './reaction-runner';

/** Runs every module's `@Reaction()` providers, from the moment the app is up until it closes. */
@Injectable()
class ReactionHost implements OnApplicationBootstrap, OnModuleDestroy {
  private runner: ReactionRunner | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    const reactions = this.discovery.getProviders({ metadataKey: Reaction.KEY }).map((wrapper) => wrapper.instance as Reaction);
    this.runner = new ReactionRunner(this.dataSource, this.eventStore, reactions);
    return this.runner.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.runner?.stop();
  }
}

@Module({ imports: [DiscoveryModule], providers: [ReactionHost] })
export class ReactionsModule {}
