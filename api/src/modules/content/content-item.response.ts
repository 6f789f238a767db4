import {
  LAST_MODIFIED_SOURCES,
  type LastModifiedSource,
  type PageDateFinding,
  type PageLanguage,
  CONTENT_STATUSES,
  PLAN_TYPES,
  type PlanType,
  type PlanFeatures,
  type PlanUsage,
  CONTENT_TYPES,
  ISSUE_SEVERITIES,
  TASK_PRIORITIES,
  type Analysis,
  type AnalysisIssue,
  type AnalysisRecommendation,
  type ContentContradiction,
  CHECK_OUTCOMES,
  type CheckOutcome,
  type LastCheck,
  type ContentItem,
  type ContentItemPage,
  type ContentStats,
  type ContentStatus,
  type ContentType,
  type ExportedContentItem,
  type ImportContentItemsResult,
  type ImportUrlResult,
  type ImportUrlStatus,
  type IssueSeverity,
  type LinkCheckSummary,
  type ReadingEaseFormula,
  type ReadingEaseResult,
  type SourceLastComparison,
  type SourceOutcome,
  type SourceUrl,
  type TaskPriority,
  type VisitResult,
} from '@freshwatch/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';
import { PlanFeaturesResponse } from '../billing';
import { ApiTotalCapped } from '../../shared/paging/paging-docs';
import { ApiCheckSchedule, type CheckScheduleResponse } from './check-schedule.response';

/** OpenAPI classes of a content item as the API returns it (contracts' ContentItem), and of the stats. */

const DATE_TIME = { type: String, format: 'date-time' };
/** Every SourceOutcome (contracts has the type only); listed as a record so that a new outcome fails to compile here. */
/** Every ReadingEaseFormula, listed as a record so that a new formula fails to compile here. */
const READING_EASE_FORMULAS = Object.keys({ flesch: true, amstad: true, fernandez_huerta: true, kandel_moles: true } satisfies Record<
  ReadingEaseFormula,
  true
>);
export const SOURCE_OUTCOMES = Object.keys({ first_seen: true, unchanged: true, changed: true, unreachable: true } satisfies Record<SourceOutcome, true>);

@DocumentsExactly<AnalysisIssue>()
class AnalysisIssueResponse implements AnalysisIssue {
  @ApiProperty({ example: 'meta_description_missing' }) type: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: ISSUE_SEVERITIES, description: "'error' is the serious value" }) severity: IssueSeverity;
}

@DocumentsExactly<AnalysisRecommendation>()
class AnalysisRecommendationResponse implements AnalysisRecommendation {
  @ApiProperty() type: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: TASK_PRIORITIES }) priority: TaskPriority;
}

@DocumentsExactly<ReadingEaseResult>()
class ReadingEaseResponse implements ReadingEaseResult {
  @ApiProperty({ type: Number, nullable: true, description: 'On the Flesch scale (0 hard, 100 easy); null when the language has no formula' })
  score: number | null;
  @ApiProperty({ enum: READING_EASE_FORMULAS, nullable: true }) formula: ReadingEaseFormula | null;
  @ApiProperty({ type: String, nullable: true, example: 'en' }) language: string | null;
}

@DocumentsExactly<LinkCheckSummary>()
class LinkCheckSummaryResponse implements LinkCheckSummary {
  @ApiProperty({ minimum: 0 }) checked: number;
  @ApiProperty({ minimum: 0 }) broken: number;
  @ApiProperty({ minimum: 0 }) redirected: number;
  @ApiProperty({ minimum: 0, description: "Other schemes, other sites' links in the navigation and footer, links over the limit" }) skipped: number;
}

@DocumentsExactly<PageDateFinding>()
class PageDateFindingResponse implements PageDateFinding {
  @ApiProperty({ ...DATE_TIME, nullable: true }) lastModified: string | null;
  @ApiProperty({
    enum: LAST_MODIFIED_SOURCES,
    nullable: true,
    description:
      "The page's own evidence first (JSON-LD, meta, visible 'Updated on' text, publication and <time> dates); 'header' only when the page states no date",
  })
  source: LastModifiedSource | null;
}

/** Every PageLanguage source, listed as a record so that a new one fails to compile here. */
const PAGE_LANGUAGE_SOURCES = Object.keys({ 'html-lang': true, detected: true, none: true } satisfies Record<PageLanguage['source'], true>);

@DocumentsExactly<PageLanguage>()
class PageLanguageResponse implements PageLanguage {
  @ApiProperty({ type: String, nullable: true, example: 'de', description: 'The language the checks read the page in (ISO 639-1)' })
  code: string | null;
  @ApiProperty({
    enum: PAGE_LANGUAGE_SOURCES,
    description: "'html-lang' when the page's declared lang fits its text, 'detected' when the text tells (no lang, or one it contradicts)",
  })
  source: PageLanguage['source'];
  @ApiProperty({ type: String, nullable: true, example: 'en', description: 'The lang the page declares, as written' }) declared: string | null;
}

