import { isEnglishProse, rated, ratingAtLeast, ratingAtMost } from './assessment';

describe('assessment helpers', () => {
  const problem = () => ({ type: 'readability.example', message: 'Too much.', recommendation: 'Less.' });

  it('rated: no finding when good, a note when borderline, a warning when bad', () => {
    expect(rated('good', 0.1, problem)).toEqual({ rating: 'good', value: 0.1, findings: [] });
    expect(rated('ok', 0.2, problem)).toEqual({ rating: 'ok', value: 0.2, findings: [{ ...problem(), severity: 'info' }] });
    expect(rated('bad', 0.4, problem)).toEqual({ rating: 'bad', value: 0.4, findings: [{ ...problem(), severity: 'warning' }] });
  });

  it('rated: builds the finding only when there is one to report', () => {
    const build = jest.fn(problem);
    rated('good', 0, build);
    expect(build).not.toHaveBeenCalled();
  });

  it.each([
    [0.1, 'good'],
    [0.25, 'good'],
    [0.26, 'ok'],
    [0.3, 'ok'],
    [0.31, 'bad'],
  ])('ratingAtMost(%s, 25%/30%) is %s', (value, rating) => {
    expect(ratingAtMost(value, { good: 0.25, ok: 0.3 })).toBe(rating);
  });

  it.each([
    [0.5, 'good'],
    [0.3, 'good'],
    [0.29, 'ok'],
    [0.2, 'ok'],
    [0.19, 'bad'],
  ])('ratingAtLeast(%s, 30%/20%) is %s', (value, rating) => {
    expect(ratingAtLeast(value, { good: 0.3, ok: 0.2 })).toBe(rating);
  });

  it.each([
    [null, 200, true],
    ['en', 250, true],
    ['EN-gb', 200, true],
    ['en', 199, false],
    ['de', 500, false],
    ['eng', 500, false],
  ])('isEnglishProse(lang %j, %s words) is %s', (lang, words, expected) => {
    expect(isEnglishProse({ lang, words })).toBe(expected);
  });
});
