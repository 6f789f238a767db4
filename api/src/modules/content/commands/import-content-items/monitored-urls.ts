import { normaliseImportedUrl } from '@freshwatch/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../../shared/domain/domain-error';

/** The urls of the workspace's live items, from the read model (an import reports pages already monitored). */
export async function monitoredUrls(dataSource: DataSource, workspaceId: string): Promise<string[]> {
  const rows: { url: string }[] = await dataSource.query('SELECT url FROM content_items WHERE workspace_id = $1', [workspaceId]);
  return rows.map((r) => r.url);
}

/** A url in the form two spellings of one page share (lower-case host, a path of at least '/'), as imports compare them. */
function comparable(url: string): string {
  return normaliseImportedUrl(url).url ?? url;
}

/**
 * The workspace's live item that monitors this page already, if any, compared as imports compare entries. The SQL
 * narrows to rows equal but for case and a trailing slash (a superset of the normalised matches), so a workspace
 * of 100,000 items is not read for every new one.
 */
export async function findMonitoredItem(dataSource: DataSource, workspaceId: string, url: string): Promise<{ id: string; title: string } | null> {
  const wanted = comparable(url);
  const rows: { id: string; title: string; url: string }[] = await dataSource.query(
    `SELECT id, title, url FROM content_items
      WHERE workspace_id = $1 AND lower(rtrim(url, '/')) = lower(rtrim($2, '/'))
      ORDER BY created_at LIMIT 10`,
    [workspaceId, wanted],
  );
  const found = rows.find((row) => comparable(row.url) === wanted);
  return found ? { id: found.id, title: found.title } : null;
}

/** The 409 a second item for one page gets: it names the item that monitors the page already. */
export function alreadyMonitored(existing: { id: string; title: string }): DomainError {
  return new DomainError('CONTENT_ALREADY_MONITORED', 'conflict', `This page is already monitored as '${existing.title}' (item ${existing.id}).`);
}
