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
    } & UserProfile);

export const initialUserState: UserState = { exists: false };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, workspaceId, email, firstName, lastName, role, planType, subscriptionStatus } = event.data;
      return { exists: true, userId, workspaceId, email, firstName, lastName, role, planType, subscriptionStatus };
    }
    case 'UserProfileUpdated': {
      if (!state.exists) return state;
      const { userId: _, ...changes } = event.data;
      return { ...state, ...changes };
    }
    case 'SubscriptionChanged':
      return state.exists ? { ...state, planType: event.data.planType, subscriptionStatus: event.data.subscriptionStatus } : state;
    default:
      return state;
  }
}

export const userAlreadyRegistered = new DomainError('USER_ALREADY_REGISTERED', 'conflict', 'This account already exists.');
export const userNotFound = new DomainError('USER_NOT_FOUND', 'not_found', 'User not found.');
export const cannotEditSelf = new DomainError('CANNOT_EDIT_SELF', 'forbidden', 'You cannot edit your own account here.');

export const userModel = { initialState: initialUserState, evolve: evolveUser };
