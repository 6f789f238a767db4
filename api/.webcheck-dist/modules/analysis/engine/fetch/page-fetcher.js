"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.USER_AGENT = exports.FetchFailure = void 0;
exports.createPageFetcher = createPageFetcher;
const promises_1 = require("node:dns/promises");
const node_http_1 = require("node:http");
const node_net_1 = require("node:net");
const got_1 = __importDefault(require("got"));
const agents_1 = require("./agents");
const charset_1 = require("./charset");
const fetch_failure_1 = require("./fetch-failure");
const ip_address_1 = require("./ip-address");
var fetch_failure_2 = require("./fetch-failure");
Object.defineProperty(exports, "FetchFailure", { enumerable: true, get: function () { return fetch_failure_2.FetchFailure; } });
exports.USER_AGENT = 'FreshwatchBot/1.0 (+https://freshwatch.app/bot)';
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HEAD_REFUSED_STATUSES = new Set([400, 403, 404, 405, 406, 429, 500, 501, 503]);
const systemResolver = async (hostname) => (await (0, promises_1.lookup)(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
/**
 * The one guarded HTTP client for every URL the server fetches. Each hop (the first request and every redirect,
 * followed by hand) resolves the host, refuses non-public addresses unless allowed, and connects to exactly the
 * address it checked (a pinned `lookup`), so a DNS answer that changes between check and connect cannot bypass it.
 */
function createPageFetcher(options) {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const resolve = options.resolve ?? systemResolver;
    const allowAddresses = new Set(options.allowAddresses ?? []);
    const userAgent = options.userAgent ?? exports.USER_AGENT;
    const linkTimeoutMs = options.linkTimeoutMs ?? Math.min(options.timeoutMs, 10_000);
    const policy = options.allowPrivate ? 'any' : `public+${[...allowAddresses].sort().join(',')}`;
    const agent = (0, agents_1.agentsFor)(policy);
    async function pinnedAddress(url, signal) {
        const host = url.hostname.replace(/^\[|\]$/g, '');
        const literal = (0, node_net_1.isIP)(host);
        let addresses;
        if (literal) {
            addresses = [{ address: host, family: literal }];
        }
        else {
            try {
                addresses = await raceAbort(resolve(host), signal);
            }
            catch (error) {
                if (signal.aborted)
                    throw error;
                throw new fetch_failure_1.FetchFailure('dns', `The host name ${host} could not be found`);
            }
            if (addresses.length === 0)
                throw new fetch_failure_1.FetchFailure('dns', `The host name ${host} could not be found`);
        }
        if (!options.allowPrivate && addresses.some((a) => !(0, ip_address_1.isPublicAddress)(a.address) && !allowAddresses.has(a.address))) {
            throw new fetch_failure_1.FetchFailure('private_address', 'The address resolves to a private network address');
        }
        return addresses[0];
    }
    async function hop(url, request) {
        const pinned = await pinnedAddress(url, request.signal);
        const lookup = (_hostname, lookupOptions, callback) => {
            if (lookupOptions.all)
                callback(null, [pinned]);
            else
                callback(null, pinned.address, pinned.family);
        };
        const stream = got_1.default.stream(url, {
            method: request.method,
            headers: { 'user-agent': userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
            followRedirect: false,
            throwHttpErrors: false,
            retry: { limit: 0 },
            dnsLookup: lookup,
            agent,
            signal: request.signal,
        });
        return new Promise((resolveHop, rejectHop) => {
            let settled = false;
            const fail = (error) => {
                if (settled)
                    return;
                settled = true;
                stream.destroy();
                rejectHop(error);
            };
            const done = (result) => {
                if (settled)
                    return;
                settled = true;
                resolveHop(result);
            };
            stream.on('error', fail);
            stream.on('response', (response) => {
                const headers = flattenHeaders(response.headers);
                const status = response.statusCode;
                const statusText = response.statusMessage || node_http_1.STATUS_CODES[status] || '';
                const base = { status, statusText, headers, body: null };
                if (REDIRECT_STATUSES.has(status) && headers.location) {
                    stream.destroy();
                    return done({ ...base, location: headers.location });
                }
                if (!request.readBody || status >= 400) {
                    stream.destroy();
                    return done(base);
                }
                const contentType = headers['content-type'] ?? '';
                if (request.expectHtml && contentType && !isHtml(contentType)) {
                    return fail(new fetch_failure_1.FetchFailure('not_html', `The address does not serve HTML (${contentType.split(';')[0].trim()})`));
                }
                if (Number(headers['content-length']) > maxBytes)
                    return fail(tooLarge());
                const chunks = [];
                let size = 0;
                stream.on('data', (chunk) => {
                    size += chunk.length;
                    if (size > maxBytes)
                        return fail(tooLarge());
                    chunks.push(chunk);
                });
                stream.on('end', () => done({ ...base, body: Buffer.concat(chunks) }));
            });
        });
    }
    const tooLarge = () => new fetch_failure_1.FetchFailure('too_large', `The page is larger than ${(0, fetch_failure_1.formatMegabytes)(maxBytes)}`);
    /** Follows redirects by hand, checking every hop. */
    async function follow(requestedUrl, request, timeoutMs) {
        const started = performance.now();
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        const redirects = [];
        const visited = new Set();
        try {
            let url = parseHttpUrl(requestedUrl, 'The address is not a valid web address');
            for (;;) {
                visited.add(url.href);
                const result = await hop(url, { ...request, signal: controller.signal });
                if (result.location === undefined)
                    return { url, result, redirects, elapsedMs: performance.now() - started };
                const next = parseHttpUrl(result.location, 'The page redirects to an invalid address', url);
                if (visited.has(next.href))
                    throw new fetch_failure_1.FetchFailure('too_many_redirects', 'The page redirects in a loop');
                if (redirects.length >= maxRedirects) {
                    throw new fetch_failure_1.FetchFailure('too_many_redirects', `The page redirects more than ${maxRedirects} times`);
                }
                redirects.push(next.href);
                url = next;
            }
        }
        catch (error) {
            throw (0, fetch_failure_1.asFetchFailure)(error, controller.signal.aborted, timeoutMs);
        }
        finally {
            clearTimeout(timer);
        }
    }
    return {
        async fetchPage(url, opts = {}) {
            const expectHtml = opts.expectHtml ?? true;
            const fetchedAt = new Date();
            const { url: finalUrl, result, redirects, elapsedMs } = await follow(url, { method: 'GET', readBody: true, expectHtml }, options.timeoutMs);
            if (result.status >= 400) {
                throw new fetch_failure_1.FetchFailure('http_status', `The page answered ${(0, fetch_failure_1.statusLine)(result.status, result.statusText)}`, result.status);
            }
            const contentType = result.headers['content-type'] ?? '';
            const body = (0, charset_1.decodeBody)(result.body ?? Buffer.alloc(0), contentType);
            if (expectHtml && !contentType && !/<\s*(!doctype|html|head|body|div|p)\b/i.test(body.slice(0, 1024))) {
                throw new fetch_failure_1.FetchFailure('not_html', 'The address does not serve HTML (no content type)');
            }
            return {
                requestedUrl: url,
                finalUrl: finalUrl.href,
                status: result.status,
                statusText: result.statusText,
                headers: result.headers,
                contentType,
                body,
                redirects,
                fetchedAt,
                elapsedMs: Math.round(elapsedMs),
            };
        },
        async checkLink(url) {
            const attempt = async (method) => {
                const { result } = await follow(url, { method, readBody: false, expectHtml: false }, linkTimeoutMs);
                return result;
            };
            const verdict = (status, statusText) => status < 400 ? { url, ok: true, status } : { url, ok: false, status, reason: `The page answered ${(0, fetch_failure_1.statusLine)(status, statusText)}` };
            let headFailure;
            try {
                const head = await attempt('HEAD');
                if (!HEAD_REFUSED_STATUSES.has(head.status))
                    return verdict(head.status, head.statusText);
            }
            catch (error) {
                headFailure = (0, fetch_failure_1.asFetchFailure)(error, false, linkTimeoutMs);
                // Rules that GET would break the same way: no second try.
                if (['private_address', 'invalid_url', 'dns', 'too_many_redirects', 'timeout'].includes(headFailure.code)) {
                    return { url, ok: false, reason: headFailure.reason };
                }
            }
            try {
                const get = await attempt('GET');
                return verdict(get.status, get.statusText);
            }
            catch (error) {
                return { url, ok: false, reason: (0, fetch_failure_1.asFetchFailure)(error, false, linkTimeoutMs).reason };
            }
        },
        close() {
            (0, agents_1.closeAgents)(policy);
        },
    };
}
function parseHttpUrl(value, invalidReason, base) {
    let url;
    try {
        url = new URL(value, base);
    }
    catch {
        throw new fetch_failure_1.FetchFailure('invalid_url', invalidReason);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        const reason = base ? `The page redirects to an address that is not http or https (${url.protocol})` : `Only http and https addresses can be fetched (${url.protocol})`;
        throw new fetch_failure_1.FetchFailure('invalid_url', reason);
    }
    url.hash = '';
    return url;
}
function isHtml(contentType) {
    return /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i.test(contentType);
}
function flattenHeaders(headers) {
    const flat = {};
    for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined)
            flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    return flat;
}
function raceAbort(promise, signal) {
    if (signal.aborted)
        return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then((value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
        }, (error) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
        });
    });
}
//# sourceMappingURL=page-fetcher.js.map