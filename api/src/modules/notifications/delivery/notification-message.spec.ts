import type { NotificationItem } from '@freshwatch/contracts';
import { htmlBody, slackBody, subjectFor, textBody, webhookBody } from './notification-message';

const item = (n: number, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id: `c${n}`,
  title: `Page <${n}>`,
  url: `https://site-a.test/${n}`,
  link: `http://localhost:3000/content?item=c${n}`,
  before: null,
  after: 'The page answered 410 Gone',
  critical: false,
  ...extra,
});

describe('notification messages', () => {
  it('names one item, or counts a grouped flood, and flags critical ones', () => {
    expect(subjectFor('check_failed', [item(1)])).toBe('Freshwatch: Check failed: Page <1>');
    expect(subjectFor('check_failed', [item(1), item(2)])).toBe('Freshwatch: Check failed: 2 pages');
    expect(subjectFor('seo_field_changed', [item(1, { critical: true })])).toBe('[critical] Freshwatch: SEO fields changed: Page <1>');
  });

  it('writes each change with its before and after, the text as its summary, in plain text and escaped HTML', () => {
    const changed = item(1, {
      changes: [
        { field: 'title', before: 'Old', after: 'New', critical: false },
        { field: 'text', before: null, after: null, summary: 'About 3% of the text changed: 1 paragraph changed.', critical: false },
      ],
    });
    const message = { kind: 'seo_field_changed' as const, subject: 'S', items: [changed] };
    const text = textBody(message, 'http://localhost:3000/u');
    expect(text).toContain('Title: "Old" → "New"');
    expect(text).toContain('Text: About 3% of the text changed: 1 paragraph changed.');
    expect(text).toContain('Stop these emails: http://localhost:3000/u');
    const html = htmlBody(message, 'http://localhost:3000/u');
    expect(html).toContain('Page &lt;1&gt;');
    expect(html).not.toContain('Page <1>');
    expect(html).toContain('>Unsubscribe</a>');
  });

  it('gives webhooks the kind, the first item with its before and after, the link and every item', () => {
    const body = webhookBody({ kind: 'check_failed', subject: 'S', items: [item(1), item(2)] }, new Date('2026-01-02T03:04:05Z'));
    expect(body).toEqual({
      kind: 'check_failed',
      subject: 'S',
      critical: false,
      item: { id: 'c1', title: 'Page <1>', url: 'https://site-a.test/1' },
      before: null,
      after: 'The page answered 410 Gone',
      changes: [],
      link: 'http://localhost:3000/content?item=c1',
      items: [item(1), item(2)],
      sentAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it("speaks Slack's incoming-webhook format, listing at most 20 items", () => {
    const items = Array.from({ length: 25 }, (_, i) => item(i));
    const slack = slackBody({ kind: 'check_failed', subject: 'Freshwatch: Check failed: 25 pages', items });
    expect(slack.text).toBe('Freshwatch: Check failed: 25 pages');
    expect(slack.blocks).toHaveLength(1 + 20 + 1);
    expect(JSON.stringify(slack.blocks[1])).toContain('Page &lt;0&gt;');
    expect(slack.blocks[21]).toEqual({ type: 'context', elements: [{ type: 'mrkdwn', text: '…and 5 more' }] });
  });
});
