import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { Infrastructure, InfrastructureModule } from './infrastructure.module';
import { AnalysisModule } from './modules/analysis';
import { ApiKeysModule } from './modules/api-keys';
import { AuditModule } from './modules/audit';
import { BillingModule } from './modules/billing';
import { ContentModule } from './modules/content';
import { HealthModule } from './modules/health';
import { IdentityModule } from './modules/identity';
import { NotificationsModule } from './modules/notifications';
import { ReportsModule } from './modules/reports';
import { SettingsModule } from './modules/settings';
import { SitemapsModule } from './modules/sitemaps';
import { TasksModule } from './modules/tasks';
import { WordPressPluginModule } from './modules/wordpress-plugin';
import { DomainErrorFilter } from './shared/http/domain-error.filter';
import { JobsModule } from './shared/jobs/jobs.module';
import { ReactionsModule } from './shared/reactions/reactions.module';

/**
 * The composition root: the one list of feature modules. Each module declares its own parts (controllers,
 * handlers, read models, reactions, job handlers); adding a module means adding it here and nowhere else.
 */
export const FEATURE_MODULES = [
  IdentityModule,
  ApiKeysModule,
  ContentModule,
  TasksModule,
  SettingsModule,
  AnalysisModule,
  ReportsModule,
  HealthModule,
  AuditModule,
  BillingModule,
  WordPressPluginModule,
  NotificationsModule,
  SitemapsModule,
];

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
