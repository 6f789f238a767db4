import { DataSource } from 'typeorm';
import { EventStore } from '../event-store/event-store.port';
import { Projection, projectionTables } from './projection';
import { applyToProjections, ensureCheckpoints } from './projection-runner';
import { dropSecondaryIndexes } from './secondary-indexes';

export interface ReplayResult {
  events: number;
  milliseconds: number;
}

/**
 * Large batches make a replay fast: every row a batch touches is loaded and written once, so the fewer batches
 * an item's history spans, the less work (50,000 events in one batch replay twice as fast as in ten). The
 * byte budget keeps a batch of events carrying page text (analyses, comparisons) within memory.
 */
const REPLAY_BATCH = { events: 50_000, bytes: 64 * 1024 * 1024 };

/**
 * Empties every read model and rebuilds it from the whole event log, in one transaction: readers see the old
 * models until the new ones are complete, and a live projection runner waits on the checkpoint rows meanwhile.
 */
export async function replayAll(dataSource: DataSource, store: EventStore, projections: readonly Projection[], batch = REPLAY_BATCH): Promise<ReplayResult> {
  const started = performance.now();
  let count = 0;
  await dataSource.transaction(async (manager) => {
    await ensureCheckpoints(manager, projections);
    const names = projections.map((p) => p.name);
    await manager.query('SELECT name FROM projection_checkpoints WHERE name = ANY($1) FOR UPDATE', [names]);
    const tables = projectionTables(dataSource, projections);
    await manager.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
    await manager.query('UPDATE projection_checkpoints SET position = 0 WHERE name = ANY($1)', [names]);
    const indexes = await dropSecondaryIndexes(manager, tables);
    for (let after = 0; ; ) {
      const events = await store.readAll(after, batch.events, batch.bytes);
      if (events.length === 0) break;
      await applyToProjections(manager, projections, events);
      after = events[events.length - 1].position;
      count += events.length;
    }
    // Index builds sort in memory up to this much, instead of spilling to disk (for this transaction only).
    await manager.query(`SET LOCAL maintenance_work_mem = '128MB'`);
    await indexes.recreate();
  });
  return { events: count, milliseconds: performance.now() - started };
}
