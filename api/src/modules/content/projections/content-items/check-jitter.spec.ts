import { checkJitterSeconds } from './workspace-schedule.fold';

/** Scheduled checks spread over the hour after their time, the same for an item every time. */
describe('checkJitterSeconds', () => {
  const ids = Array.from({ length: 12_000 }, (_, i) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`);

  it('is fixed per item and within the hour', () => {
    for (const id of ids.slice(0, 100)) {
      expect(checkJitterSeconds(id)).toBe(checkJitterSeconds(id));
      expect(checkJitterSeconds(id)).toBeGreaterThanOrEqual(0);
      expect(checkJitterSeconds(id)).toBeLessThan(3600);
    }
  });

  it('puts about a sixtieth of the items in each minute of the hour', () => {
    const perMinute = new Array(60).fill(0);
    for (const id of ids) perMinute[Math.floor(checkJitterSeconds(id) / 60)]++;
    // 200 expected in each minute; the bounds are far outside what MD5 gives these ids, and far inside what
    // an unspread schedule (all in minute 0) or a clumped hash would.
    expect(Math.min(...perMinute)).toBeGreaterThan(140);
    expect(Math.max(...perMinute)).toBeLessThan(260);
  });
});
