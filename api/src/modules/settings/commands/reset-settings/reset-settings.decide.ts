import { AI_API_KEY_SETTING, SETTING_DEFAULTS, SETTING_KEYS } from '@freshwatch/contracts';
import type { SettingsState } from '../../domain/settings';
import type { SettingsReset } from '../../domain/settings.events';

/** Lists the keys that were not at their default; nothing to reset records nothing. */
export function decideResetSettings(state: SettingsState): SettingsReset[] {
  const keys = SETTING_KEYS.filter((key) =>
    key === AI_API_KEY_SETTING ? state.aiKeyLast4 !== null : (state.values[key] ?? SETTING_DEFAULTS[key]) !== SETTING_DEFAULTS[key],
  );
  if (keys.length === 0) return [];
  return [{ type: 'SettingsReset', data: { keys } }];
}
