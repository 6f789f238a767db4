import type { User } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { toUser, UserRow } from '../../projections/users/user.entity';
import { ListUsersQuery } from './list-users.query';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, User[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId }: ListUsersQuery): Promise<User[]> {
    const rows = await this.dataSource.getRepository(UserRow).find({ where: userId === null ? {} : { id: userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((row) => toUser(row));
  }
}
