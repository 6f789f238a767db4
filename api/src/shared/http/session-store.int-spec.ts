import type { SessionData, Store } from 'express-session';
import { Pool } from 'pg';
import { openTestDatabase, TestDatabase } from '../../../test/database';
import { createSessionStore } from './session-store';

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
  const expiry = async () => new Date((await pool.query('SELECT expire FROM sessions WHERE sid = $1', ['s-1'])).rows[0].expire).getTime();

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
});
