/**
 * Workspace settings (the Settings screen). Every value travels as text; this file is
 * the one list of keys, their defaults, units and rules, used by the API to validate and by the web to label
 * and pre-check the fields.
 */
import { AI_MODELS } from './enums';
import { checkScheduleError, type CheckSchedule } from './schedule';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from './time-zone';

export const SETTING_KEYS = [
  'openai_api_key',
  'openai_base_url',
  'api_model',
  'request_timeout',
  'freshness_threshold',
  'analysis_schedule',
  'timezone',
  'email_notifications',
  'auto_update_metadata',
  'batch_size',
  'cache_duration',
  'enable_caching',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** The AI provider key: stored encrypted, never returned or recorded in full. */
export const AI_API_KEY_SETTING = 'openai_api_key' satisfies SettingKey;
/** What GET /api/settings shows in front of the last 4 characters of a saved AI key. */
export const SECRET_MASK = '••••';

interface IntegerRule {
  kind: 'integer';
  min: number;
  max: number;
  unit: string;
}
type SettingRule = IntegerRule | { kind: 'boolean' } | { kind: 'model' } | { kind: 'schedule' } | { kind: 'url' } | { kind: 'secret' } | { kind: 'timezone' };

interface SettingDefinition {
  key: SettingKey;
  label: string;
  defaultValue: string;
  rule: SettingRule;
}

/** The schedule the workspace-wide analysis runs on until someone changes it. */
export const DEFAULT_ANALYSIS_SCHEDULE: CheckSchedule = { type: 'weekly', daysOfWeek: ['monday'], time: '09:00' };

/** The settings' defaults, Freshwatch's own choice. */
export const SETTING_DEFINITIONS: Record<SettingKey, SettingDefinition> = {
  openai_api_key: { key: 'openai_api_key', label: 'AI API key', defaultValue: '', rule: { kind: 'secret' } },
  openai_base_url: { key: 'openai_base_url', label: 'AI base URL', defaultValue: '', rule: { kind: 'url' } },
  api_model: { key: 'api_model', label: 'Model', defaultValue: 'gpt-4o', rule: { kind: 'model' } },
  request_timeout: { key: 'request_timeout', label: 'Request timeout', defaultValue: '30', rule: { kind: 'integer', min: 5, max: 300, unit: 'seconds' } },
  freshness_threshold: {
    key: 'freshness_threshold',
    label: 'Freshness threshold',
    defaultValue: '180',
    rule: { kind: 'integer', min: 1, max: 3650, unit: 'days' },
  },
  analysis_schedule: {
    key: 'analysis_schedule',
    label: 'Analysis schedule',
    defaultValue: JSON.stringify(DEFAULT_ANALYSIS_SCHEDULE),
    rule: { kind: 'schedule' },
  },
  timezone: { key: 'timezone', label: 'Time zone', defaultValue: DEFAULT_TIME_ZONE, rule: { kind: 'timezone' } },
  email_notifications: { key: 'email_notifications', label: 'Email notifications', defaultValue: 'true', rule: { kind: 'boolean' } },
  auto_update_metadata: { key: 'auto_update_metadata', label: 'Auto update metadata', defaultValue: 'false', rule: { kind: 'boolean' } },
  batch_size: { key: 'batch_size', label: 'Batch size', defaultValue: '5', rule: { kind: 'integer', min: 1, max: 50, unit: 'items' } },
  cache_duration: { key: 'cache_duration', label: 'Cache duration', defaultValue: '24', rule: { kind: 'integer', min: 0, max: 720, unit: 'hours' } },
  enable_caching: { key: 'enable_caching', label: 'Enable caching', defaultValue: 'true', rule: { kind: 'boolean' } },
};

export const SETTING_DEFAULTS: Record<SettingKey, string> = Object.fromEntries(SETTING_KEYS.map((k) => [k, SETTING_DEFINITIONS[k].defaultValue])) as Record<
  SettingKey,
  string
>;

/** A model name the provider might know: one of the three offered or a custom one (Ollama's 'llama3.1:8b'). */
const CUSTOM_MODEL_PATTERN = /^[A-Za-z0-9._:/-]{1,100}$/;
const SECRET_PATTERN = /^[\x21-\x7e]{8,500}$/;

export function isSettingKey(key: unknown): key is SettingKey {
  return typeof key === 'string' && (SETTING_KEYS as readonly string[]).includes(key);
}

export interface Setting {
  key: SettingKey;
  value: string;
}

/**
 * Null when `value` is acceptable for `key`, otherwise a sentence that names the key and the rule. Values are
 * checked as sent, after trimming; an empty secret or URL means 'none'.
 */
export function settingValueError(key: string, value: unknown): string | null {
  if (!isSettingKey(key)) return `key must be one of: ${SETTING_KEYS.join(', ')}`;
  if (typeof value !== 'string') return `${key} must be text`;
  const text = value.trim();
  const rule = SETTING_DEFINITIONS[key].rule;
  switch (rule.kind) {
    case 'integer': {
      const ok = /^\d+$/.test(text) && Number(text) >= rule.min && Number(text) <= rule.max;
      return ok ? null : `${key} must be a whole number of ${rule.unit} from ${rule.min} to ${rule.max}`;
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? null : `${key} must be 'true' or 'false'`;
    case 'model':
      return CUSTOM_MODEL_PATTERN.test(text)
        ? null
        : `${key} must be one of ${AI_MODELS.join(', ')} or a model name of up to 100 letters, digits and . _ : / -`;
    case 'schedule': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return `${key} must be a schedule written as JSON`;
      }
      return checkScheduleError(parsed, key);
    }
    case 'timezone':
      return isValidTimeZone(text) ? null : `${key} must be an IANA time zone name such as Europe/Berlin or America/New_York`;
    case 'url':
      return text === '' || isHttpUrl(text) ? null : `${key} must be empty or an http or https address`;
    case 'secret':
      // The masked value that GET returned, sent back unchanged by a form, means 'keep the saved key'.
      if (text === '' || text.startsWith(SECRET_MASK) || SECRET_PATTERN.test(text)) return null;
      return `${key} must be empty or 8 to 500 characters without spaces`;
  }
}

