import type { PlanType, SubscriptionStatus } from '@freshwatch/contracts';
import type { DomainError } from '../../../../shared/domain/domain-error';
import { cannotEditSelf, userNotFound, type UserState } from '../../domain/user';
import type { SubscriptionChanged, UserProfile, UserProfileUpdated } from '../../domain/user.events';

export interface UpdateUserByAdmin {
  /** The administrator acting. */
  adminId: string;
  userId: string;
  changes: Partial<UserProfile> & { planType?: PlanType; subscriptionStatus?: SubscriptionStatus };
}

/**
 * The Users screen's Edit User: records the profile fields that changed, and SubscriptionChanged when the plan
 * or status changed. An administrator edits others only, so that nobody demotes or locks out themselves by
 * accident.
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
