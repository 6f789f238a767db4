import { hreflang, isValidHreflang } from './hreflang';

describe('isValidHreflang', () => {
  it.each(['en', 'EN', 'fil', 'en-GB', 'de-de', 'zh-Hant', 'zh-Hant-TW', 'es-419', 'x-default', 'X-Default'])('accepts %j', (code) => {
    expect(isValidHreflang(code)).toBe(true);
  });

  it.each(['', 'english', 'e', 'en_GB', 'en-UK', 'en-uk', 'en-GBR', 'zh-Hant-TW-x', 'x-other'])('refuses %j', (code) => {
    expect(isValidHreflang(code)).toBe(false);
  });
});

describe('hreflang audit', () => {
  it('passes no hreflang links, and valid codes with absolute addresses', () => {
    expect(hreflang({ hreflang: [] })).toEqual({ score: 1, findings: [] });
    expect(
      hreflang({
        hreflang: [
          { lang: 'en', href: 'https://www.site-a.test/post' },
          { lang: 'de-DE', href: 'HTTP://www.site-a.test/de/post' },
        ],
      }),
    ).toEqual({ score: 1, findings: [] });
  });

  it('fails invalid codes and relative or empty addresses, naming three problems at most', () => {
    const outcome = hreflang({
      hreflang: [
        { lang: 'english', href: '/en/post' },
        { lang: 'de', href: '' },
        { lang: 'en-UK', href: 'https://www.site-a.test/uk/post' },
      ],
    });
    expect(outcome).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.hreflang',
          severity: 'warning',
          message:
            'The hreflang links are invalid: "english" is not a valid language code (use e.g. "en", "en-GB" or "x-default"), the link for "english" has a relative address (/en/post); hreflang addresses must be absolute, the link for "de" has a relative address (empty); hreflang addresses must be absolute and 1 more.',
          recommendation: 'Use ISO language codes (optionally with a region, "en-GB") and full addresses in hreflang links.',
        },
      ],
    });
  });

  it('treats a protocol-relative address as relative', () => {
    expect(hreflang({ hreflang: [{ lang: 'fr', href: '//www.site-a.test/fr/post' }] }).score).toBe(0);
  });
});
