import type { ScrapedPage } from '@freshwatch/contracts';
import { Injectable } from '@nestjs/common';
import { PageFetchers } from '../../../shared/outbound';
import { PageWorkers } from '../adapters/page-workers';
import { AnalysisSettingsReader } from '../adapters/analysis-settings';

/** What a page says about itself, for the form's title-on-URL-blur; a fetch failure throws FetchFailure. */
@Injectable()
export class PageScraper {
  constructor(
    private readonly settings: AnalysisSettingsReader,
    private readonly fetchers: PageFetchers,
    private readonly workers: PageWorkers,
  ) {}

  async scrape(workspaceId: string, url: string): Promise<ScrapedPage> {
    const { requestTimeoutMs } = await this.settings.forWorkspace(workspaceId);
    const page = await this.workers.extract(await this.fetchers.forTimeout(requestTimeoutMs).fetchPageBytes(url));
    return {
      url: page.url,
      title: page.title ?? '',
      description: page.metaDescription || null,
      canonical: page.canonical || null,
      lang: page.lang || null,
      wordCount: page.wordCount,
      lastModified: page.dates.lastModified,
    };
  }
}
