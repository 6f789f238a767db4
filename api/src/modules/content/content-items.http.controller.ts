import type { ContentHistoryEntry, ContentStats, ImportContentItemsResult } from '@freshwatch/contracts';
import { AddSourceUrlDto, CreateContentItemDto, ImportContentItemsDto, UpdateContentItemDto } from '@freshwatch/contracts/dto';
import { BadRequestException, Body, Controller, Delete, Get, Header, HttpCode, NotFoundException, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../../shared/domain/actor';
import type { StoredEvent } from '../../shared/event-store/event-store.port';
import { ContentIdPipe } from '../../shared/http/id.pipe';
import { instantPipe } from '../../shared/http/instant.pipe';
import { ApiErrors } from '../../shared/http/openapi';
import { CurrentActor } from '../identity';
import { AddSourceUrlCommand } from './commands/add-source-url/add-source-url.command';
import { DeleteContentItemCommand } from './commands/delete-content-item/delete-content-item.command';
import { EditContentItemCommand } from './commands/edit-content-item/edit-content-item.command';
import { ImportContentItemsCommand } from './commands/import-content-items/import-content-items.command';
import { RegisterContentItemCommand } from './commands/register-content-item/register-content-item.command';
import { ContentHistoryEntryResponse } from './content-history.response';
import { ContentItemResponse, ContentStatsResponse, ImportContentItemsResultResponse } from './content-item.response';
import { GetContentItemAsOfQuery, GetContentStatsAsOfQuery } from './queries/as-of/as-of.query';
import { contentHistory } from './queries/get-content-item-history/content-history';
import { GetContentItemEventsQuery } from './queries/get-content-item-history/get-content-item-history.query';
import { GetContentStatsQuery } from './queries/get-content-stats/get-content-stats.query';
import { GetContentItemQuery, ListContentItemsQuery } from './queries/list-content-items/list-content-items.query';

/** Items are sent as the JSON text the read model keeps (see ContentItemRow.document); documented as ContentItem. */
@ApiTags('content')
@ApiErrors(401)
@Controller()
export class ContentItemsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('content-items')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: "The workspace's content items, newest first" })
  @ApiOkResponse({ type: ContentItemResponse, isArray: true })
  list(@CurrentActor() actor: Actor): Promise<string> {
    return this.queries.execute(new ListContentItemsQuery(actor.workspaceId));
  }

  @Get('content-items/:id')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'One content item; with asOf, the item as this route answered at that instant, folded from its events up to then' })
  @ApiQuery({ name: 'asOf', required: false, description: 'ISO 8601 date or date-time (a bare date: the end of that day, UTC)' })
  @ApiOkResponse({ type: ContentItemResponse })
  @ApiErrors(400, 404)
  async get(
    @CurrentActor() actor: Actor,
    @Param('id', ContentIdPipe) id: string,
    @Query('asOf', instantPipe('asOf')) asOf: Date | undefined,
  ): Promise<string> {
    if (asOf === undefined) return this.itemJson(actor, id);
    const item: string | null = await this.queries.execute(new GetContentItemAsOfQuery(actor.workspaceId, id, asOf));
    if (item === null) throw new NotFoundException('Content item not found.');
    return item;
  }

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
    if (format !== 'ndjson') return contentHistory(events);
    response.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="content-${id}-history.ndjson"`);
    return events.map(({ position, streamId, version, type, data, metadata, hash }) => JSON.stringify({ position, streamId, version, type, data, metadata, hash }) + '\n').join('');
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
  @ApiOperation({ summary: 'Counts by status and the average health score; with asOf, as they stood at that instant (folded from the events up to then)' })
  @ApiQuery({ name: 'asOf', required: false, description: 'ISO 8601 date or date-time (a bare date: the end of that day, UTC)' })
  @ApiOkResponse({ type: ContentStatsResponse })
  @ApiErrors(400)
  stats(@CurrentActor() actor: Actor, @Query('asOf', instantPipe('asOf')) asOf: Date | undefined): Promise<ContentStats> {
    if (asOf !== undefined) return this.queries.execute(new GetContentStatsAsOfQuery(actor.workspaceId, asOf));
    return this.queries.execute(new GetContentStatsQuery(actor.workspaceId));
  }

  private async itemJson(actor: Actor, id: string): Promise<string> {
    const item: string | null = await this.queries.execute(new GetContentItemQuery(actor.workspaceId, id));
    if (item === null) throw new NotFoundException('Content item not found.');
    return item;
  }
}
