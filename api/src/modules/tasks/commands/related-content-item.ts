import type { QueryBus } from '@nestjs/cqrs';
import { FindMissingContentItemsQuery } from '../../content';
import { FindMemberRoleQuery } from '../../identity';

/** Whether a task's chosen related item is a live content item of the workspace (asked of the content module). */
export async function isLiveContentItem(queries: QueryBus, workspaceId: string, contentId: string): Promise<boolean> {
  const missing: string[] = await queries.execute(new FindMissingContentItemsQuery(workspaceId, [contentId]));
  return missing.length === 0;
}

/** Whether a task's assignee is a member of the workspace (asked of identity, which owns memberships). */
export async function isMember(queries: QueryBus, workspaceId: string, userId: string): Promise<boolean> {
  return (await queries.execute(new FindMemberRoleQuery(workspaceId, userId))) !== null;
}
