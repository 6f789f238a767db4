import { indexable } from './indexable';

describe('indexable audit', () => {
  it.each([
    [null, null],
    ['index, follow', null],
    ['nofollow, noarchive', 'noarchive'],
    ['noindexing', null], // not a directive, only a word that starts like one
    [null, 'unavailable_after: 2030-01-01'],
  ])('passes robots %j and X-Robots-Tag %j', (robots, xRobotsTag) => {
    expect(indexable({ robots, xRobotsTag })).toEqual({ score: 1, findings: [] });
  });

  it.each([
    ['noindex', null, 'the robots meta tag ("noindex")'],
    ['NONE', null, 'the robots meta tag ("NONE")'],
    ['follow, NoIndex', null, 'the robots meta tag ("follow, NoIndex")'],
    [null, 'noindex', 'the X-Robots-Tag header ("noindex")'],
    ['noindex', 'none', 'the robots meta tag ("noindex") and the X-Robots-Tag header ("none")'],
  ])('fails robots %j and X-Robots-Tag %j with an error naming what blocks it', (robots, xRobotsTag, blockers) => {
    const outcome = indexable({ robots, xRobotsTag });
    expect(outcome.score).toBe(0);
    expect(outcome.findings).toEqual([
      {
        type: 'seo.noindex',
        severity: 'error',
        message: `The page is blocked from indexing by ${blockers}, so it cannot appear in search results.`,
        recommendation: 'Remove "noindex" from the robots meta tag (and the X-Robots-Tag header) if the page should be found in search.',
      },
    ]);
  });
});
