import type { AnalysisJobProgress, BulkAnalysisStarted, HealthHistoryEntry } from '@freshwatch/contracts';
import { BulkAnalyzeDto } from '@freshwatch/contracts/dto';
import { Body, Controller, Get, Header, HttpCode, MessageEvent, NotFoundException, Param, Post, Sse, UnprocessableEntityException } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { distinctUntilChanged, from, interval, map, Observable, startWith, switchMap, takeWhile } from 'rxjs';
import type { Actor } from '../../shared/domain/actor';
import { ContentIdPipe, idPipe } from '../../shared/http/id.pipe';
import { ApiErrors } from '../../shared/http/openapi';
import { ContentItemResponse, GetContentItemQuery } from '../content';
import { CurrentActor, Requires } from '../identity';
import { AnalysisJobProgressResponse, BulkAnalysisStartedResponse, ComparisonResultResponse, HealthHistoryEntryResponse } from './analysis.response';
import { AnalyzeContentItemCommand, AnalyzeContentItemResult } from './commands/analyze-content-item/analyze-content-item.command';
import { CompareContentItemCommand, CompareContentItemResult } from './commands/compare-content-item/compare-content-item.command';
import { RequestBulkAnalysisCommand } from './commands/request-bulk-analysis/request-bulk-analysis.command';
import { GetAnalysisJobQuery } from './queries/get-analysis-job/get-analysis-job.query';
import { GetHealthHistoryQuery } from './queries/get-health-history/get-health-history.query';

const AnalysisJobIdPipe = idPipe('Analysis job');
/** How often the progress stream looks at the read model. */
const PROGRESS_POLL_MS = 500;

@ApiTags('analysis')
@ApiErrors(401)
@Controller()
export class AnalysisHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Requires('content:write')
  @Post('content-items/:id/analyze')
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: "Analyse the item's page now; 422 with the reason when the page cannot be fetched" })
  @ApiOkResponse({ type: ContentItemResponse, description: 'The item with its new analysis' })
  @ApiErrors(404, 409, 422)
  async analyze(@CurrentActor() actor: Actor, @Param('id', ContentIdPipe) id: string): Promise<string> {
    const result: AnalyzeContentItemResult = await this.commands.execute(new AnalyzeContentItemCommand(actor, id));
    if (result.outcome === 'failed')
      throw new UnprocessableEntityException({ statusCode: 422, error: 'Unprocessable Entity', message: result.reason, code: result.code });
    return this.itemJson(actor, id);
  }

  @Requires('content:write')
  @Post('content-items/:id/compare')
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Compare the source URLs with their last comparison; a changed source moves the item to needs_update' })
  @ApiOkResponse({ type: ComparisonResultResponse })
  @ApiErrors(404, 409)
  async compare(@CurrentActor() actor: Actor, @Param('id', ContentIdPipe) id: string): Promise<string> {
    const result: CompareContentItemResult = await this.commands.execute(new CompareContentItemCommand(actor, id));
    return `{"item":${await this.itemJson(actor, id)},"sources":${JSON.stringify(result.sources)}${result.aiVerdict ? `,"aiVerdict":${JSON.stringify(result.aiVerdict)}` : ''}}`;
  }

  @Requires('content:write')
  @Post('content-items/bulk-analyze')
  @HttpCode(202)
  @ApiOperation({ summary: "Start a bulk refresh of the listed contentIds, or with all: true of every item ('Refresh All'); 202 with the job id at once" })
  @ApiAcceptedResponse({ type: BulkAnalysisStartedResponse })
  @ApiErrors(400)
  bulkAnalyze(@CurrentActor() actor: Actor, @Body() body: BulkAnalyzeDto): Promise<BulkAnalysisStarted> {
    return this.commands.execute(new RequestBulkAnalysisCommand(actor, body.all ? { all: true } : { contentIds: body.contentIds! }));
  }

  @Requires('workspace:read')
  @Get('analysis-jobs/:jobId')
  @ApiOperation({ summary: "A bulk refresh's progress: total, done, failed, running or completed" })
  @ApiOkResponse({ type: AnalysisJobProgressResponse })
  @ApiErrors(404)
  async job(@CurrentActor() actor: Actor, @Param('jobId', AnalysisJobIdPipe) jobId: string): Promise<AnalysisJobProgress> {
    const progress: AnalysisJobProgress | null = await this.queries.execute(new GetAnalysisJobQuery(actor.workspaceId, jobId));
    if (!progress) throw new NotFoundException('Analysis job not found.');
    return progress;
  }

  @Requires('workspace:read')
  @Sse('analysis-jobs/:jobId/events')
  @ApiOperation({ summary: "A bulk refresh's progress as server-sent events, ending when it completes" })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: "Server-sent events named `progress`, each one's data a JSON AnalysisJobProgress",
    content: { 'text/event-stream': { schema: { $ref: getSchemaPath(AnalysisJobProgressResponse) } } },
  })
  @ApiErrors(404)
  async jobEvents(@CurrentActor() actor: Actor, @Param('jobId', AnalysisJobIdPipe) jobId: string): Promise<Observable<MessageEvent>> {
    await this.job(actor, jobId);
    return interval(PROGRESS_POLL_MS).pipe(
      startWith(0),
      switchMap(() => from(this.queries.execute(new GetAnalysisJobQuery(actor.workspaceId, jobId)) as Promise<AnalysisJobProgress>)),
      distinctUntilChanged((a, b) => a.done === b.done && a.failed === b.failed),
      takeWhile((progress) => progress.status !== 'completed', true),
      map((progress) => ({ type: 'progress', data: progress })),
    );
  }

  @Requires('workspace:read')
  @Get('content-items/:id/health-history')
  @ApiOperation({ summary: "The item's health score and sub-scores at every analysis, oldest first (for reports and auditors)" })
  @ApiOkResponse({ type: HealthHistoryEntryResponse, isArray: true })
  @ApiErrors(404)
  async healthHistory(@CurrentActor() actor: Actor, @Param('id', ContentIdPipe) id: string): Promise<HealthHistoryEntry[]> {
    const history: HealthHistoryEntry[] | null = await this.queries.execute(new GetHealthHistoryQuery(actor.workspaceId, id));
    if (!history) throw new NotFoundException('Content item not found.');
    return history;
  }

  private async itemJson(actor: Actor, id: string): Promise<string> {
    const item: string | null = await this.queries.execute(new GetContentItemQuery(actor.workspaceId, id));
    if (item === null) throw new NotFoundException('Content item not found.');
    return item;
  }
}
