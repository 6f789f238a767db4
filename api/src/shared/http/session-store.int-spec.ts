import type { SessionData, Store } from 'express-session';
import { Pool } from 'pg';
import { openTestDatabase, TestDatabase } from '../../../test/database';
import { HashedSessionIds1764910100000 } from '../../database/migrations/1764910100000-hashed-session-ids';
import { createSessionStore, storedSessionId } from './session-store';

const DAY = 24 * 3600 * 1000;

describe('the session store', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: Store;

  beforeEach(async () => {
    db = await openTestDatabase();
    pool = db.pool;
    store = createSessionStore(pool);
  });
  afterEach(() => db.close());

  const session = (expires: Date) => ({ cookie: { originalMaxAge: 30 * DAY, expires, httpOnly: true, path: '/' }, userId: 'u-1' }) as unknown as SessionData;
  const call = (run: (done: (error?: unknown) => void) => void) => new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
  const expiry = async () => new Date((await pool.query('SELECT expire FROM sessions WHERE sid = $1', [storedSessionId('s-1')])).rows[0].expire).getTime();
  const get = (sid: string) =>
    new Promise<SessionData | null | undefined>((resolve, reject) => store.get(sid, (error, found) => (error ? reject(error) : resolve(found))));

  it('moves an expiry in the database once per interval, and again after the session was destroyed and made anew', async () => {
    await call((done) => store.set('s-1', session(new Date(Date.now() + DAY)), done));
    await call((done) => store.touch!('s-1', session(new Date(Date.now() + 30 * DAY)), done));
    const touched = await expiry();
    expect(touched).toBeGreaterThan(Date.now() + 29 * DAY);

    await call((done) => store.touch!('s-1', session(new Date(Date.now() + 31 * DAY)), done));
    expect(await expiry()).toBe(touched);

    await call((done) => store.destroy('s-1', done));
    await call((done) => store.set('s-1', session(new Date(Date.now() + DAY)), done));
    await call((done) => store.touch!('s-1', session(new Date(Date.now() + 31 * DAY)), done));
    expect(await expiry()).toBeGreaterThan(touched);
  });

  it('keeps each session under the hash of its id, never the id a cookie carries', async () => {
    await call((done) => store.set('the-id-in-the-cookie', session(new Date(Date.now() + DAY)), done));
    const { rows } = await pool.query('SELECT sid, sess FROM sessions');
    expect(rows).toEqual([{ sid: storedSessionId('the-id-in-the-cookie'), sess: expect.objectContaining({ userId: 'u-1' }) }]);
    expect(JSON.stringify(rows)).not.toContain('the-id-in-the-cookie');
    expect((await get('the-id-in-the-cookie'))?.userId).toBe('u-1');
    // What a read of the table gives is no session id.
    expect(await get(rows[0].sid)).toBeFalsy();
  });

  it('hashes the sessions stored before the upgrade in place: nobody is signed out by it', async () => {
    await pool.query(`INSERT INTO sessions (sid, sess, expire) VALUES ('an-old-plain-id', '{"userId":"u-2"}', now() + interval '1 day')`);
    const runner = db.dataSource.createQueryRunner();
    try {
      await new HashedSessionIds1764910100000().up(runner);
    } finally {
      await runner.release();
    }
    expect((await get('an-old-plain-id'))?.userId).toBe('u-2');
    expect((await pool.query(`SELECT count(*)::int AS n FROM sessions WHERE sid = 'an-old-plain-id'`)).rows[0].n).toBe(0);
  });
});
