import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import { USER_EVENT_TYPES, UserEvent } from '../../domain/user.events';
import type { MemberJoined } from '../../domain/workspace.events';
import { UserRow } from './user.entity';

/**
 * One row per account. `last_workspace_id` is where the next sign-in starts: the workspace of the person's latest
 * LastWorkspaceChosen or MemberJoined, whichever came later (joining lands in the team; MemberJoined also brings
 * home the members who joined before LastWorkspaceChosen existed).
 */
export class UsersProjection implements Projection {
  readonly name = 'users';
  readonly handles = [...USER_EVENT_TYPES, 'MemberJoined'] as const;
  readonly entities = [UserRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const rows = await RowBatch.load(
      manager,
      UserRow,
      events.map((e) => (e.data as { userId: string }).userId),
    );
    for (const stored of events) {
      const event = stored as unknown as (UserEvent | MemberJoined) & { metadata: StoredEvent['metadata'] };
      const at = new Date(stored.metadata.occurredAt);
      switch (event.type) {
        case 'UserRegistered':
          rows.put(
            Object.assign(new UserRow(), {
              id: event.data.userId,
              workspaceId: event.data.workspaceId,
              email: event.data.email,
              firstName: event.data.firstName,
              lastName: event.data.lastName,
              profileImageUrl: null,
              role: event.data.role,
              planType: event.data.planType,
              subscriptionStatus: event.data.subscriptionStatus,
              stripeCustomerId: null,
              stripeSubscriptionId: null,
              lastWorkspaceId: null,
              createdAt: at,
              updatedAt: at,
            }),
          );
          break;
        case 'UserProfileUpdated':
          rows.update(event.data.userId, (row) => {
            const { userId: _, ...changes } = event.data;
            Object.assign(row, changes);
            row.updatedAt = at;
          });
          break;
        case 'SubscriptionChanged':
          rows.update(event.data.userId, (row) => {
            row.planType = event.data.planType;
            row.subscriptionStatus = event.data.subscriptionStatus;
            if (event.data.stripe) {
              row.stripeCustomerId = event.data.stripe.customerId;
              row.stripeSubscriptionId = event.data.stripe.subscriptionId;
            }
            row.updatedAt = at;
          });
          break;
        case 'StripeCustomerLinked':
          rows.update(event.data.userId, (row) => {
            row.stripeCustomerId = event.data.stripeCustomerId;
          });
          break;
        case 'LastWorkspaceChosen':
        case 'MemberJoined':
          // Not a change to the account itself: updatedAt stays.
          rows.update(event.data.userId, (row) => {
            row.lastWorkspaceId = event.data.workspaceId;
          });
          break;
      }
    }
    await rows.flush();
  }
}
