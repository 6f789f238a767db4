import type { PlanType, SubscriptionStatus, UserRole } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { SubscriptionChanged, UserEvent, UserProfile, UserProfileUpdated, UserRegistered } from './user.events';

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

export interface RegisterUser {
  userId: string;
  workspaceId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The first account of an installation administers it. */
  isFirstUser: boolean;
}

const userAlreadyRegistered = new DomainError('USER_ALREADY_REGISTERED', 'conflict', 'This account already exists.');

export function decideRegisterUser(command: RegisterUser, state: UserState): UserRegistered[] | DomainError {
  if (state.exists) return userAlreadyRegistered;
  return [
    {
      type: 'UserRegistered',
      data: {
        userId: command.userId,
        workspaceId: command.workspaceId,
        email: command.email,
        firstName: command.firstName,
        lastName: command.lastName,
        role: command.isFirstUser ? 'admin' : 'member',
        planType: 'free',
        subscriptionStatus: 'inactive',
      },
    },
  ];
}

export const userNotFound = new DomainError('USER_NOT_FOUND', 'not_found', 'User not found.');
export const cannotEditSelf = new DomainError('CANNOT_EDIT_SELF', 'forbidden', 'You cannot edit your own account here.');

export interface UpdateUserByAdmin {
  /** The administrator acting. */
  adminId: string;
  userId: string;
  changes: Partial<UserProfile> & { planType?: PlanType; subscriptionStatus?: SubscriptionStatus };
}

/**
 * The Users screen's Edit User: records the profile fields that changed, and SubscriptionChanged when the plan
 * or status changed. An administrator edits others only, so that nobody demotes or locks out themselves by
 * accident (brief, section 6).
 */
export function decideUpdateUserByAdmin(command: UpdateUserByAdmin, state: UserState): (UserProfileUpdated | SubscriptionChanged)[] | DomainError {
  if (command.adminId === command.userId) return cannotEditSelf;
  if (!state.exists) return userNotFound;
  const { planType, subscriptionStatus, ...profile } = command.changes;
  const changed: Partial<UserProfile> = {};
  for (const [key, value] of Object.entries(profile) as [keyof UserProfile, string | null | undefined][]) {
    if (value !== undefined && state[key] !== value) (changed as Record<string, unknown>)[key] = value;
  }
  const events: (UserProfileUpdated | SubscriptionChanged)[] = [];
  if (Object.keys(changed).length > 0) events.push({ type: 'UserProfileUpdated', data: { userId: command.userId, ...changed } });
  const nextPlan = planType ?? state.planType;
  const nextStatus = subscriptionStatus ?? state.subscriptionStatus;
  if (nextPlan !== state.planType || nextStatus !== state.subscriptionStatus) {
    events.push({ type: 'SubscriptionChanged', data: { userId: command.userId, planType: nextPlan, subscriptionStatus: nextStatus } });
  }
  return events;
}

export const userModel = { initialState: initialUserState, evolve: evolveUser };
