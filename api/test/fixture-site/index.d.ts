/** Types for the fixture site (index.js is plain CommonJS so that the benchmark can load it without a build). */

export interface FixtureSiteOptions {
  /** Delay of /slow in milliseconds (default 5000); `/slow?ms=…` overrides it per request. */
  slowMs?: number;
  /** The site's clock; page dates are computed from it at request time (default: the real time). */
  now?: () => Date;
  port?: number;
}

export interface FixtureSite {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Every request the site answered, in order (for asserting HEAD/GET fallbacks and redirect hops). */
  requests: { method: string; path: string; userAgent: string | null }[];
  paths: string[];
  /** Serves `html` at `path` from now on (a changed source page, a page under test). */
  setPage(path: string, html: string, options?: { status?: number; contentType?: string; headers?: Record<string, string> }): void;
  resetPage(path: string): void;
  close(): Promise<void>;
}

export interface RenderedFixturePage {
  status: number;
  headers: Record<string, string>;
  body: string;
  encoding: 'utf8' | 'latin1';
}

export function startFixtureSite(options?: FixtureSiteOptions): Promise<FixtureSite>;

/** The static pages (/fresh, /outdated, /seo-poor, /hard-to-read, /broken-links, /source/report, /link-hub, /latin1), without a server. */
export function renderFixturePage(path: string, options?: { now?: Date; origin?: string }): RenderedFixturePage | null;

/** A static fixture page shaped like the engine's FetchedPage (no server; origin defaults to http://127.0.0.1:8080). */
export function fetchedFixturePage(
  path: string,
  options?: { now?: Date; origin?: string },
): {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  contentType: string;
  body: string;
  redirects: string[];
  fetchedAt: Date;
  elapsedMs: number;
};

/** How many links of each kind /link-hub has (all in its main content). */
export const LINK_HUB: { ok: number; gone: number; moved: number; noHead: number };
