import type { User } from '@freshwatch/contracts';
import { UnauthorizedException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { toUser, UserRow } from '../../projections/users/user.entity';
import { GetCurrentUserQuery } from './get-current-user.query';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, User> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetCurrentUserQuery): Promise<User> {
    const row = await this.dataSource.getRepository(UserRow).findOneBy({ id: query.userId });
    if (!row) throw new UnauthorizedException('You are not signed in.');
    return toUser(row);
  }
}
