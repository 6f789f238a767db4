import { AI_API_KEY_SETTING, SETTING_DEFAULTS, type SettingKey } from '@freshwatch/contracts';
import type { DomainError } from '../../../../shared/domain/domain-error';
import { secretNotPlain, type SettingsState } from '../../domain/settings';
import type { SettingChanged } from '../../domain/settings.events';

export interface SaveSetting {
  key: SettingKey;
  /** Already validated and normalised (see settingValueError and normalizeSettingValue in contracts). */
  value: string;
}

/** Records a change only when the value really differs from the current one (or its default). */
export function decideSaveSetting(command: SaveSetting, state: SettingsState): SettingChanged[] | DomainError {
  if (command.key === AI_API_KEY_SETTING) return secretNotPlain;
  const current = state.values[command.key] ?? SETTING_DEFAULTS[command.key];
  if (current === command.value) return [];
  return [{ type: 'SettingChanged', data: { key: command.key, value: command.value } }];
}

export interface SaveAiKey {
  /** The new key's last 4 characters; null removes the key. */
  last4: string | null;
}

/**
 * The handler has already compared the new key with the stored one and calls this only for a real change;
 * removing a key that is not there records nothing.
 */
export function decideSaveAiKey(command: SaveAiKey, state: SettingsState): SettingChanged[] {
  if (command.last4 === null && state.aiKeyLast4 === null) return [];
  return [{ type: 'SettingChanged', data: { key: AI_API_KEY_SETTING, changed: true, last4: command.last4 } }];
}
