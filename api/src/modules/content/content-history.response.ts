import type { ContentHistoryEntry, HistoryActor, HistoryActorKind, HistoryAnalysis, HistoryFieldChange } from '@freshwatch/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';

/** OpenAPI classes of GET /api/content-items/{id}/history (contracts' ContentHistoryEntry). */

const ACTOR_KINDS = Object.keys({ user: true, api_key: true, scheduler: true, visitor: true, system: true } satisfies Record<HistoryActorKind, true>);

@DocumentsExactly<HistoryActor>()
class HistoryActorResponse implements HistoryActor {
  @ApiProperty({ enum: ACTOR_KINDS }) kind: HistoryActorKind;
  @ApiProperty({ description: 'The user id, the API key id, or the system actor (scheduler, visitor)' }) id: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "A person's name (or e-mail), also after they left the workspace; an API key's name; Freshwatch for its own checks; null when unknown",
  })
  name: string | null;
}

@DocumentsExactly<HistoryFieldChange>()
class HistoryFieldChangeResponse implements HistoryFieldChange {
  @ApiProperty() field: string;
  @ApiProperty({ type: String, nullable: true, description: 'The value before (a string as it is, any other value as JSON); null when there was none' })
  from: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The value after (a string as it is, any other value as JSON)' }) to: string | null;
}

@DocumentsExactly<HistoryAnalysis>()
class HistoryAnalysisResponse implements HistoryAnalysis {
  @ApiProperty() healthScore: number;
  @ApiProperty() freshness: number;
  @ApiProperty() seoScore: number;
  @ApiProperty() readability: number;
  @ApiProperty() status: string;
  @ApiProperty() analyser: string;
  @ApiProperty({ type: String, nullable: true }) model: string | null;
  @ApiProperty({ type: String, isArray: true, description: 'Page facts that differ from the previous analysis' }) changedPageFields: string[];
  @ApiProperty({ type: String, nullable: true, description: "The page's main text when it changed since the previous analysis" }) text: string | null;
}

@DocumentsExactly<ContentHistoryEntry>()
export class ContentHistoryEntryResponse implements ContentHistoryEntry {
  @ApiProperty() version: number;
  @ApiProperty() position: number;
  @ApiProperty({ example: 'ContentAnalyzed' }) type: string;
  @ApiProperty({ type: String, format: 'date-time' }) occurredAt: string;
  @ApiProperty({ type: HistoryActorResponse }) actor: HistoryActorResponse;
  @ApiProperty({ type: HistoryFieldChangeResponse, isArray: true }) changes: HistoryFieldChangeResponse[];
  @ApiProperty({ type: HistoryAnalysisResponse, nullable: true }) analysis: HistoryAnalysisResponse | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ description: "The event's SHA-256 in its stream's chain" }) hash: string;
}
