import type { ImportSitemapResult, SitemapSkip, SitemapSkipReason } from '@freshwatch/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';

const SKIP_REASONS: SitemapSkipReason[] = ['duplicate', 'invalid', 'over_limit', 'unreadable_sitemap', 'too_many_urls'];

@DocumentsExactly<SitemapSkip>()
class SitemapSkipResponse implements SitemapSkip {
  @ApiProperty({ description: 'The page or child sitemap left out (empty for too_many_urls)' }) url: string;
  @ApiProperty({ enum: SKIP_REASONS }) reason: SitemapSkipReason;
  @ApiProperty() message: string;
}

@DocumentsExactly<ImportSitemapResult>()
export class ImportSitemapResultResponse implements ImportSitemapResult {
  @ApiProperty({ description: 'Sitemap files read, the index included' }) sitemaps: number;
  @ApiProperty({ description: 'Pages the sitemaps listed' }) found: number;
  @ApiProperty() created: number;
  @ApiProperty({ description: 'Already monitored, or listed twice' }) duplicates: number;
  @ApiProperty() invalid: number;
  @ApiProperty({ description: "Past the plan's page limit" }) overLimit: number;
  @ApiProperty({ description: 'Child sitemaps that could not be read' }) unreadableSitemaps: number;
  @ApiProperty({ description: 'Pages listed beyond 50,000, left out' }) tooMany: number;
  @ApiProperty({ type: [SitemapSkipResponse], description: 'The first 100 things left out, and why' }) skipped: SitemapSkipResponse[];
}
