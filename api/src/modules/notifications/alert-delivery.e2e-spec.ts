import type { Notification } from '@freshwatch/contracts';
import { createHmac } from 'node:crypto';
import { eventually, MailReceiver, startMailReceiver, startWebhookReceiver, WebhookReceiver } from '../../../test/notification-receivers';
import { SignedIn, useTestApp } from '../../../test/test-app';
import { DELIVER_QUEUE } from './delivery/notification-queues';
import { WeeklyDigestJob } from './delivery/weekly-digest.job';

const hmac = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * The weekly digest, the retry path of a delivery and the `email_notifications` switch, against a loopback webhook
 * receiver and a real SMTP server (smtp-server, mails parsed with mailparser).
 */
describe('alert delivery', () => {
  let hooks: WebhookReceiver;
  let smtp: MailReceiver;

  beforeAll(async () => {
    hooks = await startWebhookReceiver();
    smtp = await startMailReceiver();
  });
  // The webhook receiver is on loopback, a private address: the guard is lifted for it.
  const app = useTestApp(() => ({ env: { FETCH_ALLOW_PRIVATE: 'true', SMTP_URL: smtp.smtpUrl, PUBLIC_URL: 'http://127.0.0.1:3000' } }));
  beforeAll(async () => {
    await app.signUp(); // the administrator; the tests' users are ordinary accounts
  });
  afterAll(async () => {
    await Promise.all([hooks.close(), smtp.close()]);
  });

  const addChannel = async (who: SignedIn, body: object) => (await who.agent.post('/api/notification-channels').send(body).expect(201)).body;
  const addItem = async (who: SignedIn, body: object) => (await who.agent.post('/api/content-items').send(body).expect(201)).body;
  const log = async (who: SignedIn): Promise<Notification[]> => (await who.agent.get('/api/notifications').expect(200)).body.notifications;
  const setting = (who: SignedIn, key: string, value: string) => who.agent.post('/api/settings').send({ key, value }).expect(201);
  const mailsTo = (address: string, subject: string) => smtp.mails.filter((m) => (m.to as { text: string }).text === address && m.subject?.includes(subject));
  const hooksAt = (path: string) => hooks.received.filter((r) => r.path === path);
  /** The alert reaction remembers the workspace's items as it follows content's events: the digest reads that. */
  const remembered = async (who: SignedIn, count: number) =>
    eventually(`${count} items remembered`, async () => {
      const [{ n }] = await app.running.dataSource.query('SELECT count(*)::int AS n FROM notification_items WHERE workspace_id = $1', [who.user.workspaceId]);
      return n === count;
    });

  it("sends each digest channel one weekly digest of the workspace's pages needing attention, lowest health first, once a week", async () => {
    const bob = await app.signUp({ email: 'bob-digest@site-a.test' });
    const webhook = await addChannel(bob, { type: 'webhook', target: `${hooks.url}/bob-digest`, events: ['weekly_digest'] });
    await addChannel(bob, { type: 'email', target: 'bob-digest@site-a.test', events: ['weekly_digest'] });
    await addItem(bob, { title: 'Aging post', url: 'https://site-a.test/aging', status: 'needs_update', healthScore: 55 });
    await addItem(bob, { title: 'Old guide', url: 'https://site-a.test/old', status: 'outdated', healthScore: 20 });
    await addItem(bob, { title: 'Fresh page', url: 'https://site-a.test/fresh', status: 'fresh', healthScore: 90 });
    // A workspace with nothing that needs attention gets no digest.
    const carol = await app.signUp({ email: 'carol-digest@site-a.test' });
    await addChannel(carol, { type: 'webhook', target: `${hooks.url}/carol-digest`, events: ['weekly_digest'] });
    await addItem(carol, { title: 'All good', url: 'https://site-a.test/good', status: 'fresh', healthScore: 95 });
    await remembered(bob, 3);
    await remembered(carol, 1);

    await app.running.app.get(WeeklyDigestJob).handle();
    const [delivery] = await eventually('the digest webhook', () => hooksAt('/bob-digest').length > 0 && hooksAt('/bob-digest'));
    const mail = await eventually('the digest email', () => mailsTo('bob-digest@site-a.test', 'weekly digest')[0]);

    expect(delivery.headers['x-freshwatch-signature']).toBe(hmac(webhook.secret, delivery.body));
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({ kind: 'weekly_digest', subject: 'Freshwatch weekly digest: 2 pages need attention', critical: true });
    expect(body.items.map((i: { title: string; before: number; after: string }) => [i.title, i.before, i.after])).toEqual([
      ['Old guide', 20, 'outdated'],
      ['Aging post', 55, 'needs_update'],
    ]);
    expect(mail.subject).toBe('Freshwatch weekly digest: 2 pages need attention');
    expect(mail.text).toContain('Old guide (https://site-a.test/old)\n  - Status: outdated, health score 20');
    expect(mail.text).toContain('Aging post (https://site-a.test/aging)\n  - Status: needs_update, health score 55');
    expect(mail.text).not.toContain('Fresh page');
    expect(mail.html).toContain('Old guide');

    // The cron firing twice in a week sends nothing more.
    await app.running.app.get(WeeklyDigestJob).handle();
    await eventually('no delivery pending', async () => (await log(bob)).every((n) => n.status === 'sent'));
    expect((await log(bob)).filter((n) => n.kind === 'weekly_digest')).toHaveLength(2);
    expect(hooksAt('/bob-digest')).toHaveLength(1);
    expect(mailsTo('bob-digest@site-a.test', 'weekly digest')).toHaveLength(1);
    expect(hooksAt('/carol-digest')).toHaveLength(0);
    expect(await log(carol)).toEqual([]);
  }, 90_000);

  it('retries a failed delivery with growing backoff, and delivers it once; the log shows the attempts', async () => {
    const dave = await app.signUp();
    const webhook = await addChannel(dave, { type: 'webhook', target: `${hooks.url}/dave`, events: ['status_changed'] });
    hooks.failNext(2, 503);
    const { notificationId } = (await dave.agent.post(`/api/notification-channels/${webhook.id}/test`).expect(201)).body;
    const attemptsAt = () => hooks.attempts.filter((a) => a.path === '/dave');
    const job = async () => {
      const [row] = await app.running.dataSource.query(
        `SELECT id, state, retry_count AS "retryCount", start_after AS "startAfter" FROM pgboss.job WHERE name = $1 AND data->>'notificationId' = $2`,
        [DELIVER_QUEUE, notificationId],
      );
      return row as { id: string; state: string; retryCount: number; startAfter: Date };
    };
    /** Waits for the n-th failure to be scheduled for retry, checks its delay, then lets the retry run now. */
    const afterFailure = async (n: number, atLeastSeconds: number) => {
      const retry = await eventually(`retry ${n} scheduled`, async () => {
        const row = await job();
        // pg-boss counts a retry when it fetches the job again: after the n-th failure the count is n - 1.
        return row?.state === 'retry' && row.retryCount === n - 1 && row;
      });
      const failedAt = attemptsAt()[n - 1];
      expect(failedAt.status).toBe(503);
      // pg-boss's exponential backoff (retryDelay 10 s): the n-th retry waits at least 10 s * 2^(n-1).
      expect(retry.startAfter.getTime() - failedAt.answeredAt).toBeGreaterThanOrEqual(atLeastSeconds * 1000);
      const entry = (await log(dave)).find((m) => m.id === notificationId)!;
      expect(entry).toMatchObject({ status: 'pending', attempts: n, lastError: expect.stringContaining('503') });
      // The test does not sit through the backoff: it brings the scheduled retry forward.
      await app.running.dataSource.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND id = $2 AND state = 'retry'`, [
        DELIVER_QUEUE,
        retry.id,
      ]);
    };
    await afterFailure(1, 10);
    await afterFailure(2, 20);

    const entry = await eventually('the delivery', async () => (await log(dave)).find((m) => m.id === notificationId && m.status === 'sent'));
    expect(entry).toMatchObject({ kind: 'test', attempts: 3, lastError: null, sentAt: expect.any(String) });
    expect(attemptsAt().map((a) => a.status)).toEqual([503, 503, 200]);
    expect(hooksAt('/dave')).toHaveLength(1);
    expect((await job()).state).toBe('completed');
  }, 90_000);

  it('switches every email channel off and on with the email_notifications setting; webhooks go on regardless', async () => {
    const erin = await app.signUp({ email: 'erin-alerts@site-a.test' });
    await addChannel(erin, { type: 'email', target: 'erin-alerts@site-a.test', events: ['status_changed', 'weekly_digest'] });
    await addChannel(erin, { type: 'webhook', target: `${hooks.url}/erin`, events: ['status_changed', 'weekly_digest'] });
    const item = await addItem(erin, { title: 'Switchable', url: 'https://site-a.test/switchable', status: 'fresh', healthScore: 80 });
    await remembered(erin, 1);
    const changeStatus = (status: string) => erin.agent.patch(`/api/content-items/${item.id}`).send({ status }).expect(200);
    const kinds = async () => (await log(erin)).map((n) => `${n.channelType}:${n.kind}:${n.items[0]?.after ?? ''}`).sort();

    await setting(erin, 'email_notifications', 'false');
    await changeStatus('outdated');
    await eventually('the webhook for the first change', () => hooksAt('/erin').length === 1);
    await app.running.app.get(WeeklyDigestJob).handle();
    await eventually('the webhook digest', () => hooksAt('/erin').length === 2);
    expect(await kinds()).toEqual(['webhook:status_changed:outdated', 'webhook:weekly_digest:outdated']);

    await setting(erin, 'email_notifications', 'true');
    await changeStatus('needs_update');
    const mail = await eventually('the email for the second change', () => mailsTo('erin-alerts@site-a.test', 'Status changed')[0]);
    expect(mail.text).toContain('Switchable');
    expect(mail.text).toContain('needs_update');
    await eventually('the webhook for the second change', () => hooksAt('/erin').length === 3);
    expect(await kinds()).toEqual([
      'email:status_changed:needs_update',
      'webhook:status_changed:needs_update',
      'webhook:status_changed:outdated',
      'webhook:weekly_digest:outdated',
    ]);
    // The email of the first change was never queued: switching emails back on does not send old alerts.
    expect(smtp.mails.filter((m) => (m.to as { text: string }).text === 'erin-alerts@site-a.test')).toHaveLength(1);
  }, 90_000);
});
