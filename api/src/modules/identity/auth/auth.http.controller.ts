import { SignInDto, SignUpDto } from '@freshwatch/contracts/dto';
import type { AuthSession, User } from '@freshwatch/contracts';
import { Body, Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Actor } from '../../../shared/domain/actor';
import { ApiErrors } from '../../../shared/http/openapi';
import { SignInCommand } from '../commands/sign-in/sign-in.command';
import { SignUpCommand } from '../commands/sign-up/sign-up.command';
import { GetCurrentUserQuery } from '../queries/get-current-user/get-current-user.query';
import { FindActorQuery } from '../queries/find-actor/find-actor.query';
import { AuthSessionResponse, UserResponse } from '../user.response';
import { CurrentActor } from './current-actor.decorator';
import { Public } from './public.decorator';
import { SignedIn } from './requires.decorator';
import { KNOWN_DEVICE_COOKIE } from './sign-in-limits';
import { SignInLimitsProvider, SignInThrottlerGuard } from './sign-in-throttler.guard';

/**
 * A new session id on every sign-in, so that a session id planted before sign-in is worth nothing after. The
 * session starts in `workspaceId` and stays there until the person switches (another browser's switch does not
 * move it).
 */
function startSession(request: Request, userId: string, workspaceId: string): Promise<void> {
  return new Promise((resolve, reject) =>
    request.session.regenerate((error) => {
      if (error) return reject(error);
      request.session.userId = userId;
      request.session.workspaceId = workspaceId;
      request.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    }),
  );
}

@ApiTags('auth')
@Controller()
export class AuthHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly signInLimits: SignInLimitsProvider,
  ) {}

  @Public()
  @Post('auth/signup')
  @ApiOperation({ summary: 'Create a local account and sign in' })
  @ApiCreatedResponse({ type: UserResponse, description: 'Signed in: the session cookie comes with this reply' })
  @ApiErrors(400, 409)
  async signUp(@Body() body: SignUpDto, @Req() request: Request): Promise<User> {
    const userId: string = await this.commands.execute(
      new SignUpCommand(body.email, body.password, body.firstName || null, body.lastName || null, body.timezone || null),
    );
    return this.startSignedIn(request, userId);
  }

  @Public()
  @UseGuards(SignInThrottlerGuard)
  @Post('auth/signin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password (rate-limited per account and per address)' })
  @ApiOkResponse({ type: UserResponse, description: 'Signed in: the session cookie comes with this reply' })
  @ApiErrors(400, 401, 429)
  async signIn(@Body() body: SignInDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<User> {
    const userId: string = await this.commands.execute(new SignInCommand(body.email, body.password));
    const user = await this.startSignedIn(request, userId);
    // This browser is known to the account from now on: the per-account limit no longer holds it back.
    response.cookie(KNOWN_DEVICE_COOKIE, await this.signInLimits.succeeded(body.email), {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.secure,
      path: '/api/auth',
      maxAge: 365 * 24 * 3600 * 1000,
    });
    return user;
  }

  /**
   * Every sign-in lands at home: in the workspace the person last chose while they are still a member there, else
   * their own, else the first they joined (FindActorQuery's order). The reply is the user in that workspace.
   */
  private async startSignedIn(request: Request, userId: string): Promise<User> {
    const actor: Actor | null = await this.queries.execute(new FindActorQuery(userId));
    if (!actor) throw new UnauthorizedException('You are not signed in.');
    await startSession(request, userId, actor.workspaceId);
    return this.queries.execute(new GetCurrentUserQuery(userId, actor.workspaceId));
  }

  @SignedIn()
  @Get('auth/user')
  @ApiOperation({ summary: 'The signed-in user; 401 when signed out' })
  @ApiOkResponse({ type: UserResponse })
  @ApiErrors(401)
  currentUser(@CurrentActor() actor: Actor): Promise<User> {
    return this.queries.execute(new GetCurrentUserQuery(actor.userId, actor.workspaceId));
  }

  /**
   * The web app's start-up question. A signed-out visitor is the normal case on the landing page, and a browser
   * logs every 401 reply as a console error, so the app asks here and gets 200 either way; /api/auth/user keeps
   * a 401 for every other client.
   */
  @Public()
  @Get('auth/session')
  @ApiOperation({ summary: 'Who is signed in by this session cookie: the user, or null (200 either way)' })
  @ApiOkResponse({ type: AuthSessionResponse })
  async session(@Req() request: Request): Promise<AuthSession> {
    const userId = request.session?.userId;
    // The session's current workspace, as the session guard reads it: the role there decides what the app shows.
    const actor: Actor | null = userId ? await this.queries.execute(new FindActorQuery(userId, userId, request.session.workspaceId ?? null)) : null;
    return { user: actor ? await this.queries.execute(new GetCurrentUserQuery(actor.userId, actor.workspaceId)) : null };
  }

  @Public()
  @Get('login')
  @ApiOperation({ summary: 'Browser navigation to the sign-in page' })
  @ApiFoundResponse({ description: 'Redirects to /signin' })
  login(@Res() response: Response): void {
    response.redirect(302, '/signin');
  }

  @Public()
  @Get('logout')
  @ApiOperation({ summary: 'Ends the session and goes home' })
  @ApiFoundResponse({ description: 'Redirects to /, the session cookie cleared' })
  logout(@Req() request: Request, @Res() response: Response): void {
    request.session.destroy(() => {
      response.clearCookie('freshwatch.sid', { path: '/' });
      response.redirect(302, '/');
    });
  }
}