@DocumentsExactly<Analysis>()
class AnalysisResponse implements Analysis {
  @ApiProperty({ minimum: 0, maximum: 100 }) healthScore: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) freshness: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) seoScore: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) readability: number;
  @ApiProperty() summary: string;
  @ApiProperty({ type: [AnalysisIssueResponse] }) issues: AnalysisIssueResponse[];
  @ApiProperty({ type: [AnalysisRecommendationResponse] }) recommendations: AnalysisRecommendationResponse[];
  @ApiPropertyOptional({ type: () => ReadingEaseResponse, description: 'Absent on analyses recorded before it was part of the result' })
  readingEase?: ReadingEaseResponse;
  @ApiPropertyOptional({ type: () => LinkCheckSummaryResponse, description: 'Absent on analyses recorded before it was part of the result' })
  links?: LinkCheckSummaryResponse;
  @ApiPropertyOptional({ type: () => PageDateFindingResponse, description: 'When the page last changed and where that date came from' })
  pageDate?: PageDateFindingResponse;
  @ApiPropertyOptional({ type: () => PageLanguageResponse, description: 'The language the page was read in, and why' })
  language?: PageLanguageResponse;
}

@DocumentsExactly<SourceLastComparison>()
class SourceLastComparisonResponse implements SourceLastComparison {
  @ApiProperty({ enum: SOURCE_OUTCOMES }) outcome: SourceOutcome;
  @ApiProperty({ type: String, nullable: true, description: 'For a changed source: what changed' }) summary: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'For an unreachable source: why' }) reason: string | null;
  @ApiProperty(DATE_TIME) comparedAt: string;
}

@DocumentsExactly<SourceUrl>()
class SourceUrlResponse implements SourceUrl {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uri' }) url: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty(DATE_TIME) addedAt: string;
  @ApiProperty({ type: SourceLastComparisonResponse, nullable: true, description: 'null until the source is first compared' })
  lastComparison: SourceLastComparisonResponse | null;
}

@DocumentsExactly<ContentContradiction>()
class ContentContradictionResponse implements ContentContradiction {
  @ApiProperty({ description: 'The AI’s explanation: which fact on the page no longer agrees with which source' }) explanation: string;
  @ApiProperty({ ...DATE_TIME, description: 'When the comparison that found it ran' }) at: string;
}

@DocumentsExactly<LastCheck>()
class LastCheckResponse implements LastCheck {
  @ApiProperty({ enum: CHECK_OUTCOMES }) outcome: CheckOutcome;
  @ApiProperty({ ...DATE_TIME, description: 'When the check ended' }) at: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Why the page could not be fetched or analysed, as a person reads it ('The page answered 500 Internal Server Error'); null when analysed",
  })
  error: string | null;
}

@DocumentsExactly<ContentItem>()
export class ContentItemResponse implements ContentItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ format: 'uri' }) url: string;
  @ApiProperty({ enum: CONTENT_TYPES }) contentType: ContentType;
  @ApiProperty({ enum: CONTENT_STATUSES }) status: ContentStatus;
  @ApiProperty({ minimum: 0, maximum: 100 }) healthScore: number;
  @ApiProperty({ ...DATE_TIME, nullable: true }) lastUpdated: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) lastAnalyzed: string | null;
  @ApiProperty(DATE_TIME) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Extracted text; the form’s description' }) content: string | null;
  @ApiProperty({ type: String, nullable: true }) aiPrompt: string | null;
  @ApiCheckSchedule({ nullable: true, description: "null: the item runs on the workspace's analysis_schedule" }) checkSchedule: CheckScheduleResponse | null;
  @ApiProperty({ ...DATE_TIME, nullable: true, description: 'When the item is next checked on its schedule; null for manual and visitor-triggered ones' })
  nextCheckAt: string | null;
  @ApiProperty({ type: AnalysisResponse, nullable: true, description: 'The latest analysis; null until the item is analysed' })
  analysis: AnalysisResponse | null;
  @ApiProperty({ type: [SourceUrlResponse] }) sourceUrls: SourceUrlResponse[];
  @ApiProperty({
    type: ContentContradictionResponse,
    nullable: true,
    description:
      'The standing AI verdict that the page contradicts its sources; null when none, or once a later comparison judged that the page agrees. A comparison that could not judge (no AI model, the AI step failed) leaves it as it is',
  })
  contradiction: ContentContradictionResponse | null;
  @ApiProperty({
    type: LastCheckResponse,
    nullable: true,
    description:
      "How the last check ended; null before the first. Until a check analyses it, an item's status and healthScore are not measurements: it counts as not_checked (null) or check_failed (failed), in no status and no average",
  })
  lastCheck: LastCheckResponse | null;
}

