import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { IdGenerator } from '../../../../shared/domain/clock';
import { DomainError, DomainErrorException, isDomainError } from '../../../../shared/domain/domain-error';
import { WrongExpectedVersionError } from '../../../../shared/event-store/event-store.port';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemModel, decideRegister, newContentItemFields, visibleTo } from '../../domain/content-item';
import { contentStream } from '../../domain/content-item.events';
import { decideExternalId, externalIdModel, externalIdStream } from '../../domain/external-id';
import { PageLimit, refuseWhenFull, type Room } from '../../page-limit/page-limit';
import { alreadyMonitored, findMonitoredItem } from '../import-content-items/monitored-urls';
import { RegisterByExternalIdCommand, RegisteredByExternalId } from './register-by-external-id.command';
import { decideUpdateByExternalId } from './register-by-external-id.decide';

const ATTEMPTS = 10;

/**
 * Creates the item and claims its name in one append, or updates the live item that holds the name. Two
 * requests racing on a new name both decide 'create'; the claim stream's expected version lets one append
 * through and the other decides again, now finding the item to update.
 */
@CommandHandler(RegisterByExternalIdCommand)
export class RegisterByExternalIdHandler implements ICommandHandler<RegisterByExternalIdCommand, RegisteredByExternalId> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
    private readonly pageLimit: PageLimit,
    private readonly dataSource: DataSource,
  ) {}

  /** Serialised with the workspace's other registrations: a new name takes a place under the plan's page limit. */
  execute(command: RegisterByExternalIdCommand): Promise<RegisteredByExternalId> {
    return this.pageLimit.withRoom(command.actor, (room) => this.register(command, room));
  }

  private async register({ actor, input }: RegisterByExternalIdCommand, room: Room): Promise<RegisteredByExternalId> {
    const { workspaceId } = actor;
    const claimStream = externalIdStream(workspaceId, input.externalId);
    for (let attempt = 1; ; attempt++) {
      const claim = await this.executor.load(claimStream, externalIdModel);
      const holder = claim.state.contentId ? (await this.executor.load(contentStream(claim.state.contentId), contentItemModel)).state : null;
      const newContentId = this.ids.next();
      const decision = decideExternalId(
        { workspaceId, externalId: input.externalId, newContentId },
        claim.state,
        holder !== null && visibleTo(holder, workspaceId),
      );
      if (decision.kind === 'update') {
        const { sourceUrls, externalId: _externalId, ...fields } = input;
        const update = { contentId: decision.contentId, workspaceId, input: fields, sourceUrls: this.newSources(sourceUrls ?? []) };
        const { append } = await this.executor.execute(
          contentStream(decision.contentId),
          contentItemModel,
          (state) => decideUpdateByExternalId(update, state),
          actor,
        );
        // Nothing changed, but the item may have been registered by a concurrent request an instant ago.
        if (append === null) await this.executor.catchUpWithStream(contentStream(decision.contentId));
        return { contentId: decision.contentId, created: false };
      }
      // A new name for a page already monitored under another (or no) name is a duplicate, as without a name.
      const existing = await findMonitoredItem(this.dataSource, workspaceId, input.url);
      if (existing) throw new DomainErrorException(alreadyMonitored(existing));
      refuseWhenFull(room);
      const registered = decideRegister(
        {
          contentId: newContentId,
          workspaceId,
          externalId: input.externalId,
          fields: newContentItemFields(input),
          sourceUrls: this.newSources(input.sourceUrls ?? []),
        },
        contentItemModel.initialState,
      );
      if (isDomainError(registered)) throw new DomainErrorException(registered);
      try {
        await this.executor.appendTogether(
          [
            { streamId: contentStream(newContentId), events: registered, expectedVersion: 0 },
            { streamId: claimStream, events: [decision.claim], expectedVersion: claim.version },
          ],
          actor,
        );
        return { contentId: newContentId, created: true };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= ATTEMPTS)
          throw new DomainErrorException(new DomainError('CONCURRENT_CHANGE', 'conflict', 'Someone else changed this at the same time. Please try again.'));
      }
    }
  }

  private newSources(sources: { url: string; description?: string | null }[]) {
    return sources.map(({ url, description }) => ({ sourceUrlId: this.ids.next(), url, description: description || null }));
  }
}
