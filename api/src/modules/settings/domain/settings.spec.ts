import { SETTING_DEFAULTS } from '@freshwatch/contracts';
import { decideResetSettings, decideSaveAiKey, decideSaveSetting, evolveSettings, initialSettingsState, SettingsState } from './settings';

/** given: the events so far; when: a decision; then: the events or error it returns. */
function given(...events: any[]): SettingsState {
  return events.reduce(evolveSettings, initialSettingsState);
}
const changed = (key: string, value: string) => ({ type: 'SettingChanged', data: { key, value } });
const aiKey = (last4: string | null) => ({ type: 'SettingChanged', data: { key: 'openai_api_key', changed: true, last4 } });

describe('settings decisions', () => {
  it('records a changed value', () => {
    expect(decideSaveSetting({ key: 'batch_size', value: '10' }, given())).toEqual([changed('batch_size', '10')]);
  });

  it('records nothing when the value is already the current one, or the default of a key never set', () => {
    expect(decideSaveSetting({ key: 'batch_size', value: '10' }, given(changed('batch_size', '10')))).toEqual([]);
    expect(decideSaveSetting({ key: 'batch_size', value: SETTING_DEFAULTS.batch_size }, given())).toEqual([]);
  });

  it('refuses to record the AI key as a plain value', () => {
    expect(decideSaveSetting({ key: 'openai_api_key', value: 'sk-secret-value' }, given())).toMatchObject({ code: 'SETTING_IS_SECRET' });
  });

  it('records only that the AI key changed and its last 4 characters, never the key', () => {
    const events = decideSaveAiKey({ last4: 'wxyz' }, given());
    expect(events).toEqual([aiKey('wxyz')]);
    expect(given(...events).aiKeyLast4).toBe('wxyz');
  });

  it('records the removal of a saved AI key, and nothing when there is none', () => {
    expect(decideSaveAiKey({ last4: null }, given(aiKey('wxyz')))).toEqual([aiKey(null)]);
    expect(decideSaveAiKey({ last4: null }, given())).toEqual([]);
  });

  it('resets exactly the keys that are not at their default', () => {
    const state = given(changed('batch_size', '10'), changed('request_timeout', SETTING_DEFAULTS.request_timeout), aiKey('wxyz'));
    expect(decideResetSettings(state)).toEqual([{ type: 'SettingsReset', data: { keys: ['openai_api_key', 'batch_size'] } }]);
    expect(given(changed('batch_size', '10'), ...decideResetSettings(state))).toEqual(initialSettingsState);
  });

  it('records no reset when everything is at its default', () => {
    expect(decideResetSettings(given())).toEqual([]);
  });
});
