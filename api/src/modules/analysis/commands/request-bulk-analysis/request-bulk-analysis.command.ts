import type { Actor } from '../../../../shared/domain/actor';

/** The items of a bulk refresh: the listed ones, or every item of the workspace when the request is made ('Refresh All'). */
export type BulkAnalysisSelection = { contentIds: string[] } | { all: true };

/** Start a bulk refresh of the selected items; answers with the job id at once. */
export class RequestBulkAnalysisCommand {
  constructor(
    readonly actor: Actor,
    readonly selection: BulkAnalysisSelection,
  ) {}
}
