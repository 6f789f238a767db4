import type { Actor } from '../../../../shared/domain/actor';

/**
 * Count an item of a bulk refresh as failed without analysing it (it was deleted before its turn), so that the
 * job still completes.
 */
export class SkipBulkAnalysisItemCommand {
  constructor(
    readonly actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    readonly jobId: string,
    readonly contentId: string,
    readonly reason: string,
  ) {}
}
