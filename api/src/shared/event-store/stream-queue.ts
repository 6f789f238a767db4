/**
 * Writers to one stream in this process take turns: each waits for the one before it to have appended, so that
 * ordinary concurrency (a settings screen saving 11 fields at once, a plugin syncing a batch, two editors) decides
 * on fresh state instead of racing to a version conflict. Across processes writers still race: the executor's
 * retry with jitter serves those. Streams no one is writing to hold no memory.
 */
export class StreamQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `work` once every earlier `run` on `streamId` in this process has finished, whatever its outcome. */
  run<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(streamId) ?? Promise.resolve();
    const turn = before.then(work, work);
    const tail = turn.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(streamId, tail);
    // The last in line clears the entry once done; a later writer will have replaced it with its own.
    void tail.then(() => {
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    });
    return turn;
  }

  /** How many streams have writers waiting or running (for tests: an idle queue holds nothing). */
  get busyStreams(): number {
    return this.tails.size;
  }
}
