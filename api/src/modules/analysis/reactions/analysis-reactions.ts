import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../../shared/event-store/event-store.port';
import { ReactionRunner } from '../../../shared/reactions/reaction-runner';
import { EnqueueAnalysesWhenBulkAnalysisRequested } from './enqueue-analyses-when-bulk-analysis-requested';
import { OpenReviewTaskWhenContentCompared } from './open-review-task-when-content-compared';

/** Runs the analysis module's reactions from the moment the app is up until it closes. */
@Injectable()
export class AnalysisReactions implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly runner: ReactionRunner;

  constructor(
    dataSource: DataSource,
    @Inject(EVENT_STORE) eventStore: EventStore,
    enqueueAnalyses: EnqueueAnalysesWhenBulkAnalysisRequested,
    openReviewTask: OpenReviewTaskWhenContentCompared,
  ) {
    this.runner = new ReactionRunner(dataSource, eventStore, [enqueueAnalyses, openReviewTask]);
  }

  onApplicationBootstrap(): Promise<void> {
    return this.runner.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.runner.stop();
  }
}
