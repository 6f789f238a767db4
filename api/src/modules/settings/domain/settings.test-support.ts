import { givenEvents } from '../../../shared/domain/given-events.test-support';
import { evolveSettings, initialSettingsState } from './settings';
import type { SettingKey } from '@freshwatch/contracts';
import type { SettingChanged } from './settings.events';

/** Given/when/then helpers for the settings decisions (tests only; not part of the build). */

/** given: the events so far; when: a decision; then: the events or error it returns. */
export const given = givenEvents(evolveSettings, initialSettingsState);
export const changed = (key: Exclude<SettingKey, 'openai_api_key'>, value: string): SettingChanged => ({ type: 'SettingChanged', data: { key, value } });
export const aiKey = (last4: string | null): SettingChanged => ({ type: 'SettingChanged', data: { key: 'openai_api_key', changed: true, last4 } });
