import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which worker process holds each running job (shared/jobs/worker-leases.ts). pg-boss 10 records no owner, so a
 * killed worker's jobs could only come back when their expiry passed (minutes for an analysis); with the
 * holder known, another worker hands them back as soon as the holder's database session is gone.
 */
export class JobLeases1764400000000 implements MigrationInterface {
  name = 'JobLeases1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE job_leases (job_id uuid PRIMARY KEY, queue text NOT NULL, holder integer NOT NULL, taken_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`CREATE INDEX job_leases_holder ON job_leases (holder)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE job_leases`);
  }
}
