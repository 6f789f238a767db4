import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsUUID } from 'class-validator';
import { WORKSPACE_ROLES, type ChangeMemberRoleRequest, type InviteMemberRequest, type SwitchWorkspaceRequest, type WorkspaceRole } from '../team';
import type { Validates } from './validates';
import { trim } from './compose';

const ROLE_MESSAGE = `role must be one of: ${WORKSPACE_ROLES.join(', ')}`;

export class InviteMemberDto implements Validates<InviteMemberRequest, InviteMemberDto> {
  @Transform(trim)
  @IsEmail({}, { message: 'email must be an email address' })
  email: string;

  @IsIn(WORKSPACE_ROLES, { message: ROLE_MESSAGE })
  role: WorkspaceRole;
}

export class ChangeMemberRoleDto implements Validates<ChangeMemberRoleRequest, ChangeMemberRoleDto> {
  @IsIn(WORKSPACE_ROLES, { message: ROLE_MESSAGE })
  role: WorkspaceRole;
}

export class SwitchWorkspaceDto implements Validates<SwitchWorkspaceRequest, SwitchWorkspaceDto> {
  @IsUUID('all', { message: 'workspaceId must be a UUID' })
  workspaceId: string;
}
