/**
 * The replies src/early-requests.ts asked for while the app's own scripts were still downloading, handed to the
 * first GET of the same path (lib/api): a signed-in first load then waits for the slower of the scripts and the
 * data, not for the scripts and then the data.
 */

/** What src/early-requests.ts leaves on window: one reply per API path, or null where it asked for nothing. */
export type EarlyResponses = Map<string, Promise<Response | null>>;

declare global {
  interface Window {
    __freshwatchEarly?: EarlyResponses;
  }
}

/**
 * The early reply to GET `path`, at most once: a reply's body can be read only once, and only the first load's
 * request may use a reply from before the app started (any later one must ask the server again). Undefined when
 * none was asked for; null when the early request found nothing to ask (signed out) or did not get a reply.
 */
export function takeEarlyResponse(path: string): Promise<Response | null> | undefined {
  const early = window.__freshwatchEarly;
  const response = early?.get(path);
  if (response === undefined) return undefined;
  early!.delete(path);
  return response.catch(() => null);
}
