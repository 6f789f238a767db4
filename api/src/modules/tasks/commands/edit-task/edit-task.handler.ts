import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { taskModel } from '../../domain/task';
import { taskStream } from '../../domain/task.events';
import { isLiveContentItem, isMember } from '../related-content-item';
import { EditTaskCommand } from './edit-task.command';
import { decideEditTask } from './edit-task.decide';

@CommandHandler(EditTaskCommand)
export class EditTaskHandler implements ICommandHandler<EditTaskCommand, void> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, taskId, changes }: EditTaskCommand): Promise<void> {
    const contentExists = !!changes.contentId && (await isLiveContentItem(this.queries, actor.workspaceId, changes.contentId));
    const assigneeIsMember = !!changes.assigneeId && (await isMember(this.queries, actor.workspaceId, changes.assigneeId));
    await this.executor.execute(
      taskStream(taskId),
      taskModel,
      (state) => decideEditTask({ taskId, workspaceId: actor.workspaceId, changes, contentExists, assigneeIsMember }, state),
      actor,
    );
  }
}
