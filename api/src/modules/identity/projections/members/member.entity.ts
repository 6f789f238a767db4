import type { WorkspaceRole } from '@freshwatch/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: who belongs to which workspace, with which role. */
@Entity('workspace_members')
export class MemberRow {
  @PrimaryColumn('uuid', { name: 'workspace_id' }) workspaceId: string;
  @PrimaryColumn('uuid', { name: 'user_id' }) userId: string;
  @Column('text') role: WorkspaceRole;
  @Column('timestamptz', { name: 'joined_at' }) joinedAt: Date;
}

/** Read model: every invitation given; accepted_by is set once it is used. */
@Entity('workspace_invitations')
export class InvitationRow {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('text') email: string;
  @Column('text') role: WorkspaceRole;
  @Column('uuid', { name: 'invited_by' }) invitedBy: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('uuid', { name: 'accepted_by', nullable: true }) acceptedBy: string | null;
}
