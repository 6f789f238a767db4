import {
  SITEMAP_RESYNC_CHOICES,
  type ImportSitemapResult,
  type SitemapResync,
  type SitemapSkip,
  type SitemapSkipReason,
  type SitemapSubscription,
  type SitemapSyncSummary,
} from '@freshwatch/contracts';
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
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The analysis job started for the new pages (GET /api/analysis-jobs/{jobId}); null when none was created',
  })
  analysisJobId: string | null;
}

@DocumentsExactly<SitemapSyncSummary>()
class SitemapSyncSummaryResponse implements SitemapSyncSummary {
  @ApiProperty() sitemaps: number;
  @ApiProperty() found: number;
  @ApiProperty() created: number;
  @ApiProperty() duplicates: number;
  @ApiProperty() invalid: number;
  @ApiProperty() overLimit: number;
  @ApiProperty() unreadableSitemaps: number;
  @ApiProperty() tooMany: number;
}

@DocumentsExactly<SitemapSubscription>()
export class SitemapSubscriptionResponse implements SitemapSubscription {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() url: string;
  @ApiProperty({ enum: SITEMAP_RESYNC_CHOICES }) resync: SitemapResync;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastSyncedAt: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the scheduler reads it next' }) nextSyncAt: string;
  @ApiProperty({ type: SitemapSyncSummaryResponse, nullable: true, description: 'The counts of the last reading; null when it failed or none finished' })
  lastResult: SitemapSyncSummaryResponse | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last reading failed' }) lastError: string | null;
}
