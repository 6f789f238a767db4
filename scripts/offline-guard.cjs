'use strict';
/**
 * The offline guard: in a test, benchmark or browser-test process, nothing may look up or reach a host outside
 * this machine (a link checker once looked up a public WordPress host during a test). Loaded with
 * `node --require scripts/offline-guard.cjs` (or NODE_OPTIONS, which child processes inherit) and by the API's
 * Jest setup, it patches the lowest points every client goes through:
 *
 * - `dns.lookup` and `dns.promises.lookup` (what net, http, got, undici/fetch, pg and the page fetcher call):
 *   `localhost`, IP literals on loopback (and the unspecified 0.0.0.0 / :: a server binds to) and names listed in
 *   /etc/hosts under `.test` or `.localhost` are answered as usual; other `.test`, `.localhost` and `.invalid`
 *   names are answered ENOTFOUND here, without a query; any other name is refused (ENOTFOUND) AND recorded.
 * - `dns.resolve*` and `dns.Resolver` (c-ares queries a DNS server directly, /etc/hosts aside): refused and
 *   recorded for outside names, ENOTFOUND for the local ones.
 * - `net.Socket.prototype.connect` (net, tls, http agents, undici): a TCP connection to an address that is not
 *   loopback is refused and recorded, including one whose address came from a custom `lookup` (the page
 *   fetcher pins the address it checked, so it never calls dns.lookup for the connection itself).
 *
 * A recorded leak is written to stderr at once, kept in `leaks()` for the Jest setup to fail the test with, and
 * appended to the file named by FRESHWATCH_OFFLINE_GUARD_LOG when set (how a test learns of a child's leak).
 * To allow another local name, map it in /etc/hosts under `.test`; to allow something else, add it to
 * FRESHWATCH_OFFLINE_ALLOW (comma-separated host names or addresses), e.g. a LAN service a benchmark needs.
 */
// The real process object even inside Jest, whose test files each see a copy that is gone after the file ends.
// eslint-disable-next-line no-redeclare -- shadowing the global is the point
const process = require('node:process');
const dns = require('node:dns');
const net = require('node:net');
const fs = require('node:fs');

const STATE = Symbol.for('freshwatch.offline-guard');
if (!dns[STATE]) install();
module.exports = dns[STATE].api;

