import { Logger } from '@nestjs/common';
import { escapeLiteral } from 'pg';
import { DataSource } from 'typeorm';
import { EventStore, StoredEvent, Subscription } from '../event-store/event-store.port';
import type { Reaction } from './reaction';

const checkpointName = (reaction: Reaction) => `reaction:${reaction.name}`;

/**
 * Feeds the event log to reactions from their checkpoints (kept beside the projections'). Each event is handled
 * while its reaction's checkpoint row is locked, so that several processes never react to one event at once.
 * A reaction seen for the first time starts at the head of the log: it reacts to what happens from now on,
 * not to the whole history.
 */
export class ReactionRunner {
  private readonly logger = new Logger('Reactions');
  private subscription: Subscription | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly reactions: readonly Reaction[],
  ) {}

  /**
   * Puts a reaction seen for the first time at the head of the log. A `web` process does this too, without
   * reacting: on a new database whose first worker starts later, what happened since the web process started
   * is still reacted to.
   */
  async register(): Promise<void> {
    if (this.reactions.length === 0) return;
    const head = await this.eventStore.headPosition();
    await this.dataSource.query('INSERT INTO projection_checkpoints (name, position) SELECT unnest($1::text[]), $2 ON CONFLICT (name) DO NOTHING', [
      this.reactions.map(checkpointName),
      head,
    ]);
  }

  async start(): Promise<void> {
    if (this.reactions.length === 0) return;
    await this.register();
    const names = this.reactions.map(checkpointName);
    const [{ p }] = await this.dataSource.query('SELECT coalesce(min(position), 0) AS p FROM projection_checkpoints WHERE name = ANY($1)', [names]);
    this.subscription = this.eventStore.subscribe({
      after: Number(p),
      handle: (events) => this.handle(events),
      onError: (error) => this.logger.error(`A reaction failed, retrying: ${error instanceof Error ? error.message : String(error)}`),
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
  }

  private async handle(events: StoredEvent[]): Promise<void> {
    const last = events[events.length - 1].position;
    const idle = this.reactions.filter((reaction) => !events.some((event) => reaction.handles.includes(event.type)));
    // A reaction with nothing to do in the batch only moves its checkpoint, all of them in one statement: a
    // transaction per reaction and batch was most of the database's work behind every single command. Passing
    // events a reaction does not handle is safe whoever else is reacting (it waits for their row locks).
    // Its commit need not wait for a WAL flush (which would queue every command's own commit behind it): a crash
    // that loses the move only has these reactions pass over the same events again, which they do not handle.
    // Two statements in one simple query run as one implicit transaction, which SET LOCAL applies to (an error
    // rolls it all back and leaves the connection clean); the values go in as literals, since a query with
    // parameters holds one statement.
    if (idle.length > 0) {
      const names = idle.map((reaction) => escapeLiteral(checkpointName(reaction))).join(', ');
      await this.dataSource.query(
        `SET LOCAL synchronous_commit = off; UPDATE projection_checkpoints SET position = ${Number(last)} WHERE name IN (${names}) AND position < ${Number(last)}`,
      );
    }
    for (const reaction of this.reactions) {
      if (idle.includes(reaction)) continue;
      await this.dataSource.transaction(async (manager) => {
        const [row] = await manager.query('SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [checkpointName(reaction)]);
        const from = Number(row.position);
        const fresh = events.filter((event) => event.position > from);
        if (fresh.length === 0) return;
        const handled = fresh.filter((event) => reaction.handles.includes(event.type));
        if (reaction.reactAll) await reaction.reactAll(handled);
        else for (const event of handled) await reaction.react(event);
        const checkpoint = fresh[fresh.length - 1].position;
        await manager.query('UPDATE projection_checkpoints SET position = $2 WHERE name = $1', [checkpointName(reaction), checkpoint]);
      });
    }
  }
}
