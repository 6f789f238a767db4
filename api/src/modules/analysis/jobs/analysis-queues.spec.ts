import { analyseJobExpirySeconds, analyseJobId } from './analysis-queues';
import { forEachLimited } from './limited';

describe('analysis job helpers', () => {
  it('derives one stable UUID per bulk job and item', () => {
    const id = analyseJobId('0f8fad5b-d9cb-469f-a165-70867728950e', '7c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(analyseJobId('0f8fad5b-d9cb-469f-a165-70867728950e', '7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBe(id);
    expect(analyseJobId('0f8fad5b-d9cb-469f-a165-70867728950e', 'other')).not.toBe(id);
  });

  it('gives a job time for a fetch, link checks and an AI call per round of the batch size', () => {
    expect(analyseJobExpirySeconds(30_000, 5, null)).toBe((90 + 30) * 4);
    expect(analyseJobExpirySeconds(30_000, 20, null)).toBe(120);
    expect(analyseJobExpirySeconds(30_000, 5, 7)).toBe(7);
  });

  it('runs at most `limit` at a time and all of them', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      done.push(n);
      running--;
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
