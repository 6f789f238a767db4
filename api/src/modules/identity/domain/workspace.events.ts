import type { WorkspaceRole } from '@freshwatch/contracts';
import type { DomainEvent } from '../../../shared/event-store/stream-executor';

/**
 * Membership of a workspace, on `workspace-<id>` (identity writes it alone). The founding account's membership
 * is not an event: the account whose UserRegistered created the workspace is its owner (the fold's starting
 * state), so event logs from before teams replay to the same one-owner workspaces.
 * No secret here: the invitation token's hash is in `invitation_secrets`.
 */
export type MemberInvited = DomainEvent<
  'MemberInvited',
  { workspaceId: string; invitationId: string; email: string; role: WorkspaceRole; invitedBy: string; expiresAt: string }
>;
/** `invitationId` is the invitation that was used (single use). */
export type MemberJoined = DomainEvent<'MemberJoined', { workspaceId: string; userId: string; role: WorkspaceRole; invitationId: string }>;
export type MemberRoleChanged = DomainEvent<'MemberRoleChanged', { workspaceId: string; userId: string; role: WorkspaceRole }>;
export type MemberRemoved = DomainEvent<'MemberRemoved', { workspaceId: string; userId: string }>;
/**
 * A pending invitation stops working: an owner revoked it (`revoked`), or invited the same address again, which
 * replaces it (`replaced`, appended with the new MemberInvited). `revokedBy` is the owner.
 */
export type InvitationRevoked = DomainEvent<
  'InvitationRevoked',
  { workspaceId: string; invitationId: string; revokedBy: string; reason: 'revoked' | 'replaced' }
>;

export type WorkspaceEvent = MemberInvited | MemberJoined | MemberRoleChanged | MemberRemoved | InvitationRevoked;
export const WORKSPACE_EVENT_TYPES = ['MemberInvited', 'MemberJoined', 'MemberRoleChanged', 'MemberRemoved', 'InvitationRevoked'] as const;

export const workspaceStream = (workspaceId: string) => `workspace-${workspaceId}`;
