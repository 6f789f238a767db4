import type { PlanType, SubscriptionStatus, UserRole } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { UserEvent, UserProfile } from './user.events';

/** What the write side needs to know about a user to decide. */
export type UserState =
  | { exists: false }
  | ({
      exists: true;
      userId: string;
      workspaceId: string;
      role: UserRole;
      planType: PlanType;
      subscriptionStatus: SubscriptionStatus;
      stripe: StripeState;
      /** The workspace the person last chose to work in; null until they first switch or join one. */
      lastWorkspaceId: string | null;
    } & UserProfile);

/** What Stripe last told us about the account; lastEventCreated orders webhook deliveries (unix seconds). */
export interface StripeState {
  customerId: string | null;
  subscriptionId: string | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  lastEventCreated: number | null;
}

const noStripe: StripeState = { customerId: null, subscriptionId: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, lastEventCreated: null };

export const initialUserState: UserState = { exists: false };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, workspaceId, email, firstName, lastName, role, planType, subscriptionStatus } = event.data;
      return { exists: true, userId, workspaceId, email, firstName, lastName, role, planType, subscriptionStatus, stripe: noStripe, lastWorkspaceId: null };
    }
    case 'UserProfileUpdated': {
      if (!state.exists) return state;
      const { userId: _, ...changes } = event.data;
      return { ...state, ...changes };
    }
    case 'SubscriptionChanged': {
      if (!state.exists) return state;
      const { planType, subscriptionStatus, stripe } = event.data;
      if (!stripe) return { ...state, planType, subscriptionStatus };
      const { customerId, subscriptionId, currentPeriodEnd, cancelAtPeriodEnd, eventCreated } = stripe;
      const lastEventCreated = eventCreated ?? state.stripe.lastEventCreated;
      return { ...state, planType, subscriptionStatus, stripe: { customerId, subscriptionId, currentPeriodEnd, cancelAtPeriodEnd, lastEventCreated } };
    }
    case 'StripeCustomerLinked':
      return state.exists ? { ...state, stripe: { ...state.stripe, customerId: event.data.stripeCustomerId } } : state;
    case 'LastWorkspaceChosen':
      return state.exists ? { ...state, lastWorkspaceId: event.data.workspaceId } : state;
    default:
      return state;
  }
}

export const userAlreadyRegistered = new DomainError('USER_ALREADY_REGISTERED', 'conflict', 'This account already exists.');
export const userNotFound = new DomainError('USER_NOT_FOUND', 'not_found', 'User not found.');
export const cannotEditSelf = new DomainError('CANNOT_EDIT_SELF', 'forbidden', 'You cannot edit your own account here.');

export const userModel = { initialState: initialUserState, evolve: evolveUser };
