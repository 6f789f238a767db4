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

/** An administrator changed a user's profile; carries only the fields that changed. */
export type UserProfileUpdated = DomainEvent<'UserProfileUpdated', { userId: string } & Partial<UserProfile>>;

/** The user's plan or subscription status changed; carries the resulting pair. */
export type SubscriptionChanged = DomainEvent<'SubscriptionChanged', { userId: string; planType: PlanType; subscriptionStatus: SubscriptionStatus }>;

export interface UserProfile {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export type UserEvent = UserRegistered | UserProfileUpdated | SubscriptionChanged;

export const USER_EVENT_TYPES = ['UserRegistered', 'UserProfileUpdated', 'SubscriptionChanged'] as const;

export const userStream = (userId: string) => `user-${userId}`;
