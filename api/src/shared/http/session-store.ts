import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/**
 * What the `sessions` table keeps of a session id: its SHA-256, as `api_key_secrets` keeps a key's. The cookie
 * carries the id itself, so a read of the table (a backup, a replica, an injection) yields no session anyone can
 * use, even with the session secret to sign a cookie. The id is 24 random bytes: a plain hash is enough, as for
 * API keys. The migration HashedSessionIds1764910100000 does the same in SQL to the sessions it finds.
 */
export function storedSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

/**
 * A session's expiry in the database is moved forward at most this often per process. The session lasts 30 days
 * after its last use, so an expiry up to this much early changes nothing a person notices.
 */
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000;
/** Sessions remembered as touched: past this many the oldest are forgotten (and touched again on their next use). */
const REMEMBERED_SESSIONS = 10_000;

/**
 * Sessions in the `sessions` table, each under the hash of its id (storedSessionId). A rolling session is "touched" at the end of every reply (its expiry moved
 * to 30 days on), and express-session holds the reply's end until the store has done it: one UPDATE and one WAL
 * flush per request, the largest single wait of a command's reply after its own commit. This store skips the
 * UPDATE when this process moved that session's expiry within SESSION_TOUCH_INTERVAL_MS. Reading the session
 * is not skipped: a sign-out (the row deleted) ends it at once, in every process.
 */
export function createSessionStore(pool: Pool): session.Store {
  const PgStore = connectPgSimple(session);
  const touchedAt = new Map<string, number>();
  class ThrottledTouchStore extends PgStore {
    override get(sid: string, done: (error: unknown, session?: session.SessionData | null) => void): void {
      super.get(storedSessionId(sid), done);
    }

    override set(sid: string, sess: session.SessionData, done?: (error?: unknown) => void): void {
      super.set(storedSessionId(sid), sess, done);
    }

    override touch(sid: string, sess: session.SessionData, done?: (error?: unknown) => void): void {
      const now = Date.now();
      const last = touchedAt.get(sid);
      if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) {
        done?.();
        return;
      }
      super.touch(storedSessionId(sid), sess, (error?: unknown) => {
        if (!error) remember(sid, now);
        done?.(error);
      });
    }

    override destroy(sid: string, done?: (error?: unknown) => void): void {
      touchedAt.delete(sid);
      super.destroy(storedSessionId(sid), done);
    }
  }
  function remember(sid: string, at: number): void {
    touchedAt.delete(sid);
    touchedAt.set(sid, at);
    if (touchedAt.size > REMEMBERED_SESSIONS) touchedAt.delete(touchedAt.keys().next().value!);
  }
  return new ThrottledTouchStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
}
