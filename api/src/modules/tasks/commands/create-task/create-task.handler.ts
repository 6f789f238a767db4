import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { IdGenerator } from '../../../../shared/domain/clock';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { taskModel } from '../../domain/task';
import { taskStream } from '../../domain/task.events';
import { isLiveContentItem, isMember } from '../related-content-item';
import { CreateTaskCommand } from './create-task.command';
import { decideCreateTask } from './create-task.decide';

/** Returns the new task's id. Defaults: priority medium, no related content. */
@CommandHandler(CreateTaskCommand)
export class CreateTaskHandler implements ICommandHandler<CreateTaskCommand, string> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, input }: CreateTaskCommand): Promise<string> {
    const taskId = this.ids.next();
    const fields = {
      title: input.title,
      description: input.description ?? null,
      priority: input.priority ?? 'medium',
      contentId: input.contentId ?? null,
      assigneeId: input.assigneeId ?? null,
    };
    const contentExists = fields.contentId !== null && (await isLiveContentItem(this.queries, actor.workspaceId, fields.contentId));
    const assigneeIsMember = fields.assigneeId !== null && (await isMember(this.queries, actor.workspaceId, fields.assigneeId));
    await this.executor.start(
      taskStream(taskId),
      taskModel,
      (state) => decideCreateTask({ taskId, workspaceId: actor.workspaceId, fields, contentExists, assigneeIsMember }, state),
      actor,
    );
    return taskId;
  }
}
