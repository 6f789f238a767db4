import { MAX_SITEMAP_FILES, MAX_SITEMAP_URLS } from '@freshwatch/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DomainError, DomainErrorException } from '../../../../shared/domain/domain-error';
import { FetchFailure, type PageFetcher, PageFetchers } from '../../../../shared/outbound';
import { GetWorkspaceSettingsQuery, type WorkspaceSettings } from '../../../settings';
import { MAX_SITEMAP_BYTES, parseSitemap, type ParsedSitemap, SitemapFormatError, sitemapXml } from './parse-sitemap';
import { ReadSitemapQuery, SitemapReading } from './read-sitemap.query';

const unreadable = (message: string) =>
  new DomainErrorException(new DomainError('SITEMAP_UNREADABLE', 'invalid', `url does not lead to a readable sitemap: ${message}`));

/** Child sitemaps are read this many at a time: a site's index of dozens of files is read in parallel, politely. */
const PARALLEL_FETCHES = 4;

@QueryHandler(ReadSitemapQuery)
export class ReadSitemapHandler implements IQueryHandler<ReadSitemapQuery, SitemapReading> {
  constructor(
    private readonly fetchers: PageFetchers,
    private readonly queries: QueryBus,
  ) {}

  async execute({ workspaceId, url }: ReadSitemapQuery): Promise<SitemapReading> {
    const settings: WorkspaceSettings = await this.queries.execute(new GetWorkspaceSettingsQuery(workspaceId));
    const fetcher = this.fetchers.forTimeout(settings.requestTimeoutSeconds * 1000, MAX_SITEMAP_BYTES);
    const reading: SitemapReading = { sitemaps: 0, pages: [], tooMany: 0, unreadable: [] };
    const seen = new Set<string>([url]);

    let root: ParsedSitemap;
    try {
      root = await readOne(fetcher, url);
    } catch (error) {
      throw unreadable(messageOf(error));
    }
    reading.sitemaps = 1;
    // An index of indexes is outside the protocol but met in the wild; one more level is followed.
    let queue = root.kind === 'index' ? root.sitemaps : [];
    if (root.kind === 'urlset') this.add(reading, root);
    for (let depth = 0; queue.length > 0 && depth < 2; depth++) {
      const next: string[] = [];
      const children = queue.filter((child) => !seen.has(child) && seen.add(child));
      for (let i = 0; i < children.length; i += PARALLEL_FETCHES) {
        const batch = children.slice(i, i + PARALLEL_FETCHES).filter(() => reading.sitemaps + reading.unreadable.length < MAX_SITEMAP_FILES);
        const results = await Promise.allSettled(batch.map((child) => readOne(fetcher, child)));
        results.forEach((result, j) => {
          if (result.status === 'rejected') return reading.unreadable.push({ url: batch[j], message: messageOf(result.reason) });
          reading.sitemaps += 1;
          if (result.value.kind === 'urlset') this.add(reading, result.value);
          else next.push(...result.value.sitemaps);
        });
      }
      queue = next;
    }
    return reading;
  }

  private add(reading: SitemapReading, sitemap: Extract<ParsedSitemap, { kind: 'urlset' }>): void {
    const room = MAX_SITEMAP_URLS - reading.pages.length;
    for (const page of sitemap.pages.slice(0, Math.max(0, room))) reading.pages.push(page);
    reading.tooMany += Math.max(0, sitemap.pages.length - Math.max(0, room));
  }
}

async function readOne(fetcher: PageFetcher, url: string): Promise<ParsedSitemap> {
  const fetched = await fetcher.fetchPage(url, { expectHtml: false });
  return parseSitemap(sitemapXml(fetched.bytes ?? Buffer.from(fetched.body)));
}

function messageOf(error: unknown): string {
  if (error instanceof FetchFailure || error instanceof SitemapFormatError) return error.message;
  if (error instanceof DomainErrorException) return error.message;
  throw error;
}
