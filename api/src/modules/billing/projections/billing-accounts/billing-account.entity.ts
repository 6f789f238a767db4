import type { PlanType, SubscriptionStatus } from '@freshwatch/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Read model: each account's subscription as billing needs it (the Billing page, the page limits), from
 * identity's events. pastDueSince starts the grace period; currentPeriodEnd is in unix seconds, as Stripe gives it.
 */
@Entity('billing_accounts')
export class BillingAccountRow {
  /** The user id: every account is one user with a workspace of its own. */
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('text') email: string;
  @Column('text', { name: 'plan_type' }) planType: PlanType;
  @Column('text', { name: 'subscription_status' }) subscriptionStatus: SubscriptionStatus;
  @Column('text', { name: 'past_due_since', nullable: true }) pastDueSince: string | null;
  @Column('bigint', {
    name: 'current_period_end',
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
  })
  currentPeriodEnd: number | null;
  @Column('boolean', { name: 'cancel_at_period_end' }) cancelAtPeriodEnd: boolean;
  @Column('text', { name: 'stripe_customer_id', nullable: true }) stripeCustomerId: string | null;
  @Column('text', { name: 'stripe_subscription_id', nullable: true }) stripeSubscriptionId: string | null;
}
