import type { PlanType, SubscriptionStatus, User, UserRole, WorkspaceRole } from '@freshwatch/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: one row per registered user. */
@Entity('users')
export class UserRow {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('text') email: string;
  @Column('text', { name: 'first_name', nullable: true }) firstName: string | null;
  @Column('text', { name: 'last_name', nullable: true }) lastName: string | null;
  @Column('text', { name: 'profile_image_url', nullable: true }) profileImageUrl: string | null;
  @Column('text') role: UserRole;
  @Column('text', { name: 'plan_type' }) planType: PlanType;
  @Column('text', { name: 'subscription_status' }) subscriptionStatus: SubscriptionStatus;
  @Column('text', { name: 'stripe_customer_id', nullable: true }) stripeCustomerId: string | null;
  @Column('text', { name: 'stripe_subscription_id', nullable: true }) stripeSubscriptionId: string | null;
  /** Where the next sign-in starts (LastWorkspaceChosen); null: the account's own workspace. */
  @Column('uuid', { name: 'last_workspace_id', nullable: true }) lastWorkspaceId: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
}

/** The current workspace and role come from the actor; the administrator's list has neither (the home workspace, null). */
export function toUser(
  row: UserRow,
  current: { workspaceId: string; workspaceRole: WorkspaceRole | null } = { workspaceId: row.workspaceId, workspaceRole: null },
): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    workspaceId: current.workspaceId,
    workspaceRole: current.workspaceRole,
    planType: row.planType,
    subscriptionStatus: row.subscriptionStatus,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
