import { STATUS_CODES } from 'node:http';

export type FetchFailureCode =
  'http_status' | 'private_address' | 'timeout' | 'too_large' | 'not_html' | 'too_many_redirects' | 'invalid_url' | 'dns' | 'network';

/** An expected fetch failure; `reason` is a sentence a person understands. */
export class FetchFailure extends Error {
  constructor(
    readonly code: FetchFailureCode,
    readonly reason: string,
    readonly status?: number,
  ) {
    super(reason);
    this.name = 'FetchFailure';
  }
}

/**
 * What the guard answers for an address it will not fetch: one that resolves to a private network address, and
 * (while private addresses are refused) a host name that does not resolve at all. The two read the same on
 * purpose: were they told apart, a member could list the internal host names the server's DNS knows by trying
 * names in any URL field and watching which answer comes back.
 */
export const REFUSED_ADDRESS = 'The host name could not be found or resolves to a private network address';
export const refusedAddress = () => new FetchFailure('private_address', REFUSED_ADDRESS);

const formatSeconds = (ms: number) => `${Math.round(ms / 10) / 100} s`;
export const formatMegabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
export const statusLine = (status: number, statusText?: string) => `${status} ${statusText || STATUS_CODES[status] || ''}`.trim();

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'The server refused the connection',
  ECONNRESET: 'The server closed the connection unexpectedly',
  EHOSTUNREACH: 'The server cannot be reached',
  ENETUNREACH: 'The network of the server cannot be reached',
  EPIPE: 'The server closed the connection unexpectedly',
  ERR_TLS_CERT_ALTNAME_INVALID: "The site's security certificate does not match its address",
  CERT_HAS_EXPIRED: "The site's security certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "The site's security certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "The site's security certificate is not trusted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "The site's security certificate is not trusted",
  HPE_INVALID_CONSTANT: 'The server sent an invalid HTTP response',
  ERR_HTTP2_ERROR: 'The server sent an invalid HTTP response',
};

/** Any error of a fetch as a FetchFailure; `timedOut` when the fetch's own deadline aborted it. */
export function asFetchFailure(error: unknown, timedOut: boolean, timeoutMs: number): FetchFailure {
  if (error instanceof FetchFailure) return error;
  if (timedOut) return new FetchFailure('timeout', `Timed out after ${formatSeconds(timeoutMs)}`);
  const code = String((error as { code?: string })?.code ?? '');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FetchFailure('dns', 'The host name could not be found');
  const reason = NETWORK_REASONS[code] ?? `The page could not be loaded (${code || (error as Error)?.message || 'network error'})`;
  return new FetchFailure('network', reason);
}
