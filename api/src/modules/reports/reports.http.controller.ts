import { EXPORT_FORMATS, parseReportRange, type ContentReport, type ExportFormat, type ReportRange } from '@freshwatch/contracts';
import { BadRequestException, Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { Clock } from '../../shared/domain/clock';
import type { Actor } from '../../shared/domain/actor';
import { ApiErrors } from '../../shared/http/openapi';
import { CurrentActor, Requires } from '../identity';
import { reportToCsv } from './export/report-csv';
import { GetReportQuery } from './queries/get-report/get-report.query';
import { ContentReportResponse } from './report.response';

const RANGE_QUERY = [
  ApiQuery({ name: 'from', required: false, description: 'First day, YYYY-MM-DD (UTC); default: 30 days before `to`', example: '2026-03-01' }),
  ApiQuery({ name: 'to', required: false, description: 'Last day, included, YYYY-MM-DD (UTC); default: today', example: '2026-03-30' }),
];
const applyAll = (decorators: MethodDecorator[]): MethodDecorator => (target, key, descriptor) => {
  for (const decorator of decorators) decorator(target, key, descriptor);
};

@ApiTags('reports')
@ApiErrors(401)
@Controller('reports')
export class ReportsHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Requires('workspace:read', { asOf: 'audit:read' })
  @Get()
  @ApiOperation({ summary: 'Reports & Analytics for a range of days, with the change against the previous range of the same length' })
  @applyAll(RANGE_QUERY)
  @ApiOkResponse({ type: ContentReportResponse })
  @ApiErrors(400)
  report(@CurrentActor() actor: Actor, @Query('from') from: unknown, @Query('to') to: unknown): Promise<ContentReport> {
    return this.queries.execute(new GetReportQuery(actor.workspaceId, this.range(from, to)));
  }

  @Requires('workspace:read', { asOf: 'audit:read' })
  @Get('export')
  @ApiOperation({ summary: "Export Report: the range's report as a JSON or CSV (RFC 4180, UTF-8) download" })
  @applyAll(RANGE_QUERY)
  @ApiQuery({ name: 'format', enum: EXPORT_FORMATS, required: true })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({
    description: 'An attachment named freshwatch-report-<from>-to-<to>.json or .csv; the CSV has a row per figure',
    content: {
      'application/json': { schema: { $ref: getSchemaPath(ContentReportResponse) } },
      'text/csv': { schema: { type: 'string' } },
    },
  })
  @ApiErrors(400)
  async export(@CurrentActor() actor: Actor, @Query('format') format: unknown, @Query('from') from: unknown, @Query('to') to: unknown, @Res() res: Response): Promise<void> {
    if (!EXPORT_FORMATS.includes(format as ExportFormat)) throw new BadRequestException(`format must be one of: ${EXPORT_FORMATS.join(', ')}`);
    const range = this.range(from, to);
    const report: ContentReport = await this.queries.execute(new GetReportQuery(actor.workspaceId, range));
    const name = `freshwatch-report-${range.from}-to-${range.to}.${format}`;
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    if (format === 'csv') res.type('text/csv; charset=utf-8').send(reportToCsv(report));
    else res.type('application/json; charset=utf-8').send(JSON.stringify(report, null, 2));
  }

  private range(from: unknown, to: unknown): ReportRange {
    const range = parseReportRange(from, to, this.clock.now());
    if ('error' in range) throw new BadRequestException(range.error);
    return range;
  }
}
