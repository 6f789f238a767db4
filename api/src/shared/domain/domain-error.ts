/**
 * An expected failure, returned by `decide` as a value. Its kind says how it reaches a client; the single
 * mapping to HTTP statuses is in http/domain-error.filter.ts.
 */
export type DomainErrorKind = 'not_found' | 'conflict' | 'forbidden' | 'unauthorized' | 'payment_required' | 'invalid';

export class DomainError {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    readonly message: string,
  ) {}
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/** Thrown by a handler to carry a decided DomainError to the HTTP layer. */
export class DomainErrorException extends Error {
  constructor(readonly error: DomainError) {
    super(error.message);
  }
}
