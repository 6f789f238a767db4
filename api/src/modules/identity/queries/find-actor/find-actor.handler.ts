import { DataSource } from 'typeorm';
import type { Actor } from '../../../shared/domain/actor';
import { UserRow } from '../projections/users/user.entity';

/**
 * The actor a request runs as, for a user id that a credential (session or API key) vouched for; null when
 * there is no such user. `actorId` is what events record as having acted.
 */
export async function findActor(dataSource: DataSource, userId: string, actorId: string = userId): Promise<Actor | null> {
  const user = await dataSource.getRepository(UserRow).findOne({ where: { id: userId }, select: { id: true, workspaceId: true, role: true } });
  if (!user) return null;
  return { userId: user.id, workspaceId: user.workspaceId, actorId, role: user.role };
}
