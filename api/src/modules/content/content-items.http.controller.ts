import {
  CONTENT_ANALYSIS_FILTERS,
  CONTENT_SORTS,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  EXPORT_FORMATS,
  exportCsvHeader,
  exportCsvRow,
  exportFileName,
  type ContentAnalysisFilter,
  type ContentHistoryEntry,
  type ContentStats,
  type DashboardSummary,
  type ExportedContentItem,
  type ExportFormat,
  type ImportContentItemsResult,
  type PlanUsage,
  type VisitResult,
} from '@freshwatch/contracts';
import { AddSourceUrlDto, CreateContentItemDto, ImportContentItemsDto, UpdateContentItemDto } from '@freshwatch/contracts/dto';
import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Headers,
  HttpCode,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Clock } from '../../shared/domain/clock';
import type { Actor } from '../../shared/domain/actor';
import type { StoredEvent } from '../../shared/event-store/event-store.port';
import { ContentIdPipe } from '../../shared/http/id.pipe';
import { versionFromIfMatch, versionTag } from '../../shared/http/if-match';
import { instantPipe } from '../../shared/http/instant.pipe';
import { ApiErrors } from '../../shared/http/openapi';
import { asksForPage, badRequest, enumList, parsePageQuery, single } from '../../shared/paging/page-query';
import { ApiPagedList } from '../../shared/paging/paging-docs';
import { FindApiKeyNamesQuery } from '../api-keys';
import { CurrentActor, FindPeopleNamesQuery, Requires } from '../identity';
import { AddSourceUrlCommand } from './commands/add-source-url/add-source-url.command';
import { DeleteContentItemCommand } from './commands/delete-content-item/delete-content-item.command';
import { EditContentItemCommand } from './commands/edit-content-item/edit-content-item.command';
import { ImportContentItemsCommand } from './commands/import-content-items/import-content-items.command';
import { RecordVisitCommand } from './commands/record-visit/record-visit.command';
import { RegisterByExternalIdCommand, RegisteredByExternalId } from './commands/register-by-external-id/register-by-external-id.command';
import { RegisterContentItemCommand } from './commands/register-content-item/register-content-item.command';
import { ContentHistoryEntryResponse } from './content-history.response';
import { DashboardSummaryResponse } from './dashboard.response';
import {
  ContentItemPageResponse,
  ContentItemResponse,
  ContentStatsResponse,
  ExportedContentItemResponse,
  ImportContentItemsResultResponse,
  PlanUsageResponse,
  VisitResultResponse,
} from './content-item.response';
import { afterFirstPage, writePages } from '../../shared/http/write-pages';
import { GetPlanUsageQuery } from './queries/get-plan-usage/get-plan-usage.query';
import { ContentItemsExport } from './queries/export-content-items/content-items-export';
import { GetContentItemAsOfQuery, GetContentStatsAsOfQuery } from './queries/as-of/as-of.query';
import { actorsToName, contentHistory } from './queries/get-content-item-history/content-history';
import { GetContentItemEventsQuery } from './queries/get-content-item-history/get-content-item-history.query';
import { GetContentStatsQuery } from './queries/get-content-stats/get-content-stats.query';
import { GetContentItemVersionQuery } from './queries/get-content-item-version/get-content-item-version.query';
import { GetDashboardQuery } from './queries/get-dashboard/get-dashboard.query';
import { GetContentItemQuery, ListContentItemsPageQuery, ListContentItemsQuery } from './queries/list-content-items/list-content-items.query';
import { parseListFilter } from './queries/list-content-items/list-filter';

const JSON_ARRAY = {
  start: '[',
  item: (item: ExportedContentItem, index: number) => (index === 0 ? '\n' : ',\n') + JSON.stringify(item),
  end: (count: number) => (count === 0 ? ']\n' : '\n]\n'),
};
/** The filters that, like the paging parameters, ask for a page rather than the whole list. */
const CONTENT_FILTERS = ['status', 'type', 'analysis'];
/** The whole list: the stored documents joined as the array the list has always answered, byte for byte. */
const DOCUMENT_ARRAY = { start: '[', item: (document: string, index: number) => (index === 0 ? document : ',' + document), end: () => ']' };
const CSV_TABLE = { start: exportCsvHeader(), item: exportCsvRow, end: () => '' };

