import type { User } from '@freshwatch/contracts';
import { UnauthorizedException } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../../shared/domain/actor';
import { toUser, UserRow } from '../../projections/users/user.entity';
import { FindActorQuery } from '../find-actor/find-actor.query';
import { GetCurrentUserQuery } from './get-current-user.query';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, User> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute(query: GetCurrentUserQuery): Promise<User> {
    const row = await this.dataSource.getRepository(UserRow).findOneBy({ id: query.userId });
    // The same resolution as the request's actor, so that the screens show what the server will allow.
    const actor: Actor | null = await this.queries.execute(new FindActorQuery(query.userId, query.userId, query.workspaceId));
    if (!row || !actor) throw new UnauthorizedException('You are not signed in.');
    return toUser(row, actor);
  }
}
