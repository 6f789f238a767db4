import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../shared/domain/actor';
import { findActor } from './find-actor';

export const SESSION_STRATEGY = 'session';

/** Authenticates a request by its session cookie: the session holds the user id, the users read model the rest. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async validate(request: Request): Promise<Actor | false> {
    const userId = request.session?.userId;
    if (!userId) return false;
    return (await findActor(this.dataSource, userId)) ?? false;
  }
}

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}
