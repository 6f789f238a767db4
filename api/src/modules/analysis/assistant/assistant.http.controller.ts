import { NO_CONTENT_MESSAGE, type AiConnectionTest, type PageTitleLookup, type ScrapedPage, type WritingSuggestions } from '@freshwatch/contracts';
import { AiWritingAssistantDto, ScrapeContentDto } from '@freshwatch/contracts/dto';
import { BadRequestException, Body, Controller, HttpCode, Post, UnprocessableEntityException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../shared/domain/actor';
import { ApiErrors } from '../../../shared/http/openapi';
import { CurrentActor, Requires } from '../../identity';
import { AiConnectionTester } from '../ai/ai-connection-test';
import { AiConnectionTestResponse, PageTitleLookupResponse, ScrapedPageResponse, WritingSuggestionsResponse } from '../analysis.response';
import { FetchFailure } from '../../../shared/outbound';
import { PageScraper } from './page-scraper';
import { WritingAssistant } from './writing-assistant';

/** The form's helpers (title from the URL, writing suggestions) and Settings' AI connection test. */
@ApiTags('analysis')
@ApiErrors(401)
@Controller()
export class AssistantHttpController {
  constructor(
    private readonly scraper: PageScraper,
    private readonly writing: WritingAssistant,
    private readonly connection: AiConnectionTester,
  ) {}

  @Requires('content:write')
  @Post('scrape-content')
  @HttpCode(200)
  @ApiOperation({ summary: "A page's title, description and a few facts, through the guarded fetcher; 422 with the reason on failure" })
  @ApiOkResponse({ type: ScrapedPageResponse })
  @ApiErrors(400, 422)
  async scrape(@CurrentActor() actor: Actor, @Body() body: ScrapeContentDto): Promise<ScrapedPage> {
    try {
      return await this.scraper.scrape(actor.workspaceId, body.url);
    } catch (error) {
      if (error instanceof FetchFailure)
        throw new UnprocessableEntityException({ statusCode: 422, error: 'Unprocessable Entity', message: error.reason, code: error.code });
      throw error;
    }
  }

  /** The Add dialog's title lookup: a page that cannot be fetched is an answer (200), not an error to log. */
  @Requires('content:write')
  @Post('page-title')
  @HttpCode(200)
  @ApiOperation({ summary: "A page's own title for the Add dialog, through the guarded fetcher; 200 with the reason when the page cannot be fetched" })
  @ApiOkResponse({ type: PageTitleLookupResponse })
  @ApiErrors(400)
  async pageTitle(@CurrentActor() actor: Actor, @Body() body: ScrapeContentDto): Promise<PageTitleLookup> {
    try {
      const page = await this.scraper.scrape(actor.workspaceId, body.url);
      return { title: page.title.trim() || null, failure: null };
    } catch (error) {
      if (error instanceof FetchFailure) return { title: null, failure: error.reason };
      throw error;
    }
  }

  @Requires('content:write')
  @Post('ai-writing-assistant')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suggestions for a form field: from the AI model when configured, from editing rules otherwise' })
  @ApiOkResponse({ type: WritingSuggestionsResponse })
  @ApiErrors(400)
  async suggest(@CurrentActor() actor: Actor, @Body() body: AiWritingAssistantDto): Promise<WritingSuggestions> {
    if (body.text.trim() === '' && !body.selectedText?.trim()) {
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: NO_CONTENT_MESSAGE,
        errors: ['text must not be empty unless selectedText is given'],
      });
    }
    return { suggestions: await this.writing.suggest(actor.workspaceId, body) };
  }

  @Requires('settings:write')
  @Post('test-openai')
  @HttpCode(200)
  @ApiOperation({ summary: 'Tests the configured AI key, address and model with one small request' })
  @ApiOkResponse({ type: AiConnectionTestResponse })
  testOpenAi(@CurrentActor() actor: Actor): Promise<AiConnectionTest> {
    return this.connection.test(actor.workspaceId);
  }
}
