import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../../shared/domain/actor';
import { UserRow } from '../../projections/users/user.entity';
import { FindActorQuery } from './find-actor.query';

@QueryHandler(FindActorQuery)
export class FindActorHandler implements IQueryHandler<FindActorQuery, Actor | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId, actorId }: FindActorQuery): Promise<Actor | null> {
    const user = await this.dataSource.getRepository(UserRow).findOne({ where: { id: userId }, select: { id: true, workspaceId: true, role: true } });
    if (!user) return null;
    return { userId: user.id, workspaceId: user.workspaceId, actorId, role: user.role };
  }
}
