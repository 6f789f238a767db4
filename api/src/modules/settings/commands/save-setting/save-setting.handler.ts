import { AI_API_KEY_SETTING, normalizeSettingValue, SECRET_MASK } from '@freshwatch/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/domain/actor';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { settingsModel } from '../../domain/settings';
import { decideSaveAiKey, decideSaveSetting } from './save-setting.decide';
import { settingsStream } from '../../domain/settings.events';
import { WorkspaceSecrets } from '../../secrets/workspace-secrets';
import { SaveSettingCommand } from './save-setting.command';

@CommandHandler(SaveSettingCommand)
export class SaveSettingHandler implements ICommandHandler<SaveSettingCommand, void> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly secrets: WorkspaceSecrets,
  ) {}

  async execute({ actor, key, value }: SaveSettingCommand): Promise<void> {
    if (key === AI_API_KEY_SETTING) return this.saveAiKey(actor, value.trim());
    const normalized = normalizeSettingValue(key, value);
    await this.executor.execute(settingsStream(actor.workspaceId), settingsModel, (state) => decideSaveSetting({ key, value: normalized }, state), actor);
  }

  /**
   * The key goes encrypted into workspace_secrets first, then the event records that it changed. If the event
   * cannot be appended, the previous key is put back, so the table and the log never disagree for long.
   */
  private async saveAiKey(actor: Actor, plaintext: string): Promise<void> {
    // The masked value GET returned, sent back by a form that saves every field, keeps the saved key.
    if (plaintext.startsWith(SECRET_MASK)) return;
    const workspaceId = actor.workspaceId;
    const next = plaintext === '' ? null : plaintext;
    if ((await this.secrets.read(workspaceId, AI_API_KEY_SETTING)) === next) return;
    const previous = await this.secrets.readSealed(workspaceId, AI_API_KEY_SETTING);
    await this.secrets.write(workspaceId, AI_API_KEY_SETTING, next);
    try {
      await this.executor.execute(
        settingsStream(workspaceId),
        settingsModel,
        (state) => decideSaveAiKey({ last4: next === null ? null : next.slice(-4) }, state),
        actor,
      );
    } catch (error) {
      await this.secrets.writeSealed(workspaceId, AI_API_KEY_SETTING, previous);
      throw error;
    }
  }
}
