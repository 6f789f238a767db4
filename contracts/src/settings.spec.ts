import { maskSecret, normalizeSettingValue, parseSettings, SETTING_DEFAULTS, SETTING_KEYS, settingValueError } from './settings';
import { estimateCostUsd } from './usage';

describe('setting values', () => {
  it('accepts every documented default', () => {
    for (const key of SETTING_KEYS) expect(settingValueError(key, SETTING_DEFAULTS[key])).toBeNull();
  });

  it.each([
    ['request_timeout', '5', null],
    ['request_timeout', '300', null],
    ['request_timeout', '4', 'request_timeout must be a whole number of seconds from 5 to 300'],
    ['freshness_threshold', '3651', 'freshness_threshold must be a whole number of days from 1 to 3650'],
    ['batch_size', '0', 'batch_size must be a whole number of items from 1 to 50'],
    ['cache_duration', '0', null],
    ['cache_duration', '1.5', 'cache_duration must be a whole number of hours from 0 to 720'],
    ['enable_caching', 'TRUE', "enable_caching must be 'true' or 'false'"],
    ['api_model', 'gpt-4o', null],
    ['api_model', 'llama3.1:8b', null],
    ['api_model', 'bad model', 'api_model must be one of gpt-3.5-turbo, gpt-4, gpt-4o or a model name of up to 100 letters, digits and . _ : / -'],
    ['openai_base_url', '', null],
    ['openai_base_url', 'https://llm.site-a.test/v1', null],
    ['openai_base_url', 'javascript:alert(1)', 'openai_base_url must be empty or an http or https address'],
    ['openai_api_key', '', null],
    ['openai_api_key', '••••abcd', null],
    ['openai_api_key', 'has spaces in it', 'openai_api_key must be empty or 8 to 500 characters without spaces'],
    ['analysis_schedule', '{"type":"manual"}', null],
    [
      'analysis_schedule',
      '{"type":"weekly","daysOfWeek":[],"time":"09:00"}',
      'analysis_schedule.daysOfWeek must be a non-empty list of: monday, tuesday, wednesday, thursday, friday, saturday, sunday',
    ],
    ['timezone', 'Europe/Berlin', null],
    ['timezone', 'America/New_York', null],
    ['timezone', 'Europe/Atlantis', 'timezone must be an IANA time zone name such as Europe/Berlin or America/New_York'],
    ['timezone', '', 'timezone must be an IANA time zone name such as Europe/Berlin or America/New_York'],
    ['colour', 'blue', 'key must be one of: ' + SETTING_KEYS.join(', ')],
    ['batch_size', 5, 'batch_size must be text'],
  ])('%s = %p → %p', (key, value, error) => {
    expect(settingValueError(key, value)).toBe(error);
  });

  it('normalises values so that equal values compare equal', () => {
    expect(normalizeSettingValue('batch_size', ' 007 ')).toBe('7');
    expect(normalizeSettingValue('analysis_schedule', '{ "type" : "daily", "time": "08:00" }')).toBe('{"type":"daily","time":"08:00"}');
  });

  it('masks a saved AI key to its last 4 characters', () => {
    expect(maskSecret('wxyz')).toBe('••••wxyz');
    expect(maskSecret(null)).toBe('');
  });

  it('parses stored text into typed values, falling back to the default for missing or bad values', () => {
    expect(parseSettings({})).toEqual({
      aiBaseUrl: null,
      model: 'gpt-4o',
      requestTimeoutSeconds: 30,
      freshnessThresholdDays: 180,
      analysisSchedule: { type: 'weekly', daysOfWeek: ['monday'], time: '09:00' },
      timeZone: 'UTC',
      emailNotifications: true,
      autoUpdateMetadata: false,
      batchSize: 5,
      cacheDurationHours: 24,
      enableCaching: true,
    });
    expect(parseSettings({ batch_size: '12', enable_caching: 'false', openai_base_url: 'http://localhost:11434/v1', request_timeout: 'junk' })).toMatchObject({
      batchSize: 12,
      enableCaching: false,
      aiBaseUrl: 'http://localhost:11434/v1',
      requestTimeoutSeconds: 30,
    });
  });
});

describe('usage cost estimate', () => {
  it('prices known models per million tokens and local ones at zero', () => {
    expect(estimateCostUsd('gpt-4o', 1_000_000, 1_000_000)).toBe(12.5);
    expect(estimateCostUsd('llama3.1:8b', 1_000_000, 1_000_000)).toBe(0);
  });
});
