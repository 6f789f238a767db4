import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { Migrations, ReadModels } from '../../shared/modules/module-parts';
import { AdminUsersHttpController } from './admin/admin-users.http.controller';
import { AdminGuard } from './auth/admin-only.decorator';
import { AuthenticatedGuard } from './auth/authenticated.guard';
import { AuthHttpController } from './auth/auth.http.controller';
import { SessionStrategy } from './auth/session.strategy';
import { SignInLimitsProvider } from './auth/sign-in-throttler.guard';
import { InvitationLimit } from './commands/invite-member/invitation-limit';
import { RevokeInvitationHandler } from './commands/revoke-invitation/revoke-invitation.handler';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { SignUpHandler } from './commands/sign-up/sign-up.handler';
import { LinkStripeCustomerHandler } from './commands/link-stripe-customer/link-stripe-customer.handler';
import { RecordStripeSubscriptionHandler } from './commands/record-stripe-subscription/record-stripe-subscription.handler';
import { UpdateUserByAdminHandler } from './commands/update-user-by-admin/update-user-by-admin.handler';
import { UsersProjection } from './projections/users/users.projection';
import { MembersProjection } from './projections/members/members.projection';
import { WorkspaceMembers1764200000000 } from './migrations/1764200000000-workspace-members';
import { LastWorkspace1764700060000 } from './migrations/1764700060000-last-workspace';
import { ChooseWorkspaceHandler } from './commands/choose-workspace/choose-workspace.handler';
import { TeamHttpController } from './team.http.controller';
import { InviteMemberHandler } from './commands/invite-member/invite-member.handler';
import { AcceptInvitationHandler } from './commands/accept-invitation/accept-invitation.handler';
import { ChangeMemberRoleHandler, RemoveMemberHandler } from './commands/manage-members/manage-members.handler';
import { ListMembersHandler, ListMyWorkspacesHandler, ListPendingInvitationsHandler, PreviewInvitationHandler } from './queries/team/team.handlers';
import { FindActorHandler } from './queries/find-actor/find-actor.handler';
import { FindMemberRoleHandler } from './queries/find-actor/find-member-role.handler';
import { FindPeopleNamesHandler } from './queries/find-people-names/find-people-names.handler';
import { IsAdministeredWorkspaceHandler } from './queries/administered-workspace/is-administered-workspace.handler';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler';
import { ListUsersHandler } from './queries/list-users/list-users.handler';

@ReadModels(UsersProjection, MembersProjection)
@Migrations(WorkspaceMembers1764200000000, LastWorkspace1764700060000)
@Module({
  imports: [PassportModule],
  controllers: [AuthHttpController, AdminUsersHttpController, TeamHttpController],
  providers: [
    // Every route of every module needs a signed-in actor unless it is marked @Public().
    { provide: APP_GUARD, useClass: AuthenticatedGuard },
    SessionStrategy,
    SignInLimitsProvider,
    InvitationLimit,
    RevokeInvitationHandler,
    AdminGuard,
    SignUpHandler,
    SignInHandler,
    UpdateUserByAdminHandler,
    RecordStripeSubscriptionHandler,
    LinkStripeCustomerHandler,
    GetCurrentUserHandler,
    ListUsersHandler,
    FindActorHandler,
    FindMemberRoleHandler,
    FindPeopleNamesHandler,
    IsAdministeredWorkspaceHandler,
    InviteMemberHandler,
    AcceptInvitationHandler,
    ChooseWorkspaceHandler,
    ChangeMemberRoleHandler,
    RemoveMemberHandler,
    ListMyWorkspacesHandler,
    ListMembersHandler,
    ListPendingInvitationsHandler,
    PreviewInvitationHandler,
  ],
})
export class IdentityModule {}
