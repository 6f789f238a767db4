import type { ExtractedLink } from '../../extract/extract-page';
import { crawlableLinks } from './crawlable-links';

const link = (text: string, rawHref: string | null): ExtractedLink => ({ text, rawHref, href: '', internal: false, rel: null, inChrome: false, hidden: false });

describe('crawlableLinks audit', () => {
  it('passes links with real addresses of any kind', () => {
    const links = ['/guide', 'https://other.site-c.test/', 'mailto:team@site-a.test', '#top', 'tel:+441234'].map((href) => link('Guide', href));
    expect(crawlableLinks({ links })).toEqual({ score: 1, findings: [] });
    expect(crawlableLinks({ links: [] })).toEqual({ score: 1, findings: [] });
  });

  it('fails links with no href, an empty one or a script, and says which', () => {
    const links = [
      link('Open', 'javascript:void(0)'),
      link('Empty', ''),
      link('Blank', '   '),
      link('Go on', ' JavaScript:go()'),
      link('', null),
      link('Six', 'javascript:;'),
    ];
    expect(crawlableLinks({ links })).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.crawlable_links',
          severity: 'warning',
          message:
            '6 links cannot be followed by search engines: "Open" (javascript:void(0)), "Empty" (empty href), "Blank" (empty href), "Go on" ( JavaScript:go()), "(no text)" (no href) and 1 more.',
          recommendation: 'Give every link a real address in its href; use a <button> for actions that run script.',
        },
      ],
    });
  });

  it('counts one link in the singular', () => {
    expect(crawlableLinks({ links: [link('Chat with us', null)] }).findings[0].message).toBe(
      '1 link cannot be followed by search engines: "Chat with us" (no href).',
    );
  });
});
