import type { InvitationCreated, InvitationPreview, WorkspaceInvitation, WorkspaceMember, WorkspaceSummary } from '@freshwatch/contracts';
import { ChangeMemberRoleDto, InviteMemberDto, SwitchWorkspaceDto } from '@freshwatch/contracts/dto';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Actor } from '../../shared/domain/actor';
import { idPipe } from '../../shared/http/id.pipe';
import { ApiErrors } from '../../shared/http/openapi';
import { CurrentActor } from './auth/current-actor.decorator';
import { Public } from './auth/public.decorator';
import { Requires, SignedIn } from './auth/requires.decorator';
import { AcceptInvitationCommand } from './commands/accept-invitation/accept-invitation.command';
import { ChooseWorkspaceCommand } from './commands/choose-workspace/choose-workspace.command';
import { InvitationLimit } from './commands/invite-member/invitation-limit';
import { InviteMemberCommand, type InviteMemberResult } from './commands/invite-member/invite-member.command';
import { ChangeMemberRoleCommand, RemoveMemberCommand } from './commands/manage-members/manage-members.command';
import { RevokeInvitationCommand } from './commands/revoke-invitation/revoke-invitation.command';
import { ListMembersQuery, ListMyWorkspacesQuery, ListPendingInvitationsQuery, PreviewInvitationQuery } from './queries/team/team.queries';
import {
  InvitationCreatedResponse,
  InvitationPreviewResponse,
  WorkspaceInvitationResponse,
  WorkspaceMemberResponse,
  WorkspaceSummaryResponse,
} from './team.response';

const MemberIdPipe = idPipe('Member');
const InvitationIdPipe = idPipe('Invitation');
const INVITATION_GONE = 'This invitation link is not valid: it was used, it expired, or it never existed.';

function saveSession(request: Request): Promise<void> {
  return new Promise((resolve, reject) => request.session.save((error) => (error ? reject(error) : resolve())));
}

