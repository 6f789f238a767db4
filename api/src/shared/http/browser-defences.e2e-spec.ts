import { TestApp, useTestApp } from '../../../test/test-app';

/** CSRF, security headers and the Secure cookie, over HTTP. */
describe('browser-facing defences', () => {
  const app = useTestApp({ env: { TRUST_PROXY: 'loopback' } });

  const settings = async (agent: Awaited<ReturnType<TestApp['signUp']>>['agent']) =>
    Object.fromEntries((await agent.get('/api/settings').expect(200)).body.map((s: { key: string; value: string }) => [s.key, s.value]));

  it('lets a cross-site form POST with the session cookie change nothing: no settings reset, no API key issued', async () => {
    const { agent } = await app.signUp();
    await agent.post('/api/settings').send({ key: 'batch_size', value: '10' }).expect(201);
    const before = await settings(agent);

    // What an attacker's page makes the victim's browser send: a form post, with the cookie and its own Origin.
    const reset = await agent.post('/api/settings/reset').set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site').type('form').send('x=1');
    expect(reset.status).toBe(403);
    expect(reset.body.message).toBe('Cross-site requests are not allowed: send the request from the Freshwatch app itself.');
    const issue = await agent.post('/api/api-keys').set('Origin', 'https://evil.example').type('form').send('name=stolen');
    expect(issue.status).toBe(403);
    // An old browser that sends no Origin still cannot send JSON cross-site: a form encoding is refused with the cookie.
    const noOrigin = await agent.post('/api/settings').type('form').send('key=batch_size&value=1');
    expect(noOrigin.status).toBe(415);
    const plain = await agent.post('/api/settings/reset').set('Content-Type', 'text/plain').send('{}');
    expect(plain.status).toBe(415);

    expect(await settings(agent)).toEqual(before);
    expect((await agent.get('/api/api-keys').expect(200)).body).toEqual([]);
  });

  it('accepts the app itself: JSON from the same origin, and a same-origin Fetch Metadata header', async () => {
    const { agent } = await app.signUp();
    // supertest listens on a new port per request: name the host, as a browser's Host and Origin would.
    await agent
      .post('/api/settings')
      .set('Host', 'freshwatch.test')
      .set('Origin', 'http://freshwatch.test')
      .send({ key: 'batch_size', value: '7' })
      .expect(201);
    await agent.post('/api/settings').set('Sec-Fetch-Site', 'same-origin').send({ key: 'batch_size', value: '8' }).expect(201);
    expect((await settings(agent)).batch_size).toBe('8');
    // The same host on another scheme is another origin.
    await agent
      .post('/api/settings')
      .set('Host', 'freshwatch.test')
      .set('Origin', 'https://freshwatch.test')
      .send({ key: 'batch_size', value: '9' })
      .expect(403);
  });

  it('signs out on GET /api/logout only for a same-origin navigation: a link or image on another site changes nothing', async () => {
    const { agent } = await app.signUp();
    // What a browser sends for an <img> or a link to the URL on another site (or a sibling site on another port),
    // cookie included; and an older browser without Fetch Metadata, which names the page in the Referer.
    const crossSite = [
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate' },
      { Referer: 'https://evil.example/page' },
      { Host: 'freshwatch.test', Referer: 'http://other.test/freshwatch.test/' },
    ];
    for (const headers of crossSite) {
      const response = await agent.get('/api/logout').set(headers);
      expect({ headers, status: response.status, location: response.headers.location }).toEqual({ headers, status: 302, location: '/' });
      expect({ headers, cleared: String(response.headers['set-cookie'] ?? '').includes('freshwatch.sid=;') }).toEqual({ headers, cleared: false });
      await agent.get('/api/auth/user').expect(200);
    }
    // The app's own link: a same-origin navigation (or the address typed in, 'none') ends the session.
    await agent.get('/api/logout').set({ 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' }).expect(302);
    await agent.get('/api/auth/user').expect(401);
    const other = (await app.signUp()).agent;
    await other.get('/api/logout').set({ Host: 'freshwatch.test', Referer: 'http://freshwatch.test/dashboard' }).expect(302);
    await other.get('/api/auth/user').expect(401);
  });

  it('leaves Bearer API-key requests alone, whatever their Origin', async () => {
    const { agent } = await app.signUp();
    const { body: issued } = await agent.post('/api/api-keys').send({ name: 'Plugin' }).expect(201);
    await app
      .anonymous()
      .post('/api/tasks')
      .set('Authorization', `Bearer ${issued.key}`)
      .set('Origin', 'https://shop.example')
      .send({ title: 'From WordPress' })
      .expect(201);
  });

  it('sends the security headers on every response, and no X-Powered-By', async () => {
    for (const path of ['/api/health', '/api/auth/user', '/api/nothing-here']) {
      const response = await app.anonymous().get(path);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('over HTTPS (behind the trusted proxy): HSTS and a Secure session cookie; over HTTP neither', async () => {
    const https = await app
      .anonymous()
      .post('/api/auth/signup')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: `tls-${Date.now()}@site-a.test`, password: 'correct-horse-battery' });
    expect(https.status).toBe(201);
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(https.headers['set-cookie'])).toMatch(/; Secure/);
    const http = await app
      .anonymous()
      .post('/api/auth/signup')
      .send({ email: `plain-${Date.now()}@site-a.test`, password: 'correct-horse-battery' });
    expect(http.status).toBe(201);
    expect(String(http.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
