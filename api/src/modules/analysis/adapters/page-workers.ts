import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import {
  analyseFetchedPage,
  type ContextForLinks,
  createPageWorkPool,
  extractPage,
  type ExtractedPage,
  type PageAnalysedLocally,
  type PageWork,
} from '../../../engine';
import { type FetchedBytes, type FetchedPage, withDecodedBody } from '../../../shared/outbound';

/**
 * The process's one pool of analysis threads (see createPageWorkPool): every parse and local analysis of this
 * process goes through it, so that no page, however large, holds up the event loop. It stops after the job
 * HTTP server, at shutdown; job workers still finishing then (app.ts stops them after the HTTP server) parse on
 * the event loop instead, which no request is waiting for any more.
 */
@Injectable()
export class PageWorkers implements PageWork, OnApplicationShutdown {
  private readonly pool = createPageWorkPool();
  private closed = false;

  async extract(page: FetchedPage | FetchedBytes): Promise<ExtractedPage> {
    return this.closed ? extractPage(withDecodedBody(page)) : this.pool.extract(page);
  }

  async analysePage(page: FetchedPage | FetchedBytes, contextFor: ContextForLinks): Promise<PageAnalysedLocally> {
    return this.closed ? analyseFetchedPage(withDecodedBody(page), contextFor) : this.pool.analysePage(page, contextFor);
  }

  close(): Promise<void> {
    this.closed = true;
    return this.pool.close();
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
