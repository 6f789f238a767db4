import type { ImportSitemapResult } from '@freshwatch/contracts';
import { ImportSitemapDto } from '@freshwatch/contracts/dto';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../shared/domain/actor';
import { ApiErrors } from '../../shared/http/openapi';
import { CurrentActor, Requires } from '../identity';
import { ImportSitemapCommand } from './commands/import-sitemap/import-sitemap.command';
import { ImportSitemapResultResponse } from './sitemap-import.response';

@ApiTags('content')
@ApiErrors(401)
@Controller()
export class SitemapsHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Requires('content:write')
  @Post('content-items/import-sitemap')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Import a whole site from its sitemap: follows sitemap indexes, reads gzip sitemaps, takes each page's lastmod as its last updated date, skips pages already monitored and those past the plan's page limit, and says what it skipped and why",
  })
  @ApiOkResponse({ type: ImportSitemapResultResponse })
  @ApiErrors(400)
  importSitemap(@CurrentActor() actor: Actor, @Body() body: ImportSitemapDto): Promise<ImportSitemapResult> {
    return this.commands.execute(new ImportSitemapCommand(actor, body.url));
  }
}
