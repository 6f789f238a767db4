import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import { API_KEY_EVENT_TYPES, ApiKeyEvent } from '../../domain/api-key.events';
import { ApiKeyRow } from './api-key.entity';

export class ApiKeysProjection implements Projection {
  readonly name = 'api_keys';
  readonly handles = API_KEY_EVENT_TYPES;
  readonly entities = [ApiKeyRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const rows = await RowBatch.load(
      manager,
      ApiKeyRow,
      events.map((e) => (e.data as { keyId: string }).keyId),
    );
    for (const stored of events) {
      const event = stored as unknown as ApiKeyEvent;
      const at = new Date(stored.metadata.occurredAt);
      switch (event.type) {
        case 'ApiKeyIssued': {
          const { keyId, userId, name, prefix } = event.data;
          rows.put(
            Object.assign(new ApiKeyRow(), { id: keyId, userId, workspaceId: stored.metadata.workspaceId, name, prefix, createdAt: at, revokedAt: null }),
          );
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
