import { takeEarlyResponse } from './early-responses';

/**
 * The one way the web talks to the API: cookies always go along, writes send JSON,
 * and every non-OK reply becomes an ApiError whose message a person can read.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The reply's machine-readable `code`, when it has one, for the callers that react to one refusal in particular. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Picks the message of an error reply: JSON `message` (a list joined by '; '), else `error`, else the status text. */
export function errorMessageFrom(status: number, statusText: string, bodyText: string): string {
  const fallback = statusText || `Request failed with status ${status}`;
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return bodyText.trim() || fallback;
  }
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (Array.isArray(message) && message.length > 0) return message.map(String).join('; ');
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return fallback;
}

function codeFrom(bodyText: string): string | undefined {
  try {
    const { code } = JSON.parse(bodyText) as { code?: unknown };
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(response.status, errorMessageFrom(response.status, response.statusText, text), codeFrom(text));
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function request(method: Method, path: string, body?: unknown): Promise<Response> {
  // The first load's reads may already have been asked for, before the app's scripts arrived (lib/early-responses).
  if (method === 'GET') {
    const early = await takeEarlyResponse(path);
    if (early) return early;
  }
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  try {
    return await fetch(path, init);
  } catch {
    // fetch only rejects when no reply arrived at all; say so instead of the browser's 'Failed to fetch'.
    throw new ApiError(0, 'Could not reach the Freshwatch server. Check your connection and try again.');
  }
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

async function send<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await request(method, path, body);
  if (!response.ok) throw await toApiError(response);
  return readBody<T>(response);
}

export const api = {
  get: <T>(path: string) => send<T>('GET', path),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, body ?? {}),
  patch: <T>(path: string, body: unknown) => send<T>('PATCH', path, body),
  put: <T>(path: string, body: unknown) => send<T>('PUT', path, body),
  delete: <T = void>(path: string) => send<T>('DELETE', path),
};

/** The message to show for anything a mutation threw. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
