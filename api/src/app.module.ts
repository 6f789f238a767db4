import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { Infrastructure, InfrastructureModule } from './infrastructure.module';
import { AnalysisModule } from './modules/analysis';
import { ContentModule } from './modules/content';
import { HealthModule } from './modules/health/health.module';
import { IdentityModule } from './modules/identity';
import { SettingsModule } from './modules/settings';
import { TasksModule } from './modules/tasks';
import { ApiKeysModule } from './modules/api-keys';
import { AuthenticatedGuard } from './modules/identity/auth/authenticated.guard';
import { DomainErrorFilter } from './shared/http/domain-error.filter';

@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.forRoot(infra), CqrsModule.forRoot(), IdentityModule, ContentModule, HealthModule, SettingsModule, TasksModule, ApiKeysModule, AnalysisModule],
      providers: [
        { provide: APP_GUARD, useClass: AuthenticatedGuard },
        { provide: APP_FILTER, useClass: DomainErrorFilter },
      ],
    };
  }
}
