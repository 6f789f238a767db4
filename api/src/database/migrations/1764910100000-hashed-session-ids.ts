import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Session ids are kept as their SHA-256 (shared/http/session-store.ts, storedSessionId). The sessions stored
 * before are hashed in place, the same hash of the same UTF-8 text, so nobody is signed out by the upgrade; from
 * then on the table holds no id a cookie carries.
 */
export class HashedSessionIds1764910100000 implements MigrationInterface {
  name = 'HashedSessionIds1764910100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE sessions SET sid = encode(sha256(convert_to(sid, 'UTF8')), 'hex')`);
  }

  async down(q: QueryRunner): Promise<void> {
    // A hash cannot be turned back into the id: without the new store, every session has to start again.
    await q.query(`DELETE FROM sessions`);
  }
}
