import type { PlanType } from '@freshwatch/contracts';

/** The plan whose page limit holds for a workspace now (the past_due grace period applied), and that limit. */
export class GetPlanStandingQuery {
  constructor(readonly workspaceId: string) {}
}

export interface PlanStandingResult {
  planType: PlanType;
  /** null: no limit. */
  pageLimit: number | null;
}
