import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { IsAdministeredWorkspaceQuery } from './is-administered-workspace.query';

@QueryHandler(IsAdministeredWorkspaceQuery)
export class IsAdministeredWorkspaceHandler implements IQueryHandler<IsAdministeredWorkspaceQuery, boolean> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId }: IsAdministeredWorkspaceQuery): Promise<boolean> {
    const [{ administered }] = await this.dataSource.query(
      `SELECT EXISTS (
         SELECT 1 FROM workspace_members m JOIN users u ON u.id = m.user_id
         WHERE m.workspace_id = $1 AND m.role = 'owner' AND u.role = 'admin'
       ) AS administered`,
      [workspaceId],
    );
    return administered;
  }
}
