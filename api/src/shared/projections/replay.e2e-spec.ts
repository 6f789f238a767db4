import { randomUUID } from 'node:crypto';
import { servePagesItLinksTo } from '../../../test/analysis-fixtures';
import { FixtureSite, startFixtureSite } from '../../../test/fixture-site';
import { SitemapSite, startSitemapSite } from '../../../test/fixture-sitemaps';
import { answer, OpenAiTestServer, startOpenAiTestServer } from '../../../test/openai-test-server';
import { startStripeTestServer, StripeTestServer } from '../../../test/stripe-test-server';
import { SignedIn, TestApp, useTestApp } from '../../../test/test-app';
import { testPool } from '../../../test/database';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { projectionTables } from './projection';
import { ProjectionRunner } from './projection-runner';
import { replayAll } from './replay';

/** Every read model table, as the feature modules declare them, dumped in a stable order. */
type Row = Record<string, unknown>;

async function snapshot(app: TestApp): Promise<Record<string, Row[]>> {
  const result: Record<string, Row[]> = {};
  for (const table of projectionTables(app.running.dataSource, app.running.projections)) {
    result[table] = await app.running.dataSource.query(`SELECT * FROM "${table}" ORDER BY 1`);
  }
  return result;
}

/**
 * Tasks, settings, API keys and an administrator's edits on three more users. Returns the number of
 * events it records.
 */
async function tasksSettingsKeysAndAdminEdits(app: TestApp, adminAgent: SignedIn['agent']): Promise<number> {
  const users = [await app.signUp(), await app.signUp(), await app.signUp()];
  let events = 3;
  for (const [u, { agent, user }] of users.entries()) {
    const { body: keep } = await agent
      .post('/api/tasks')
      .send({ title: `Task ${u}`, description: 'Why', priority: 'high' })
      .expect(201);
    const { body: drop } = await agent
      .post('/api/tasks')
      .send({ title: `Drop ${u}` })
      .expect(201);
    await agent
      .patch(`/api/tasks/${keep.id}`)
      .send({ title: `Done ${u}`, status: 'completed', completedAt: new Date().toISOString() })
      .expect(200);
    await agent.delete(`/api/tasks/${drop.id}`).expect(204);
    events += 6;

    await agent
      .post('/api/settings')
      .send({ key: 'batch_size', value: String(10 + u) })
      .expect(201);
    await agent
      .post('/api/settings')
      .send({ key: 'openai_api_key', value: `sk-replay-test-key-${u}abcd` })
      .expect(201);
    events += 2;
    if (u === 1) {
      await agent.post('/api/settings/reset').expect(200);
      events += 1;
    }

    const { body: key } = await agent
      .post('/api/api-keys')
      .send({ name: `Key ${u}` })
      .expect(201);
    await agent.post('/api/api-keys').send({}).expect(201);
    await agent.delete(`/api/api-keys/${key.id}`).expect(204);
    events += 3;

    await adminAgent
      .put(`/api/admin/users/${user.id}`)
      .send({ firstName: u === 0 ? 'Renamed' : 'Test', planType: 'pro', subscriptionStatus: 'active' })
      .expect(200);
    events += u === 0 ? 2 : 1;
  }
  return events;
}

/**
 * A subscription through the loopback Stripe: a new account subscribes to Pro, pays, goes past_due
 * (which starts the grace period), and cancels at the period end. Returns the number of events it records.
 */
async function aStripeSubscription(app: TestApp, stripe: StripeTestServer): Promise<number> {
  const { agent } = await app.signUp();
  const webhook = (type: string, object: Record<string, unknown>) => {
    const { payload, signature } = stripe.signed(stripe.event(type, object));
    return app.anonymous().post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload).expect(200);
  };
  const { body } = await agent.post('/api/create-subscription').send({ priceId: 'price_pro_monthly' }).expect(200);
  await webhook('invoice.paid', stripe.pay(body.subscriptionId));
  await webhook('invoice.payment_failed', stripe.failPayment(body.subscriptionId));
  await agent.post('/api/cancel-subscription').expect(200);
  // UserRegistered, StripeCustomerLinked, then SubscriptionChanged for active, past_due and the cancellation.
  return 5;
}

/**
 * Analyses, a failed analysis, comparisons with a changed source (and the review task its reaction opens) and a
 * bulk refresh, against the loopback fixture site. Returns what it recorded.
 */
