import {
  WORKSPACE_ROLES,
  type InvitationCreated,
  type InvitationPreview,
  type WorkspaceInvitation,
  type WorkspaceMember,
  type WorkspaceRole,
  type WorkspaceSummary,
} from '@freshwatch/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';

/** OpenAPI classes of the team routes (contracts' team.ts). */

@DocumentsExactly<WorkspaceSummary>()
export class WorkspaceSummaryResponse implements WorkspaceSummary {
  @ApiProperty({ format: 'uuid' }) workspaceId: string;
  @ApiProperty({ description: "The founding owner's name or email" }) name: string;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
  @ApiProperty({ description: 'The workspace the session works in' }) current: boolean;
}

@DocumentsExactly<WorkspaceMember>()
export class WorkspaceMemberResponse implements WorkspaceMember {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
  @ApiProperty({ type: String, format: 'date-time' }) joinedAt: string;
}

@DocumentsExactly<WorkspaceInvitation>()
export class WorkspaceInvitationResponse implements WorkspaceInvitation {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
  @ApiProperty({ format: 'uuid' }) invitedBy: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

@DocumentsExactly<InvitationCreated>()
export class InvitationCreatedResponse implements InvitationCreated {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
  @ApiProperty({ format: 'uuid' }) invitedBy: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'The /invite/<token> link, shown this once (only its hash is kept)' }) link: string;
  @ApiProperty({ description: 'Whether it was emailed (SMTP_URL set)' }) emailed: boolean;
}

@DocumentsExactly<InvitationPreview>()
export class InvitationPreviewResponse implements InvitationPreview {
  @ApiProperty() email: string;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
  @ApiProperty() workspaceName: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
}
