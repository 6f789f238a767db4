import type { QueryBus } from '@nestjs/cqrs';
import { FindMissingContentItemsQuery } from '../../content';

/** Whether a task's chosen related item is a live content item of the workspace (asked of the content module). */
export async function isLiveContentItem(queries: QueryBus, workspaceId: string, contentId: string): Promise<boolean> {
  const missing: string[] = await queries.execute(new FindMissingContentItemsQuery(workspaceId, [contentId]));
  return missing.length === 0;
}
