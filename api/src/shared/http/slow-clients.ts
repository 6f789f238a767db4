import type { Server } from 'node:http';
import type { AppConfig } from '../../config/config';

/**
 * Slow clients are cut off: a client gets HEADERS_TIMEOUT_SECONDS to send its headers and REQUEST_TIMEOUT_SECONDS
 * for the whole request, then 408 and the connection closed, so that a few connections sending a byte every few
 * seconds (slow-loris) cannot hold the server. Node checks the limits every `connectionsCheckingInterval` (30 s
 * by default, which would let a connection live twice its limit): a tenth of the shorter limit keeps the cut
 * close to it. The limits count only what the client sends: a long reply (a stream, an export) is not cut.
 */
export function cutOffSlowClients(server: Server, { headersTimeoutMs, requestTimeoutMs }: AppConfig['http']): void {
  server.headersTimeout = headersTimeoutMs;
  server.requestTimeout = requestTimeoutMs;
  // Read when the server starts listening, so it must be set before.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(250, Math.min(headersTimeoutMs, requestTimeoutMs) / 10);
}
