import { Injectable, Inject } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { createLinkChecker, type LinkChecker, memoryLinkCheckCache } from './link-checker';
import { createPageFetcher, type FetchFunction, type GuardedPageFetcher, type PageFetcher } from './page-fetcher';
import { createRobotsTxtReader, type RobotsTxtReader } from './robots-txt';

/**
 * Every URL the server fetches goes through the guarded fetcher, built here with the one process-wide
 * rule (FETCH_ALLOW_PRIVATE) and the workspace's request timeout.
 */
@Injectable()
export class PageFetchers {
  /**
   * One link checker per process: its cache (results kept for hours, in memory) and its per-host limit are shared
   * by every analysis this process runs, so a Refresh All checks a site's common links once and politely.
   */
  readonly links: LinkChecker = createLinkChecker({ cache: memoryLinkCheckCache() });
  /** Each site's robots.txt, fetched once and kept for 24 hours in this process. */
  readonly robots: RobotsTxtReader = createRobotsTxtReader();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** A page fetcher; its bodies stop at MAX_PAGE_BYTES unless the caller sets another limit (a sitemap's). */
  forTimeout(timeoutMs: number, maxBytes = this.config.maxPageBytes): PageFetcher {
    return createPageFetcher({ allowPrivate: this.config.fetchAllowPrivate, timeoutMs, maxBytes });
  }

  /**
   * The `fetch` for an AI server a workspace chose: the same guard, plus the hosts the operator allowed for
   * private model servers (AI_PRIVATE_HOSTS). The answer may be larger than a page (a long JSON answer).
   */
  forAi(timeoutMs: number): FetchFunction {
    return createPageFetcher({ allowPrivate: this.config.fetchAllowPrivate, allowHosts: this.config.aiPrivateHosts, timeoutMs, maxBytes: 20 * 1024 * 1024 })
      .fetch;
  }

  /** The client for notification webhooks and Slack: the same guard, the default body limit for the answer. */
  forWebhooks(timeoutMs: number): GuardedPageFetcher {
    return createPageFetcher({ allowPrivate: this.config.fetchAllowPrivate, timeoutMs });
  }
}