async function analysesTasksAndBulkRefresh(
  app: TestApp,
  agent: SignedIn['agent'],
  site: FixtureSite,
): Promise<{ events: number; items: number; tasks: number }> {
  const { body: page } = await agent
    .post('/api/content-items')
    .send({ title: 'Docs guide', url: `${site.url}/fresh` })
    .expect(201);
  const { body: broken } = await agent
    .post('/api/content-items')
    .send({ title: 'Gone', url: `${site.url}/missing` })
    .expect(201);
  await agent.post(`/api/content-items/${page.id}/analyze`).expect(200);
  await agent.post(`/api/content-items/${broken.id}/analyze`).expect(422);
  await agent
    .post(`/api/content-items/${page.id}/source-urls`)
    .send({ url: `${site.url}/source/report` })
    .expect(201);
  await agent.post(`/api/content-items/${page.id}/compare`).expect(200);
  site.setPage(
    '/source/report',
    '<html lang="en"><head><title>Report</title></head><body><main><p>Revised: 64% of teams review quarterly.</p></main></body></html>',
  );
  await agent.post(`/api/content-items/${page.id}/compare`).expect(200);
  const { body: job } = await agent
    .post('/api/content-items/bulk-analyze')
    .send({ contentIds: [page.id, broken.id] })
    .expect(202);
  // The bulk job's analyses and the review task come from background work: wait for both.
  for (const deadline = Date.now() + 15_000; ;) {
    const progress = (await agent.get(`/api/analysis-jobs/${job.jobId}`).expect(200)).body;
    const tasks = (await agent.get('/api/tasks').expect(200)).body;
    if (progress.status === 'completed' && tasks.some((t: { title: string }) => t.title.startsWith('Review changes in'))) break;
    if (Date.now() > deadline) throw new Error('the bulk refresh or the review task did not happen');
    await new Promise((r) => setTimeout(r, 100));
  }
  // 2 registered, analysed + failed, a source, 2 comparisons, the task, the bulk request and its 2 outcomes.
  return { events: 2 + 2 + 1 + 2 + 1 + 3, items: 2, tasks: 1 };
}

/**
 * Teams: an owner on Enterprise invites three people, two join, one is made auditor and the other
 * removed, and a task is assigned to a member who completes it. Returns the number of events it records.
 */
