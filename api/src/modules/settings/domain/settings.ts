import { AI_API_KEY_SETTING, SETTING_DEFAULTS, SETTING_KEYS, type SettingKey } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { SettingChanged, SettingsEvent, SettingsReset } from './settings.events';

type PlainKey = Exclude<SettingKey, 'openai_api_key'>;

/** The values a workspace has set (keys absent are at their default) and the last 4 characters of its AI key. */
export interface SettingsState {
  values: Partial<Record<PlainKey, string>>;
  aiKeyLast4: string | null;
}

export const initialSettingsState: SettingsState = { values: {}, aiKeyLast4: null };

export function evolveSettings(state: SettingsState, event: SettingsEvent): SettingsState {
  switch (event.type) {
    case 'SettingChanged': {
      const data = event.data;
      if (data.key === AI_API_KEY_SETTING) return { ...state, aiKeyLast4: data.last4 };
      return { ...state, values: { ...state.values, [data.key]: data.value } };
    }
    case 'SettingsReset':
      return initialSettingsState;
    default:
      return state;
  }
}

export const settingsModel = { initialState: initialSettingsState, evolve: evolveSettings };

const secretNotPlain = new DomainError('SETTING_IS_SECRET', 'invalid', 'openai_api_key is saved through its own path so that it is never recorded.');

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

/** Lists the keys that were not at their default; nothing to reset records nothing. */
export function decideResetSettings(state: SettingsState): SettingsReset[] {
  const keys = SETTING_KEYS.filter((key) =>
    key === AI_API_KEY_SETTING ? state.aiKeyLast4 !== null : (state.values[key] ?? SETTING_DEFAULTS[key]) !== SETTING_DEFAULTS[key],
  );
  if (keys.length === 0) return [];
  return [{ type: 'SettingsReset', data: { keys } }];
}