/** Teams: the workspaces a person belongs to, the current one's members, invitations. */
@ApiTags('team')
@ApiErrors(401)
@Controller()
export class TeamHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly invitationLimit: InvitationLimit,
  ) {}

  @SignedIn()
  @Get('workspaces')
  @ApiOperation({ summary: 'The workspaces I belong to, with my role in each; `current` marks the one the session works in' })
  @ApiOkResponse({ type: WorkspaceSummaryResponse, isArray: true })
  workspaces(@CurrentActor() actor: Actor): Promise<WorkspaceSummary[]> {
    return this.queries.execute(new ListMyWorkspacesQuery(actor.userId, actor.workspaceId));
  }

  @SignedIn()
  @Post('workspaces/current')
  @HttpCode(200)
  @ApiOperation({ summary: 'Switch the session to another of my workspaces; every query and command then runs in it, and my next sign-in lands in it' })
  @ApiOkResponse({ type: WorkspaceSummaryResponse, isArray: true })
  @ApiErrors(400, 403, 404)
  async switchWorkspace(@CurrentActor() actor: Actor, @Body() body: SwitchWorkspaceDto, @Req() request: Request): Promise<WorkspaceSummary[]> {
    const mine: WorkspaceSummary[] = await this.queries.execute(new ListMyWorkspacesQuery(actor.userId, body.workspaceId));
    if (!mine.some((w) => w.workspaceId === body.workspaceId)) throw new NotFoundException('Workspace not found.');
    // An API key is issued in one workspace and stays there; only a session switches.
    if (actor.actorId !== actor.userId) throw new NotFoundException('Workspace not found.');
    // Kept on the server too: the next sign-in, in any browser, lands here.
    await this.commands.execute(new ChooseWorkspaceCommand(actor.userId, body.workspaceId));
    request.session.workspaceId = body.workspaceId;
    await saveSession(request);
    return mine;
  }

  @Requires('workspace:read')
  @Get('workspace/members')
  @ApiOperation({ summary: "The current workspace's members and their roles" })
  @ApiOkResponse({ type: WorkspaceMemberResponse, isArray: true })
  members(@CurrentActor() actor: Actor): Promise<WorkspaceMember[]> {
    return this.queries.execute(new ListMembersQuery(actor.workspaceId));
  }

  @Requires('members:manage')
  @Patch('workspace/members/:userId')
  @ApiOperation({ summary: "Change a member's role (the last owner cannot be demoted)" })
  @ApiOkResponse({ type: WorkspaceMemberResponse, isArray: true, description: 'The members after the change' })
  @ApiErrors(400, 404, 409)
  async changeRole(@CurrentActor() actor: Actor, @Param('userId', MemberIdPipe) userId: string, @Body() body: ChangeMemberRoleDto): Promise<WorkspaceMember[]> {
    await this.commands.execute(new ChangeMemberRoleCommand(actor, userId, body.role));
    return this.queries.execute(new ListMembersQuery(actor.workspaceId));
  }

  @Requires('members:manage')
  @Delete('workspace/members/:userId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a member (the last owner cannot be removed)' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(404, 409)
  async remove(@CurrentActor() actor: Actor, @Param('userId', MemberIdPipe) userId: string): Promise<void> {
    await this.commands.execute(new RemoveMemberCommand(actor, userId));
  }

  @Requires('members:manage')
  @Get('workspace/invitations')
  @ApiOperation({ summary: "The current workspace's invitations still waiting (neither used nor expired)" })
  @ApiOkResponse({ type: WorkspaceInvitationResponse, isArray: true })
  invitations(@CurrentActor() actor: Actor): Promise<WorkspaceInvitation[]> {
    return this.queries.execute(new ListPendingInvitationsQuery(actor.workspaceId));
  }

  @Requires('members:manage')
  @Post('workspace/invitations')
  @ApiOperation({
    summary:
      'Invite someone by email with a role; the reply carries the link (emailed too when SMTP_URL is set). Inviting an address that has a pending invitation replaces it (the old link stops working); INVITATION_LIMIT_PER_HOUR per workspace',
  })
  @ApiCreatedResponse({ type: InvitationCreatedResponse })
  @ApiErrors(400, 409, 429)
  async invite(@CurrentActor() actor: Actor, @Body() body: InviteMemberDto, @Res({ passthrough: true }) response: Response): Promise<InvitationCreated> {
    await this.invitationLimit.take(actor.workspaceId, response);
    const result: InviteMemberResult = await this.commands.execute(new InviteMemberCommand(actor, body.email, body.role));
    const pending: WorkspaceInvitation[] = await this.queries.execute(new ListPendingInvitationsQuery(actor.workspaceId));
    const invitation = pending.find((i) => i.id === result.invitationId)!;
    return { ...invitation, link: result.link, emailed: result.emailed };
  }

  @Requires('members:manage')
  @Delete('workspace/invitations/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke a pending invitation: its link stops working' })
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiErrors(404)
  async revokeInvitation(@CurrentActor() actor: Actor, @Param('id', InvitationIdPipe) id: string): Promise<void> {
    await this.commands.execute(new RevokeInvitationCommand(actor, id));
  }

  @Public()
  @Get('invitations/:token')
  @ApiOperation({ summary: 'What an invitation link is for (the invite page shows it before sign-up or sign-in)' })
  @ApiOkResponse({ type: InvitationPreviewResponse })
  @ApiErrors(404)
  async preview(@Param('token') token: string): Promise<InvitationPreview> {
    const preview: InvitationPreview | null = await this.queries.execute(new PreviewInvitationQuery(token));
    if (!preview) throw new NotFoundException(INVITATION_GONE);
    return preview;
  }

  @SignedIn()
  @Post('invitations/:token/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'The signed-in account joins the workspace with the invited role, and switches to it (its next sign-in lands there too)' })
  @ApiOkResponse({ type: WorkspaceSummaryResponse, isArray: true })
  @ApiErrors(403, 404, 409)
  async accept(@CurrentActor() actor: Actor, @Param('token') token: string, @Req() request: Request): Promise<WorkspaceSummary[]> {
    if (actor.actorId !== actor.userId) throw new NotFoundException(INVITATION_GONE);
    const workspaceId: string = await this.commands.execute(new AcceptInvitationCommand(actor.userId, token));
    request.session.workspaceId = workspaceId;
    await saveSession(request);
    return this.queries.execute(new ListMyWorkspacesQuery(actor.userId, workspaceId));
  }
}
