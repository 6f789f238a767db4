import type { Analysis } from '@freshwatch/contracts';
import { checkAiAnalysis, checkAiSuggestions, checkAiVerdict } from './ai-answer';
import { briefAnalysis, mergeAiAnalysis, withAiUnavailable } from './merge-ai-analysis';

const local: Analysis = {
  healthScore: 60,
  freshness: 50,
  seoScore: 80,
  readability: 50,
  summary: 'Built-in summary.',
  issues: [{ type: 'title_too_long', message: 'The title is 82 characters long; keep it under 60.', severity: 'warning' }],
  recommendations: [{ type: 'update_dates', message: 'Update the year in the title.', priority: 'high' }],
};

const good = {
  summary: 'Prices on this page are from 2023.',
  scores: { freshness: 20, seoScore: 85, readability: 100 },
  issues: [
    { type: 'Outdated Price', message: 'The Pro plan price of $19 is no longer offered.', severity: 'error' },
    { type: 'title', message: 'the title is 82 characters long, keep it under 60', severity: 'warning' },
  ],
  recommendations: [{ type: 'update', message: 'Update the year in the title!', priority: 'medium' }],
};

describe('checking the AI answer', () => {
  it('accepts a well-formed answer and normalises finding types', () => {
    const checked = checkAiAnalysis(good);
    expect(checked).toMatchObject({ ok: true, value: { issues: [{ type: 'outdated_price' }, { type: 'title' }] } });
  });

  it.each([
    [null, 'the answer must be a JSON object'],
    [{ ...good, summary: ' ' }, 'summary must be a non-empty text'],
    [{ ...good, scores: { ...good.scores, freshness: 101 } }, 'scores.freshness must be a whole number from 0 to 100'],
    [{ ...good, scores: { ...good.scores, seoScore: 70.5 } }, 'scores.seoScore must be a whole number from 0 to 100'],
    [{ ...good, scores: { freshness: 1, seoScore: 2 } }, 'scores.readability must be a whole number from 0 to 100'],
    [{ ...good, issues: [{ type: 'x', message: 'y', severity: 'critical' }] }, 'issues[0].severity must be one of error, warning, info'],
    [{ ...good, recommendations: [{ type: 'x', message: '', priority: 'high' }] }, 'recommendations[0].message must be a non-empty text'],
    [{ ...good, recommendations: 'none' }, 'recommendations must be a list'],
  ])('refuses %j', (answer, error) => {
    expect(checkAiAnalysis(answer)).toEqual({ ok: false, error });
  });

  it('checks verdicts and writing suggestions too', () => {
    expect(checkAiVerdict({ contradicts: true, explanation: 'The rate is 3%, not 2%.' })).toMatchObject({ ok: true });
    expect(checkAiVerdict({ contradicts: 'yes', explanation: 'x' })).toEqual({ ok: false, error: 'contradicts must be true or false' });
    expect(checkAiSuggestions({ suggestions: [{ type: 'rephrasing', suggestion: 'Shorter title', explanation: '' }] })).toEqual({
      ok: true,
      value: [{ type: 'rephrasing', suggestion: 'Shorter title' }],
    });
    expect(checkAiSuggestions({ suggestions: [{ type: 'rewrite', suggestion: 'x' }] })).toMatchObject({ ok: false });
  });
});

describe('merging the AI judgement with the built-in analysis', () => {
  const checked = checkAiAnalysis(good);
  if (!checked.ok) throw new Error(checked.error);
  const merged = mergeAiAnalysis(local, checked.value);

  it('moves each score by at most 15 points towards the model and derives the health score by the built-in weights', () => {
    expect(merged).toMatchObject({ freshness: 35, seoScore: 85, readability: 65 });
    expect(merged.healthScore).toBe(Math.round(0.4 * 35 + 0.3 * 85 + 0.3 * 65));
  });

  it('keeps the cap that built-in errors put on the health score', () => {
    expect(mergeAiAnalysis(local, { ...checked.value, scores: { freshness: 100, seoScore: 100, readability: 100 } }, 69).healthScore).toBe(69);
  });

  it("uses the model's summary and adds its findings as ai_*, without repeating the built-in ones", () => {
    expect(merged.summary).toBe('Prices on this page are from 2023.');
    expect(merged.issues).toEqual([
      local.issues[0],
      { type: 'ai_outdated_price', message: 'The Pro plan price of $19 is no longer offered.', severity: 'error' },
    ]);
    expect(merged.recommendations).toEqual(local.recommendations);
  });

  it('keeps scores within 0-100', () => {
    const low = mergeAiAnalysis(
      { ...local, healthScore: 3, freshness: 5, seoScore: 2, readability: 1 },
      { ...checked.value, scores: { freshness: 0, seoScore: 0, readability: 0 } },
    );
    expect([low.healthScore, low.freshness, low.seoScore, low.readability].every((s) => s >= 0 && s <= 100)).toBe(true);
  });

  it('says why the AI step failed when it falls back', () => {
    expect(withAiUnavailable(local, 'no answer within 30 s').issues.at(-1)).toEqual({
      type: 'ai_unavailable',
      severity: 'info',
      message: 'The AI step failed (no answer within 30 s); this analysis uses the built-in checks only.',
    });
  });

  it('keeps only the fields of the Analysis contract', () => {
    expect(Object.keys(briefAnalysis({ ...local, status: 'fresh', details: {} } as Analysis)).sort()).toEqual([
      'freshness',
      'healthScore',
      'issues',
      'readability',
      'recommendations',
      'seoScore',
      'summary',
    ]);
  });
});
