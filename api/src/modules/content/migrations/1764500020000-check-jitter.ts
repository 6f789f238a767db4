import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled checks spread over the hour after their scheduled time (checkJitterSeconds in
 * projections/content-items/workspace-schedule.fold.ts): the next checks already in the read model move by each
 * item's jitter, computed in SQL exactly as the fold computes it, so that the table equals what a replay builds.
 */
export class CheckJitter1764500020000 implements MigrationInterface {
  name = 'CheckJitter1764500020000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE content_items
         SET next_check_at = next_check_at + make_interval(secs => (('x' || substr(md5(id::text), 1, 8))::bit(32)::bigint % 3600)::int)
       WHERE next_check_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE content_items
         SET next_check_at = next_check_at - make_interval(secs => (('x' || substr(md5(id::text), 1, 8))::bit(32)::bigint % 3600)::int)
       WHERE next_check_at IS NOT NULL`);
  }
}
