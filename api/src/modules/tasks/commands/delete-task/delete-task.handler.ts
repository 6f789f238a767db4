import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { taskModel } from '../../domain/task';
import { taskStream } from '../../domain/task.events';
import { DeleteTaskCommand } from './delete-task.command';
import { decideDeleteTask } from './delete-task.decide';

/** Records TaskDeleted; the task's history stays in the log. */
@CommandHandler(DeleteTaskCommand)
export class DeleteTaskHandler implements ICommandHandler<DeleteTaskCommand, void> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ actor, taskId }: DeleteTaskCommand): Promise<void> {
    await this.executor.execute(taskStream(taskId), taskModel, (state) => decideDeleteTask({ taskId, workspaceId: actor.workspaceId }, state), actor);
  }
}
