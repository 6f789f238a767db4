import { evolveSettings, initialSettingsState, SettingsState } from './settings';

/** Given/when/then helpers for the settings decisions (tests only; not part of the build). */

/** given: the events so far; when: a decision; then: the events or error it returns. */
export function given(...events: any[]): SettingsState {
  return events.reduce(evolveSettings, initialSettingsState);
}
export const changed = (key: string, value: string) => ({ type: 'SettingChanged', data: { key, value } });
export const aiKey = (last4: string | null) => ({ type: 'SettingChanged', data: { key: 'openai_api_key', changed: true, last4 } });
