import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ReadModels } from '../../shared/modules/module-parts';
import { AdminUsersHttpController } from './admin/admin-users.http.controller';
import { AdminGuard } from './auth/admin-only.decorator';
import { AuthenticatedGuard } from './auth/authenticated.guard';
import { AuthHttpController } from './auth/auth.http.controller';
import { SessionStrategy } from './auth/session.strategy';
import { SignInLimitsProvider } from './auth/sign-in-throttler.guard';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { SignUpHandler } from './commands/sign-up/sign-up.handler';
import { LinkStripeCustomerHandler } from './commands/link-stripe-customer/link-stripe-customer.handler';
import { RecordStripeSubscriptionHandler } from './commands/record-stripe-subscription/record-stripe-subscription.handler';
import { UpdateUserByAdminHandler } from './commands/update-user-by-admin/update-user-by-admin.handler';
import { UsersProjection } from './projections/users/users.projection';
import { FindActorHandler } from './queries/find-actor/find-actor.handler';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler';
import { ListUsersHandler } from './queries/list-users/list-users.handler';

@ReadModels(UsersProjection)
@Module({
  imports: [PassportModule],
  controllers: [AuthHttpController, AdminUsersHttpController],
  providers: [
    // Every route of every module needs a signed-in actor unless it is marked @Public().
    { provide: APP_GUARD, useClass: AuthenticatedGuard },
    SessionStrategy,
    SignInLimitsProvider,
    AdminGuard,
    SignUpHandler,
    SignInHandler,
    UpdateUserByAdminHandler,
    RecordStripeSubscriptionHandler,
    LinkStripeCustomerHandler,
    GetCurrentUserHandler,
    ListUsersHandler,
    FindActorHandler,
  ],
})
export class IdentityModule {}
