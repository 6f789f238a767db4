import type { ImportContentItemsResult, ImportUrlResult } from '@freshwatch/contracts';
import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { IdGenerator } from '../../../../shared/domain/clock';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import type { Actor } from '../../../../shared/domain/actor';
import { AnalyseImportedItemsCommand } from '../analyse-imported-items/analyse-imported-items.command';
import { contentItemModel, decideRegister } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import { PageLimit, type Room } from '../../page-limit/page-limit';
import { ImportContentItemsCommand } from './import-content-items.command';
import { importedItemFields, normaliseMonitored, planImport, summariseImport } from './import-plan';
import { monitoredUrls } from './monitored-urls';

/** The pages past the plan's page limit, in the order given, are reported over_limit with the limit's message. */
function limitToRoom(plan: ReturnType<typeof planImport>, room: Room): ReturnType<typeof planImport> {
  if (room.left === null) return plan;
  let left = room.left;
  return plan.map((planned) => {
    if (planned.status !== 'created') return planned;
    if (left > 0) {
      left -= 1;
      return planned;
    }
    return { url: planned.entry, status: 'over_limit', message: room.refusal.message };
  });
}

/**
 * One request for a whole import: every new page is still its own stream with its own ContentItemRegistered,
 * decided by decideRegister like any other registration, but all of them are written in one append (all or
 * nothing) and the reply waits until the read models list them.
 *
 * Duplicates are judged against the read model, so two imports of the same page racing each other can both
 * create it; the same holds for two Add Content dialogs, and nothing worse than a second item follows.
 *
 * The created pages are then analysed at once, as one analysis job whose id the reply carries, whoever imports
 * them (the web app, the plugin, a script): otherwise they would look fresh, untitled, until the next scheduled
 * check. The job is asked for after the workspace lock is released; if it cannot start, the pages stay imported,
 * the reply's analysisJobId is null, and the scheduled checks analyse them later.
 */
@CommandHandler(ImportContentItemsCommand)
export class ImportContentItemsHandler implements ICommandHandler<ImportContentItemsCommand, ImportContentItemsResult> {
  private readonly logger = new Logger('ImportContentItems');

  constructor(
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
    private readonly dataSource: DataSource,
    private readonly pageLimit: PageLimit,
    private readonly commands: CommandBus,
  ) {}

  async execute(command: ImportContentItemsCommand): Promise<ImportContentItemsResult> {
    const imported = await this.pageLimit.withRoom(command.actor, (room) => this.import(command, room));
    const created = imported.results.flatMap((r) => (r.status === 'created' && r.id ? [r.id] : []));
    const analysisJobId = command.analyse ? await this.analyse(command.actor, created) : null;
    return { ...imported, analysisJobId };
  }

  private async analyse(actor: Actor, contentIds: string[]): Promise<string | null> {
    if (contentIds.length === 0) return null;
    try {
      return await this.commands.execute(new AnalyseImportedItemsCommand(actor, contentIds));
    } catch (error) {
      this.logger.error(`The analysis of ${contentIds.length} imported pages could not start: ${(error as Error).stack ?? error}`);
      return null;
    }
  }

  private async import({ actor, urls, lastUpdated }: ImportContentItemsCommand, room: Room): Promise<Omit<ImportContentItemsResult, 'analysisJobId'>> {
    const monitored = normaliseMonitored(await monitoredUrls(this.dataSource, actor.workspaceId));
    const plan = limitToRoom(planImport(urls, monitored), room);
    // Every page of an import is registered at the same instant, and the list orders items of one instant by
    // id: handing the (random) ids out in ascending order lists the import in the order the person gave it.
    const ids = plan
      .filter((p) => p.status === 'created')
      .map(() => this.ids.next())
      .sort();
    const newItems: { contentId: string; url: string; entry: string }[] = [];
    const results = plan.map((planned): ImportUrlResult => {
      if (planned.status !== 'created') return planned;
      const contentId = ids[newItems.length];
      newItems.push({ contentId, url: planned.url, entry: planned.entry });
      return { url: planned.entry, status: 'created', id: contentId };
    });
    await this.executor.startStreams(
      contentItemModel,
      newItems.map(({ contentId, url, entry }) => ({
        streamId: contentStream(contentId),
        decide: (state) =>
          decideRegister({ contentId, workspaceId: actor.workspaceId, fields: importedItemFields(url, lastUpdated.get(entry) ?? null), sourceUrls: [] }, state),
      })),
      actor,
    );
    return summariseImport(results);
  }
}
