import { DataSource } from 'typeorm';

/** The ids among `contentIds` that are not live items of the workspace (for the analysis module's bulk refresh). */
export async function missingContentItems(dataSource: DataSource, workspaceId: string, contentIds: string[]): Promise<string[]> {
  const rows: { id: string }[] = await dataSource.query(
    `SELECT wanted.id FROM unnest($2::uuid[]) AS wanted(id)
      WHERE NOT EXISTS (SELECT 1 FROM content_items c WHERE c.workspace_id = $1 AND c.id = wanted.id)`,
    [workspaceId, contentIds],
  );
  return rows.map((r) => r.id);
}
