import { SETTING_DEFAULTS } from '@freshwatch/contracts';
import { aiKey, changed, given } from '../../domain/settings.test-support';
import { decideSaveAiKey, decideSaveSetting } from './save-setting.decide';

describe('saving a setting', () => {
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
});
