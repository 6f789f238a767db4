import {
  AI_SUGGESTION_TYPES,
  CONTENT_STATUSES,
  type AiConnectionTest,
  type AiSuggestion,
  type AiSuggestionType,
  type Analyser,
  type AnalysisJobProgress,
  type BulkAnalysisStarted,
  type ComparisonResult,
  type ContentStatus,
  type HealthHistoryEntry,
  type PageTitleLookup,
  type ScrapedPage,
  type SourceComparison,
  type SourceOutcome,
  type WritingSuggestions,
} from '@freshwatch/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';
import { ContentItemResponse, SOURCE_OUTCOMES } from '../content';

/** OpenAPI classes of the analysis endpoints' bodies (contracts' analysis shapes). */

const DATE_TIME = { type: String, format: 'date-time' };
const ANALYSERS = Object.keys({ local: true, ai: true } satisfies Record<Analyser, true>);

@DocumentsExactly<BulkAnalysisStarted>()
export class BulkAnalysisStartedResponse implements BulkAnalysisStarted {
  @ApiProperty({ format: 'uuid', description: 'GET /api/analysis-jobs/{jobId} follows it' }) jobId: string;
  @ApiProperty({ description: 'How many items it analyses' }) total: number;
}

@DocumentsExactly<AnalysisJobProgress>()
export class AnalysisJobProgressResponse implements AnalysisJobProgress {
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Items analysed' }) done: number;
  @ApiProperty({ description: 'Items whose analysis failed (unreachable page, item deleted meanwhile)' }) failed: number;
  @ApiProperty({ enum: ['running', 'completed'] }) status: 'running' | 'completed';
  @ApiProperty(DATE_TIME) createdAt: string;
  @ApiProperty({ ...DATE_TIME, nullable: true }) finishedAt: string | null;
}

@DocumentsExactly<HealthHistoryEntry>()
export class HealthHistoryEntryResponse implements HealthHistoryEntry {
  @ApiProperty(DATE_TIME) analysedAt: string;
  @ApiProperty() healthScore: number;
  @ApiProperty() freshness: number;
  @ApiProperty() seoScore: number;
  @ApiProperty() readability: number;
  @ApiProperty({ enum: CONTENT_STATUSES }) status: ContentStatus;
  @ApiProperty({ enum: ANALYSERS, description: 'The built-in checks alone, or with the AI model’s judgement' }) analyser: Analyser;
  @ApiProperty({ type: String, nullable: true, description: 'The AI model asked, if any' }) model: string | null;
}

@DocumentsExactly<SourceComparison>()
class SourceComparisonResponse implements SourceComparison {
  @ApiProperty({ format: 'uuid' }) sourceUrlId: string;
  @ApiProperty({ format: 'uri' }) url: string;
  @ApiProperty({ enum: SOURCE_OUTCOMES, description: 'first_seen: compared for the first time, the baseline' }) outcome: SourceOutcome;
  @ApiPropertyOptional({ description: 'For a changed source: what changed' }) summary?: string;
  @ApiPropertyOptional({ description: 'For an unreachable source: why' }) reason?: string;
}

type AiVerdict = NonNullable<ComparisonResult['aiVerdict']>;
@DocumentsExactly<AiVerdict>()
class AiVerdictResponse implements AiVerdict {
  @ApiProperty() contradicts: boolean;
  @ApiProperty() explanation: string;
}

@DocumentsExactly<ComparisonResult>()
export class ComparisonResultResponse implements ComparisonResult {
  @ApiProperty({ type: ContentItemResponse, description: 'The item after the comparison' }) item: ContentItemResponse;
  @ApiProperty({ type: [SourceComparisonResponse] }) sources: SourceComparisonResponse[];
  @ApiPropertyOptional({ type: AiVerdictResponse, description: 'With an AI model configured: whether the page now contradicts its sources' })
  aiVerdict?: AiVerdictResponse;
}

@DocumentsExactly<ScrapedPage>()
export class ScrapedPageResponse implements ScrapedPage {
  @ApiProperty({ format: 'uri', description: 'After redirects' }) url: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true }) canonical: string | null;
  @ApiProperty({ type: String, nullable: true }) lang: string | null;
  @ApiProperty() wordCount: number;
  @ApiProperty({ ...DATE_TIME, nullable: true }) lastModified: string | null;
}

@DocumentsExactly<PageTitleLookup>()
export class PageTitleLookupResponse implements PageTitleLookup {
  @ApiProperty({ type: String, nullable: true, description: 'null when the page has no title or could not be fetched' }) title: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the page could not be fetched; null when it was' }) failure: string | null;
}

@DocumentsExactly<AiSuggestion>()
class AiSuggestionResponse implements AiSuggestion {
  @ApiProperty({ enum: AI_SUGGESTION_TYPES }) type: AiSuggestionType;
  @ApiProperty() suggestion: string;
  @ApiPropertyOptional() explanation?: string;
}

@DocumentsExactly<WritingSuggestions>()
export class WritingSuggestionsResponse implements WritingSuggestions {
  @ApiProperty({ type: [AiSuggestionResponse] }) suggestions: AiSuggestionResponse[];
}

@DocumentsExactly<AiConnectionTest>()
export class AiConnectionTestResponse implements AiConnectionTest {
  @ApiProperty() connected: boolean;
  @ApiProperty({ description: 'What the test found, in words a person understands' }) message: string;
  @ApiPropertyOptional({ description: 'The model that answered' }) model?: string;
}
