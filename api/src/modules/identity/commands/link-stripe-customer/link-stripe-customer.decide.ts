import type { DomainError } from '../../../../shared/domain/domain-error';
import { userNotFound, type UserState } from '../../domain/user';
import type { StripeCustomerLinked } from '../../domain/user.events';

/** The first customer linked stays the account's: a second, from a racing request, is not recorded. */
export function decideLinkStripeCustomer(command: { userId: string; stripeCustomerId: string }, state: UserState): StripeCustomerLinked[] | DomainError {
  if (!state.exists) return userNotFound;
  if (state.stripe.customerId !== null) return [];
  return [{ type: 'StripeCustomerLinked', data: { userId: command.userId, stripeCustomerId: command.stripeCustomerId } }];
}
