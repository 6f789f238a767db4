import type { User } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { toUser, UserRow } from '../../projections/users/user.entity';
import { ListUsersQuery } from './list-users.query';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, User[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<User[]> {
    const rows = await this.dataSource.getRepository(UserRow).find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((row) => toUser(row));
  }
}
