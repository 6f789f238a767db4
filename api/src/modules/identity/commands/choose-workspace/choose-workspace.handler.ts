import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { userModel } from '../../domain/user';
import { userStream } from '../../domain/user.events';
import { ChooseWorkspaceCommand } from './choose-workspace.command';
import { decideChooseWorkspace } from './choose-workspace.decide';

@CommandHandler(ChooseWorkspaceCommand)
export class ChooseWorkspaceHandler implements ICommandHandler<ChooseWorkspaceCommand, void> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute(command: ChooseWorkspaceCommand): Promise<void> {
    // Filed under the person's own workspace, as every event of their stream: which workspace a member works in
    // is theirs, not the team's.
    let home = '';
    await this.executor.execute(
      userStream(command.userId),
      userModel,
      (current) => {
        if (current.exists) home = current.workspaceId;
        return decideChooseWorkspace(command, current);
      },
      {
        get workspaceId() {
          return home;
        },
        actorId: command.userId,
      },
    );
  }
}
