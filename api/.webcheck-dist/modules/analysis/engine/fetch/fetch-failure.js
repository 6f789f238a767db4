"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.statusLine = exports.formatMegabytes = exports.formatSeconds = exports.FetchFailure = void 0;
exports.asFetchFailure = asFetchFailure;
const node_http_1 = require("node:http");
/** An expected fetch failure; `reason` is a sentence a person understands. */
class FetchFailure extends Error {
    constructor(code, reason, status) {
        super(reason);
        this.code = code;
        this.reason = reason;
        this.status = status;
        this.name = 'FetchFailure';
    }
}
exports.FetchFailure = FetchFailure;
const formatSeconds = (ms) => `${Math.round(ms / 10) / 100} s`;
exports.formatSeconds = formatSeconds;
const formatMegabytes = (bytes) => bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
exports.formatMegabytes = formatMegabytes;
const statusLine = (status, statusText) => `${status} ${statusText || node_http_1.STATUS_CODES[status] || ''}`.trim();
exports.statusLine = statusLine;
const NETWORK_REASONS = {
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
function asFetchFailure(error, timedOut, timeoutMs) {
    if (error instanceof FetchFailure)
        return error;
    if (timedOut)
        return new FetchFailure('timeout', `Timed out after ${(0, exports.formatSeconds)(timeoutMs)}`);
    const code = String(error?.code ?? '');
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
        return new FetchFailure('dns', 'The host name could not be found');
    const reason = NETWORK_REASONS[code] ?? `The page could not be loaded (${code || error?.message || 'network error'})`;
    return new FetchFailure('network', reason);
}
//# sourceMappingURL=fetch-failure.js.map