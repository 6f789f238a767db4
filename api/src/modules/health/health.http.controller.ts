import { Controller, Get, Inject } from '@nestjs/common';
import type { HealthStatus } from '@freshwatch/contracts';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../shared/event-store/event-store.port';
import { Public } from '../identity';
import { HealthStatusResponse } from './health-status.response';

@ApiTags('health')
@Controller('health')
export class HealthHttpController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  @Public()
  @Get()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOperation({ summary: 'Database and event store status' })
  @ApiOkResponse({ type: HealthStatusResponse })
  @ApiServiceUnavailableResponse({ type: HealthStatusResponse, description: 'A part is down (status error)' })
  check(): Promise<HealthStatus> {
    // terminus types its result more loosely than it fills it (any status of any check, every part optional);
    // its checks here are only up or down, which is the contract's HealthStatus.
    return this.health.check([
      () => this.probe('database', () => this.dataSource.query('SELECT 1')),
      () => this.probe('eventStore', () => this.eventStore.ping()),
    ]) as Promise<HealthStatus>;
  }

  private async probe(key: string, ping: () => Promise<unknown>) {
    const check = this.indicator.check(key);
    const started = performance.now();
    try {
      await ping();
      return check.up({ responseTimeMs: Math.round(performance.now() - started) });
    } catch (error) {
      return check.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }
}
