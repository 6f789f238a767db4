import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { analyseLocally, extractPage, type ExtractedPage, type FetchedPage, type LocalAnalysis, type LocalAnalysisContext } from '../engine';
import { createPageWorkPool, type PageWork } from '../engine/worker/page-work-pool';

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

  async extract(page: FetchedPage): Promise<ExtractedPage> {
    return this.closed ? extractPage(page) : this.pool.extract(page);
  }

  async analyse(page: ExtractedPage, context: LocalAnalysisContext): Promise<LocalAnalysis> {
    return this.closed ? analyseLocally(page, context) : this.pool.analyse(page, context);
  }

  close(): Promise<void> {
    this.closed = true;
    return this.pool.close();
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
