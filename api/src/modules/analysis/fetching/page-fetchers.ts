import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { createPageFetcher, PageFetcher } from '../engine';

/**
 * Every URL the server fetches goes through the engine's guarded fetcher, built here with the one process-wide
 * rule (FETCH_ALLOW_PRIVATE) and the workspace's request timeout.
 */
@Injectable()
export class PageFetchers {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  forTimeout(timeoutMs: number, maxBytes?: number): PageFetcher {
    return createPageFetcher({ allowPrivate: this.config.fetchAllowPrivate, timeoutMs, maxBytes });
  }
}
