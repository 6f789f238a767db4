import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { Infrastructure, InfrastructureModule } from './infrastructure.module';
import { AnalysisModule } from './modules/analysis';
import { ApiKeysModule } from './modules/api-keys';
import { BillingModule } from './modules/billing';
import { ContentModule } from './modules/content';
import { HealthModule } from './modules/health';
import { IdentityModule } from './modules/identity';
import { SettingsModule } from './modules/settings';
import { TasksModule } from './modules/tasks';
import { DomainErrorFilter } from './shared/http/domain-error.filter';
import { JobsModule } from './shared/jobs/jobs.module';
import { ReactionsModule } from './shared/reactions/reactions.module';
import { SitemapsModule } from './modules/sitemaps';

/**
 * The composition root: the one list of feature modules. Each module declares its own parts (controllers,
 * handlers, read models, reactions, job handlers); adding a module means adding it here and nowhere else.
 */
export const FEATURE_MODULES = [IdentityModule, ApiKeysModule, ContentModule, TasksModule, SettingsModule, AnalysisModule, HealthModule, BillingModule, SitemapsModule];

@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.forRoot(infra), CqrsModule.forRoot(), ReactionsModule, JobsModule, ...FEATURE_MODULES],
      providers: [{ provide: APP_FILTER, useClass: DomainErrorFilter }],
    };
  }
}
