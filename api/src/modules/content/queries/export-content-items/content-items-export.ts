import { cutExportContent, EXPORT_CONTENT_LENGTH, type Analysis, type ContentStatus, type ContentType, type ExportedContentItem } from '@freshwatch/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

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
  /** created_at as Postgres prints it, microseconds and all, so that the next page starts exactly after this row. */
  cursorAt: string;
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
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const rows: ExportRow[] = await this.dataSource.query(
        `SELECT id, title, url, content_type AS "contentType", status, health_score AS "healthScore",
                last_analyzed AS "lastAnalyzed", last_updated AS "lastUpdated", created_at AS "createdAt", analysis,
                left(content, $5) AS content, created_at::text AS "cursorAt"
           FROM content_items
          WHERE workspace_id = $1 AND ($2::timestamptz IS NULL OR created_at < $2 OR (created_at = $2 AND id > $3::uuid))
          ORDER BY created_at DESC, id
          LIMIT $4`,
        // One character more than the cut, so that cutExportContent still sees that there was more.
        [workspaceId, after?.at ?? null, after?.id ?? null, batch, EXPORT_CONTENT_LENGTH + 1],
      );
      if (rows.length === 0) return;
      yield rows.map(toExportedItem);
      if (rows.length < batch) return;
      const last = rows[rows.length - 1];
      after = { at: last.cursorAt, id: last.id };
    }
  }
}
