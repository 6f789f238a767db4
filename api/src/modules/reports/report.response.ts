import {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  type ContentReport,
  type ContentStatus,
  type ContentType,
  type ContentTypeCount,
  type HealthDay,
  type HealthDistribution,
  type ReportItem,
  type ReportRange,
  type ReportStat,
  type ReportStats,
} from '@freshwatch/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';

/** OpenAPI classes of Reports & Analytics (contracts' ContentReport). */

const DAY = { type: String, format: 'date', example: '2026-03-01' };
const NULLABLE_NUMBER = { type: Number, nullable: true };

@DocumentsExactly<ReportRange>()
class ReportRangeResponse implements ReportRange {
  @ApiProperty({ ...DAY, description: 'First day (UTC)' }) from: string;
  @ApiProperty({ ...DAY, description: 'Last day (UTC), included' }) to: string;
  @ApiProperty() days: number;
}

@DocumentsExactly<ReportStat>()
class ReportStatResponse implements ReportStat {
  @ApiProperty({ ...NULLABLE_NUMBER, description: 'The figure of the range; null when there is none (no analyses for an average)' }) value: number | null;
  @ApiProperty({ ...NULLABLE_NUMBER, description: 'The same figure over the previous range of the same length' }) previous: number | null;
  @ApiProperty({ ...NULLABLE_NUMBER, description: 'Rounded percent change; null when the previous figure is 0 or missing' }) changePercent: number | null;
}

@DocumentsExactly<ReportStats>()
class ReportStatsResponse implements ReportStats {
  @ApiProperty({ type: ReportStatResponse, description: 'Items existing at the end of the range' }) totalContent: ReportStatResponse;
  @ApiProperty({ type: ReportStatResponse, description: 'Average health score of the analyses made in the range' }) averageHealthScore: ReportStatResponse;
  @ApiProperty({ type: ReportStatResponse, description: 'Analyses made in the range' }) contentAnalyzed: ReportStatResponse;
  @ApiProperty({ type: ReportStatResponse, description: "Analyses, comparisons and edits in the range that changed an item's status" })
  statusChanges: ReportStatResponse;
}

@DocumentsExactly<ReportItem>()
class ReportItemResponse implements ReportItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() url: string;
  @ApiProperty({ enum: CONTENT_TYPES }) contentType: ContentType;
  @ApiProperty({ enum: CONTENT_STATUSES }) status: ContentStatus;
  @ApiProperty({ minimum: 0, maximum: 100 }) healthScore: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) freshness: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) seoScore: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) readability: number;
  @ApiProperty({ type: String, format: 'date-time' }) lastAnalyzed: string;
}

@DocumentsExactly<ContentTypeCount>()
class ContentTypeCountResponse implements ContentTypeCount {
  @ApiProperty({ enum: CONTENT_TYPES }) contentType: ContentType;
  @ApiProperty() count: number;
}

@DocumentsExactly<HealthDay>()
class HealthDayResponse implements HealthDay {
  @ApiProperty(DAY) day: string;
  @ApiProperty() analyses: number;
  @ApiProperty({ ...NULLABLE_NUMBER, description: "The day's average health score; null without analyses" }) averageHealthScore: number | null;
}

@DocumentsExactly<HealthDistribution>()
class HealthDistributionResponse implements HealthDistribution {
  @ApiProperty({ description: 'Scores 90-100' }) excellent: number;
  @ApiProperty({ description: 'Scores 70-89' }) good: number;
  @ApiProperty({ description: 'Scores 50-69' }) fair: number;
  @ApiProperty({ description: 'Scores 0-49' }) poor: number;
}

@DocumentsExactly<ContentReport>()
export class ContentReportResponse implements ContentReport {
  @ApiProperty({ type: ReportRangeResponse }) range: ReportRangeResponse;
  @ApiProperty({ type: ReportRangeResponse, description: 'The same number of days just before the range' }) previousRange: ReportRangeResponse;
  @ApiProperty({ type: ReportStatsResponse }) stats: ReportStatsResponse;
  @ApiProperty({ type: HealthDistributionResponse, description: 'Items whose latest analysis falls in the range' })
  healthDistribution: HealthDistributionResponse;
  @ApiProperty({ type: [ContentTypeCountResponse], description: 'Items existing at the end of the range' }) contentTypes: ContentTypeCountResponse[];
  @ApiProperty({ type: [ReportItemResponse], description: 'Top 5 by health score' }) topPerforming: ReportItemResponse[];
  @ApiProperty({ type: [ReportItemResponse], description: 'Bottom 5 by health score' }) needingAttention: ReportItemResponse[];
  @ApiProperty({ type: [ReportItemResponse], description: 'First 10, most recently analysed first' }) detailedAnalysis: ReportItemResponse[];
  @ApiProperty({ type: [HealthDayResponse], description: 'Every day of the range, oldest first' }) healthByDay: HealthDayResponse[];
}
