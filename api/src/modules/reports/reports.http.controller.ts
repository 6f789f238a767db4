import { EXPORT_FORMATS, parseReportRange, type ContentReport, type ExportFormat } from '@freshwatch/contracts';
import { BadRequestException, Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { Clock } from '../../shared/domain/clock';
import type { Actor } from '../../shared/domain/actor';
import { instantPipe } from '../../shared/http/instant.pipe';
import { ApiErrors } from '../../shared/http/openapi';
import { CurrentActor, Requires } from '../identity';
import { reportToCsv } from './export/report-csv';
import { GetReportAsOfQuery, GetReportQuery } from './queries/get-report/get-report.query';
import { ContentReportResponse } from './report.response';

const RANGE_QUERY = [
  ApiQuery({ name: 'from', required: false, description: 'First day, YYYY-MM-DD (UTC); default: 30 days before `to`', example: '2026-03-01' }),
  ApiQuery({
    name: 'to',
    required: false,
    description: 'Last day, included, YYYY-MM-DD (UTC); default: today (the day of `asOf` when given)',
    example: '2026-03-30',
  }),
  ApiQuery({
    name: 'asOf',
    required: false,
    description:
      'ISO 8601 date or date-time (a bare date: the end of that day, UTC): the report as this route answered at that instant, folded from the events up to then',
    example: '2026-03-15',
  }),
];
const applyAll =
  (decorators: MethodDecorator[]): MethodDecorator =>
  (target, key, descriptor) => {
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
  @ApiOperation({
    summary: 'Reports & Analytics for a range of days, with the change against the previous range of the same length; with asOf, as it stood at that instant',
  })
  @applyAll(RANGE_QUERY)
  @ApiOkResponse({ type: ContentReportResponse })
  @ApiErrors(400)
  report(
    @CurrentActor() actor: Actor,
    @Query('from') from: unknown,
    @Query('to') to: unknown,
    @Query('asOf', instantPipe('asOf')) asOf: Date | undefined,
  ): Promise<ContentReport> {
    return this.reportAt(actor, from, to, asOf);
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
  async export(
    @CurrentActor() actor: Actor,
    @Query('format') format: unknown,
    @Query('from') from: unknown,
    @Query('to') to: unknown,
    @Query('asOf', instantPipe('asOf')) asOf: Date | undefined,
    @Res() res: Response,
  ): Promise<void> {
    if (!EXPORT_FORMATS.includes(format as ExportFormat)) throw new BadRequestException(`format must be one of: ${EXPORT_FORMATS.join(', ')}`);
    const report = await this.reportAt(actor, from, to, asOf);
    const name = `freshwatch-report-${report.range.from}-to-${report.range.to}.${format}`;
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    if (format === 'csv') res.type('text/csv; charset=utf-8').send(reportToCsv(report));
    else res.type('application/json; charset=utf-8').send(JSON.stringify(report, null, 2));
  }

  /** Live from the read models, or as of a past instant: then a missing range is relative to that instant. */
  private reportAt(actor: Actor, from: unknown, to: unknown, asOf: Date | undefined): Promise<ContentReport> {
    const range = parseReportRange(from, to, asOf ?? this.clock.now());
    if ('error' in range) throw new BadRequestException(range.error);
    return this.queries.execute(asOf === undefined ? new GetReportQuery(actor.workspaceId, range) : new GetReportAsOfQuery(actor.workspaceId, range, asOf));
  }
}
