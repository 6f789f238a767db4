import { openTestDatabase, TestDatabase, testPool } from '../../../test/database';
import { RateLimits, SWEEP_INTERVAL_MS } from './rate-limits';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

describe('rate limits in PostgreSQL', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('lets `limit` through per window, then says how long to wait, and starts over when the window ends', async () => {
    const limiter = new RateLimits(db.pool).limiter('window', 2, 60_000);
    expect(await limiter.hit('a', at(0))).toBeNull();
    expect(await limiter.hit('a', at(1))).toBeNull();
    expect(await limiter.hit('a', at(2))).toBe(58);
    expect(await limiter.hit('b', at(2))).toBeNull();
    // No lockout beyond the window, however many tries were refused in it.
    for (let t = 3; t < 60; t += 7) expect(await limiter.hit('a', at(t))).not.toBeNull();
    expect(await limiter.hit('a', at(60))).toBeNull();
    await limiter.forget('a');
    expect(await limiter.hit('a', at(61))).toBeNull();
    expect(await limiter.hit('a', at(62))).toBeNull();
  });

  it('counts one limit for every holder of the table: two processes do not double it, even at the same instant', async () => {
    // Two RateLimits on two pools stand for two processes; each hit races the others.
    const other = testPool({ connectionString: db.url });
    try {
      const limiters = [new RateLimits(db.pool), new RateLimits(other)].map((limits) => limits.limiter('shared', 10, 60_000));
      const waits = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % 2].hit('one-key', at(100))));
      expect(waits.filter((wait) => wait === null)).toHaveLength(10);
    } finally {
      await other.end();
    }
  });

  it('names its limits apart, and keeps no key as it was given', async () => {
    const limits = new RateLimits(db.pool);
    const email = 'someone-private@site-a.test';
    await limits.limiter('first', 1, 60_000).hit(email, at(200));
    expect(await limits.limiter('second', 1, 60_000).hit(email, at(200))).toBeNull();
    // A key as long as a request body can make it still fits the primary key.
    expect(await limits.limiter('first', 1, 60_000).hit('x'.repeat(100_000), at(200))).toBeNull();
    const { rows } = await db.pool.query(`SELECT key FROM rate_limit_windows WHERE name IN ('first', 'second')`);
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain('someone-private');
  });

  it('deletes ended windows now and then', async () => {
    const limits = new RateLimits(db.pool);
    const limiter = limits.limiter('sweep', 5, 60_000);
    await limiter.hit('old', at(1_000));
    await limiter.hit('new', at(1_000 + SWEEP_INTERVAL_MS / 1000));
    const { rows } = await db.pool.query(`SELECT count(*)::int AS n FROM rate_limit_windows WHERE name = 'sweep'`);
    expect(rows[0].n).toBe(1);
  });
});
