import { BadGatewayException, ServiceUnavailableException } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import type { StripeConnection } from './stripe-client';

export const unknownPrice = new DomainError('UNKNOWN_PRICE', 'invalid', 'priceId must be one of: price_pro_monthly, price_enterprise_monthly');
export const noSubscription = new DomainError('NO_SUBSCRIPTION', 'conflict', 'You have no active subscription. Subscribe to a plan first.');
export const noCustomer = new DomainError('NO_BILLING_ACCOUNT', 'conflict', 'You have no billing account yet. Subscribe to a plan first.');
export const accountNotFound = new DomainError('ACCOUNT_NOT_FOUND', 'not_found', 'Account not found.');

/** Billing off (no STRIPE_SECRET_KEY): the payment routes answer 503 with the Subscribe page's message. */
export function requireStripe(connection: StripeConnection | null): StripeConnection {
  if (connection === null) throw new ServiceUnavailableException('Payments are not configured on this server.');
  return connection;
}

/** The SDK's errors (StripeInvalidRequestError, StripeConnectionError, ...) name their kind in `type`. */
function isStripeError(error: unknown): error is Error {
  const type: unknown = error instanceof Error ? (error as Error & { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.startsWith('Stripe');
}

/** A refusal or an outage at Stripe reaches the person as 502 with Stripe's reason; bugs stay 500. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isStripeError(error)) throw new BadGatewayException(`The payment provider refused the request: ${error.message}`);
    throw error;
  }
}
