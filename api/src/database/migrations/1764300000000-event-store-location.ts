import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where the event log lives. Absent: in this database's `events` table. 'kurrentdb': moved there by
 * `npm run migrate-events -- --to kurrentdb`, which also moved the projections' and reactions' checkpoints into
 * KurrentDB's positions. The server checks it at start, so that it never runs on a log that is not the one its
 * read models and checkpoints follow (see event-store-location.ts).
 */
export class EventStoreLocation1764300000000 implements MigrationInterface {
  name = 'EventStoreLocation1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_store_location (
        singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        store      text NOT NULL CHECK (store IN ('kurrentdb')),
        moved_at   timestamptz NOT NULL DEFAULT now(),
        events     bigint NOT NULL
      )`);
    // A server still running on PostgreSQL after the move would append where nobody reads any more: refused
    // loudly instead. Per statement, so that an import of thousands of rows checks once.
    await q.query(`
      CREATE FUNCTION events_refuse_after_move() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM event_store_location) THEN
          RAISE EXCEPTION 'the events were moved to KurrentDB: set EVENTSTORE_URL and restart';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER events_refuse_after_move BEFORE INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION events_refuse_after_move()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER events_refuse_after_move ON events');
    await q.query('DROP FUNCTION events_refuse_after_move()');
    await q.query('DROP TABLE event_store_location');
  }
}
