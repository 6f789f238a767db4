import type { ContentCompared, ContentItemEvent } from '../../domain/content-item.events';
import { foldContentItemRow } from './content-item-row.fold';
import type { ContentItemRow } from './content-item.entity';

const registered = {
  type: 'ContentItemRegistered',
  data: {
    contentId: 'c1',
    workspaceId: 'w1',
    title: 'Guide',
    url: 'https://site.test/guide',
    contentType: 'blog_post',
    status: 'fresh',
    healthScore: 0,
    lastUpdated: null,
    content: null,
    aiPrompt: null,
    checkSchedule: null,
  },
} as unknown as ContentItemEvent;

const compared = (comparedAt: string, aiVerdict?: ContentCompared['data']['aiVerdict']): ContentCompared => ({
  type: 'ContentCompared',
  data: { contentId: 'c1', comparedAt, sources: [], status: 'needs_update', ...(aiVerdict ? { aiVerdict } : {}) },
});

describe('the standing contradiction of an item row', () => {
  const fold = (events: ContentItemEvent[]) =>
    events.reduce<ContentItemRow | null>((row, event) => foldContentItemRow(row, event, new Date('2026-03-01T10:00:00.000Z')), null);
  const says = { contradicts: true, explanation: 'The page says 2%, the report 3%.' };

  it('is none on a new item', () => {
    expect(fold([registered])!.contradiction).toBeNull();
  });

  it('is set by a verdict that the page contradicts, and kept by a comparison without a verdict', () => {
    const standing = { explanation: says.explanation, at: '2026-03-01T10:00:00.000Z' };
    expect(fold([registered, compared('2026-03-01T10:00:00.000Z', says)])!.contradiction).toEqual(standing);
    expect(fold([registered, compared('2026-03-01T10:00:00.000Z', says), compared('2026-03-02T10:00:00.000Z')])!.contradiction).toEqual(standing);
  });

  it('is cleared by a later verdict that the page agrees', () => {
    const agrees = { contradicts: false, explanation: 'The page quotes 3%.' };
    expect(fold([registered, compared('2026-03-01T10:00:00.000Z', says), compared('2026-03-02T10:00:00.000Z', agrees)])!.contradiction).toBeNull();
  });
});

describe('the last check of an item row', () => {
  const at = (iso: string) => new Date(iso);
  const failed = {
    type: 'ContentAnalysisFailed',
    data: { contentId: 'c1', reason: 'The page answered 500 Internal Server Error', code: 'http_status' },
  } as ContentItemEvent;
  const analysed = {
    type: 'ContentAnalyzed',
    data: {
      contentId: 'c1',
      analysis: { healthScore: 80, freshness: 80, seoScore: 80, readability: 80, summary: '', issues: [], recommendations: [] },
      status: 'fresh',
      analyser: 'local',
      model: null,
      usage: null,
      page: { finalUrl: 'https://site.test/guide', httpStatus: 200, title: null, wordCount: 10, lastModified: null },
    },
  } as unknown as ContentItemEvent;

  it('is none on a new item, the failure with its reason, then the analysis, then a later failure again', () => {
    const row = foldContentItemRow(null, registered, at('2026-03-01T10:00:00.000Z'))!;
    expect(row.lastCheck).toBeNull();
    foldContentItemRow(row, failed, at('2026-03-01T11:00:00.000Z'));
    expect(row.lastCheck).toEqual({ outcome: 'failed', at: '2026-03-01T11:00:00.000Z', error: 'The page answered 500 Internal Server Error' });
    expect(row.updatedAt).toEqual(at('2026-03-01T11:00:00.000Z'));
    foldContentItemRow(row, analysed, at('2026-03-01T12:00:00.000Z'));
    expect(row.lastCheck).toEqual({ outcome: 'analysed', at: '2026-03-01T12:00:00.000Z', error: null });
    foldContentItemRow(row, failed, at('2026-03-01T13:00:00.000Z'));
    expect(row).toMatchObject({
      lastCheck: { outcome: 'failed', at: '2026-03-01T13:00:00.000Z' },
      healthScore: 80,
      lastAnalyzed: at('2026-03-01T12:00:00.000Z'),
    });
  });
});
