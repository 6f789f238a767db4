import { AI_API_KEY_SETTING, type SettingKey } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { SettingsEvent } from './settings.events';

/** Every key but the AI key, whose value never goes into an event. */
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

export const secretNotPlain = new DomainError('SETTING_IS_SECRET', 'invalid', 'openai_api_key is saved through its own path so that it is never recorded.');
