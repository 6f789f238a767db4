import { DataSource, EntityManager } from 'typeorm';
import { EventStore, ReplayRead } from '../event-store/event-store.port';
import { Projection, projectionTables } from './projection';
import { applyToProjections, ensureCheckpoints } from './projection-runner';
import { dropSecondaryIndexes } from './secondary-indexes';

export interface ReplayResult {
  events: number;
  milliseconds: number;
}

/**
 * Pages of the log. Read grouped by stream, a page holds whole histories of about a tenth as many items, so its
 * size hardly changes how often a row is written: it is small, to bound memory (the events in flight are most
 * of a replay's peak RSS). By position (a store without `readForReplay`), every row a page touches is loaded and
 * written once per page, so large pages are faster (50,000 events replayed twice as fast as in pages of 5,000),
 * and the byte budget keeps a page of events carrying page text within memory.
 */
const REPLAY_PAGES = { byStream: { events: 5_000 }, byPosition: { events: 50_000, bytes: 64 * 1024 * 1024 } };

/**
 * Empties every read model and rebuilds it from the whole event log, in one transaction: readers see the old
 * models until the new ones are complete, and a live projection runner waits on the checkpoint rows meanwhile.
 */
export async function replayAll(
  dataSource: DataSource,
  store: EventStore,
  projections: readonly Projection[],
  /** The page size for both ways of reading (tests replay in tiny pages). */
  pages?: { events: number; bytes: number },
): Promise<ReplayResult> {
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
    count = readsForReplay(store)
      ? await replayInTwoPasses(manager, store, projections, (pages ?? REPLAY_PAGES.byStream).events)
      : await replayByPosition(manager, store, projections, pages ?? REPLAY_PAGES.byPosition);
    // Index builds sort in memory up to this much, instead of spilling to disk (for this transaction only).
    await manager.query(`SET LOCAL maintenance_work_mem = '128MB'`);
    await indexes.recreate();
  });
  return { events: count, milliseconds: performance.now() - started };
}

type ReplayStore = EventStore & Required<Pick<EventStore, 'readForReplay' | 'countUpTo'>>;

function readsForReplay(store: EventStore): store is ReplayStore {
  return store.readForReplay !== undefined && store.countUpTo !== undefined;
}

/**
 * The log up to its head as it is now, read twice: by position for the projections that need it, grouped by
 * stream for the others (most of the log: an item's content, report, history rows). Then every checkpoint moves
 * to that head, and the live runner goes on from there with what was appended meanwhile.
 */
async function replayInTwoPasses(manager: EntityManager, store: ReplayStore, projections: readonly Projection[], pageSize: number): Promise<number> {
  const head = await store.headPosition();
  const byStream = projections.filter((p) => p.replayOrder === 'stream');
  const byPosition = projections.filter((p) => p.replayOrder !== 'stream');
  await replayPass(manager, store, byPosition, { order: 'position', head, pageSize });
  await replayPass(manager, store, byStream, { order: 'stream', head, pageSize });
  await manager.query('UPDATE projection_checkpoints SET position = $1 WHERE name = ANY($2)', [head, projections.map((p) => p.name)]);
  return store.countUpTo(head);
}

async function replayPass(manager: EntityManager, store: ReplayStore, projections: readonly Projection[], read: Omit<ReplayRead, 'types'>): Promise<void> {
  const types = [...new Set(projections.flatMap((p) => p.handles))];
  if (types.length === 0) return;
  for await (const events of store.readForReplay({ ...read, types, trim: trimmed(projections, types) })) {
    for (const projection of projections) {
      const relevant = events.filter((e) => projection.handles.includes(e.type));
      if (relevant.length > 0) await projection.apply(relevant, manager);
    }
  }
}

/** The event types whose every reader in `projections` names the data fields it reads, and those fields. */
function trimmed(projections: readonly Projection[], types: readonly string[]): ReplayRead['trim'] {
  const readers = (type: string) => projections.filter((p) => p.handles.includes(type));
  const trimmable = types.filter((type) => readers(type).every((p) => p.replayReads !== undefined));
  const keep = new Set(trimmable.flatMap((type) => readers(type).flatMap((p) => p.replayReads ?? [])));
  return { types: trimmable, keep: [...keep] };
}

/** The whole log in position order, as the live runner applies it, page by page with the checkpoints. */
async function replayByPosition(
  manager: EntityManager,
  store: EventStore,
  projections: readonly Projection[],
  batch: { events: number; bytes: number },
): Promise<number> {
  let count = 0;
  for (let after = 0; ;) {
    const events = await store.readAll(after, batch.events, batch.bytes);
    if (events.length === 0) break;
    await applyToProjections(manager, projections, events);
    after = events[events.length - 1].position;
    count += events.length;
  }
  return count;
}
