import type { Actor } from '../../../../shared/domain/actor';

/** Start a bulk refresh ('Refresh All') of the listed items; answers with the job id at once. */
export class RequestBulkAnalysisCommand {
  constructor(
    readonly actor: Actor,
    readonly contentIds: string[],
  ) {}
}
