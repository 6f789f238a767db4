import { AI_API_KEY_SETTING, maskSecret, SETTING_KEYS } from '@freshwatch/contracts';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import { SETTINGS_EVENT_TYPES, SettingsEvent } from '../../domain/settings.events';
import { SettingRow, settingRowId } from './setting.entity';

export class SettingsProjection implements Projection {
  readonly name = 'settings';
  readonly handles = SETTINGS_EVENT_TYPES;
  readonly entities = [SettingRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    // A reset may touch any key of its workspace, so load every key of every workspace in the batch.
    const workspaces = new Set(events.map((e) => e.metadata.workspaceId));
    const rows = await RowBatch.load(
      manager,
      SettingRow,
      [...workspaces].flatMap((w) => SETTING_KEYS.map((k) => settingRowId(w, k))),
    );
    for (const stored of events) {
      const event = stored as unknown as SettingsEvent;
      const workspaceId = stored.metadata.workspaceId;
      const updatedAt = new Date(stored.metadata.occurredAt);
      switch (event.type) {
        case 'SettingChanged': {
          const data = event.data;
          const id = settingRowId(workspaceId, data.key);
          const value = data.key === AI_API_KEY_SETTING ? maskSecret(data.last4) : data.value;
          if (data.key === AI_API_KEY_SETTING && data.last4 === null) rows.delete(id);
          else rows.put(Object.assign(new SettingRow(), { id, workspaceId, key: data.key, value, updatedAt }));
          break;
        }
        case 'SettingsReset':
          for (const key of event.data.keys) rows.delete(settingRowId(workspaceId, key));
          break;
      }
    }
    await rows.flush();
  }
}
