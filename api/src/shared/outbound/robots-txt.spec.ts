import { parseRobotsTxt, robotsBlock } from './robots-txt';

const SITE = 'https://site-a.test';
const block = (robotsTxt: string, path: string, agent?: string) => robotsBlock(parseRobotsTxt(robotsTxt), SITE + path, agent);

describe('robots.txt as search engines read it (RFC 9309)', () => {
  it('allows everything without rules, with an empty Disallow, and for robots.txt itself', () => {
    expect(block('', '/a')).toBeNull();
    expect(block('User-agent: *\nDisallow:', '/a')).toBeNull();
    expect(block('User-agent: *\nDisallow: /', '/robots.txt')).toBeNull();
  });

  it('blocks by the * group when there is no Googlebot group, and names the rule', () => {
    expect(block('User-agent: *\nDisallow: /private/', '/private/report')).toEqual({ rule: 'Disallow: /private/', userAgent: '*' });
    expect(block('User-agent: *\nDisallow: /private/', '/public/report')).toBeNull();
  });

  it("follows only Googlebot's own group when it has one", () => {
    const robots = 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /drafts/';
    expect(block(robots, '/guide')).toBeNull();
    expect(block(robots, '/drafts/x')).toEqual({ rule: 'Disallow: /drafts/', userAgent: 'Googlebot' });
  });

  it('combines groups that name the same agent, and agents that share a group', () => {
    const robots = 'User-agent: bingbot\nUser-agent: googlebot\nDisallow: /a/\n\nUser-agent: Googlebot/2.1\nDisallow: /b/';
    expect(block(robots, '/a/1')).not.toBeNull();
    expect(block(robots, '/b/1')).not.toBeNull();
    expect(block(robots, '/c/1')).toBeNull();
  });

  it('lets the longest matching rule win, and Allow win a tie', () => {
    const robots = 'User-agent: *\nDisallow: /docs/\nAllow: /docs/public/\nDisallow: /docs/public/secret';
    expect(block(robots, '/docs/x')).not.toBeNull();
    expect(block(robots, '/docs/public/x')).toBeNull();
    expect(block(robots, '/docs/public/secret-plans')).not.toBeNull();
    expect(block('User-agent: *\nDisallow: /page\nAllow: /page', '/page')).toBeNull();
  });

  it('understands * and $ and matches the query string', () => {
    const robots = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?sessionid=\nDisallow: /fish*';
    expect(block(robots, '/files/a.pdf')).toEqual({ rule: 'Disallow: /*.pdf$', userAgent: '*' });
    expect(block(robots, '/files/a.pdf?x=1')).toBeNull();
    expect(block(robots, '/shop?sessionid=42')).not.toBeNull();
    expect(block(robots, '/fishing')).not.toBeNull();
    expect(block(robots, '/Fish')).toBeNull(); // paths are case-sensitive
  });

  it('ignores comments, unknown fields, blank lines and odd spacing and case', () => {
    const robots = '# our rules\nuser-AGENT :  *   # everyone\nCrawl-delay: 10\nSitemap: https://site-a.test/s.xml\n\n  disallow :  /tmp/  # scratch\n';
    expect(block(robots, '/tmp/a')).toEqual({ rule: 'Disallow: /tmp/', userAgent: '*' });
  });

  it('compares percent-encoded and plain characters alike', () => {
    expect(block('User-agent: *\nDisallow: /caf%c3%a9/', '/café/menu')).not.toBeNull();
  });
});
