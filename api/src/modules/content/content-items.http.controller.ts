import {
  EXPORT_FORMATS,
  exportCsvHeader,
  exportCsvRow,
  exportFileName,
  type ContentStats,
  type ExportedContentItem,
  type ExportFormat,
  type ImportContentItemsResult,
} from '@freshwatch/contracts';
import { AddSourceUrlDto, CreateContentItemDto, ImportContentItemsDto, UpdateContentItemDto } from '@freshwatch/contracts/dto';
import { BadRequestException, Body, Controller, Delete, Get, Header, HttpCode, NotFoundException, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { Clock } from '../../shared/domain/clock';
import type { Actor } from '../../shared/domain/actor';
import { ContentIdPipe } from '../../shared/http/id.pipe';
import { ApiErrors } from '../../shared/http/openapi';
import { CurrentActor } from '../identity';
import { AddSourceUrlCommand } from './commands/add-source-url/add-source-url.command';
import { DeleteContentItemCommand } from './commands/delete-content-item/delete-content-item.command';
import { EditContentItemCommand } from './commands/edit-content-item/edit-content-item.command';
import { ImportContentItemsCommand } from './commands/import-content-items/import-content-items.command';
import { RegisterContentItemCommand } from './commands/register-content-item/register-content-item.command';
import { ContentItemResponse, ContentStatsResponse, ExportedContentItemResponse, ImportContentItemsResultResponse } from './content-item.response';
import { writeExport } from './export/write-export';
import { ContentItemsExport } from './queries/export-content-items/content-items-export';
import { GetContentStatsQuery } from './queries/get-content-stats/get-content-stats.query';
import { GetContentItemQuery, ListContentItemsQuery } from './queries/list-content-items/list-content-items.query';

const JSON_ARRAY = {
  start: '[',
  item: (item: ExportedContentItem, index: number) => (index === 0 ? '\n' : ',\n') + JSON.stringify(item),
  end: (count: number) => (count === 0 ? ']\n' : '\n]\n'),
};
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

  @Get('content-items')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: "The workspace's content items, newest first" })
  @ApiOkResponse({ type: ContentItemResponse, isArray: true })
  list(@CurrentActor() actor: Actor): Promise<string> {
    return this.queries.execute(new ListContentItemsQuery(actor.workspaceId));
  }

  // Declared before any `content-items/:id` route so that 'export' is never taken for an id.
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
    await writeExport(res, this.exports.pages(actor.workspaceId), json ? JSON_ARRAY : CSV_TABLE);
  }

  @Post('content-items')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Register a content item with its source URLs, all or nothing (fresh, health score 0 unless given)' })
  @ApiCreatedResponse({ type: ContentItemResponse })
  @ApiErrors(400)
  async create(@CurrentActor() actor: Actor, @Body() body: CreateContentItemDto): Promise<string> {
    const id: string = await this.commands.execute(new RegisterContentItemCommand(actor, body));
    return this.itemJson(actor, id);
  }

  @Post('content-items/import')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Import up to 10,000 pages in one request: one result per entry, in order (created, duplicate or invalid), and the counts',
  })
  @ApiOkResponse({ type: ImportContentItemsResultResponse })
  @ApiErrors(400, 413)
  import(@CurrentActor() actor: Actor, @Body() body: ImportContentItemsDto): Promise<ImportContentItemsResult> {
    return this.commands.execute(new ImportContentItemsCommand(actor, body.urls));
  }

  @Patch('content-items/:id')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Edit a content item; only the fields sent change' })
  @ApiOkResponse({ type: ContentItemResponse })
  @ApiErrors(400, 404, 409)
  async edit(@CurrentActor() actor: Actor, @Param('id', ContentIdPipe) id: string, @Body() body: UpdateContentItemDto): Promise<string> {
    await this.commands.execute(new EditContentItemCommand(actor, id, body));
    return this.itemJson(actor, id);
  }

  @Delete('content-items/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a content item (its history stays in the event log)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(404, 409)
  async remove(@CurrentActor() actor: Actor, @Param('id', ContentIdPipe) id: string): Promise<void> {
    await this.commands.execute(new DeleteContentItemCommand(actor, id));
  }

  @Post('content-items/:id/source-urls')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Add an external source URL that the item cites; replies with the item' })
  @ApiCreatedResponse({ type: ContentItemResponse })
  @ApiErrors(400, 404, 409)
  async addSourceUrl(@CurrentActor() actor: Actor, @Param('id', ContentIdPipe) id: string, @Body() body: AddSourceUrlDto): Promise<string> {
    await this.commands.execute(new AddSourceUrlCommand(actor, id, body.url, body.description || null));
    return this.itemJson(actor, id);
  }

  @Get('analytics/content-stats')
  @ApiOperation({ summary: 'Counts by status and the average health score' })
  @ApiOkResponse({ type: ContentStatsResponse })
  stats(@CurrentActor() actor: Actor): Promise<ContentStats> {
    return this.queries.execute(new GetContentStatsQuery(actor.workspaceId));
  }

  private async itemJson(actor: Actor, id: string): Promise<string> {
    const item: string | null = await this.queries.execute(new GetContentItemQuery(actor.workspaceId, id));
    if (item === null) throw new NotFoundException('Content item not found.');
    return item;
  }
}
