import { FetchFailure, type PageFetcher } from './page-fetcher';

/**
 * robots.txt as search engines read it (RFC 9309): the group for the crawler's product token (all groups naming
 * it, combined), else the `*` groups; the longest matching Allow/Disallow rule wins, Allow on a tie; `*` matches any
 * characters and a final `$` anchors the end. Freshwatch asks on behalf of Googlebot, the crawler most sites write
 * rules for; a site without a Googlebot group falls back to its `*` rules, as Googlebot itself does.
 */
export const SEARCH_ENGINE_AGENT = 'googlebot';

export interface RobotsRule {
  allow: boolean;
  /** The path pattern as written ('/private/', '/*.pdf$'). */
  pattern: string;
}

export interface RobotsTxt {
  /** Lower-case product tokens → their rules ('*' included). */
  groups: Map<string, RobotsRule[]>;
}

/** What robots.txt says about one page for search engines: null when nothing blocks it. */
export interface RobotsTxtBlock {
  /** The rule that blocks the page, as written ('Disallow: /private/'). */
  rule: string;
  /** The group the rule is in ('Googlebot' or '*'). */
  userAgent: string;
}

export function parseRobotsTxt(text: string): RobotsTxt {
  const groups = new Map<string, RobotsRule[]>();
  let agents: string[] = [];
  let inRules = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'user-agent') {
      // A user-agent line after rules starts a new group; consecutive ones share the group that follows.
      if (inRules) agents = [];
      inRules = false;
      const token = value.toLowerCase().split('/')[0].trim();
      agents.push(token);
      if (!groups.has(token)) groups.set(token, []);
    } else if (field === 'allow' || field === 'disallow') {
      inRules = true;
      // 'Disallow:' with no path allows everything: it is no rule at all.
      if (!value) continue;
      for (const agent of agents) groups.get(agent)?.push({ allow: field === 'allow', pattern: value });
    }
  }
  return { groups };
}

/** The rule that keeps `userAgent` from `url`, or null when it may crawl it. */
export function robotsBlock(robots: RobotsTxt, url: string, userAgent = SEARCH_ENGINE_AGENT): RobotsTxtBlock | null {
  const { pathname, search } = new URL(url);
  if (pathname === '/robots.txt') return null;
  const path = normalisePath(pathname + search);
  const own = robots.groups.get(userAgent.toLowerCase());
  const group = own ?? robots.groups.get('*');
  if (!group) return null;
  let best: RobotsRule | null = null;
  for (const rule of group) {
    if (!matches(normalisePath(rule.pattern), path)) continue;
    const longer = best === null || rule.pattern.length > best.pattern.length;
    const tieAllows = best !== null && rule.pattern.length === best.pattern.length && rule.allow;
    if (longer || tieAllows) best = rule;
  }
  if (!best || best.allow) return null;
  return { rule: `Disallow: ${best.pattern}`, userAgent: own ? capitalised(userAgent) : '*' };
}

const capitalised = (token: string) => token[0].toUpperCase() + token.slice(1);

/** Percent-encodings in upper case and characters a URL would encode, encoded, so that both sides compare alike. */
function normalisePath(path: string): string {
  return path.replace(/%[0-9a-f]{2}/gi, (m) => m.toUpperCase()).replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const regex = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${regex}${anchored ? '$' : ''}`).test(path);
}

/** How long a site's robots.txt is kept (RFC 9309 asks crawlers not to cache it longer than 24 hours). */
export const ROBOTS_TXT_TTL_MS = 24 * 60 * 60 * 1000;

/** Sites whose robots.txt is kept at once; the oldest goes first. */
const MAX_SITES = 10_000;

export interface RobotsTxtReader {
  /** What the page's site's robots.txt says about it for search engines; null when it allows it or cannot be read. */
  blockFor(url: string, fetcher: PageFetcher): Promise<RobotsTxtBlock | null>;
}

/**
 * Fetches each site's robots.txt once (through the guarded fetcher) and keeps it in the process for 24 hours, shared
 * by every page analysed; pages of one site checked at the same time wait for the same fetch.
 * A robots.txt that answers 4xx allows everything (RFC 9309). One that cannot be read (5xx, timeout, network)
 * reports nothing: a serious finding needs a rule we have actually read.
 */
export function createRobotsTxtReader(clock: () => Date = () => new Date()): RobotsTxtReader {
  const cache = new Map<string, { robots: Promise<RobotsTxt | null>; expires: number }>();
  const read = async (origin: string, fetcher: PageFetcher): Promise<RobotsTxt | null> => {
    try {
      const fetched = await fetcher.fetchPage(`${origin}/robots.txt`, { expectHtml: false });
      return parseRobotsTxt(fetched.body);
    } catch (error) {
      if (error instanceof FetchFailure && error.code === 'http_status' && (error.status ?? 0) < 500) return parseRobotsTxt('');
      return null;
    }
  };
  return {
    async blockFor(url, fetcher) {
      let origin: string;
      try {
        origin = new URL(url).origin;
      } catch {
        return null;
      }
      const now = clock().getTime();
      let entry = cache.get(origin);
      if (!entry || entry.expires <= now) {
        const fresh = { robots: read(origin, fetcher), expires: now + ROBOTS_TXT_TTL_MS };
        // One that could not be read is tried again within the hour rather than the day.
        void fresh.robots.then((robots) => {
          if (robots === null) fresh.expires = Math.min(fresh.expires, now + 60 * 60 * 1000);
        });
        if (cache.size >= MAX_SITES) cache.delete(cache.keys().next().value as string);
        cache.set(origin, fresh);
        entry = fresh;
      }
      const robots = await entry.robots;
      return robots ? robotsBlock(robots, url) : null;
    },
  };
}
