import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { taskModel } from '../../domain/task';
import { taskStream } from '../../domain/task.events';
import { ChangeTaskStatusCommand } from './change-task-status.command';
import { decideChangeTaskStatus } from './change-task-status.decide';

@CommandHandler(ChangeTaskStatusCommand)
export class ChangeTaskStatusHandler implements ICommandHandler<ChangeTaskStatusCommand, void> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute({ actor, taskId, status }: ChangeTaskStatusCommand): Promise<void> {
    await this.executor.execute(
      taskStream(taskId),
      taskModel,
      (state) => decideChangeTaskStatus({ taskId, workspaceId: actor.workspaceId, status }, state),
      actor,
    );
  }
}
