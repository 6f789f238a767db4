import { NotificationItem, NotificationKind, PageFieldChange, WATCHED_PAGE_FIELD_LABELS, WebhookNotificationBody } from '@freshwatch/contracts';

/** What one delivery says, whatever the channel: built once, rendered per channel type. */
export interface NotificationMessage {
  kind: NotificationKind;
  subject: string;
  items: NotificationItem[];
}

const KIND_TITLES: Record<NotificationKind, string> = {
  status_changed: 'Status changed',
  health_dropped: 'Health score dropped',
  seo_field_changed: 'SEO fields changed',
  source_changed: 'A cited source changed',
  check_failed: 'Check failed',
  weekly_digest: 'Weekly digest',
  test: 'Test notification',
};

/** 'SEO fields changed: Pricing' for one item, 'Check failed: 200 pages' for a grouped flood. */
export function subjectFor(kind: NotificationKind, items: NotificationItem[]): string {
  const critical = items.some((i) => i.critical) ? '[critical] ' : '';
  if (kind === 'test') return 'Freshwatch: test notification';
  if (kind === 'weekly_digest') return `Freshwatch weekly digest: ${items.length} ${items.length === 1 ? 'page needs' : 'pages need'} attention`;
  const what = items.length === 1 ? items[0].title : `${items.length} pages`;
  return `${critical}Freshwatch: ${KIND_TITLES[kind]}: ${what}`;
}

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '(none)' : String(value));

/** One line per change: 'Title: "Pricing" → "Pricing 2026"', the text as its diff summary. */
export function describeChange(change: PageFieldChange): string {
  const label = WATCHED_PAGE_FIELD_LABELS[change.field];
  const flag = change.critical ? ' [critical]' : '';
  if (change.field === 'text') return `${label}: ${change.summary ?? 'changed'}${flag}`;
  const quote = (v: unknown) => (typeof v === 'string' ? `"${v}"` : show(v));
  return `${label}: ${quote(change.before)} → ${quote(change.after)}${flag}`;
}

/** The lines that say what happened to one item. */
export function describeItem(kind: NotificationKind, item: NotificationItem): string[] {
  if (item.changes?.length) return item.changes.map(describeChange);
  switch (kind) {
    case 'status_changed':
      return [`Status: ${show(item.before)} → ${show(item.after)}`];
    case 'health_dropped':
      return [`Health score: ${show(item.before)} → ${show(item.after)}`];
    case 'source_changed':
      return [`Source ${show(item.before)}: ${show(item.after)}`];
    case 'check_failed':
      return [`${show(item.after)}`];
    case 'weekly_digest':
      return [`Status: ${show(item.after)}, health score ${show(item.before)}`];
    default:
      return [show(item.after)];
  }
}

export function textBody(message: NotificationMessage, unsubscribeUrl: string | null): string {
  const blocks = message.items.map((item) =>
    [`${item.title} (${item.url})`, ...describeItem(message.kind, item).map((l) => `  - ${l}`), `  Open: ${item.link}`].join('\n'),
  );
  const footer = unsubscribeUrl ? `\n\n--\nStop these emails: ${unsubscribeUrl}` : '';
  return `${message.subject}\n\n${blocks.join('\n\n') || 'This is a test from Freshwatch: the channel works.'}${footer}\n`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function htmlBody(message: NotificationMessage, unsubscribeUrl: string | null): string {
  const items = message.items
    .map(
      (item) =>
        `<h3><a href="${escapeHtml(item.link)}">${escapeHtml(item.title)}</a></h3><p>${escapeHtml(item.url)}</p><ul>${describeItem(message.kind, item)
          .map((l) => `<li>${escapeHtml(l)}</li>`)
          .join('')}</ul>`,
    )
    .join('');
  const footer = unsubscribeUrl ? `<hr><p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> from these emails.</p>` : '';
  return `<!doctype html><html><body><h2>${escapeHtml(message.subject)}</h2>${items || '<p>This is a test from Freshwatch: the channel works.</p>'}${footer}</body></html>`;
}

export function webhookBody(message: NotificationMessage, sentAt: Date): WebhookNotificationBody {
  const [first] = message.items;
  return {
    kind: message.kind,
    subject: message.subject,
    critical: message.items.some((i) => i.critical),
    item: first ? { id: first.id, title: first.title, url: first.url } : null,
    before: first?.before ?? null,
    after: first?.after ?? null,
    changes: first?.changes ?? [],
    link: first?.link ?? null,
    items: message.items,
    sentAt: sentAt.toISOString(),
  };
}

/** Slack's incoming-webhook format: a `text` fallback and mrkdwn blocks (at most 20 items listed). */
export function slackBody(message: NotificationMessage): { text: string; blocks: object[] } {
  const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const shown = message.items.slice(0, 20);
  const blocks: object[] = [{ type: 'header', text: { type: 'plain_text', text: message.subject.slice(0, 150) } }];
  for (const item of shown) {
    const lines = describeItem(message.kind, item).map((l) => `• ${slackEscape(l)}`);
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: `*<${item.link}|${slackEscape(item.title)}>*\n${lines.join('\n')}` } });
  }
  if (message.items.length > shown.length)
    blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: `…and ${message.items.length - shown.length} more` }] });
  return { text: message.subject, blocks };
}