function install() {
  const state = { leaks: [], listeners: new Set() };
  const original = {
    lookup: dns.lookup,
    promisesLookup: dns.promises.lookup,
    connect: net.Socket.prototype.connect,
  };

  const extraAllowed = () =>
    new Set(
      (process.env.FRESHWATCH_OFFLINE_ALLOW || '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    );

  function isLocalAddress(address) {
    let a = String(address)
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
    if (a.startsWith('::ffff:') && net.isIPv4(a.slice(7))) a = a.slice(7);
    if (net.isIPv4(a)) return a.startsWith('127.') || a === '0.0.0.0';
    if (net.isIPv6(a)) return a === '::1' || a === '::' || /^0*:(0*:)*0*1?$/.test(a);
    return false;
  }

  function hostsFileNames() {
    try {
      const names = new Set();
      for (const line of fs.readFileSync('/etc/hosts', 'utf8').split('\n')) {
        const fields = line.replace(/#.*/, '').trim().split(/\s+/);
        for (const name of fields.slice(1)) names.add(name.toLowerCase());
      }
      return names;
    } catch {
      return new Set();
    }
  }

  /** 'pass': ask the system resolver (answered from /etc/hosts); 'notfound': answer ENOTFOUND here; 'refuse': a leak. */
  function verdict(hostname) {
    const name = String(hostname)
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^\[|\]$/g, '');
    if (net.isIP(name)) return isLocalAddress(name) || extraAllowed().has(name) ? 'pass' : 'refuse';
    if (name === 'localhost' || extraAllowed().has(name)) return 'pass';
    if (name.endsWith('.invalid') || name === 'invalid') return 'notfound';
    if (name.endsWith('.test') || name.endsWith('.localhost')) return hostsFileNames().has(name) ? 'pass' : 'notfound';
    return 'refuse';
  }

  function record(kind, target) {
    const leak = { kind, target: String(target), pid: process.pid, at: new Date().toISOString(), stack: new Error().stack.split('\n').slice(3, 12).join('\n') };
    for (const listener of state.listeners) {
      try {
        listener(leak);
      } catch {
        // A failing listener must not keep the leak from being recorded and reported.
      }
    }
    state.leaks.push(leak);
    process.stderr.write(`\n[offline-guard] REFUSED ${kind} of ${leak.target} (pid ${process.pid}): nothing may leave this machine\n${leak.stack}\n`);
    const log = process.env.FRESHWATCH_OFFLINE_GUARD_LOG;
    if (log) {
      try {
        fs.appendFileSync(log, JSON.stringify(leak) + '\n');
      } catch {
        // The log is a copy for the parent process; the leak is on stderr and in `state.leaks` already.
      }
    }
  }

  function notFound(syscall, hostname, refused) {
    const error = new Error(`${syscall} ENOTFOUND ${hostname}${refused ? ' (refused by the offline guard)' : ''}`);
    error.code = 'ENOTFOUND';
    error.errno = -3008;
    error.syscall = syscall;
    error.hostname = hostname;
    return error;
  }

  function guardedLookup(hostname, options, callback) {
    if (typeof options === 'function') {
      callback = options;
      options = undefined;
    }
    const v = verdict(hostname);
    if (v === 'pass') return options === undefined ? original.lookup.call(dns, hostname, callback) : original.lookup.call(dns, hostname, options, callback);
    if (v === 'refuse') record('DNS lookup', hostname);
    process.nextTick(callback, notFound('getaddrinfo', hostname, v === 'refuse'));
    return {};
  }
  dns.lookup = guardedLookup;

  dns.promises.lookup = async function guardedPromisesLookup(hostname, options) {
    const v = verdict(hostname);
    if (v === 'pass') return original.promisesLookup.call(dns.promises, hostname, options);
    if (v === 'refuse') record('DNS lookup', hostname);
    throw notFound('getaddrinfo', hostname, v === 'refuse');
  };

  // c-ares queries go to a DNS server even for names in /etc/hosts: nothing in a test should need one.
  const resolveMethods = [
    'resolve',
    'resolve4',
    'resolve6',
    'resolveAny',
    'resolveCaa',
    'resolveCname',
    'resolveMx',
    'resolveNaptr',
    'resolveNs',
    'resolvePtr',
    'resolveSoa',
    'resolveSrv',
    'resolveTxt',
    'reverse',
  ];
  const refuseResolve = (name, hostname) => {
    const v = verdict(hostname);
    if (v === 'refuse') record(`DNS ${name}`, hostname);
    const error = notFound(`query${name.replace(/^resolve/, '')}`, hostname, v === 'refuse');
    error.code = 'ENOTFOUND';
    return error;
  };
  for (const name of resolveMethods) {
    const callbackStyle = function (hostname, ...rest) {
      const callback = rest.reverse().find((arg) => typeof arg === 'function');
      const error = refuseResolve(name, hostname);
      if (callback) process.nextTick(callback, error);
      return {};
    };
    const promiseStyle = async function (hostname) {
      throw refuseResolve(name, hostname);
    };
    if (typeof dns[name] === 'function') dns[name] = callbackStyle;
    if (dns.Resolver && typeof dns.Resolver.prototype[name] === 'function') dns.Resolver.prototype[name] = callbackStyle;
    if (typeof dns.promises[name] === 'function') dns.promises[name] = promiseStyle;
    if (dns.promises.Resolver && typeof dns.promises.Resolver.prototype[name] === 'function') dns.promises.Resolver.prototype[name] = promiseStyle;
  }

  /** A `lookup` (the socket's own, e.g. the page fetcher's pinned one) whose answers must be loopback. */
  function wrapLookup(lookup, hostname) {
    return function checkedLookup(name, options, callback) {
      if (typeof options === 'function') {
        callback = options;
        options = {};
      }
      return lookup(name, options, (error, address, family) => {
        if (error) return callback(error, address, family);
        const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
        const outside = addresses.find((a) => !isLocalAddress(a) && !extraAllowed().has(a) && !extraAllowed().has(String(hostname).toLowerCase()));
        if (outside !== undefined) {
          record('TCP connection', `${hostname} (${outside})`);
          return callback(notFound('getaddrinfo', hostname, true));
        }
        callback(null, address, family);
      });
    };
  }

  net.Socket.prototype.connect = function guardedConnect(...args) {
    // net.connect passes an already-normalised [options, callback] array; a direct call passes the user's arguments.
    let options;
    if (Array.isArray(args[0])) options = args[0][0];
    else if (args[0] !== null && typeof args[0] === 'object') options = args[0];
    else if (typeof args[0] === 'number' || (typeof args[0] === 'string' && /^\d+$/.test(args[0]))) {
      if (typeof args[1] === 'string' && net.isIP(args[1]) && !isLocalAddress(args[1]) && !extraAllowed().has(args[1])) return refuseConnection(this, args[1]);
      return original.connect.apply(this, args);
    }
    if (!options || options.path) return original.connect.apply(this, args);
    const host = options.host || 'localhost';
    if (net.isIP(host)) {
      if (!isLocalAddress(host) && !extraAllowed().has(host)) return refuseConnection(this, host);
    } else {
      options.lookup = wrapLookup(options.lookup || dns.lookup, host);
    }
    return original.connect.apply(this, args);
  };

  function refuseConnection(socket, host) {
    record('TCP connection', host);
    const error = new Error(`connect ECONNREFUSED ${host} (refused by the offline guard)`);
    error.code = 'ECONNREFUSED';
    error.syscall = 'connect';
    error.address = host;
    process.nextTick(() => socket.destroy(error));
    return socket;
  }

  propagateTo(process.env);

  dns[STATE] = {
    api: {
      /** Every leak this process recorded so far. */
      leaks: () => state.leaks.slice(),
      /** Calls `listener(leak)` on each leak from now on; returns a function that stops it. */
      onLeak(listener) {
        state.listeners.add(listener);
        return () => state.listeners.delete(listener);
      },
      propagateTo,
      verdict,
      isLocalAddress,
    },
  };
}

/** Child processes started with this environment (the built server a test starts, a fixture site) load the guard too. */
function propagateTo(env) {
  const nodeOptions = env.NODE_OPTIONS || '';
  if (!nodeOptions.includes(__filename)) env.NODE_OPTIONS = `${nodeOptions} --require ${JSON.stringify(__filename)}`.trim();
}
