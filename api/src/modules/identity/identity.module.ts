import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { AdminUsersHttpController } from './admin/admin-users.http.controller';
import { AdminGuard } from './auth/admin-only.decorator';
import { AuthHttpController } from './auth/auth.http.controller';
import { SessionStrategy } from './auth/session.strategy';
import { SIGN_IN_THROTTLE } from './auth/sign-in-throttler.guard';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { SignUpHandler } from './commands/sign-up/sign-up.handler';
import { UpdateUserByAdminHandler } from './commands/update-user-by-admin/update-user-by-admin.handler';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler';
import { ListUsersHandler } from './queries/list-users/list-users.handler';

@Module({
  imports: [PassportModule, ThrottlerModule.forRoot([SIGN_IN_THROTTLE])],
  controllers: [AuthHttpController, AdminUsersHttpController],
  providers: [SessionStrategy, AdminGuard, SignUpHandler, SignInHandler, UpdateUserByAdminHandler, GetCurrentUserHandler, ListUsersHandler],
})
export class IdentityModule {}
