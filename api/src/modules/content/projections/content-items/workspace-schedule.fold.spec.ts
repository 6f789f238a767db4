import { ContentItemRow } from './content-item.entity';
import { WorkspaceScheduleRow } from './workspace-schedule.entity';
import { checkJitterSeconds, nextCheckAt, nextCheckAtOfMany } from './workspace-schedule.fold';

const W = '00000000-0000-4000-8000-0000000000c1';
let n = 0;
const row = (fields: Partial<ContentItemRow>) =>
  Object.assign(new ContentItemRow(), {
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    workspaceId: W,
    checkSchedule: null,
    lastAnalyzed: null,
    createdAt: new Date('2026-03-28T22:30:00.000Z'),
    ...fields,
  });
const berlin = Object.assign(new WorkspaceScheduleRow(), { workspaceId: W, analysisSchedule: { type: 'daily', time: '07:00' }, timeZone: 'Europe/Berlin' });

describe('next checks of many rows at once', () => {
  it('gives each row what nextCheckAt gives it, shared computations included, as dates of its own', () => {
    const rows = [
      row({}),
      row({}),
      row({ checkSchedule: { type: 'weekly', time: '09:30', daysOfWeek: ['monday'] } as ContentItemRow['checkSchedule'] }),
      row({ lastAnalyzed: new Date('2026-03-29T06:30:00.000Z') }),
    ];
    const many = nextCheckAtOfMany();
    for (const workspace of [berlin, null]) {
      const got = rows.map((r) => many(r, workspace));
      expect(got).toEqual(rows.map((r) => nextCheckAt(r, workspace)));
      expect(got[0]).not.toBe(got[1]);
    }
    // Across the spring change in Berlin: 07:00 local is 06:00 UTC on the 28th, 05:00 UTC on the 30th; each row
    // then adds its own jitter, shared computation or not.
    const jittered = (iso: string, r: ContentItemRow) => new Date(Date.parse(iso) + checkJitterSeconds(r.id) * 1000).toISOString();
    expect(many(rows[0], berlin)?.toISOString()).toBe(jittered('2026-03-29T05:00:00.000Z', rows[0]));
    expect(many(rows[1], berlin)?.toISOString()).toBe(jittered('2026-03-29T05:00:00.000Z', rows[1]));
    expect(checkJitterSeconds(rows[0].id)).not.toBe(checkJitterSeconds(rows[1].id));
    expect(many(rows[3], berlin)?.toISOString()).toBe(jittered('2026-03-30T05:00:00.000Z', rows[3]));
  });
});
