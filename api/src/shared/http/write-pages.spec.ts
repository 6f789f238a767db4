import { Writable } from 'node:stream';
import { writePages } from './write-pages';

const tick = () => new Promise((resolve) => setImmediate(resolve));
const FORMAT = { start: '[', item: (n: number, i: number) => `${i ? ',' : ''}${n}`, end: () => ']' };

/** A client that reads only when told to: each write waits for `readOne()`. */
function slowClient() {
  const written: string[] = [];
  const waiting: (() => void)[] = [];
  const out = new Writable({
    highWaterMark: 1,
    write(chunk, _encoding, callback) {
      written.push(String(chunk));
      waiting.push(callback);
    },
  });
  return { out, written, readOne: () => waiting.shift()?.() };
}

describe('writing pages as the client reads them', () => {
  it('reads the next page only when the client has taken the previous one', async () => {
    const { out, written, readOne } = slowClient();
    let pulled = 0;
    async function* pages() {
      for (const page of [[1, 2], [3], [4, 5]]) {
        pulled++;
        yield page;
      }
    }
    const done = writePages(out, pages(), FORMAT);
    await tick();
    expect(pulled).toBe(0); // '[' fills the buffer: nothing more is read from the database
    for (let expected = 1; expected <= 3; expected++) {
      readOne();
      await tick();
      expect(pulled).toBe(expected);
    }
    // However many waits, one listener each: per-wait listeners piled up behind the compression middleware.
    expect(out.listenerCount('drain')).toBe(1);
    expect(out.listenerCount('close')).toBe(1);
    readOne();
    readOne();
    await done;
    expect(written.join('')).toBe('[1,2,3,4,5]');
  });

  it('stops reading pages when the client goes away', async () => {
    const { out, readOne } = slowClient();
    let pulled = 0;
    let closed = false;
    async function* pages() {
      try {
        for (;;) {
          pulled++;
          yield [pulled];
        }
      } finally {
        closed = true;
      }
    }
    const done = writePages(out, pages(), FORMAT);
    readOne();
    await tick();
    out.destroy();
    await done;
    expect(pulled).toBeLessThanOrEqual(2);
    expect(closed).toBe(true);
  });
});
