import { DataSource } from 'typeorm';

/** The urls of the workspace's live items, from the read model (an import reports pages already monitored). */
export async function monitoredUrls(dataSource: DataSource, workspaceId: string): Promise<string[]> {
  const rows: { url: string }[] = await dataSource.query('SELECT url FROM content_items WHERE workspace_id = $1', [workspaceId]);
  return rows.map((r) => r.url);
}
