import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate limits' counters (shared/rate-limits), one row per limit and key, shared by every process: kept in
 * each process's memory, N processes behind a load balancer let N times as many sign-in guesses through.
 */
export class RateLimitWindows1764910000000 implements MigrationInterface {
  name = 'RateLimitWindows1764910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE rate_limit_windows (name text NOT NULL, key text NOT NULL, count integer NOT NULL, resets_at timestamptz NOT NULL, PRIMARY KEY (name, key))`,
    );
    await q.query(`CREATE INDEX rate_limit_windows_resets_at ON rate_limit_windows (resets_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limit_windows`);
  }
}
