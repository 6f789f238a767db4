import { SETTING_DEFAULTS } from '@freshwatch/contracts';
import { initialSettingsState } from '../../domain/settings';
import { aiKey, changed, given } from '../../domain/settings.test-support';
import { decideResetSettings } from './reset-settings.decide';

describe('resetting the settings', () => {
  it('resets exactly the keys that are not at their default', () => {
    const state = given(changed('batch_size', '10'), changed('request_timeout', SETTING_DEFAULTS.request_timeout), aiKey('wxyz'));
    expect(decideResetSettings(state)).toEqual([{ type: 'SettingsReset', data: { keys: ['openai_api_key', 'batch_size'] } }]);
    expect(given(changed('batch_size', '10'), ...decideResetSettings(state))).toEqual(initialSettingsState);
  });

  it('records no reset when everything is at its default', () => {
    expect(decideResetSettings(given())).toEqual([]);
  });
});
