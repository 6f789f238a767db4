import type { Actor } from '../../../../shared/domain/actor';

/** The content screen's 'N of M pages': the plan whose limit holds, the items counted against it and the limit. */
export class GetPlanUsageQuery {
  constructor(readonly actor: Actor) {}
}
