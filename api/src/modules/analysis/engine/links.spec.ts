import type { ExtractedPage } from './extract/extract-page';
import { sampleOutboundLinks } from './links';

const PAGE = 'https://example.com/guide';

function pageWith(hrefs: string[]): ExtractedPage {
  return {
    url: PAGE,
    links: hrefs.map((href) => ({ href, rawHref: href, text: 'x', internal: href.startsWith('https://example.com'), rel: null })),
  } as ExtractedPage;
}

describe('sampleOutboundLinks', () => {
  it('keeps distinct http(s) links without fragments, leaving out the page itself and other schemes', () => {
    const page = pageWith([
      'https://example.com/guide#top',
      'https://other.org/a#x',
      'https://other.org/a',
      'mailto:me@example.com',
      'javascript:void(0)',
      '',
      'http://example.com/b',
    ]);
    expect(sampleOutboundLinks(page, 10)).toEqual(['https://other.org/a', 'http://example.com/b']);
  });

  it('is bounded, deterministic and spread over the page, half external and half same-site', () => {
    const external = Array.from({ length: 20 }, (_, i) => `https://site${i}.org/`);
    const internal = Array.from({ length: 20 }, (_, i) => `https://example.com/p${i}`);
    const page = pageWith([...external, ...internal]);
    const sample = sampleOutboundLinks(page, 6);
    expect(sample).toEqual([
      'https://site0.org/',
      'https://site6.org/',
      'https://site13.org/',
      'https://example.com/p0',
      'https://example.com/p6',
      'https://example.com/p13',
    ]);
    expect(sampleOutboundLinks(page, 6)).toEqual(sample);
  });

  it('fills the sample from one group when the other has few links', () => {
    const page = pageWith([
      'https://a.org/',
      'https://example.com/1',
      'https://example.com/2',
      'https://example.com/3',
      'https://example.com/4',
    ]);
    expect(sampleOutboundLinks(page, 4)).toEqual([
      'https://a.org/',
      'https://example.com/1',
      'https://example.com/2',
      'https://example.com/3',
    ]);
    expect(sampleOutboundLinks(page, 0)).toEqual([]);
  });
});
