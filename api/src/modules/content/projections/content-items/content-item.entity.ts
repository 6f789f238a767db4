import type { Analysis, CheckSchedule, ContentStatus, ContentType, SourceUrl } from '@freshwatch/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: one row per live content item, source URLs inline (they are always read with their item). */
@Entity('content_items')
export class ContentItemRow {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('text') title: string;
  @Column('text') url: string;
  @Column('text', { name: 'content_type' }) contentType: ContentType;
  @Column('text') status: ContentStatus;
  @Column('real', { name: 'health_score' }) healthScore: number;
  @Column('timestamptz', { name: 'last_updated', nullable: true }) lastUpdated: Date | null;
  @Column('timestamptz', { name: 'last_analyzed', nullable: true }) lastAnalyzed: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('text', { nullable: true }) content: string | null;
  @Column('text', { name: 'ai_prompt', nullable: true }) aiPrompt: string | null;
  @Column('jsonb', { name: 'check_schedule' }) checkSchedule: CheckSchedule;
  @Column('jsonb', { nullable: true }) analysis: Analysis | null;
  @Column('jsonb', { name: 'source_urls' }) sourceUrls: SourceUrl[];
}

/** A timestamp as JavaScript's toISOString() writes it, so that both read paths agree to the character. */
function iso(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The API shape of a content item built by Postgres itself: listing 10,000 items then costs one query and no
 * per-row work in Node. Keep it in step with the ContentItem type in contracts.
 */
export const CONTENT_ITEM_JSON = `json_build_object(
  'id', id, 'title', title, 'url', url, 'contentType', content_type, 'status', status, 'healthScore', health_score,
  'lastUpdated', ${iso('last_updated')}, 'lastAnalyzed', ${iso('last_analyzed')}, 'createdAt', ${iso('created_at')},
  'content', content, 'aiPrompt', ai_prompt, 'checkSchedule', check_schedule, 'analysis', analysis,
  'sourceUrls', source_urls)`;
