import type { Task } from '@freshwatch/contracts';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { StoredEvent } from '../../../shared/event-store/event-store.port';
import { Reaction } from '../../../shared/reactions/reaction';
import type { ContentCompared } from '../../content';
import { CreateTaskCommand } from '../commands/create-task/create-task.command';
import { ListTasksQuery } from '../queries/list-tasks/list-tasks.query';

const reviewTaskTitle = (url: string) => `Review changes in ${url}`;

/**
 * A source that changed opens the task 'Review changes in <source>' on the item, unless the same task is still
 * open: a source that keeps changing before anyone looked gets one task, not one per comparison (which also
 * makes running this twice for one event harmless).
 */
@Reaction()
@Injectable()
export class OpenReviewTaskWhenContentCompared implements Reaction {
  readonly name = 'open-review-task-when-content-compared';
  readonly handles = ['ContentCompared'] as const;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async react(event: StoredEvent): Promise<void> {
    const { contentId, sources, comparedAt } = (event as unknown as ContentCompared).data;
    const changed = sources.filter((s) => s.outcome === 'changed');
    if (changed.length === 0) return;
    const { workspaceId, actorId } = event.metadata;
    // The workspace's tasks come in batches (the list streams); only the item's open ones' titles are kept.
    const batches: AsyncGenerator<Task[]> = await this.queries.execute(new ListTasksQuery(workspaceId));
    const open = new Set<string>();
    for await (const tasks of batches) for (const t of tasks) if (t.status !== 'completed' && t.contentId === contentId) open.add(t.title);
    // Whoever ran the comparison could write content (content:write), so the task is opened as by an editor.
    const actor = { userId: actorId, workspaceId, actorId, role: 'member' as const, workspaceRole: 'editor' as const };
    for (const source of changed) {
      const title = reviewTaskTitle(source.url).slice(0, 500);
      if (open.has(title)) continue;
      const description = `${source.summary ?? 'The source changed.'} (compared on ${comparedAt.slice(0, 10)})`.slice(0, 5000);
      await this.commands.execute(new CreateTaskCommand(actor, { title, description, priority: 'medium', contentId }));
    }
  }
}
