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
    /** The browser's IANA time zone at sign-up (absent in events from before it was sent, or when it was not). */
    timeZone?: string;
  }
>;

/** An administrator changed a user's profile; carries only the fields that changed. */
export type UserProfileUpdated = DomainEvent<'UserProfileUpdated', { userId: string } & Partial<UserProfile>>;

/**
 * The user's plan or subscription status changed; carries the resulting pair. `stripe` is there when a Stripe
 * webhook caused it (never card data: ids, the period and the event that told us); an administrator's change
 * (billing off) has none.
 */
export type SubscriptionChanged = DomainEvent<
  'SubscriptionChanged',
  { userId: string; planType: PlanType; subscriptionStatus: SubscriptionStatus; stripe?: StripeSubscriptionFacts }
>;

export interface StripeSubscriptionFacts {
  customerId: string;
  subscriptionId: string;
  /** Unix seconds. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /**
   * The Stripe event (evt_...) that reported this state and when Stripe created it (unix seconds); after
   * Freshwatch's own call to Stripe (cancel, resume, change plan) `api:<call>` and null: Stripe's answer carries
   * no time, and the server's clock must not be compared with Stripe's.
   */
  eventId: string;
  eventCreated: number | null;
}

/** Billing created the account's Stripe customer; it is kept so that the account never gets a second one. */
export type StripeCustomerLinked = DomainEvent<'StripeCustomerLinked', { userId: string; stripeCustomerId: string }>;

/**
 * The person chose the workspace they work in (with the switcher, or by accepting an invitation); the next
 * sign-in starts there while they are still a member. On the person's stream: it is their choice, not the
 * workspace's.
 */
export type LastWorkspaceChosen = DomainEvent<'LastWorkspaceChosen', { userId: string; workspaceId: string }>;

export interface UserProfile {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export type UserEvent = UserRegistered | UserProfileUpdated | SubscriptionChanged | StripeCustomerLinked | LastWorkspaceChosen;

export const USER_EVENT_TYPES = ['UserRegistered', 'UserProfileUpdated', 'SubscriptionChanged', 'StripeCustomerLinked', 'LastWorkspaceChosen'] as const;

export const userStream = (userId: string) => `user-${userId}`;
