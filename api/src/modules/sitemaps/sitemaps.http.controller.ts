import type { ImportSitemapResult, SitemapSubscription } from '@freshwatch/contracts';
import { ImportSitemapDto } from '@freshwatch/contracts/dto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../shared/domain/actor';
import { idPipe } from '../../shared/http/id.pipe';
import { ApiErrors } from '../../shared/http/openapi';
import { CurrentActor, Requires } from '../identity';
import { ImportSitemapCommand } from './commands/import-sitemap/import-sitemap.command';
import { UnsubscribeSitemapCommand } from './commands/unsubscribe-sitemap/unsubscribe-sitemap.command';
import { ListSitemapsQuery } from './queries/list-sitemaps/list-sitemaps.query';
import { ImportSitemapResultResponse, SitemapSubscriptionResponse } from './sitemap-import.response';

// ESLint's no-useless-assignment does not see a read inside a parameter decorator (@Param('id', Pipe)).
// eslint-disable-next-line no-useless-assignment
const SitemapIdPipe = idPipe('Sitemap');

@ApiTags('content')
@ApiErrors(401)
@Controller()
export class SitemapsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Requires('content:write')
  @Post('content-items/import-sitemap')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Import a whole site from its sitemap: follows sitemap indexes, reads gzip sitemaps, takes each page's lastmod as its last updated date, skips pages already monitored and those past the plan's page limit, and says what it skipped and why. With resync (daily or weekly), keeps the sitemap and reads it again on that schedule, adding the pages it newly lists",
  })
  @ApiOkResponse({ type: ImportSitemapResultResponse })
  @ApiErrors(400)
  importSitemap(@CurrentActor() actor: Actor, @Body() body: ImportSitemapDto): Promise<ImportSitemapResult> {
    return this.commands.execute(new ImportSitemapCommand(actor, body.url, body.resync ?? null));
  }

  @Requires('workspace:read')
  @Get('sitemaps')
  @ApiTags('sitemaps')
  @ApiOperation({ summary: "The workspace's re-synced sitemaps, oldest first, with the last reading's result and the next one's time" })
  @ApiOkResponse({ type: SitemapSubscriptionResponse, isArray: true })
  sitemaps(@CurrentActor() actor: Actor): Promise<SitemapSubscription[]> {
    return this.queries.execute(new ListSitemapsQuery(actor.workspaceId));
  }

  @Requires('content:write')
  @Delete('sitemaps/:id')
  @HttpCode(204)
  @ApiTags('sitemaps')
  @ApiOperation({ summary: 'Stop re-syncing a sitemap; the pages it brought in stay monitored' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(404, 409)
  async remove(@CurrentActor() actor: Actor, @Param('id', SitemapIdPipe) id: string): Promise<void> {
    await this.commands.execute(new UnsubscribeSitemapCommand(actor, id));
  }
}
