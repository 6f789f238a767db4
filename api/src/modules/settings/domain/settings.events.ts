import type { SettingKey } from '@freshwatch/contracts';
import type { DomainEvent } from '../../../shared/event-store/stream-executor';

/**
 * A setting took a new value. For the AI provider key the event says only that it changed and which last 4
 * characters the new key ends with (null: removed); the key itself sits encrypted in workspace_secrets.
 */
export type SettingChanged = DomainEvent<'SettingChanged', { key: Exclude<SettingKey, 'openai_api_key'>; value: string } | SecretSettingChanged>;
export interface SecretSettingChanged {
  key: 'openai_api_key';
  changed: true;
  last4: string | null;
}

/** Reset to Defaults: the listed keys went back to their documented defaults (the AI key was removed). */
export type SettingsReset = DomainEvent<'SettingsReset', { keys: SettingKey[] }>;

export type SettingsEvent = SettingChanged | SettingsReset;

export const SETTINGS_EVENT_TYPES = ['SettingChanged', 'SettingsReset'] as const;

/** One stream per workspace: settings are few and change rarely, so one stream orders all their changes. */
export const settingsStream = (workspaceId: string) => `settings-${workspaceId}`;
