import type { DomainError } from '../../../../shared/domain/domain-error';
import { userAlreadyRegistered, type UserState } from '../../domain/user';
import type { UserRegistered } from '../../domain/user.events';

export interface RegisterUser {
  userId: string;
  workspaceId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The first account of an installation administers it. */
  isFirstUser: boolean;
  /** The browser's IANA zone at sign-up, when it sent one: settings makes it the workspace's `timezone`. */
  timeZone?: string | null;
}

/** A new account: the first of an installation administers it; everyone starts on the free plan. */
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
        ...(command.timeZone ? { timeZone: command.timeZone } : {}),
      },
    },
  ];
}
