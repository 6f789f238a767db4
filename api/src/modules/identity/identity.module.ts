import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { AuthHttpController } from './auth/auth.http.controller';
import { SessionStrategy } from './auth/session.strategy';
import { SIGN_IN_THROTTLE } from './auth/sign-in-throttler.guard';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { SignUpHandler } from './commands/sign-up/sign-up.handler';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler';

@Module({
  imports: [PassportModule, ThrottlerModule.forRoot([SIGN_IN_THROTTLE])],
  controllers: [AuthHttpController],
  providers: [SessionStrategy, SignUpHandler, SignInHandler, GetCurrentUserHandler],
})
export class IdentityModule {}

