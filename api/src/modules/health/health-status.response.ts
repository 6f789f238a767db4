import type { HealthStatus } from '@freshwatch/contracts';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';

type Indicator = HealthStatus['details'][string];

/** One checked part (database, eventStore): up or down, with its own details. */
@DocumentsExactly<Indicator>()
class HealthIndicatorResponse implements Indicator {
  [detail: string]: unknown;
  @ApiProperty({ enum: ['up', 'down'] }) status: string;
  @ApiPropertyOptional({ description: 'How long the check took (up)' }) responseTimeMs?: number;
  @ApiPropertyOptional({ description: 'Why the part is down' }) message?: string;
}

const byPart = (description: string) => ({ type: 'object', additionalProperties: { $ref: getSchemaPath(HealthIndicatorResponse) }, description }) as const;

/** OpenAPI class of GET /api/health's body (contracts' HealthStatus, as @nestjs/terminus sends it). */
@DocumentsExactly<HealthStatus>()
@ApiExtraModels(HealthIndicatorResponse)
export class HealthStatusResponse implements HealthStatus {
  @ApiProperty({ enum: ['ok', 'error', 'shutting_down'] }) status: HealthStatus['status'];
  @ApiPropertyOptional(byPart('The parts that are up')) info?: Record<string, HealthIndicatorResponse>;
  @ApiPropertyOptional(byPart('The parts that are down')) error?: Record<string, HealthIndicatorResponse>;
  @ApiProperty(byPart('Every part')) details: Record<string, HealthIndicatorResponse>;
}
