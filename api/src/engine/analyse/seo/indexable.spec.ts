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

  it("fails with a serious finding when the site's robots.txt keeps search engines from the page", () => {
    const outcome = indexable({ robots: null, xRobotsTag: null }, { robotsTxtBlock: { rule: 'Disallow: /private/', userAgent: '*' } });
    expect(outcome).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.robots_txt',
          severity: 'error',
          message:
            'The site\'s robots.txt keeps search engines from this page ("Disallow: /private/" for all crawlers), so it cannot appear in search results.',
          recommendation: 'Remove or narrow the rule "Disallow: /private/" in robots.txt if the page should be found in search.',
        },
      ],
    });
    const both = indexable({ robots: 'noindex', xRobotsTag: null }, { robotsTxtBlock: { rule: 'Disallow: /', userAgent: 'Googlebot' } });
    expect(both.findings.map((f) => f.type)).toEqual(['seo.noindex', 'seo.robots_txt']);
    expect(both.findings[1].message).toContain('for Googlebot');
  });

  it('passes when robots.txt allows the page', () => {
    expect(indexable({ robots: null, xRobotsTag: null }, { robotsTxtBlock: null })).toEqual({ score: 1, findings: [] });
  });
});
