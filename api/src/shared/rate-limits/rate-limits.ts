import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/** How often a process deletes the windows that have ended (each process does, so at least this often). */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Fixed-window counters in PostgreSQL, shared by every process on the database: behind a load balancer a limit
 * holds for the whole deployment, not once per process, and a restart does not reset it. Each count is one
 * atomic upsert, so concurrent requests, in one process or many, never both take the last place.
 *
 * Keys are stored as their SHA-256: a key comes from a request (an email as typed, an address) and may be long,
 * and the table has no need to hold the address book of who tried to sign in.
 */
export class RateLimits {
  private lastSweep = 0;

  constructor(private readonly pool: Pick<Pool, 'query'>) {}

  /** A limit of `limit` hits per `windowMs` for each key, under a name of its own (the table's first column). */
  limiter(name: string, limit: number, windowMs: number): RateLimiter {
    return new RateLimiter(this, name, limit, windowMs);
  }

  /** Counts one hit; returns the window's count after it and the seconds until the window ends. */
  async hit(name: string, key: string, windowMs: number, at: Date): Promise<{ count: number; secondsLeft: number }> {
    await this.sweepNowAndThen(at);
    const {
      rows: [row],
    } = await this.pool.query<{ count: number; ms_left: number }>(
      `INSERT INTO rate_limit_windows AS w (name, key, count, resets_at)
       VALUES ($1, $2, 1, $3::timestamptz + $4 * interval '1 millisecond')
       ON CONFLICT (name, key) DO UPDATE SET
         count = CASE WHEN w.resets_at <= $3::timestamptz THEN 1 ELSE w.count + 1 END,
         resets_at = CASE WHEN w.resets_at <= $3::timestamptz THEN excluded.resets_at ELSE w.resets_at END
       RETURNING count, extract(epoch FROM resets_at - $3::timestamptz) * 1000 AS ms_left`,
      [name, keyHash(key), at, windowMs],
    );
    return { count: row.count, secondsLeft: Math.ceil(Number(row.ms_left) / 1000) };
  }

  async forget(name: string, key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_windows WHERE name = $1 AND key = $2', [name, keyHash(key)]);
  }

  /** Ended windows count for nothing (the upsert starts them over), so deleting them now and then only saves room. */
  private async sweepNowAndThen(at: Date): Promise<void> {
    if (at.getTime() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = at.getTime();
    await this.pool.query('DELETE FROM rate_limit_windows WHERE resets_at <= $1', [at]);
  }
}

function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** One named limit: `limit` hits per window and key. */
export class RateLimiter {
  constructor(
    private readonly limits: RateLimits,
    readonly name: string,
    readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one more; returns the seconds to wait when that makes it over the limit, else null. */
  async hit(key: string, at = new Date()): Promise<number | null> {
    const { count, secondsLeft } = await this.limits.hit(this.name, key, this.windowMs, at);
    return count > this.limit ? Math.max(1, secondsLeft) : null;
  }

  /** Starts the key's count over (a successful sign-in clears the account's failed attempts). */
  forget(key: string): Promise<void> {
    return this.limits.forget(this.name, key);
  }
}
