import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { jsonDepthExceeds } from './json-depth';
import { findTextViolation } from './text-policy';

/** Deeper than any body Freshwatch takes (an import is two levels), far below what overflows the stack. */
export const MAX_JSON_DEPTH = 32;
export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;

export interface InputPolicyOptions {
  /** Routes (path prefixes) that take a larger body than the default 2 MB. */
  largeBodies?: Array<{ path: string; limit: number }>;
  /**
   * Routes that verify a signature over the exact bytes they were sent (Stripe's webhook): their body stays a
   * Buffer, whatever its content type, under the default size cap; the route checks it before it trusts it.
   */
  rawBodies?: string[];
}

declare module 'http' {
  interface IncomingMessage {
    /**
     * The exact bytes of a JSON request body, as received, for a route that must verify a signature over them
     * (a payment provider's webhook): `@Req() request: RawBodyRequest<Request>` then `request.rawBody`.
     * The same name Nest's own `rawBody` option uses, so its `RawBodyRequest` type fits.
     */
    rawBody?: Buffer;
  }
}

function badRequest(response: Response, message: string): void {
  response.status(400).json({ statusCode: 400, error: 'Bad Request', message, errors: [message] });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses a JSON body that the size limit let through: valid UTF-8, nesting capped before JSON.parse, an
 * object or array at the top (as express.json's strict mode), every string storable. Replaces express.json
 * so that no route can skip the policy.
 */
function parseJsonBody(request: Request, response: Response, next: NextFunction): void {
  const raw = request.body;
  if (!Buffer.isBuffer(raw)) return next();
  request.rawBody = raw;
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    return badRequest(response, 'The request body is not valid UTF-8.');
  }
  if (text.trim() === '') {
    request.body = {};
    return next();
  }
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    return badRequest(response, `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  }
  const first = text.trimStart()[0];
  let body: unknown;
  try {
    if (first !== '{' && first !== '[') throw new SyntaxError('not an object or array');
    body = JSON.parse(text);
  } catch {
    return badRequest(response, 'The request body is not valid JSON.');
  }
  const violation = findTextViolation(body);
  if (violation) return badRequest(response, `${violation.field} ${violation.problem}.`);
  request.body = body;
  next();
}

/** Query parameters reach the same queries and columns as bodies, so they follow the same text rules. */
function checkQuery(request: Request, response: Response, next: NextFunction): void {
  if (!request.url.includes('?')) return next();
  let violation;
  try {
    violation = findTextViolation(request.query);
  } catch {
    return badRequest(response, 'The query string is not valid.');
  }
  if (violation) return badRequest(response, `${violation.field} ${violation.problem}.`);
  next();
}

/** What body-parser puts on the errors it passes on. */
interface BodyParserError {
  type?: string;
  limit?: number;
  status?: number;
  statusCode?: number;
  message?: string;
}

/** A body over the limit is 413 naming the limit; the other body-parser errors (bad encoding header) are 400/415, not 500. */
function bodyErrorHandler(error: BodyParserError | undefined, _request: Request, response: Response, next: NextFunction): void {
  if (error?.type === 'entity.too.large') {
    // The limit depends on the route (an import takes more); body-parser reports the one that applied.
    const megabytes = Math.round((Number(error.limit) / 1024 / 1024) * 10) / 10;
    response.status(413).json({ statusCode: 413, error: 'Payload Too Large', message: `The request body is larger than ${megabytes} MB.` });
    return;
  }
  const status = Number(error?.status ?? error?.statusCode);
  if (error?.type && status >= 400 && status < 500) {
    response.status(status).json({ statusCode: status, error: 'Bad Request', message: `The request body could not be read: ${error.message}` });
    return;
  }
  next(error);
}

/**
 * The one input policy, applied to every route before Nest parses or validates anything: a size cap per
 * route, a nesting cap, well-formed UTF-8/Unicode and no control characters in any string of a JSON body or
 * the query string. A violation is 400 naming the field. See docs/security.md.
 */
export function inputPolicy(options: InputPolicyOptions = {}): Array<RequestHandler | express.ErrorRequestHandler> {
  const readers = (options.largeBodies ?? []).map(({ path, limit }) => ({ path, read: express.raw({ type: 'application/json', limit }) }));
  const readDefault = express.raw({ type: 'application/json', limit: DEFAULT_BODY_LIMIT });
  const rawPaths = new Set(options.rawBodies ?? []);
  const readAnyType = express.raw({ type: () => true, limit: DEFAULT_BODY_LIMIT });
  const readBody: RequestHandler = (request, response, next) => {
    if (rawPaths.has(request.path)) return readAnyType(request, response, next);
    const large = readers.find(({ path }) => request.path === path || request.path.startsWith(`${path}/`));
    (large?.read ?? readDefault)(request, response, next);
  };
  const parseUnlessRaw: RequestHandler = (request, response, next) => {
    if (!rawPaths.has(request.path)) return parseJsonBody(request, response, next);
    if (Buffer.isBuffer(request.body)) request.rawBody = request.body;
    next();
  };
  return [checkQuery, readBody, parseUnlessRaw, bodyErrorHandler];
}
