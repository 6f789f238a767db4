import { deadLinks } from './dead-links';

const PAGE = { url: 'https://www.site-a.test/blog/post' };
const dead = (n: number, reason = 'The page answered 404 Not Found') =>
  Array.from({ length: n }, (_, i) => ({ url: `https://www.site-a.test/missing-${i + 1}`, reason }));

describe('deadLinks check', () => {
  it('finds nothing without dead links', () => {
    expect(deadLinks(PAGE, {})).toEqual({ findings: [], deduction: null });
    expect(deadLinks(PAGE, { deadLinks: [], linksChecked: 10 })).toEqual({ findings: [], deduction: null });
  });

  it('warns about a few dead links, naming them with their reason, and takes 5 points off each', () => {
    expect(
      deadLinks(PAGE, {
        deadLinks: [...dead(1), { url: 'https://other.site-c.test/gone', reason: 'Timed out after 30 s' }],
        linksChecked: 20,
      }),
    ).toEqual({
      findings: [
        {
          type: 'freshness.dead_links',
          severity: 'warning',
          message: '2 of 20 checked links are broken: /missing-1 (404 Not Found), https://other.site-c.test/gone (Timed out after 30 s).',
          recommendation: 'Fix or remove the broken links: /missing-1, https://other.site-c.test/gone.',
        },
      ],
      deduction: { reason: '2 broken links', points: 10 },
    });
  });

  it('calls three dead links, or a fifth of those checked, an error', () => {
    expect(deadLinks(PAGE, { deadLinks: dead(3), linksChecked: 50 }).findings[0].severity).toBe('error');
    expect(deadLinks(PAGE, { deadLinks: dead(1), linksChecked: 5 }).findings[0].severity).toBe('error');
    expect(deadLinks(PAGE, { deadLinks: dead(1), linksChecked: 6 }).findings[0]).toMatchObject({
      severity: 'warning',
      message: '1 of 6 checked links is broken: /missing-1 (404 Not Found).',
      recommendation: 'Fix or remove the broken link: /missing-1.',
    });
  });

  it('counts the dead links as the checked ones when the caller gives no count, and caps the deduction at five links', () => {
    const outcome = deadLinks(PAGE, { deadLinks: dead(7) });
    expect(outcome.findings[0].message).toMatch(/^7 of 7 checked links are broken: .* and 2 more\.$/);
    expect(outcome.findings[0].recommendation).toBe('Fix or remove the broken links: /missing-1, /missing-2, /missing-3 and 4 more.');
    expect(outcome.deduction).toEqual({ reason: '7 broken links', points: 25 });
  });
});
