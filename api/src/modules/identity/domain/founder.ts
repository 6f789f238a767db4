import type { DataSource } from 'typeorm';

/**
 * The account whose UserRegistered created the workspace (users.workspace_id is the workspace an account was
 * registered with): the starting owner of workspace-<id>'s fold. null: no such workspace.
 */
export async function founderOf(dataSource: DataSource, workspaceId: string): Promise<{ id: string } | null> {
  const [row] = await dataSource.query('SELECT id FROM users WHERE workspace_id = $1', [workspaceId]);
  return row ? { id: row.id } : null;
}
