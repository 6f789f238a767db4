import { createHash } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { SignedIn, useTestApp } from '../../../test/test-app';
import { canonicalJson } from '../../shared/projections/canonical-json';
import { FindApiKeyNamesQuery } from '../api-keys';
import { FindPeopleNamesQuery } from '../identity';

/** The auditor's history of an item and its state at any past instant, over HTTP against the loopback fixture site. */
describe("an item's history and its state as of a past instant", () => {
  let alice: SignedIn;
  let bob: SignedIn;

  const page = (h1: string, description: string, words: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>Pricing</title><meta name="description" content="${description}"><link rel="canonical" href="${app.site.url}/pricing">` +
    `<meta name="robots" content="index, follow"></head><body><main><article><h1>${h1}</h1><p>${words}</p><p>Read more on <a href="/about">about us</a>.</p></article></main></body></html>`;
  const words = (price: number) =>
    `Our plans start at ${price} dollars a month and every plan includes email support, weekly reports and a free trial. `.repeat(12);

  const app = useTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true' } }, { fixtureSite: true });
  beforeAll(async () => {
    alice = await app.signUp();
    bob = await app.signUp();
  });

  /** Steps apart by a few milliseconds, so that "the instant after step n" is strictly before step n+1's events. */
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('tells who changed what: edits by field, analyses by score, status and page facts, and exports the events with their hashes', async () => {
    app.site.setPage('/pricing', page('Pricing', 'Plans and prices', words(9)));
    const { body: item } = await alice.agent
      .post('/api/content-items')
      .send({ title: 'Pricing', url: `${app.site.url}/pricing` })
      .expect(201);
    const { body: issued } = await alice.agent.post('/api/api-keys').send({ name: 'WordPress' }).expect(201);
    await app.anonymous().patch(`/api/content-items/${item.id}`).set('Authorization', `Bearer ${issued.key}`).send({ title: 'Pricing plans' }).expect(200);
    await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(200);
    app.site.setPage('/pricing', page('Plans and pricing', 'Plans and prices', words(12)));
    await alice.agent.post(`/api/content-items/${item.id}/analyze`).expect(200);

    const { body: history } = await alice.agent.get(`/api/content-items/${item.id}/history`).expect(200);
    expect(history.map((e: { type: string }) => e.type)).toEqual([
      'ContentItemRegistered',
      'ContentItemEdited',
      'ContentAnalyzed',
      'ContentAnalyzed',
      'ContentChanged',
    ]);
    expect(history.map((e: { version: number }) => e.version)).toEqual([1, 2, 3, 4, 5]);
    const [registered, edited, first, second, changed] = history;
    expect(registered.actor).toEqual({ kind: 'user', id: alice.user.id, name: 'Test User' });
    expect(registered.changes).toContainEqual({ field: 'title', from: null, to: 'Pricing' });
    expect(edited.actor).toEqual({ kind: 'api_key', id: issued.id, name: 'WordPress' });
    expect(edited.changes).toEqual([{ field: 'title', from: 'Pricing', to: 'Pricing plans' }]);
    expect(first.analysis).toMatchObject({ healthScore: expect.any(Number), status: expect.any(String), analyser: 'local', changedPageFields: [] });
    expect(first.analysis.text).toContain('9 dollars');
    expect(first.changes).toContainEqual({ field: 'healthScore', from: '0', to: String(first.analysis.healthScore) });
    expect(second.analysis.changedPageFields).toEqual(expect.arrayContaining(['h1', 'text']));
    expect(second.analysis.changedPageFields).not.toContain('metaDescription');
    expect(second.analysis.text).toContain('12 dollars');
    // Change detection recorded what moved with the second analysis, the text as a summary.
    expect(changed.changes).toContainEqual({ field: 'page.h1', from: 'Pricing', to: 'Plans and pricing' });
    expect(changed.changes).toContainEqual({ field: 'page.text', from: null, to: expect.stringContaining('of the text changed') });
    for (const entry of history) expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);

    const exported = await alice.agent.get(`/api/content-items/${item.id}/history?format=ndjson`).expect(200);
    expect(exported.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = exported.text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => l.hash)).toEqual(history.map((e: { hash: string }) => e.hash));
    // An auditor can recompute the chain from the export alone (the scheme in docs/audit.md).
    let previous = '0'.repeat(64);
    for (const { streamId, version, type, data, metadata, hash } of lines) {
      expect(createHash('sha256').update(previous).update(canonicalJson({ streamId, version, type, data, metadata })).digest('hex')).toBe(hash);
      previous = hash;
    }
  });

  it("names each member who acted in the owner's history, also once they are removed, and not a stranger", async () => {
    // alice signed up first: she is the instance administrator, who puts the owner on a plan with members.
    const owner = await app.signUp({ firstName: 'Olive', lastName: 'Owner' });
    await alice.agent.put(`/api/admin/users/${owner.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'active' }).expect(200);
    const joinAs = async (profile: { firstName?: string; lastName?: string }) => {
      const member = await app.signUp({ firstName: undefined, lastName: undefined, ...profile });
      const { body } = await owner.agent.post('/api/workspace/invitations').send({ email: member.user.email, role: 'editor' }).expect(201);
      await member.agent.post(`/api/invitations/${body.link.slice(body.link.lastIndexOf('/') + 1)}/accept`).expect(200);
      return member;
    };
    const editor = await joinAs({ firstName: 'Edith', lastName: 'Editor' });
    const nameless = await joinAs({});

    const { body: item } = await owner.agent.post('/api/content-items').send({ title: 'Team page', url: 'https://site-a.test/team' }).expect(201);
    await editor.agent.patch(`/api/content-items/${item.id}`).send({ title: 'Our team' }).expect(200);
    await nameless.agent.patch(`/api/content-items/${item.id}`).send({ title: 'The team' }).expect(200);
    const actors = async () => (await owner.agent.get(`/api/content-items/${item.id}/history`).expect(200)).body.map((e: { actor: unknown }) => e.actor);
    const expected = [
      { kind: 'user', id: owner.user.id, name: 'Olive Owner' },
      { kind: 'user', id: editor.user.id, name: 'Edith Editor' },
      { kind: 'user', id: nameless.user.id, name: nameless.user.email },
    ];
    expect(await actors()).toEqual(expected);

    await owner.agent.delete(`/api/workspace/members/${editor.user.id}`).expect(204);
    await owner.agent.delete(`/api/workspace/members/${nameless.user.id}`).expect(204);
    expect(await actors()).toEqual(expected);

    // Names are given only for people who belong or belonged to the workspace asked about, and its own keys.
    const bus = app.running.app.get(QueryBus);
    const names = await bus.execute(new FindPeopleNamesQuery(owner.user.workspaceId, [editor.user.id, bob.user.id, 'not-a-uuid']));
    expect([...names]).toEqual([[editor.user.id, 'Edith Editor']]);
    const { body: bobsKey } = await bob.agent.post('/api/api-keys').send({ name: "Bob's key" }).expect(201);
    expect(await bus.execute(new FindApiKeyNamesQuery(owner.user.workspaceId, [bobsKey.id]))).toEqual(new Map());
    expect(await bus.execute(new FindApiKeyNamesQuery(bob.user.workspaceId, [bobsKey.id]))).toEqual(new Map([[bobsKey.id, "Bob's key"]]));
  });

  it("answers 404 for another workspace's item or a missing one, and 400 for an unknown format", async () => {
    const { body: item } = await alice.agent.post('/api/content-items').send({ title: 'Mine', url: 'https://site-a.test/mine' }).expect(201);
    await bob.agent.get(`/api/content-items/${item.id}/history`).expect(404);
    await bob.agent.get(`/api/content-items/${item.id}/history?format=ndjson`).expect(404);
    await bob.agent.get(`/api/content-items/${item.id}`).expect(404);
    await bob.agent.get(`/api/content-items/${item.id}?asOf=${new Date().toISOString()}`).expect(404);
    await alice.agent.get('/api/content-items/00000000-0000-4000-8000-000000000000/history').expect(404);
    const bad = await alice.agent.get(`/api/content-items/${item.id}/history?format=csv`).expect(400);
    expect(bad.body.message).toMatch(/format/);
  });

  it('refuses an asOf that is not a date, naming it', async () => {
    const { body: item } = await alice.agent.post('/api/content-items').send({ title: 'Dated', url: 'https://site-a.test/dated' }).expect(201);
    for (const asOf of ['yesterday', '2026-13-45', '2026-11-20T10:00:00']) {
      expect((await alice.agent.get(`/api/content-items/${item.id}`).query({ asOf }).expect(400)).body.message).toMatch(/asOf/);
      expect((await alice.agent.get('/api/analytics/content-stats').query({ asOf }).expect(400)).body.message).toMatch(/asOf/);
    }
  });

  it('answers, as of the instant after every step of a recorded sequence, exactly what the live routes answered then', async () => {
    const carol = await app.signUp();
    app.site.setPage('/story', page('Story', 'A story', words(5)));
    const before = new Date().toISOString();
    await pause();
    const { body: a } = await carol.agent
      .post('/api/content-items')
      .send({ title: 'Story', url: `${app.site.url}/story`, healthScore: 55 })
      .expect(201);
    const { body: b } = await carol.agent
      .post('/api/content-items')
      .send({ title: 'Other', url: 'https://site-a.test/other', status: 'outdated', healthScore: 20 })
      .expect(201);
    const steps: (() => Promise<unknown>)[] = [
      () => carol.agent.patch(`/api/content-items/${a.id}`).send({ title: 'Our story', status: 'needs_update' }).expect(200),
      () => carol.agent.post(`/api/content-items/${a.id}/source-urls`).send({ url: 'https://site-b.test/source', description: 'Figures' }).expect(201),
      () => carol.agent.post(`/api/content-items/${a.id}/analyze`).expect(200),
      () => carol.agent.patch(`/api/content-items/${b.id}`).send({ healthScore: 33 }).expect(200),
      () => {
        app.site.setPage('/story', page('Our story', 'A story', words(6)));
        return carol.agent.post(`/api/content-items/${a.id}/analyze`).expect(200);
      },
      () => carol.agent.delete(`/api/content-items/${b.id}`).expect(204),
    ];
    const recorded: { at: string; a: unknown; b: unknown; stats: unknown }[] = [];
    const capture = async () => {
      const live = async (id: string) => {
        const response = await carol.agent.get(`/api/content-items/${id}`);
        return response.status === 404 ? 404 : response.body;
      };
      recorded.push({
        a: await live(a.id),
        b: await live(b.id),
        stats: (await carol.agent.get('/api/analytics/content-stats').expect(200)).body,
        at: new Date().toISOString(),
      });
      await pause();
    };
    await capture();
    for (const step of steps) {
      await step();
      await capture();
    }

    expect(recorded[recorded.length - 1].b).toBe(404); // deleted at the last step
    for (const { at, a: liveA, b: liveB, stats } of recorded) {
      const asOf = async (id: string) => {
        const response = await carol.agent.get(`/api/content-items/${id}`).query({ asOf: at });
        return response.status === 404 ? 404 : response.body;
      };
      expect(await asOf(a.id)).toEqual(liveA);
      expect(await asOf(b.id)).toEqual(liveB);
      expect((await carol.agent.get('/api/analytics/content-stats').query({ asOf: at }).expect(200)).body).toEqual(stats);
    }
    // Before the items existed: 404, and empty stats. A deleted item still shows its last state for an earlier instant.
    await carol.agent.get(`/api/content-items/${a.id}`).query({ asOf: before }).expect(404);
    expect((await carol.agent.get('/api/analytics/content-stats').query({ asOf: before }).expect(200)).body).toEqual({
      total: 0,
      fresh: 0,
      needsUpdate: 0,
      outdated: 0,
      notChecked: 0,
      checkFailed: 0,
      analysed: 0,
      averageHealthScore: null,
    });
    expect(
      (
        await carol.agent
          .get(`/api/content-items/${b.id}`)
          .query({ asOf: recorded[recorded.length - 2].at })
          .expect(200)
      ).body.healthScore,
    ).toBe(33);
  });
});
