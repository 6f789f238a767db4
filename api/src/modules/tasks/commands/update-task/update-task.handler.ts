import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { contentItemExists } from '../../../content';
import { decideUpdateTask, taskModel } from '../../domain/task';
import { taskStream } from '../../domain/task.events';
import { UpdateTaskCommand } from './update-task.command';

@CommandHandler(UpdateTaskCommand)
export class UpdateTaskHandler implements ICommandHandler<UpdateTaskCommand, void> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ actor, taskId, input }: UpdateTaskCommand): Promise<void> {
    const { status, completedAt, ...changes } = input;
    const contentExists = !!changes.contentId && (await contentItemExists(this.dataSource, actor.workspaceId, changes.contentId));
    await this.executor.execute(
      taskStream(taskId),
      taskModel,
      (state, now) => decideUpdateTask({ taskId, workspaceId: actor.workspaceId, changes, status, completedAt, contentExists }, state, now),
      actor,
    );
  }
}
