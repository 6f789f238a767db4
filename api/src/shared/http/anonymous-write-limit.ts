import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RateLimits } from '../rate-limits/rate-limits';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WINDOW_MS = 10 * 60_000;

/**
 * Every state-changing request from someone not signed in (sign-up, sign-in, and whatever public write route a
 * module adds) counts against the client address: `limit` per 10 minutes (ANONYMOUS_WRITE_LIMIT), across every
 * process on the database. Signed-in sessions and API-key requests are not counted here, nor `exemptPaths`
 * (signed machine-to-machine deliveries). Runs after the session middleware.
 */
export function anonymousWriteLimit(rateLimits: RateLimits, limit: number, exemptPaths: string[] = []): RequestHandler {
  const counter = rateLimits.limiter('anonymous-write', limit, WINDOW_MS);
  const exempt = new Set(exemptPaths);
  return (request: Request, response: Response, next: NextFunction) => {
    if (!UNSAFE_METHODS.has(request.method) || exempt.has(request.path) || request.get('authorization') || request.session?.userId) return next();
    counter.hit(request.ip ?? 'unknown').then((wait) => {
      if (wait === null) return next();
      response.setHeader('Retry-After', String(wait));
      const minutes = Math.max(1, Math.ceil(wait / 60));
      response.status(429).json({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many requests from your address. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      });
    }, next);
  };
}
