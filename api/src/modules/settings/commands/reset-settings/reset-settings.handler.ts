import { AI_API_KEY_SETTING } from '@freshwatch/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { settingsModel } from '../../domain/settings';
import { decideResetSettings } from './reset-settings.decide';
import { settingsStream } from '../../domain/settings.events';
import { WorkspaceSecrets } from '../../secrets/workspace-secrets';
import { ResetSettingsCommand } from './reset-settings.command';

/**
 * Records SettingsReset, then deletes the encrypted AI key: the key's default is 'none'. The deletion comes
 * after the event so that a failed append leaves the key in place, matching the log.
 */
@CommandHandler(ResetSettingsCommand)
export class ResetSettingsHandler implements ICommandHandler<ResetSettingsCommand, void> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly secrets: WorkspaceSecrets,
  ) {}

  async execute({ actor }: ResetSettingsCommand): Promise<void> {
    await this.executor.execute(settingsStream(actor.workspaceId), settingsModel, (state) => decideResetSettings(state), actor);
    await this.secrets.write(actor.workspaceId, AI_API_KEY_SETTING, null);
  }
}
