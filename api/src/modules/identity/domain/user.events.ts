import type { PlanType, SubscriptionStatus, UserRole } from '@freshwatch/contracts';
import type { DomainEvent } from '../../../shared/event-store/stream-executor';

/** No secret ever goes into these: passwords sit in user_credentials. */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    workspaceId: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    role: UserRole;
    planType: PlanType;
    subscriptionStatus: SubscriptionStatus;
  }
>;

export type UserEvent = UserRegistered;

export const USER_EVENT_TYPES = ['UserRegistered'] as const;

export const userStream = (userId: string) => `user-${userId}`;
