import { cutExportContent, EXPORT_CONTENT_LENGTH, type Analysis, type ContentStatus, type ContentType, type ExportedContentItem } from '@freshwatch/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { newestFirstBatches } from '../../../../shared/paging/newest-first-batches';

interface ExportRow {
  id: string;
  title: string;
  url: string;
  contentType: ContentType;
  status: ContentStatus;
  healthScore: number;
  lastAnalyzed: Date | null;
  lastUpdated: Date | null;
  createdAt: Date;
  analysis: Analysis | null;
  content: string | null;
}

const BATCH = 500;

export function toExportedItem(row: ExportRow): ExportedContentItem {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    contentType: row.contentType,
    status: row.status,
    healthScore: row.healthScore,
    lastAnalyzed: row.lastAnalyzed?.toISOString() ?? null,
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    analysis: row.analysis,
    content: cutExportContent(row.content),
  };
}

/**
 * The workspace's live items for Advanced Data's export, newest first like the Content table, a page of 500 at a
 * time (keyset on the (workspace_id, created_at DESC, id) index): 100,000 items never sit in memory at once, and
 * each page is one index range, not a sort of the whole workspace. Content is cut in Postgres so that long page
 * texts do not travel.
 */
@Injectable()
export class ContentItemsExport {
  constructor(private readonly dataSource: DataSource) {}

  async *pages(workspaceId: string, batch = BATCH): AsyncGenerator<ExportedContentItem[]> {
    const rows = newestFirstBatches<ExportRow>(this.dataSource, {
      table: 'content_items',
      select: `id, title, url, content_type AS "contentType", status, health_score AS "healthScore",
               last_analyzed AS "lastAnalyzed", last_updated AS "lastUpdated", created_at AS "createdAt", analysis,
               left(content, $2) AS content`,
      where: ['workspace_id = $1'],
      // One character more than the cut, so that cutExportContent still sees that there was more.
      params: [workspaceId, EXPORT_CONTENT_LENGTH + 1],
      batch,
    });
    for await (const page of rows) yield page.map(toExportedItem);
  }
}
