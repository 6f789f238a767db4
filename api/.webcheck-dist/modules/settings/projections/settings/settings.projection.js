"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SettingsProjection = void 0;
const contracts_1 = require("@freshwatch/contracts");
const row_batch_1 = require("../../../../shared/projections/row-batch");
const settings_events_1 = require("../../domain/settings.events");
const setting_entity_1 = require("./setting.entity");
class SettingsProjection {
    constructor() {
        this.name = 'settings';
        this.handles = settings_events_1.SETTINGS_EVENT_TYPES;
        this.tables = ['settings'];
    }
    async apply(events, manager) {
        // A reset may touch any key of its workspace, so load every key of every workspace in the batch.
        const workspaces = new Set(events.map((e) => e.metadata.workspaceId));
        const rows = await row_batch_1.RowBatch.load(manager, setting_entity_1.SettingRow, [...workspaces].flatMap((w) => contracts_1.SETTING_KEYS.map((k) => (0, setting_entity_1.settingRowId)(w, k))));
        for (const stored of events) {
            const event = stored;
            const workspaceId = stored.metadata.workspaceId;
            const updatedAt = new Date(stored.metadata.occurredAt);
            switch (event.type) {
                case 'SettingChanged': {
                    const data = event.data;
                    const id = (0, setting_entity_1.settingRowId)(workspaceId, data.key);
                    const value = data.key === contracts_1.AI_API_KEY_SETTING ? (0, contracts_1.maskSecret)(data.last4) : data.value;
                    if (data.key === contracts_1.AI_API_KEY_SETTING && data.last4 === null)
                        rows.delete(id);
                    else
                        rows.put(Object.assign(new setting_entity_1.SettingRow(), { id, workspaceId, key: data.key, value, updatedAt }));
                    break;
                }
                case 'SettingsReset':
                    for (const key of event.data.keys)
                        rows.delete((0, setting_entity_1.settingRowId)(workspaceId, key));
                    break;
            }
        }
        await rows.flush();
    }
}
exports.SettingsProjection = SettingsProjection;
//# sourceMappingURL=settings.projection.js.map