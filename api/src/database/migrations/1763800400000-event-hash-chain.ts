import { MigrationInterface, QueryRunner } from 'typeorm';
import { eventHash, GENESIS_HASH } from '../../shared/event-store/event-hash';

const PAGE = 5_000;

/**
 * Tamper evidence: every event gets `hash`, chained to the previous event of its stream (event-hash.ts). New
 * events get theirs at append; the events already in the log get their chains here, computed from what they
 * hold now, in position order (which, per stream, is version order). The append-only trigger is disabled for the
 * back-fill only, inside this migration's transaction, so no other writer ever sees it off.
 */
export class EventHashChain1763800400000 implements MigrationInterface {
  name = 'EventHashChain1763800400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ADD COLUMN hash text`);
    await q.query(`ALTER TABLE events DISABLE TRIGGER events_append_only`);
    const last = new Map<string, string>();
    let after = 0;
    for (;;) {
      const rows: { position: string; stream_id: string; version: number; type: string; data: unknown; metadata: Record<string, unknown> }[] = await q.query(
        `SELECT position, stream_id, version, type, data, metadata FROM events WHERE position > $1 ORDER BY position LIMIT ${PAGE}`,
        [after],
      );
      if (rows.length === 0) break;
      const positions: string[] = [];
      const hashes: string[] = [];
      for (const row of rows) {
        const hash = eventHash(last.get(row.stream_id) ?? GENESIS_HASH, {
          streamId: row.stream_id,
          version: row.version,
          type: row.type,
          data: row.data,
          metadata: row.metadata,
        });
        last.set(row.stream_id, hash);
        positions.push(row.position);
        hashes.push(hash);
      }
      await q.query(`UPDATE events SET hash = v.hash FROM unnest($1::bigint[], $2::text[]) AS v(position, hash) WHERE events.position = v.position`, [
        positions,
        hashes,
      ]);
      after = Number(rows[rows.length - 1].position);
    }
    await q.query(`ALTER TABLE events ENABLE TRIGGER events_append_only`);
    await q.query(`ALTER TABLE events ALTER COLUMN hash SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events DISABLE TRIGGER events_append_only`);
    await q.query(`ALTER TABLE events DROP COLUMN hash`);
    await q.query(`ALTER TABLE events ENABLE TRIGGER events_append_only`);
  }
}