/** Items are sent as the JSON text the read model keeps (see ContentItemRow.document); documented as ContentItem. */
@ApiTags('content')
@ApiErrors(401)
// The export's JSON is documented by reference only: the schema must be registered.
@ApiExtraModels(ExportedContentItemResponse)
@Controller()
export class ContentItemsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly exports: ContentItemsExport,
    private readonly clock: Clock,
  ) {}

  @Requires('workspace:read', { asOf: 'audit:read' })
  @Get('content-items')
  @ApiOperation({
    summary:
      "The workspace's content items, newest first; optionally only the ids given and/or those changed since a moment. With any paging parameter or filter (limit, cursor, page, q, status, type, analysis, sort, order): one page, { items, total, nextCursor }",
  })
  @ApiQuery({ name: 'ids', required: false, description: 'Comma-separated content item ids (at most 200); ids not in the workspace are left out' })
  @ApiQuery({ name: 'updatedSince', required: false, description: 'ISO 8601 date: only items changed after it' })
  @ApiQuery({ name: 'status', required: false, description: `One or more of ${CONTENT_STATUSES.join(', ')}, comma-separated` })
  @ApiQuery({ name: 'type', required: false, description: `One or more of ${CONTENT_TYPES.join(', ')}, comma-separated` })
  @ApiQuery({
    name: 'analysis',
    required: false,
    enum: CONTENT_ANALYSIS_FILTERS,
    description: 'Advanced Data: analysed items, items never analysed, or analysed items with at least one issue',
  })
  @ApiPagedList(ContentItemResponse, ContentItemPageResponse, CONTENT_SORTS, 'Case-insensitive part of the title or the URL')
  @ApiErrors(400)
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const filter = parseListFilter({ ids: query.ids, updatedSince: query.updatedSince });
    if (!asksForPage(query, CONTENT_FILTERS)) {
      // Streamed a batch at a time (100,000 items were one 60 MB string): memory stays flat and the first bytes
      // leave at once. A failure after the first batch destroys the response, so no cut-off body parses as JSON.
      const batches: AsyncGenerator<string[]> = await this.queries.execute(new ListContentItemsQuery(actor.workspaceId, filter.ids, filter.updatedSince));
      const pages = await afterFirstPage(batches);
      res.type('application/json; charset=utf-8');
      return writePages(res, pages, DOCUMENT_ARRAY);
    }
    const page = parsePageQuery(query, CONTENT_SORTS, { sort: 'created', order: 'desc' });
    const statuses = enumList(query, 'status', CONTENT_STATUSES);
    const types = enumList(query, 'type', CONTENT_TYPES);
    const analysis = single(query, 'analysis');
    if (analysis !== undefined && !CONTENT_ANALYSIS_FILTERS.includes(analysis as ContentAnalysisFilter)) {
      throw badRequest(`analysis must be one of: ${CONTENT_ANALYSIS_FILTERS.join(', ')}`);
    }
    const json: string = await this.queries.execute(
      new ListContentItemsPageQuery(actor.workspaceId, filter, page, statuses, types, (analysis as ContentAnalysisFilter | undefined) ?? null),
    );
    res.type('application/json; charset=utf-8').send(json);
  }

  // Declared before any `content-items/:id` route so that 'export' is never taken for an id.
  @Requires('workspace:read')
  @Get('content-items/export')
  @ApiOperation({ summary: "Advanced Data's export: every item's fields, content cut to 500 characters, streamed as a JSON array or an RFC 4180 CSV (UTF-8)" })
  @ApiQuery({ name: 'format', enum: EXPORT_FORMATS, required: true })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({
    description: 'An attachment named freshwatch-data-YYYY-MM-DD.json or .csv; in the CSV the analysis is its JSON',
    content: {
      'application/json': { schema: { type: 'array', items: { $ref: getSchemaPath(ExportedContentItemResponse) } } },
      'text/csv': { schema: { type: 'string' } },
    },
  })
  @ApiErrors(400)
  async export(@CurrentActor() actor: Actor, @Query('format') format: unknown, @Res() res: Response): Promise<void> {
    if (!EXPORT_FORMATS.includes(format as ExportFormat)) throw new BadRequestException(`format must be one of: ${EXPORT_FORMATS.join(', ')}`);
    const json = format === 'json';
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(format as ExportFormat, this.clock.now())}"`);
    res.type(json ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8');
    await writePages(res, this.exports.pages(actor.workspaceId), json ? JSON_ARRAY : CSV_TABLE);
  }

  @Requires('workspace:read', { asOf: 'audit:read' })
  @Get('content-items/:id')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({
    summary:
      'One content item, with its ETag (for If-Match on an edit); with asOf, the item as this route answered at that instant, folded from its events up to then',
  })
  @ApiQuery({ name: 'asOf', required: false, description: 'ISO 8601 date or date-time (a bare date: the end of that day, UTC)' })
  @ApiOkResponse({ type: ContentItemResponse })
  @ApiErrors(400, 404)
  async get(
    @CurrentActor() actor: Actor,
    @Param('id', ContentIdPipe) id: string,
    @Query('asOf', instantPipe('asOf')) asOf: Date | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    if (asOf === undefined) {
      // The version first: the item read after it is at least as new.
      const version: number = await this.queries.execute(new GetContentItemVersionQuery(id));
      const item = await this.itemJson(actor, id);
      response.setHeader('ETag', versionTag(version));
      return item;
    }
    const item: string | null = await this.queries.execute(new GetContentItemAsOfQuery(actor.workspaceId, id, asOf));
    if (item === null) throw new NotFoundException('Content item not found.');
    return item;
  }

  @Requires('audit:read')
  @Get('content-items/:id/history')
  @ApiOperation({
    summary:
      'Every event of the item, oldest first: who did it and what changed (also for a deleted item). format=ndjson exports the stored events with their hashes, one JSON object a line',
  })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'ndjson'] })
  @ApiProduces('application/json', 'application/x-ndjson')
  @ApiOkResponse({ type: ContentHistoryEntryResponse, isArray: true })
  @ApiErrors(400, 404)
  async history(
    @CurrentActor() actor: Actor,
    @Param('id', ContentIdPipe) id: string,
    @Query('format') format: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContentHistoryEntry[] | string> {
    if (format !== undefined && format !== 'json' && format !== 'ndjson') {
      const message = 'format must be json or ndjson';
      throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message, errors: [message] });
    }
    const events: StoredEvent[] | null = await this.queries.execute(new GetContentItemEventsQuery(actor.workspaceId, id));
    if (events === null) throw new NotFoundException('Content item not found.');
    if (format !== 'ndjson') {
      const { userIds, apiKeyIds } = actorsToName(events);
      const [people, apiKeys]: Map<string, string>[] = await Promise.all([
        this.queries.execute(new FindPeopleNamesQuery(actor.workspaceId, userIds)),
        this.queries.execute(new FindApiKeyNamesQuery(actor.workspaceId, apiKeyIds)),
      ]);
      return contentHistory(events, { people, apiKeys });
    }
    response.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="content-${id}-history.ndjson"`);
    return events
      .map(({ position, streamId, version, type, data, metadata, hash }) => JSON.stringify({ position, streamId, version, type, data, metadata, hash }) + '\n')
      .join('');
  }

  @Requires('content:write')
  @Post('content-items')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({
    summary:
      'Register a content item with its source URLs, all or nothing (fresh, health score 0 unless given). With an externalId (unique per workspace) a repeat answers the existing item, updated, with 200',
  })
  @ApiCreatedResponse({ type: ContentItemResponse })
  @ApiOkResponse({ type: ContentItemResponse, description: 'The item already registered under this externalId, updated with what was sent' })
  @ApiErrors(400, 403, 409)
  async create(@CurrentActor() actor: Actor, @Body() body: CreateContentItemDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    if (body.externalId !== undefined) {
      const { contentId, created }: RegisteredByExternalId = await this.commands.execute(
        new RegisterByExternalIdCommand(actor, body as CreateContentItemDto & { externalId: string }),
      );
      if (!created) response.status(200);
      return this.itemJson(actor, contentId);
    }
    const id: string = await this.commands.execute(new RegisterContentItemCommand(actor, body));
    return this.itemJson(actor, id);
  }

  @Requires('content:write')
  @Post('content-items/:id/visit')
  @ApiOperation({
    summary:
      "A visitor viewed a visitor_triggered item's page: queues a check (202) unless the last one is younger than minTimeBetweenChecks minutes (200, with when the next may be queued)",
  })
  @ApiAcceptedResponse({ type: VisitResultResponse, description: 'A check was queued' })
  @ApiOkResponse({ type: VisitResultResponse, description: 'No check queued: the last one is too recent' })
  @ApiErrors(404, 409)
  async visit(@CurrentActor() actor: Actor, @Param('id', ContentIdPipe) id: string, @Res({ passthrough: true }) response: Response): Promise<VisitResult> {
    const result: VisitResult = await this.commands.execute(new RecordVisitCommand(actor, id));
    response.status(result.queued ? 202 : 200);
    return result;
  }

  @Requires('content:write')
  @Post('content-items/import')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Import up to 10,000 pages in one request: one result per entry, in order (created, duplicate, invalid, or over_limit past the plan's page limit), and the counts",
  })
  @ApiOkResponse({ type: ImportContentItemsResultResponse })
  @ApiErrors(400, 413)
  import(@CurrentActor() actor: Actor, @Body() body: ImportContentItemsDto): Promise<ImportContentItemsResult> {
    return this.commands.execute(new ImportContentItemsCommand(actor, body.urls));
  }

  @Requires('workspace:read')
  @Get('plan-usage')
  @ApiOperation({ summary: "The content screen's 'N of M pages': the plan whose limit holds, the items counted and the limit" })
  @ApiOkResponse({ type: PlanUsageResponse })
  planUsage(@CurrentActor() actor: Actor): Promise<PlanUsage> {
    return this.queries.execute(new GetPlanUsageQuery(actor));
  }

  @Requires('content:write')
  @Patch('content-items/:id')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({
    summary:
      'Edit a content item; only the fields sent change. Concurrent edits all apply, one after the other; with If-Match, an item changed since that ETag is 409. The reply carries the new ETag',
  })
  @ApiHeader({ name: 'If-Match', required: false, description: 'The ETag of an earlier write\'s reply, such as "12"' })
  @ApiOkResponse({ type: ContentItemResponse })
  @ApiErrors(400, 404, 409)
  async edit(
    @CurrentActor() actor: Actor,
    @Param('id', ContentIdPipe) id: string,
    @Body() body: UpdateContentItemDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const version: number = await this.commands.execute(new EditContentItemCommand(actor, id, body, versionFromIfMatch(ifMatch)));
    response.setHeader('ETag', versionTag(version));
    return this.itemJson(actor, id);
  }

  @Requires('content:write')
  @Delete('content-items/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a content item (its history stays in the event log)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(404, 409)
  async remove(@CurrentActor() actor: Actor, @Param('id', ContentIdPipe) id: string): Promise<void> {
    await this.commands.execute(new DeleteContentItemCommand(actor, id));
  }

  @Requires('content:write')
  @Post('content-items/:id/source-urls')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Add an external source URL that the item cites; replies with the item' })
  @ApiCreatedResponse({ type: ContentItemResponse })
  @ApiErrors(400, 404, 409)
  async addSourceUrl(@CurrentActor() actor: Actor, @Param('id', ContentIdPipe) id: string, @Body() body: AddSourceUrlDto): Promise<string> {
    await this.commands.execute(new AddSourceUrlCommand(actor, id, body.url, body.description || null));
    return this.itemJson(actor, id);
  }

  @Requires('workspace:read', { asOf: 'audit:read' })
  @Get('analytics/content-stats')
  @ApiOperation({ summary: 'Counts by status and the average health score; with asOf, as they stood at that instant (folded from the events up to then)' })
  @ApiQuery({ name: 'asOf', required: false, description: 'ISO 8601 date or date-time (a bare date: the end of that day, UTC)' })
  @ApiOkResponse({ type: ContentStatsResponse })
  @ApiErrors(400)
  stats(@CurrentActor() actor: Actor, @Query('asOf', instantPipe('asOf')) asOf: Date | undefined): Promise<ContentStats> {
    if (asOf !== undefined) return this.queries.execute(new GetContentStatsAsOfQuery(actor.workspaceId, asOf));
    return this.queries.execute(new GetContentStatsQuery(actor.workspaceId));
  }

  @Requires('workspace:read')
  @Get('analytics/dashboard')
  @ApiOperation({
    summary:
      "The dashboards' figures and short lists (stats, recent content and activities, priority actions, health overview, this week's performance), as computed from the whole list, without sending it",
  })
  @ApiOkResponse({ type: DashboardSummaryResponse })
  dashboard(@CurrentActor() actor: Actor): Promise<DashboardSummary> {
    return this.queries.execute(new GetDashboardQuery(actor.workspaceId, this.clock.now()));
  }

  private async itemJson(actor: Actor, id: string): Promise<string> {
    const item: string | null = await this.queries.execute(new GetContentItemQuery(actor.workspaceId, id));
    if (item === null) throw new NotFoundException('Content item not found.');
    return item;
  }
}
