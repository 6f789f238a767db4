import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../shared/event-store/event-store.port';
import { Public } from '../identity';

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
  @HealthCheck()
  @ApiOperation({ summary: 'Database and event store status' })
  check() {
    return this.health.check([() => this.probe('database', () => this.dataSource.query('SELECT 1')), () => this.probe('eventStore', () => this.eventStore.ping())]);
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