@DocumentsExactly<ExportedContentItem>()
export class ExportedContentItemResponse implements ExportedContentItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ format: 'uri' }) url: string;
  @ApiProperty({ enum: CONTENT_TYPES }) contentType: ContentType;
  @ApiProperty({ enum: CONTENT_STATUSES }) status: ContentStatus;
  @ApiProperty({ minimum: 0, maximum: 100 }) healthScore: number;
  @ApiProperty({ ...DATE_TIME, nullable: true }) lastAnalyzed: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) lastUpdated: string | null;
  @ApiProperty(DATE_TIME) createdAt: string;
  @ApiProperty({ type: AnalysisResponse, nullable: true }) analysis: AnalysisResponse | null;
  @ApiProperty({ type: String, nullable: true, description: "The extracted text's first 500 characters, and '…' when there was more" }) content: string | null;
}

@DocumentsExactly<ContentStats>()
export class ContentStatsResponse implements ContentStats {
  @ApiProperty() total: number;
  @ApiProperty() fresh: number;
  @ApiProperty() needsUpdate: number;
  @ApiProperty() outdated: number;
  @ApiProperty({ description: 'Items never checked yet: in no status and no average' }) notChecked: number;
  @ApiProperty({ description: 'Items whose last check failed: in no status and no average' }) checkFailed: number;
  @ApiProperty({ description: 'Items whose last check analysed them (fresh + needsUpdate + outdated): the ones averaged' }) analysed: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 100,
    description: 'The average health of the items whose last check analysed them, rounded to a whole percent; null when there is none',
  })
  averageHealthScore: number | null;
}

@DocumentsExactly<VisitResult>()
export class VisitResultResponse implements VisitResult {
  @ApiProperty({ description: 'Whether this visit queued a check' }) queued: boolean;
  @ApiPropertyOptional({ format: 'date-time', description: 'When queued is false: the moment after which a visit queues a check again' })
  nextCheckAfter?: string;
}

const IMPORT_URL_STATUSES = Object.keys({ created: true, duplicate: true, invalid: true, over_limit: true } satisfies Record<ImportUrlStatus, true>);

@DocumentsExactly<ImportUrlResult>()
class ImportUrlResultResponse implements ImportUrlResult {
  @ApiProperty({ description: 'The entry as sent' }) url: string;
  @ApiProperty({ enum: IMPORT_URL_STATUSES }) status: ImportUrlStatus;
  @ApiPropertyOptional({ format: 'uuid', description: "The new item's id, for `created`" }) id?: string;
  @ApiPropertyOptional({ description: 'Why it was not created, for every other status' }) message?: string;
}

@DocumentsExactly<ImportContentItemsResult>()
export class ImportContentItemsResultResponse implements ImportContentItemsResult {
  @ApiProperty({ type: [ImportUrlResultResponse], description: 'One result per entry, in the order sent' }) results: ImportUrlResultResponse[];
  @ApiProperty() created: number;
  @ApiProperty() duplicates: number;
  @ApiProperty() invalid: number;
  @ApiProperty() overLimit: number;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The analysis job started for the created pages (GET /api/analysis-jobs/{jobId}); null when none was created',
  })
  analysisJobId: string | null;
}

@DocumentsExactly<PlanUsage>()
export class PlanUsageResponse implements PlanUsage {
  @ApiProperty({ enum: PLAN_TYPES, description: 'The plan whose page limit holds now (a past_due plan during its grace period; Free once canceled)' })
  planType: PlanType;
  @ApiProperty({ description: "The workspace's content items" }) used: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null: no limit (Enterprise, or the instance administrator)' }) limit: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'How many members the workspace may have; null: no limit (Enterprise, or the instance administrator)',
  })
  memberLimit: number | null;
  @ApiProperty({ type: PlanFeaturesResponse, description: 'The features the server checks by plan (contracts PLAN_OFFERS), included or not' })
  features: PlanFeatures;
}

/** One page of GET /api/content-items (contracts' ContentItemPage). */
@DocumentsExactly<ContentItemPage>()
export class ContentItemPageResponse implements ContentItemPage {
  @ApiProperty({ type: ContentItemResponse, isArray: true }) items: ContentItem[];
  @ApiProperty({ description: 'How many items match the filters, across all pages; exact unless totalCapped' }) total: number;
  @ApiTotalCapped() totalCapped?: true;
  @ApiProperty({ type: String, nullable: true, description: 'Send as cursor for the next page; null on the last page' }) nextCursor: string | null;
}
