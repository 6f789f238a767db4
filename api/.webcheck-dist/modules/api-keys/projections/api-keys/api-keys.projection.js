"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ApiKeysProjection = void 0;
const row_batch_1 = require("../../../../shared/projections/row-batch");
const api_key_events_1 = require("../../domain/api-key.events");
const api_key_entity_1 = require("./api-key.entity");
class ApiKeysProjection {
    constructor() {
        this.name = 'api_keys';
        this.handles = api_key_events_1.API_KEY_EVENT_TYPES;
        this.tables = ['api_keys'];
    }
    async apply(events, manager) {
        const rows = await row_batch_1.RowBatch.load(manager, api_key_entity_1.ApiKeyRow, events.map((e) => e.data.keyId));
        for (const stored of events) {
            const event = stored;
            const at = new Date(stored.metadata.occurredAt);
            switch (event.type) {
                case 'ApiKeyIssued': {
                    const { keyId, userId, name, prefix } = event.data;
                    rows.put(Object.assign(new api_key_entity_1.ApiKeyRow(), { id: keyId, userId, workspaceId: stored.metadata.workspaceId, name, prefix, createdAt: at, revokedAt: null }));
                    break;
                }
                case 'ApiKeyRevoked':
                    rows.update(event.data.keyId, (row) => {
                        row.revokedAt = at;
                    });
                    break;
            }
        }
        await rows.flush();
    }
}
exports.ApiKeysProjection = ApiKeysProjection;
//# sourceMappingURL=api-keys.projection.js.map