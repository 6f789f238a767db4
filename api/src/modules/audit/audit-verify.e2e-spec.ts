import { testPool } from '../../../test/database';
import { SignedIn, useTestApp } from '../../../test/test-app';

describe('GET /api/audit/verify', () => {
  let admin: SignedIn;
  let member: SignedIn;

  const app = useTestApp();
  beforeAll(async () => {
    admin = await app.signUp(); // the first user administers the installation
    member = await app.signUp();
  });

  it('finds every chain intact, then names the event a superuser edited behind the trigger', async () => {
    const { body: item } = await member.agent.post('/api/content-items').send({ title: 'Pricing', url: 'https://site-a.test/pricing' }).expect(201);
    await member.agent.patch(`/api/content-items/${item.id}`).send({ title: 'Pricing plans' }).expect(200);
    await member.agent.patch(`/api/content-items/${item.id}`).send({ title: 'Prices' }).expect(200);

    const intact = (await admin.agent.get('/api/audit/verify').expect(200)).body;
    expect(intact).toMatchObject({ ok: true, firstBroken: null, broken: [], brokenStreams: 0 });
    expect(intact.events).toBeGreaterThanOrEqual(5);

    const pool = testPool({ connectionString: app.databaseUrl, max: 1 });
    try {
      const { rows } = await pool.query(`SELECT position FROM events WHERE stream_id = $1 AND version = 2`, [`content-${item.id}`]);
      await pool.query('ALTER TABLE events DISABLE TRIGGER events_append_only');
      await pool.query(`UPDATE events SET data = jsonb_set(data, '{title}', '"Free for ever"') WHERE position = $1`, [rows[0].position]);
      await pool.query('ALTER TABLE events ENABLE TRIGGER events_append_only');
      const tampered = (await admin.agent.get('/api/audit/verify').expect(200)).body;
      expect(tampered).toMatchObject({
        ok: false,
        brokenStreams: 1,
        firstBroken: { streamId: `content-${item.id}`, version: 2, position: Number(rows[0].position), reason: 'hash-mismatch' },
      });
    } finally {
      await pool.end();
    }
  });

  it('is for administrators only', async () => {
    await member.agent.get('/api/audit/verify').expect(403);
    await app.anonymous().get('/api/audit/verify').expect(401);
  });
});
