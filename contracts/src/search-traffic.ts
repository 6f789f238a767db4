/**
 * Search traffic from Google Search Console: the workspace's connection, each page's clicks and position by day,
 * and the decay verdict that compares the last 28 days with the 28 before and with the same 28 days a year earlier.
 *
 * Routes (all answer 404 SEARCH_CONSOLE_NOT_CONFIGURED when the operator has not set GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET, except GET /api/search-console, which says `configured: false`):
 * - GET    /api/search-console                   SearchConsoleConnection (every member)
 * - POST   /api/search-console/connect            SearchConsoleConnectStart (owners): where to send the browser
 * - GET    /api/search-console/callback           Google's redirect: stores the grant, then redirects to
 *                                                 SEARCH_CONSOLE_SCREEN with `?searchConsole=choose` or `?searchConsole=error&reason=...`
 * - PUT    /api/search-console/property           ChooseSearchConsoleProperty (owners): starts the 16-month import
 * - POST   /api/search-console/import             (owners) reads the new days now, as the daily import does
 * - DELETE /api/search-console                    (owners) disconnects: revokes the grant, keeps the imported history
 * - GET    /api/search-console/summary            SearchTrafficSummary (every member; the dashboard card)
 * - GET    /api/content-items/{id}/search-traffic ItemSearchTraffic (every member)
 * - GET    /api/reports/losing-traffic            LosingTrafficRow[] (ranked by clicks lost)
 * - GET    /api/reports/top-unmonitored-pages     UnmonitoredPageRow[] (by clicks, most first)
 */

/** The web screen that holds the connection (Settings, its Search Console section). */
export const SEARCH_CONSOLE_SCREEN = '/settings';

/** The window each comparison uses, in days. */
export const DECAY_WINDOW_DAYS = 28;
/** Search Console keeps 16 months; the first import reads all of them. */
export const SEARCH_CONSOLE_HISTORY_MONTHS = 16;

export type SearchConsoleState =
  /** Nobody connected, or an owner disconnected. */
  | 'not_connected'
  /** Google granted access; an owner must pick one of `properties` (never chosen silently). */
  | 'choosing_property'
  | 'connected'
  /** Google refused the stored grant (revoked in the Google account, or expired): an owner must connect again. */
  | 'access_revoked';

export interface SearchConsoleProperty {
  /** As Search Console names it: 'https://example.com/' or 'sc-domain:example.com'. */
  siteUrl: string;
  /** siteOwner, siteFullUser, siteRestrictedUser (siteUnverifiedUser properties are not offered). */
  permissionLevel: string;
}

export interface SearchConsoleConnection {
  /** Whether the operator set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; false: the section explains how. */
  configured: boolean;
  state: SearchConsoleState;
  /** The properties the granted account can read; filled while `choosing_property`, empty otherwise. */
  properties: SearchConsoleProperty[];
  /** The chosen property; null unless connected (kept while access_revoked, to say which). */
  property: string | null;
  connectedAt: string | null;
  /** The last day (YYYY-MM-DD) whose data has been imported; null before the first import finished. */
  importedThrough: string | null;
  lastImportAt: string | null;
  import: {
    state: 'idle' | 'running' | 'failed';
    /** What went wrong last, in words a person understands; null when the last import succeeded. */
    error: string | null;
  };
}

/** POST /api/search-console/connect: send the browser to `authorizeUrl` (Google's consent screen). */
export interface SearchConsoleConnectStart {
  authorizeUrl: string;
}

/** PUT /api/search-console/property: one of the connection's `properties`. */
export interface ChooseSearchConsoleProperty {
  siteUrl: string;
}

/** One page's performance on one day, as Search Console reports it. */
export interface SearchTrafficDay {
  /** YYYY-MM-DD (Search Console's days are Pacific time; kept as reported). */
  date: string;
  clicks: number;
  impressions: number;
  /** 0 to 1. */
  ctr: number;
  /** Average position, 1 is the top. */
  position: number;
}

/** The decay comparison of one page (see docs: the decay rule). */
export interface SearchDecay {
  /** Clicks in the last 28 imported days, the 28 days before, and the same 28 days a year earlier (null: no data then). */
  clicksLast28: number;
  clicksPrevious28: number;
  clicksYearAgo28: number | null;
  /** Rounded percent change of clicks against the previous 28 days; null when there were none before. */
  clicksChangePercent: number | null;
  /** Against the same 28 days a year earlier; null when there is no year-ago data. */
  clicksYearOverYearPercent: number | null;
  /** Impression-weighted average positions; null without impressions. */
  positionLast28: number | null;
  positionPrevious28: number | null;
  /** Click-through rates, 0 to 1; null without impressions. */
  ctrLast28: number | null;
  ctrPrevious28: number | null;
  /** Whether the rule calls it decay (enough traffic before, and a real fall). */
  decaying: boolean;
  /** The finding in words and numbers: "Clicks down 43% over 28 days (812 to 463); average position 4.1 to 7.8". */
  summary: string;
}

/** GET /api/content-items/{id}/search-traffic. */
export interface ItemSearchTraffic {
  /** Whether the workspace has a connected property (false: the dialog offers to connect). */
  connected: boolean;
  /** Day by day, oldest first, over the imported history. */
  days: SearchTrafficDay[];
  /** Null when the page has no traffic data at all. */
  decay: SearchDecay | null;
}

/** GET /api/search-console/summary: the dashboard's traffic card. */
export interface SearchTrafficSummary {
  connected: boolean;
  clicksLast28: number;
  clicksPrevious28: number;
  clicksChangePercent: number | null;
  /** Monitored pages the decay rule flags. */
  decayingPages: number;
  /** Pages with clicks in the last 28 days that are not monitored. */
  unmonitoredPagesWithTraffic: number;
}

/** GET /api/reports/losing-traffic: monitored pages that lost clicks, the most lost first. */
export interface LosingTrafficRow {
  id: string;
  title: string;
  url: string;
  clicksLast28: number;
  clicksPrevious28: number;
  /** clicksPrevious28 - clicksLast28 (positive: lost). */
  clicksLost: number;
  clicksChangePercent: number | null;
  positionLast28: number | null;
  positionPrevious28: number | null;
  decaying: boolean;
}

/** GET /api/reports/top-unmonitored-pages: pages with search traffic that are not in Freshwatch; one click monitors one. */
export interface UnmonitoredPageRow {
  url: string;
  clicksLast28: number;
  impressionsLast28: number;
  positionLast28: number | null;
}

/**
 * What the content list shows of an item's traffic (ContentItem.searchTraffic); null when the workspace is not
 * connected or the page has no data. The list sorts by `clicks` (clicksLast28) and filters with `traffic=decaying`.
 */
export interface ContentSearchTraffic {
  clicksLast28: number;
  clicksChangePercent: number | null;
  decaying: boolean;
}

export const CONTENT_TRAFFIC_FILTERS = ['decaying', 'with_traffic'] as const;
export type ContentTrafficFilter = (typeof CONTENT_TRAFFIC_FILTERS)[number];
