import type { AddressObject } from 'mailparser';
import { createHmac } from 'node:crypto';
import { FixtureSite, startFixtureSite } from '../../../test/fixture-site';
import { eventually, MailReceiver, startMailReceiver, startWebhookReceiver, WebhookReceiver } from '../../../test/notification-receivers';
import { SignedIn, startTestApp, useTestApp } from '../../../test/test-app';

const page = (
  title: string,
  head = '',
) => `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="Plans and prices.">${head}</head>
<body><main><h1>Pricing</h1><p>Our plans start at nine dollars a month and every plan includes unlimited pages and email support.</p>
<p>Upgrade or cancel at any time from the billing page; changes take effect on the next invoice.</p></main></body></html>`;

const hmac = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Alerts end to end: a loopback webhook receiver, a real SMTP server (smtp-server + mailparser), the fixture site. */
describe('notifications', () => {
  let site: FixtureSite;
  let hooks: WebhookReceiver;
  let smtp: MailReceiver;
  /** The first user: the instance administrator, who puts an account on a plan. */
  let admin: SignedIn;

  beforeAll(async () => {
    site = await startFixtureSite();
    hooks = await startWebhookReceiver();
    smtp = await startMailReceiver();
  });
  const app = useTestApp(() => ({
    env: { FETCH_ALLOW_PRIVATE: 'true', SMTP_URL: smtp.smtpUrl, NOTIFICATION_QUIET_SECONDS: '2', PUBLIC_URL: 'http://127.0.0.1:3000' },
  }));
  beforeAll(async () => {
    admin = await app.signUp();
  });
  afterAll(async () => {
    await Promise.all([site.close(), hooks.close(), smtp.close()]);
  });

  const addChannel = async (who: SignedIn, body: object) => (await who.agent.post('/api/notification-channels').send(body).expect(201)).body;
  const hooksAt = (path: string) => hooks.received.filter((r) => r.path === path);

  it('sends one signed webhook and one email naming both changes, before and after, when a title changes and noindex is added', async () => {
    const alice = await app.signUp({ email: 'alice-alerts@site-a.test' });
    const webhook = await addChannel(alice, { type: 'webhook', target: `${hooks.url}/alice`, events: ['seo_field_changed'] });
    expect(webhook.secret).toMatch(/^whsec_/);
    await addChannel(alice, { type: 'email', target: 'alice-alerts@site-a.test', events: ['seo_field_changed'] });
    // The secret is shown once: never in the list.
    const listed = (await alice.agent.get('/api/notification-channels').expect(200)).body;
    expect(listed).toHaveLength(2);
    expect(listed[0]).not.toHaveProperty('secret');

    site.setPage('/watched', page('Pricing'));
    const item = (
      await alice.agent
        .post('/api/content-items')
        .send({ title: 'Pricing', url: `${site.url}/watched` })
        .expect(201)
    ).body;
    await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(200);
    site.setPage('/watched', page('Pricing 2026', '<meta name="robots" content="noindex">'));
    await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(200);

    const [delivery] = await eventually('the webhook', () => hooksAt('/alice').length > 0 && hooksAt('/alice'));
    const mail = await eventually('the email', () => smtp.mails.find((m) => m.subject?.includes('SEO fields changed')));

    expect(delivery.headers['x-freshwatch-signature']).toBe(hmac(webhook.secret, delivery.body));
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({
      kind: 'seo_field_changed',
      critical: true,
      item: { id: item.id, title: 'Pricing', url: `${site.url}/watched` },
      link: `http://127.0.0.1:3000/content?item=${item.id}`,
    });
    expect(body.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: 'Pricing', after: 'Pricing 2026', critical: false },
        { field: 'noindex', before: false, after: true, critical: true },
      ]),
    );

    expect(mail.to).toMatchObject({ text: 'alice-alerts@site-a.test' });
    expect(mail.text).toContain('Title: "Pricing" → "Pricing 2026"');
    expect(mail.text).toContain('Noindex: false → true [critical]');
    expect(mail.html).toContain('Title: &quot;Pricing&quot; → &quot;Pricing 2026&quot;');
    const unsubscribe = /Stop these emails: (\S+)/.exec(mail.text ?? '')![1];
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(unsubscribe);

    // The delivery log: both sent, both unread until marked read.
    const log = (await alice.agent.get('/api/notifications').expect(200)).body;
    const sent = log.notifications.filter((n: { kind: string }) => n.kind === 'seo_field_changed');
    expect(sent.map((n: { channelType: string; status: string }) => [n.channelType, n.status]).sort()).toEqual([
      ['email', 'sent'],
      ['webhook', 'sent'],
    ]);
    expect(log.unread).toBe(2);
    await alice.agent.post('/api/notifications/read').send({}).expect(204);
    expect((await alice.agent.get('/api/notifications').expect(200)).body.unread).toBe(0);

    // Nothing more was sent than one of each.
    await eventually('no delivery pending', async () => (await alice.agent.get('/api/notifications?status=pending')).body.notifications.length === 0);
    expect(hooksAt('/alice')).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.subject?.includes('SEO fields changed') && (m.to as AddressObject).text === 'alice-alerts@site-a.test')).toHaveLength(1);

    // The unsubscribe link works signed out, and only with its token.
    const path = new URL(unsubscribe).pathname + new URL(unsubscribe).search;
    await app
      .anonymous()
      .get(path.replace(/token=[^&]+/, 'token=forged'))
      .expect(404);
    await app.anonymous().get(path).expect(302);
    expect((await alice.agent.get('/api/notification-channels').expect(200)).body.map((c: { type: string }) => c.type)).toEqual(['webhook']);
  });

  it('validates channels naming the field, and keeps each workspace to its own', async () => {
    const bob = await app.signUp();
    const carol = await app.signUp();
    const refused = async (body: object) => (await bob.agent.post('/api/notification-channels').send(body).expect(400)).body.message;
    expect(await refused({ type: 'pager', target: 'x', events: ['check_failed'] })).toContain('type must be one of email, webhook, slack');
    expect(await refused({ type: 'email', target: 'not-an-address', events: ['check_failed'] })).toContain('target must be an email address');
    expect(await refused({ type: 'webhook', target: 'ftp://127.0.0.1/x', events: ['check_failed'] })).toContain('target must be an http(s) URL');
    expect(await refused({ type: 'slack', target: 'https://hooks.slack.test/x', events: [] })).toContain('events must name at least one event');
    expect(await refused({ type: 'slack', target: 'https://hooks.slack.test/x', events: ['everything'] })).toContain('events must each be one of');
    await bob.agent.get('/api/notifications?status=lost').expect(400);

    const channel = await addChannel(bob, { type: 'slack', target: `${hooks.url}/bob-slack`, events: ['check_failed', 'check_failed'] });
    expect(channel).toMatchObject({ type: 'slack', events: ['check_failed'], secret: null });
    await carol.agent.delete(`/api/notification-channels/${channel.id}`).expect(404);
    await carol.agent.post(`/api/notification-channels/${channel.id}/test`).expect(404);
    await bob.agent.delete('/api/notification-channels/not-an-id').expect(404);
    expect((await carol.agent.get('/api/notification-channels').expect(200)).body).toEqual([]);

    // 'Send test' in Slack's incoming-webhook format.
    await bob.agent.post(`/api/notification-channels/${channel.id}/test`).expect(201);
    const [slack] = await eventually('the Slack test', () => hooksAt('/bob-slack').length > 0 && hooksAt('/bob-slack'));
    expect(JSON.parse(slack.body)).toMatchObject({ text: 'Freshwatch: test notification', blocks: [{ type: 'header' }] });

    await bob.agent.delete(`/api/notification-channels/${channel.id}`).expect(204);
    await bob.agent.delete(`/api/notification-channels/${channel.id}`).expect(404);
    expect((await bob.agent.get('/api/notification-channels').expect(200)).body).toEqual([]);
  });

  it('groups a bulk run in which 200 pages fail into one message per channel', async () => {
    const dave = await app.signUp();
    // 200 pages are past the Free plan's 10: Dave's account is on Enterprise.
    await admin.agent.put(`/api/admin/users/${dave.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'active' }).expect(200);
    await addChannel(dave, { type: 'webhook', target: `${hooks.url}/dave`, events: ['check_failed'] });
    await addChannel(dave, { type: 'slack', target: `${hooks.url}/dave-slack`, events: ['check_failed'] });
    for (let i = 0; i < 200; i++) site.setPage(`/gone-${i}`, 'Gone', { status: 410, contentType: 'text/html' });
    const urls = Array.from({ length: 200 }, (_, i) => `${site.url}/gone-${i}`);
    // The import itself starts the analysis of its 200 pages as one bulk run: nothing else is asked for.
    const imported = await dave.agent.post('/api/content-items/import').send({ urls }).expect(200);
    expect(imported.body).toMatchObject({ created: 200, analysisJobId: expect.any(String) });

    const [grouped] = await eventually('the grouped webhook', () => hooksAt('/dave').length > 0 && hooksAt('/dave'), 120_000);
    const body = JSON.parse(grouped.body);
    expect(body.kind).toBe('check_failed');
    expect(body.items).toHaveLength(200);
    expect(body.subject).toContain('Check failed: 200 pages');
    const [slack] = await eventually('the grouped Slack message', () => hooksAt('/dave-slack').length > 0 && hooksAt('/dave-slack'));
    expect(JSON.parse(slack.body).text).toContain('200 pages');
    await eventually('no delivery pending', async () => (await dave.agent.get('/api/notifications?status=pending')).body.notifications.length === 0);
    expect(hooksAt('/dave')).toHaveLength(1);
    expect(hooksAt('/dave-slack')).toHaveLength(1);
    // 200 analyses on two shared cores: the wait is for the work, not a speed target.
  }, 180_000);
});

describe('emails without SMTP_URL', () => {
  it('keep them in the outbox, and send them once the server starts with SMTP configured', async () => {
    const smtp = await startMailReceiver();
    const first = await startTestApp();
    try {
      const erin = await first.signUp();
      const channel = (
        await erin.agent
          .post('/api/notification-channels')
          .send({ type: 'email', target: 'erin@site-a.test', events: ['status_changed'] })
          .expect(201)
      ).body;
      await erin.agent.post(`/api/notification-channels/${channel.id}/test`).expect(201);
      const outbox = (await erin.agent.get('/api/notifications?status=waiting_smtp').expect(200)).body.notifications;
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ channelType: 'email', target: 'erin@site-a.test', kind: 'test', status: 'waiting_smtp' });
      await first.stop();

      const second = await startTestApp({ databaseUrl: first.databaseUrl, env: { SMTP_URL: smtp.smtpUrl } });
      try {
        const mail = await eventually('the mail kept in the outbox', () => smtp.mails[0]);
        expect(mail.subject).toBe('Freshwatch: test notification');
        expect(mail.text).toContain('the channel works');
        const statusOf = async () => (await second.running.dataSource.query('SELECT status, attempts FROM notifications WHERE id = $1', [outbox[0].id]))[0];
        await eventually('the outbox row marked sent', async () => (await statusOf()).status === 'sent');
        expect(await statusOf()).toEqual({ status: 'sent', attempts: 1 });
      } finally {
        await second.close();
      }
    } finally {
      await first.stop();
      await smtp.close();
    }
  }, 90_000);
});
