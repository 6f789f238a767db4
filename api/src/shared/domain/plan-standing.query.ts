import type { PlanAllowance, PlanType, SubscriptionStatus } from '@freshwatch/contracts';

/**
 * A workspace's plan standing: the plan whose limits hold now (the past_due grace period applied) and what the
 * workspace may do on it (planAllowance in contracts, the administrator's workspace unlimited). Billing answers
 * it; it is declared here rather than in billing so that identity, which billing depends on, can ask it too
 * (invitations and joining) without an import cycle.
 */
export class GetPlanStandingQuery {
  constructor(readonly workspaceId: string) {}
}

export interface PlanStandingResult extends PlanAllowance {
  planType: PlanType;
  /** The workspace's subscription status as recorded (the header and the Billing page show it to every member). */
  subscriptionStatus: SubscriptionStatus;
  /** The instance administrator is an owner of the workspace, so its plan limits nothing. */
  administered: boolean;
}
