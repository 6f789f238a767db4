import { WindowCounter } from './window-counter';

describe('WindowCounter', () => {
  it('lets `limit` through per window, then says how long to wait, and forgets when the window ends', () => {
    const counter = new WindowCounter(2, 60_000);
    expect(counter.hit('a', 0)).toBeNull();
    expect(counter.hit('a', 1_000)).toBeNull();
    expect(counter.hit('a', 2_000)).toBe(58);
    expect(counter.hit('b', 2_000)).toBeNull();
    // No lockout beyond the window, however many tries were refused in it.
    for (let t = 3_000; t < 60_000; t += 1_000) expect(counter.hit('a', t)).not.toBeNull();
    expect(counter.hit('a', 60_000)).toBeNull();
  });
});
