import type {
  AnalysedContentItem,
  ContentItem,
  ContentStats,
  DashboardSummary,
  HealthOverviewBar,
  PriorityAction,
  WeeklyPerformance,
} from '@freshwatch/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';
import { ContentItemResponse, ContentStatsResponse } from './content-item.response';

/** OpenAPI classes of GET /api/analytics/dashboard (contracts' DashboardSummary). */
@DocumentsExactly<PriorityAction>()
class PriorityActionResponse implements PriorityAction {
  @ApiProperty({ type: ContentItemResponse }) item: ContentItem;
  @ApiProperty({ enum: ['Update', 'Review'] }) action: 'Update' | 'Review';
  @ApiProperty({ enum: ['high', 'medium'] }) priority: 'high' | 'medium';
}

@DocumentsExactly<HealthOverviewBar>()
class HealthOverviewBarResponse implements HealthOverviewBar {
  @ApiProperty() label: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent; null when there is nothing to measure yet' }) value: number | null;
}

@DocumentsExactly<WeeklyPerformance>()
class WeeklyPerformanceResponse implements WeeklyPerformance {
  @ApiProperty({ description: 'Items whose latest analysis falls in the last 7 days' }) analysed: number;
  @ApiProperty() total: number;
  @ApiProperty({ type: Number, nullable: true }) averageHealth: number | null;
  @ApiProperty() fresh: number;
  @ApiProperty({ description: 'Error-level issues in their latest analyses' }) errors: number;
  @ApiProperty({ description: 'Items not checked yet or whose last check failed' }) unchecked: number;
}

@DocumentsExactly<DashboardSummary>()
export class DashboardSummaryResponse implements DashboardSummary {
  @ApiProperty({ type: ContentStatsResponse }) stats: ContentStats;
  @ApiProperty({ type: ContentItemResponse, isArray: true, description: 'The 5 newest items' }) recentContent: ContentItem[];
  @ApiProperty({ type: ContentItemResponse, isArray: true, description: 'The 4 most recently analysed items' }) recentActivities: AnalysedContentItem[];
  @ApiProperty({ type: PriorityActionResponse, isArray: true, description: 'Up to 3 analysed items scoring below 70, lowest first' })
  priorityActions: PriorityAction[];
  @ApiProperty({ type: HealthOverviewBarResponse, isArray: true }) healthOverview: HealthOverviewBar[];
  @ApiProperty({ type: WeeklyPerformanceResponse }) weeklyPerformance: WeeklyPerformance;
}
