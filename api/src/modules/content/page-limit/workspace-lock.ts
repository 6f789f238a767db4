import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';

/** Distinguishes these advisory locks from the others the database takes (sign-up, appends). */
const LOCK_NAMESPACE = 'freshwatch:page-limit:';
const RETRY_MS = 15;

/**
 * Runs one piece of work at a time per workspace, across every process that shares the database.
 *
 * In a process, a promise chain per workspace queues the work, so waiting holds no database connection. Across
 * processes, a session-level advisory lock is taken with pg_try_advisory_lock on one connection this process
 * keeps for locks alone: the work itself needs pool connections (to append, and to wait for the read models),
 * and waiters blocking in pg_advisory_lock while holding pool connections could starve it.
 */
@Injectable()
export class WorkspaceLock implements OnModuleDestroy {
  private readonly queues = new Map<string, Promise<unknown>>();
  private lockConnection: Promise<QueryRunner> | null = null;
  /** The last unlock sent, which the next lock taken on the connection must follow. */
  private unlocking: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  async run<T>(workspaceId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(workspaceId) ?? Promise.resolve();
    const turn = previous.catch(() => undefined).then(() => this.holdingDatabaseLock(workspaceId, work));
    const settled = turn.catch(() => undefined);
    this.queues.set(workspaceId, settled);
    try {
      return await turn;
    } finally {
      if (this.queues.get(workspaceId) === settled) this.queues.delete(workspaceId);
    }
  }

  private async holdingDatabaseLock<T>(workspaceId: string, work: () => Promise<T>): Promise<T> {
    const connection = await this.connection();
    const key = LOCK_NAMESPACE + workspaceId;
    await this.unlocking;
    for (;;) {
      const [{ locked }] = await connection.query('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [key]);
      if (locked) break;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    try {
      return await work();
    } finally {
      // Not awaited here, so the reply need not wait for it; this process's next try-lock waits for it instead
      // (the lock is re-entrant within the session, so the order matters for the count), other processes retry.
      // A failure means the connection is gone, and the lock with it.
      this.unlocking = connection.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => undefined);
    }
  }

  private connection(): Promise<QueryRunner> {
    this.lockConnection ??= (async () => {
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      return runner;
    })();
    return this.lockConnection;
  }

  async onModuleDestroy(): Promise<void> {
    const runner = await this.lockConnection?.catch(() => null);
    // Its locks end with the session; a connection the pool already closed has nothing left to give back.
    await runner?.release().catch(() => undefined);
  }
}
