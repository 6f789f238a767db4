import type { SettingKey } from '@freshwatch/contracts';
import type { Actor } from '../../../../shared/domain/actor';

/** `value` has passed settingValueError (the DTO checks it). */
export class SaveSettingCommand {
  constructor(
    readonly actor: Actor,
    readonly key: SettingKey,
    readonly value: string,
  ) {}
}