function isHttpUrl(text: string): boolean {
  if (text.length > 2048) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The stored form of a valid value: trimmed, a schedule re-serialised so that equal schedules compare equal. */
export function normalizeSettingValue(key: SettingKey, value: string): string {
  const text = value.trim();
  if (SETTING_DEFINITIONS[key].rule.kind === 'schedule') return JSON.stringify(JSON.parse(text));
  if (SETTING_DEFINITIONS[key].rule.kind === 'integer') return String(Number(text));
  return text;
}

/** How a saved AI key is shown: '' when none is saved, otherwise the mask and its last 4 characters. */
export function maskSecret(last4: string | null): string {
  return last4 ? `${SECRET_MASK}${last4}` : '';
}

/** The settings as typed values, for code that acts on them (the analysis, the schedule scanner). */
export interface SettingsValues {
  /** null: the OpenAI endpoint. */
  aiBaseUrl: string | null;
  model: string;
  requestTimeoutSeconds: number;
  freshnessThresholdDays: number;
  analysisSchedule: CheckSchedule;
  /** IANA name; schedule times are wall-clock times in it. */
  timeZone: string;
  emailNotifications: boolean;
  autoUpdateMetadata: boolean;
  batchSize: number;
  cacheDurationHours: number;
  enableCaching: boolean;
}

/**
 * Typed values from stored text; a missing or (never expected) invalid value falls back to its default, so
 * that one bad row cannot stop the analysis.
 */
export function parseSettings(stored: Partial<Record<SettingKey, string>>): SettingsValues {
  const text = (key: SettingKey) => {
    const value = stored[key];
    return value !== undefined && settingValueError(key, value) === null ? value.trim() : SETTING_DEFAULTS[key];
  };
  const int = (key: SettingKey) => Number(text(key));
  const bool = (key: SettingKey) => text(key) === 'true';
  return {
    aiBaseUrl: text('openai_base_url') || null,
    model: text('api_model'),
    requestTimeoutSeconds: int('request_timeout'),
    freshnessThresholdDays: int('freshness_threshold'),
    analysisSchedule: JSON.parse(text('analysis_schedule')) as CheckSchedule,
    timeZone: text('timezone'),
    emailNotifications: bool('email_notifications'),
    autoUpdateMetadata: bool('auto_update_metadata'),
    batchSize: int('batch_size'),
    cacheDurationHours: int('cache_duration'),
    enableCaching: bool('enable_caching'),
  };
}
