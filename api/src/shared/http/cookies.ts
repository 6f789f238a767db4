import type { Request } from 'express';

/** One cookie's value from the Cookie header (no cookie parser is installed: only a few cookies are read). */
export function readCookie(request: Request, name: string): string | undefined {
  for (const pair of (request.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
