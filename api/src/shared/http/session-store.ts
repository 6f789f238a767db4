import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';

/**
 * A session's expiry in the database is moved forward at most this often per process. The session lasts 30 days
 * after its last use, so an expiry up to this much early changes nothing a person notices.
 */
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000;
/** Sessions remembered as touched: past this many the oldest are forgotten (and touched again on their next use). */
const REMEMBERED_SESSIONS = 10_000;

/**
 * Sessions in the `sessions` table. A rolling session is "touched" at the end of every reply (its expiry moved
 * to 30 days on), and express-session holds the reply's end until the store has done it: one UPDATE and one WAL
 * flush per request, the largest single wait of a command's reply after its own commit. This store skips the
 * UPDATE when this process moved that session's expiry within SESSION_TOUCH_INTERVAL_MS. Reading the session
 * is not skipped: a sign-out (the row deleted) ends it at once, in every process.
 */
export function createSessionStore(pool: Pool): session.Store {
  const PgStore = connectPgSimple(session);
  const touchedAt = new Map<string, number>();
  class ThrottledTouchStore extends PgStore {
    override touch(sid: string, sess: session.SessionData, done?: (error?: unknown) => void): void {
      const now = Date.now();
      const last = touchedAt.get(sid);
      if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) {
        done?.();
        return;
      }
      super.touch(sid, sess, (error?: unknown) => {
        if (!error) remember(sid, now);
        done?.(error);
      });
    }

    override destroy(sid: string, done?: (error?: unknown) => void): void {
      touchedAt.delete(sid);
      super.destroy(sid, done);
    }
  }
  function remember(sid: string, at: number): void {
    touchedAt.delete(sid);
    touchedAt.set(sid, at);
    if (touchedAt.size > REMEMBERED_SESSIONS) touchedAt.delete(touchedAt.keys().next().value!);
  }
  return new ThrottledTouchStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
}
