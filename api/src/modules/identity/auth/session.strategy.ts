import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { QueryBus } from '@nestjs/cqrs';
import { Strategy } from 'passport-custom';
import type { Actor } from '../../../shared/domain/actor';
import { FindActorQuery } from '../queries/find-actor/find-actor.query';

export const SESSION_STRATEGY = 'session';

/**
 * Authenticates a request by its session cookie: the session holds the user id and the current workspace (set at
 * sign-in to the one the person last chose, and by POST /api/workspaces/current), the read models the rest.
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async validate(request: Request): Promise<Actor | false> {
    const userId = request.session?.userId;
    if (!userId) return false;
    const actor: Actor | null = await this.queries.execute(new FindActorQuery(userId, userId, request.session.workspaceId ?? null));
    return actor ?? false;
  }
}

declare module 'express-session' {
  interface SessionData {
    userId: string;
    /** The workspace the session works in: where sign-in landed, or the switcher's choice since. */
    workspaceId?: string;
  }
}
