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
      link('Go on', ' JavaScript:go()'),
      link('', null),
      link('Four', 'javascript:;'),
      link('Five', 'javascript:open()'),
      link('Six', 'javascript:close()'),
    ];
    expect(crawlableLinks({ links })).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.crawlable_links',
          severity: 'warning',
          message:
            '6 links cannot be followed by search engines: "Open" (javascript:void(0)), "Go on" ( JavaScript:go()), "(no text)" (no href), "Four" (javascript:;), "Five" (javascript:open()) and 1 more.',
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

  it('reports links without a target (an empty href or "#") as their own, lesser finding: they lead to the page itself', () => {
    const outcome = crawlableLinks({ links: [link('Empty', ''), link('Blank', '   '), link('Ask', '#'), link('Guide', '/guide')] });
    expect(outcome).toEqual({
      score: 1,
      findings: [
        {
          type: 'seo.link_without_target',
          severity: 'info',
          message: '3 links have no target (an empty href or "#"), so they lead nowhere but the page itself: "Empty", "Blank", "Ask".',
          recommendation: 'Point each link at the page it is about, or make it a <button> if it only runs a script.',
        },
      ],
    });
  });

  it('keeps javascript: links uncrawlable next to links without a target', () => {
    const outcome = crawlableLinks({ links: [link('Open', 'javascript:void(0)'), link('Ask', '')] });
    expect(outcome.score).toBe(0);
    expect(outcome.findings.map((f) => [f.type, f.severity])).toEqual([
      ['seo.crawlable_links', 'warning'],
      ['seo.link_without_target', 'info'],
    ]);
  });
});
