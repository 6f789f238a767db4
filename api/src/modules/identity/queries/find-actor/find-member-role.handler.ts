import type { WorkspaceRole } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FindMemberRoleQuery } from './find-member-role.query';

@QueryHandler(FindMemberRoleQuery)
export class FindMemberRoleHandler implements IQueryHandler<FindMemberRoleQuery, WorkspaceRole | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, userId }: FindMemberRoleQuery): Promise<WorkspaceRole | null> {
    const [row] = await this.dataSource.query('SELECT role FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [workspaceId, userId]);
    return row?.role ?? null;
  }
}
