import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../../shared/event-store/event-store.port';
import type { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import type { AiUsage, ContentAnalyzed } from '../../../content';
import { UsageRow, usageRowId } from './usage.entity';

/** A count of `usage`, 0 when missing or not a number (the built-in checks record no usage). */
const count = (usage: Partial<AiUsage> | null | undefined, field: 'aiCalls' | 'promptTokens' | 'completionTokens') => {
  const value = usage?.[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * Sums each ContentAnalyzed into its workspace's month (by the event's occurredAt, UTC) and model: every
 * analysis is one analysis run, and its `usage` says how many AI calls and tokens it took.
 */
export class UsageProjection implements Projection {
  readonly name = 'usage_by_month';
  readonly handles = ['ContentAnalyzed'] as const;
  readonly entities = [UsageRow];
  // Only adds analyses up, per workspace, month and model.
  readonly replayOrder = 'stream' as const;

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const keyed = events.map((stored) => {
      const { usage } = (stored as unknown as ContentAnalyzed).data;
      const month = stored.metadata.occurredAt.slice(0, 7);
      const model = typeof usage?.model === 'string' ? usage.model : '';
      return { id: usageRowId(stored.metadata.workspaceId, month, model), workspaceId: stored.metadata.workspaceId, month, model, usage };
    });
    const rows = await RowBatch.load(
      manager,
      UsageRow,
      keyed.map((k) => k.id),
    );
    for (const { id, workspaceId, month, model, usage } of keyed) {
      const row =
        rows.get(id) ?? Object.assign(new UsageRow(), { id, workspaceId, month, model, analyses: 0, aiCalls: 0, promptTokens: 0, completionTokens: 0 });
      row.analyses += 1;
      row.aiCalls += count(usage, 'aiCalls');
      row.promptTokens += count(usage, 'promptTokens');
      row.completionTokens += count(usage, 'completionTokens');
      rows.put(row);
    }
    await rows.flush();
  }
}
