import { pageLimitMessage, type PlanUsage } from '@freshwatch/contracts';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../shared/domain/actor';
import { DomainError, DomainErrorException } from '../../../shared/domain/domain-error';
import { GetPlanStandingQuery, type PlanStandingResult } from '../../billing';
import { WorkspaceLock } from './workspace-lock';

/** How many more items a workspace may register now; null: no limit (Enterprise, or the instance administrator's workspace). */
export interface Room {
  left: number | null;
  /** The refusal to give for an item past the limit. */
  refusal: DomainError;
}

/**
 * The plan's page limit on registering items (the Add Content dialog, the import, the WordPress plugin).
 * Items are counted from the read model under a per-workspace lock that is held until the new items are in it
 * (the executor returns only once the read models reflect the append), so two registrations racing each other
 * cannot both take the last place. Only new items count: nothing is ever deleted for a downgrade, and items over
 * a new, lower limit stay readable and analysable.
 */
@Injectable()
export class PageLimit {
  constructor(
    private readonly queries: QueryBus,
    private readonly dataSource: DataSource,
    private readonly lock: WorkspaceLock,
  ) {}

  /** Runs `register` with the room left, serialised with every other registration in the actor's workspace. */
  withRoom<T>(actor: Actor, register: (room: Room) => Promise<T>): Promise<T> {
    return this.lock.run(actor.workspaceId, async () => register(await this.room(actor)));
  }

  /** The workspace's plan, the items counted, and the limits and features that hold in it (none in the administrator's). */
  async usage(actor: Actor): Promise<PlanUsage> {
    // Side by side: two round trips' wait in the reply of every registration become one.
    const [standing, used]: [PlanStandingResult, number] = await Promise.all([
      this.queries.execute(new GetPlanStandingQuery(actor.workspaceId)),
      countItems(this.dataSource, actor.workspaceId),
    ]);
    // null for the instance administrator's workspace too: planAllowance in contracts decides it.
    const { planType, pageLimit, memberLimit, features } = standing;
    return { planType, used, limit: pageLimit, memberLimit, features };
  }

  private async room(actor: Actor): Promise<Room> {
    const { planType, used, limit } = await this.usage(actor);
    const refusal = new DomainError('PLAN_LIMIT_REACHED', 'forbidden', pageLimitMessage(planType, limit ?? 0));
    return { left: limit === null ? null : Math.max(0, limit - used), refusal };
  }
}

/** A new item past the plan's page limit is refused with the plan, the limit and how to upgrade (403). */
export function refuseWhenFull(room: Room): void {
  if (room.left !== null && room.left < 1) throw new DomainErrorException(room.refusal);
}

export async function countItems(dataSource: DataSource, workspaceId: string): Promise<number> {
  const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM content_items WHERE workspace_id = $1', [workspaceId]);
  return count;
}
