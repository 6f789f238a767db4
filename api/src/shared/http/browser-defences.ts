import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** The session cookie's name; its presence is what makes a request carry a signed-in person's authority. */
export const SESSION_COOKIE = 'freshwatch.sid';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function refuse(response: Response, status: 403 | 415, message: string): void {
  response.status(status).json({ statusCode: status, error: status === 403 ? 'Forbidden' : 'Unsupported Media Type', message });
}

/**
 * Whether the browser says the request came from another origin: Fetch Metadata first, then Origin, then the
 * Referer (a GET navigation from a link or an image carries no Origin; a browser without Fetch Metadata still
 * names the page it came from, unless that page asked it not to).
 */
export function isCrossOrigin(request: Request): boolean {
  const site = request.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const self = `${request.protocol}://${request.get('host')}`;
  const origin = request.get('origin');
  if (origin) return origin !== self;
  const referer = request.get('referer');
  // Neither: not a browser (every current browser sends one of them on a cross-origin POST), so there is no
  // ambient cookie to abuse. This is the rule Go's CrossOriginProtection applies.
  if (!referer) return false;
  try {
    return new URL(referer).origin !== self;
  } catch {
    return true;
  }
}

/**
 * CSRF, as a class: a state-changing request from a browser must come from this origin, and one that carries
 * the session cookie must send JSON (a cross-site HTML form can only send form encodings and text/plain, and a
 * cross-site JSON fetch needs a CORS preflight that Freshwatch never grants). Requests with an Authorization
 * header (the plugin's Bearer API key) carry no ambient authority and are left alone.
 */
/** Whether the request carries Freshwatch's session cookie (valid or not: only the session store can tell). */
export function hasSessionCookie(request: Request): boolean {
  return (request.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}

export function csrfProtection(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!UNSAFE_METHODS.has(request.method) || request.get('authorization')) return next();
    if (isCrossOrigin(request)) return refuse(response, 403, 'Cross-site requests are not allowed: send the request from the Freshwatch app itself.');
    const hasSession = hasSessionCookie(request);
    const hasBody = Number(request.get('content-length') ?? 0) > 0 || request.get('transfer-encoding') !== undefined;
    if (hasSession && hasBody && !request.is('application/json')) {
      return refuse(response, 415, 'Send the request body as JSON (Content-Type: application/json).');
    }
    next();
  };
}

/**
 * Security headers on every response. The Content-Security-Policy is the one the web app passes (the browser
 * tests fail on any violation): scripts and styles from this origin only, Stripe.js for the Subscribe page's payment form (inline styles for the components'
 * style attributes), images also over https (profile pictures), no framing, no plugins. HSTS only over HTTPS
 * (request.secure, with TRUST_PROXY behind a proxy): over plain HTTP it would mean nothing.
 */
export function securityHeaders(): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Stripe.js and its Payment Element (the Subscribe page), as Stripe documents for a CSP.
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  const hsts: RequestHandler = (request, response, next) => {
    if (request.secure) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
  return [headers, hsts];
}
