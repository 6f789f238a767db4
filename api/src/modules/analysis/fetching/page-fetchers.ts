import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { createPageFetcher, FetchFunction, PageFetcher } from '../engine';

/**
 * Every URL the server fetches goes through the engine's guarded fetcher, built here with the one process-wide
 * rule (FETCH_ALLOW_PRIVATE) and the workspace's request timeout.
 */
@Injectable()
export class PageFetchers {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  forTimeout(timeoutMs: number): PageFetcher {
    return createPageFetcher({ allowPrivate: this.config.fetchAllowPrivate, timeoutMs });
  }

  /**
   * The `fetch` for an AI server a workspace chose: the same guard, plus the hosts the operator allowed for
   * private model servers (AI_PRIVATE_HOSTS). The answer may be larger than a page (a long JSON answer).
   */
  forAi(timeoutMs: number): FetchFunction {
    return createPageFetcher({ allowPrivate: this.config.fetchAllowPrivate, allowHosts: this.config.aiPrivateHosts, timeoutMs, maxBytes: 20 * 1024 * 1024 }).fetch;
  }
}
