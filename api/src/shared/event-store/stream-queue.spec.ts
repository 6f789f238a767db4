import { StreamQueue } from './stream-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('StreamQueue', () => {
  it('runs the work on one stream one at a time, in arrival order, whatever each outcome', async () => {
    const queue = new StreamQueue();
    const log: string[] = [];
    let running = 0;
    const work =
      (name: string, fail = false) =>
      async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue.run('s', work('a')), queue.run('s', work('b', true)), queue.run('s', work('c'))]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    await tick();
    expect(queue.busyStreams).toBe(0);
  });

  it('lets different streams run side by side', async () => {
    const queue = new StreamQueue();
    let release!: () => void;
    const held = queue.run('one', () => new Promise<void>((resolve) => (release = resolve)));
    await queue.run('two', async () => undefined);
    release();
    await held;
  });
});