async function anEnterpriseTeam(app: TestApp, adminAgent: SignedIn['agent']): Promise<number> {
  const owner = await app.signUp();
  await adminAgent.put(`/api/admin/users/${owner.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'active' }).expect(200);
  const joined: SignedIn[] = [];
  for (const role of ['editor', 'viewer', 'auditor'] as const) {
    const invitee = role === 'auditor' ? null : await app.signUp();
    const { body } = await owner.agent
      .post('/api/workspace/invitations')
      .send({ email: invitee?.user.email ?? 'later@site-a.test', role })
      .expect(201);
    if (!invitee) continue;
    await invitee.agent.post(`/api/invitations/${body.link.slice(body.link.lastIndexOf('/') + 1)}/accept`).expect(200);
    joined.push(invitee);
  }
  // 'later' is invited again, which replaces the pending invitation (InvitationRevoked, then MemberInvited), and
  // another invitation is revoked: the pending list a replay rebuilds holds neither the replaced nor the revoked.
  await owner.agent.post('/api/workspace/invitations').send({ email: 'later@site-a.test', role: 'viewer' }).expect(201);
  const { body: revoked } = await owner.agent.post('/api/workspace/invitations').send({ email: 'gone@site-a.test', role: 'viewer' }).expect(201);
  await owner.agent.delete(`/api/workspace/invitations/${revoked.id}`).expect(204);
  const [editor, viewer] = joined;
  await owner.agent.patch(`/api/workspace/members/${viewer.user.id}`).send({ role: 'auditor' }).expect(200);
  await owner.agent.delete(`/api/workspace/members/${viewer.user.id}`).expect(204);
  const { body: task } = await owner.agent.post('/api/tasks').send({ title: 'Review', assigneeId: editor.user.id }).expect(201);
  await editor.agent.patch(`/api/tasks/${task.id}`).send({ status: 'completed' }).expect(200);
  await editor.agent.post('/api/workspaces/current').send({ workspaceId: editor.user.workspaceId }).expect(200);
  await editor.agent.post('/api/workspaces/current').send({ workspaceId: owner.user.workspaceId }).expect(200);
  // 3 sign-ups, the plan, 3 invitations, 2 joins (each with the joiner's LastWorkspaceChosen, 2 more), the
  // replacement (2) and the revoked invitation (2), a role change, a removal, the task and its completion (2),
  // the editor's two switches.
  return 3 + 1 + 3 + 2 * 2 + 2 + 2 + 1 + 1 + 1 + 2 + 2;
}

describe('replaying the event log', () => {
  let stripe: StripeTestServer;
  let site: FixtureSite;
  let sitemapSite: SitemapSite;
  let ai: OpenAiTestServer;
  beforeAll(async () => {
    site = await startFixtureSite();
    sitemapSite = await startSitemapSite({ pages: 2, children: 1 });
    servePagesItLinksTo(site);
    stripe = await startStripeTestServer();
    ai = await startOpenAiTestServer();
  });
  // Only a workspace that saves the test server's key in its settings asks the AI model (the last scenarios).
  const app = useTestApp(() => ({ env: { FETCH_ALLOW_PRIVATE: 'true', OPENAI_BASE_URL: ai.baseUrl, ...stripe.env } }));
  afterAll(async () => {
    await ai.close();
    await site.close();
    await sitemapSite.close();
    await stripe.close();
  });

  // Five scenarios' worth of HTTP requests and two full replays: more than jest's 30 s on a busy machine.
  it('rebuilds read models that equal the live ones', async () => {
    let admin: SignedIn['agent'] | null = null;
    for (let u = 0; u < 3; u++) {
      const { agent } = await app.signUp();
      admin ??= agent; // the first user signed up is the admin
      for (let i = 0; i < 5; i++) {
        const { body: item } = await agent
          .post('/api/content-items')
          // Item 3 has no schedule of its own: its next check follows the workspace's settings below.
          .send({ title: `Item ${u}-${i}`, url: `https://site-a.test/${u}/${i}`, ...(i === 3 ? {} : { checkSchedule: { type: 'daily', time: '08:00' } }) })
          .expect(201);
        await agent
          .post(`/api/content-items/${item.id}/source-urls`)
          .send({ url: `https://source.site-b.test/${i}`, description: 'src' })
          .expect(201);
        if (i % 2 === 0)
          await agent
            .patch(`/api/content-items/${item.id}`)
            .send({ title: `Edited ${u}-${i}`, status: 'outdated', healthScore: 12.5 })
            .expect(200);
        if (i === 4) await agent.delete(`/api/content-items/${item.id}`).expect(204);
      }
      // Schedule settings move next checks: a zone and a default schedule, and a zone then reset.
      if (u === 0) {
        await agent.post('/api/settings').send({ key: 'timezone', value: 'Europe/Berlin' }).expect(201);
        await agent
          .post('/api/settings')
          .send({ key: 'analysis_schedule', value: JSON.stringify({ type: 'daily', time: '07:00' }) })
          .expect(201);
      }
      if (u === 1) {
        await agent.post('/api/settings').send({ key: 'timezone', value: 'America/New_York' }).expect(201);
        await agent.post('/api/settings/reset').expect(200);
      }
    }
    // Alert channels: two added, one removed (a removed channel leaves the read model).
    const channel = (body: object) => admin!.post('/api/notification-channels').send(body).expect(201);
    await channel({ type: 'email', target: 'alerts@site-a.test', events: ['check_failed', 'weekly_digest'] });
    const { body: hook } = await channel({ type: 'webhook', target: 'https://hooks.site-a.test/fw', events: ['seo_field_changed'] });
    await admin!.delete(`/api/notification-channels/${hook.id}`).expect(204);
    // Re-synced sitemaps: one kept (its 2 pages registered, subscribed and synced), one removed.
    const { body: sitemapImport } = await admin!.post('/api/content-items/import-sitemap').send({ url: sitemapSite.indexUrl, resync: 'daily' }).expect(200);
    // The import analyses its 2 new pages at once (the fixture sitemap's pages answer 404: both fail); wait for it.
    for (const deadline = Date.now() + 15_000; ;) {
      const progress = (await admin!.get(`/api/analysis-jobs/${sitemapImport.analysisJobId}`).expect(200)).body;
      if (progress.status === 'completed') break;
      if (Date.now() > deadline) throw new Error('the analysis of the imported sitemap pages did not complete');
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin!
      .post('/api/content-items/import-sitemap')
      .send({ url: `${sitemapSite.url}/sitemap-1.xml.gz`, resync: 'weekly' })
      .expect(200);
    const [, removedSitemap] = (await admin!.get('/api/sitemaps').expect(200)).body;
    await admin!.delete(`/api/sitemaps/${removedSitemap.id}`).expect(204);
    // 2 pages, subscribed and synced twice, one removed; the analysis job of the 2 new pages and their 2 outcomes.
    const sitemapEvents = 2 + 2 + 2 + 1 + 1 + 2;
    const adminEditEvents = await tasksSettingsKeysAndAdminEdits(app, admin!);
    const analysed = await analysesTasksAndBulkRefresh(app, admin!, site);
    const subscriptionEvents = await aStripeSubscription(app, stripe);
    const teamEvents = await anEnterpriseTeam(app, admin!);
    const live = await snapshot(app);
    // Each feature module declares its read models: all of them are found, none twice.
    expect(projectionTables(app.running.dataSource, app.running.projections).sort()).toEqual([
      'analysis_jobs',
      'api_keys',
      'billing_accounts',
      'content_item_counts',
      'content_items',
      'health_history',
      'notification_channels',
      'report_days',
      'report_items',
      'settings',
      'sitemap_subscriptions',
      'source_snapshots',
      'tasks',
      'usage_by_month',
      'users',
      'workspace_invitations',
      'workspace_members',
      'workspace_schedules',
    ]);
    expect(live.notification_channels).toEqual([expect.objectContaining({ type: 'email', events: ['check_failed', 'weekly_digest'] })]);
    expect(live.content_items).toHaveLength(12 + 2 + analysed.items);
    expect(live.sitemap_subscriptions).toEqual([
      expect.objectContaining({ url: sitemapSite.indexUrl, resync: 'daily', last_result: expect.objectContaining({ created: 2 }) }),
    ]);
    expect(live.users).toHaveLength(10);
    expect(live.billing_accounts).toHaveLength(10);
    // Every account owns its own workspace; the Enterprise owner's has an editor besides.
    expect(live.workspace_members).toHaveLength(11);
    expect(live.workspace_invitations).toHaveLength(3);
    expect(live.billing_accounts.filter((a) => a.subscription_status === 'past_due')).toEqual([
      expect.objectContaining({
        plan_type: 'pro',
        cancel_at_period_end: true,
        past_due_since: expect.any(String),
        stripe_subscription_id: expect.stringMatching(/^sub_/),
      }),
    ]);
    // The reports keep deleted items (for earlier ranges); the live ones are the content table's.
    expect(live.report_items.filter((r) => r.deleted_at === null)).toHaveLength(live.content_items.length);
    expect(live.report_items.length).toBeGreaterThan(live.content_items.length);
    expect(live.report_days.length).toBeGreaterThan(0);
    expect(live.tasks).toHaveLength(3 + analysed.tasks + 1);
    expect(live.health_history).toHaveLength(2);
    expect(live.source_snapshots).toHaveLength(1);
    // The sitemap import's job (its 2 pages answer 404) and the bulk refresh.
    expect(live.analysis_jobs).toHaveLength(2);
    expect(live.analysis_jobs).toEqual(
      expect.arrayContaining([expect.objectContaining({ total: 2, done: 0, failed: 2 }), expect.objectContaining({ total: 2, done: 1, failed: 1 })]),
    );
    expect(live.settings).toHaveLength(6); // batch_size and the masked AI key, twice (the second workspace was reset), and the first workspace's zone and default schedule
    expect(live.workspace_schedules).toHaveLength(2);
    expect(live.api_keys).toHaveLength(6);
    // Both analyses of the bulk refresh scenario ran the built-in checks alone: no AI model, no calls, no tokens.
    expect(live.usage_by_month).toEqual([expect.objectContaining({ model: '', analyses: 2, ai_calls: 0, prompt_tokens: 0, completion_tokens: 0 })]);
    expect(live.users.filter((u) => u.plan_type === 'pro')).toHaveLength(4);
    // The two who joined the team chose it last (the editor went home and back): their sign-ins land there.
    expect(live.users.filter((u) => u.last_workspace_id !== null)).toHaveLength(2);

    const pool = testPool({ connectionString: app.databaseUrl, max: 2 });
    try {
      const store = new PostgresEventStore(pool, app.databaseUrl);
      const result = await replayAll(app.running.dataSource, store, app.running.projections);
      expect(result.events).toBe(3 + 15 * 2 + 9 + 3 + 3 + 4 + sitemapEvents + adminEditEvents + analysed.events + subscriptionEvents + teamEvents);
      expect(await snapshot(app)).toEqual(live);
      // Tiny batches: every item's history spans several of them, so rows go through the database between
      // batches (where jsonb reorders keys) and must still come out the same.
      await replayAll(app.running.dataSource, store, app.running.projections, { events: 3, bytes: 20_000 });
    } finally {
      await pool.end();
    }
    expect(await snapshot(app)).toEqual(live);
    // Secrets are not read models: a replay leaves them alone.
    const [{ secrets }] = await app.running.dataSource.query('SELECT count(*)::int AS secrets FROM workspace_secrets');
    expect(secrets).toBe(2);
  }, 120_000);

  it("rebuilds an item's standing contradiction, and one that a later verdict cleared", async () => {
    const { agent } = await app.signUp();
    await agent.post('/api/settings').send({ key: 'openai_api_key', value: ai.apiKey }).expect(201);
    const compare = async (n: number, verdicts: boolean[]) => {
      const { body: item } = await agent
        .post('/api/content-items')
        // The fixture site ignores the query string: the same page, monitored twice.
        .send({ title: `Verdict ${n}`, url: `${site.url}/fresh?verdict=${n}` })
        .expect(201);
      await agent
        .post(`/api/content-items/${item.id}/source-urls`)
        .send({ url: `${site.url}/source/report` })
        .expect(201);
      for (const contradicts of verdicts) {
        ai.enqueue(answer({ contradicts, explanation: contradicts ? 'The page says 41%; the report says 64%.' : 'The page agrees.' }));
        await agent.post(`/api/content-items/${item.id}/compare`).expect(200);
      }
      return item.id as string;
    };
    const standing = await compare(1, [true]);
    const cleared = await compare(2, [true, false]);
    const live = await snapshot(app);
    const row = (id: string) => live.content_items.find((r) => r.id === id)!;
    expect(row(standing).contradiction).toEqual({ explanation: 'The page says 41%; the report says 64%.', at: expect.any(String) });
    expect(row(cleared).contradiction).toBeNull();

    const pool = testPool({ connectionString: app.databaseUrl, max: 2 });
    try {
      await replayAll(app.running.dataSource, new PostgresEventStore(pool, app.databaseUrl), app.running.projections);
    } finally {
      await pool.end();
    }
    expect(await snapshot(app)).toEqual(live);
  });

  it('replays a log whose streams interleave the same grouped by stream, in pages that split streams, and by position', async () => {
    // (Before the next test's 7,000 analyses: pages of two events would take minutes over those.)
    // A bulk job finishes at the outcome that completes it in the log's order, and its outcomes are in the items'
    // streams. Here the later outcome is in the stream that sorts first: fed stream by stream, the job would
    // finish at the earlier one, so its read model must be replayed in position order.
    const { agent, user } = await app.signUp();
    const ids: string[] = [];
    for (const n of [1, 2])
      ids.push(
        (
          await agent
            .post('/api/content-items')
            .send({ title: `Order ${n}`, url: `https://replay-order.invalid/${n}` })
            .expect(201)
        ).body.id,
      );
    const [first, second] = ids.sort();
    const jobId = randomUUID();
    const metadata = (minute: number) => ({
      workspaceId: user.workspaceId,
      actorId: user.id,
      occurredAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
      schemaVersion: 1,
    });
    const analysis = { healthScore: 70, freshness: 70, seoScore: 70, readability: 70, summary: 'Fine', issues: [], recommendations: [] };
    const analysed = (contentId: string, minute: number) => ({
      type: 'ContentAnalyzed',
      data: {
        contentId,
        jobId,
        analysis,
        status: 'fresh',
        analyser: 'local',
        model: null,
        usage: null,
        page: { finalUrl: `https://replay-order.invalid/${contentId}`, httpStatus: 200, title: null, wordCount: 10, lastModified: null },
      },
      metadata: metadata(minute),
    });
    const pool = testPool({ connectionString: app.databaseUrl, max: 2 });
    try {
      const store = new PostgresEventStore(pool, app.databaseUrl);
      // No content ids listed: the bulk job's reaction has nothing to enqueue.
      await store.append(
        `analysis-job-${jobId}`,
        [{ type: 'BulkAnalysisRequested', data: { jobId, workspaceId: user.workspaceId, contentIds: [], total: 2 }, metadata: metadata(0) }],
        0,
      );
      await store.append(`content-${second}`, [analysed(second, 1)], 1);
      await store.append(`content-${first}`, [analysed(first, 2)], 1);
      const { position: head } = await store.append(`content-${second}`, [analysed(second, 3)], 2);
      expect(await app.running.app.get(ProjectionRunner).waitFor(head, 30_000)).toBe(true);
      const live = await snapshot(app);
      expect(live.analysis_jobs.find((job) => job.id === jobId)).toEqual(
        expect.objectContaining({ done: 3, failed: 0, finished_at: new Date(metadata(2).occurredAt) }),
      );
      const names = app.running.projections.map((p) => p.name);
      const checkpoints = async () =>
        (await app.running.dataSource.query('SELECT DISTINCT position FROM projection_checkpoints WHERE name = ANY($1)', [names])).map(
          (r: { position: string }) => Number(r.position),
        );

      await replayAll(app.running.dataSource, store, app.running.projections, { events: 2, bytes: 1 });
      expect(await snapshot(app)).toEqual(live);
      // The live runner goes on from the head the replay read up to.
      expect(await checkpoints()).toEqual([head]);
      // A store that cannot read by stream (KurrentDB) is replayed in position order.
      const byPositionOnly = Object.assign(Object.create(store), { readForReplay: undefined, countUpTo: undefined });
      const result = await replayAll(app.running.dataSource, byPositionOnly, app.running.projections, { events: 7, bytes: 20_000 });
      expect(result.events).toBe(await store.countUpTo(head));
      expect(await snapshot(app)).toEqual(live);
      expect(await checkpoints()).toEqual([head]);
    } finally {
      await pool.end();
    }
  }, 60_000);

  it('rebuilds a batch of thousands of analyses, and the read models keep their indexes', async () => {
    // 7,000 analyses in one replay batch: written as one multi-row VALUES, their health history needed more
    // bind parameters than PostgreSQL takes (65,535).
    const { agent, user } = await app.signUp();
    const { body: item } = await agent.post('/api/content-items').send({ title: 'Analysed often', url: 'https://site-a.test/often' }).expect(201);
    const analysis = { healthScore: 80, freshness: 80, seoScore: 80, readability: 80, summary: 'Fine', issues: [], recommendations: [] };
    const metadata = { workspaceId: user.workspaceId, actorId: user.id, occurredAt: new Date().toISOString(), schemaVersion: 1 };
    const analysed = Array.from({ length: 7_000 }, () => ({
      type: 'ContentAnalyzed',
      data: {
        contentId: item.id,
        analysis,
        status: 'fresh',
        analyser: 'local',
        model: null,
        usage: null,
        page: { finalUrl: 'https://site-a.test/often', httpStatus: 200, title: null, wordCount: 10, lastModified: null },
      },
      metadata,
    }));
    const pool = testPool({ connectionString: app.databaseUrl, max: 2 });
    const indexes = () =>
      app.running.dataSource.query(`SELECT tablename, indexdef FROM pg_indexes WHERE tablename = ANY($1) ORDER BY indexname`, [
        projectionTables(app.running.dataSource, app.running.projections),
      ]);
    try {
      const store = new PostgresEventStore(pool, app.databaseUrl);
      const { position } = await store.append(`content-${item.id}`, analysed, 1);
      expect(await app.running.app.get(ProjectionRunner).waitFor(position, 30_000)).toBe(true);
      const live = await snapshot(app);
      const liveIndexes = await indexes();
      expect(live.health_history.filter((row) => row.content_id === item.id)).toHaveLength(7_000);
      await replayAll(app.running.dataSource, store, app.running.projections);
      expect(await snapshot(app)).toEqual(live);
      expect(await indexes()).toEqual(liveIndexes);
    } finally {
      await pool.end();
    }
  }, 60_000);

  it('keeps the live projections working after a replay', async () => {
    const { agent } = await app.signUp();
    const { body } = await agent.post('/api/content-items').send({ title: 'After replay', url: 'https://site-a.test/after' }).expect(201);
    expect(body.title).toBe('After replay');
    const [{ n }] = await app.running.dataSource.query('SELECT count(*)::int AS n FROM content_items WHERE id = $1', [body.id]);
    expect(n).toBe(1);
  });
});
