import type { UserRole } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { UserEvent, UserRegistered } from './user.events';

export type UserState = { exists: false } | { exists: true; userId: string; workspaceId: string; email: string; role: UserRole };

export const initialUserState: UserState = { exists: false };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { exists: true, userId: event.data.userId, workspaceId: event.data.workspaceId, email: event.data.email, role: event.data.role };
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

export const userAlreadyRegistered = new DomainError('USER_ALREADY_REGISTERED', 'conflict', 'This account already exists.');

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

export const userModel = { initialState: initialUserState, evolve: evolveUser };
