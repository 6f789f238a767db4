import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { taskModel } from '../../domain/task';
import { taskStream } from '../../domain/task.events';
import { CompleteTaskCommand } from './complete-task.command';
import { decideCompleteTask } from './complete-task.decide';

@CommandHandler(CompleteTaskCommand)
export class CompleteTaskHandler implements ICommandHandler<CompleteTaskCommand, void> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ actor, taskId, completedAt }: CompleteTaskCommand): Promise<void> {
    await this.executor.execute(
      taskStream(taskId),
      taskModel,
      (state, now) => decideCompleteTask({ taskId, workspaceId: actor.workspaceId, completedAt }, state, now),
      actor,
    );
  }
}
