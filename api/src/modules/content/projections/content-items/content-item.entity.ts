import type { Analysis, CheckSchedule, ContentContradiction, ContentItem, ContentStatus, ContentType, LastCheck, SourceUrl } from '@freshwatch/contracts';
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
  /** null: the item runs on its workspace's analysis_schedule. */
  @Column('jsonb', { name: 'check_schedule', nullable: true }) checkSchedule: CheckSchedule | null;
  @Column('jsonb', { nullable: true }) analysis: Analysis | null;
  @Column('jsonb', { name: 'source_urls' }) sourceUrls: SourceUrl[];
  /** The caller's own name for the item (unique per workspace, see domain/external-id.ts), when it gave one. */
  @Column('text', { name: 'external_id', nullable: true }) externalId: string | null;
  /** When the item's last event happened: what GET /api/content-items?updatedSince= compares with. */
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
  /** When the scanner next checks the item (its own schedule or the workspace's, in the workspace's zone); null: never. */
  @Column('timestamptz', { name: 'next_check_at', nullable: true }) nextCheckAt: Date | null;
  /** The standing AI verdict that the page contradicts its sources; a later comparison that judges otherwise clears it. */
  @Column('jsonb', { nullable: true }) contradiction: ContentContradiction | null;
  /**
   * How the last analysis or failure ended; null before the first. Postgres derives `standing` from it and the
   * status (a generated column, not mapped here: migration 1764800000000).
   */
  @Column('jsonb', { name: 'last_check', nullable: true }) lastCheck: LastCheck | null;
  /**
   * The item exactly as the API returns it, kept up to date by the projection: a list is then these texts
   * joined, streamed a batch at a time, with no per-row work in Postgres or in Node.
   */
  @Column('text') document: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toContentItem(row: ContentItemRow): ContentItem {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    contentType: row.contentType,
    status: row.status,
    healthScore: row.healthScore,
    lastUpdated: iso(row.lastUpdated),
    lastAnalyzed: iso(row.lastAnalyzed),
    createdAt: row.createdAt.toISOString(),
    content: row.content,
    aiPrompt: row.aiPrompt,
    checkSchedule: row.checkSchedule,
    nextCheckAt: iso(row.nextCheckAt),
    analysis: row.analysis,
    sourceUrls: row.sourceUrls,
    contradiction: row.contradiction ?? null,
    lastCheck: row.lastCheck ?? null,
  };
}
