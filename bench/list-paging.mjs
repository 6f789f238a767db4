#!/usr/bin/env node
/**
 * Lists that scale. With 100,000 items in a workspace, times GET /api/content-items pages over HTTP:
 * the first page of 50 of each sort (both directions), the next pages by cursor, page 1,000 by number, filters,
 * and searches (q) of the title or URL; then the Advanced Data filter (analysis=), the stats and the dashboards' summary
 * before and after two thirds of the items get an analysis. Targets: a page of 50 p95 < 50 ms, a search p95 < 100 ms,
 * stats and dashboards p95 < 100 ms.
 *
 * The built app (api/dist) runs in this process on a fresh database of DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres) and listens on a random loopback port; requests go over HTTP
 * with a session. The items are written straight into the content_items read model with SQL, each row's
 * document made from its columns as the projection writes it (importing 100,000 items through the API is
 * bench/import.mjs's subject; the list reads nothing but this table).
 *
 *   node bench/list-paging.mjs [--no-build] [--items 100000] [--rounds 20]
 */
import { ensureBuilt, numberOption, seedShopItems, signUp, summarize, withAppOnFreshDatabase } from './lib.mjs';

const items = numberOption('items', 100_000);
const rounds = numberOption('rounds', 20);
if (!process.argv.includes('--no-build')) ensureBuilt();

await withAppOnFreshDatabase('lists', async (running) => {
  await running.app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${running.app.getHttpServer().address().port}`;
  const cookie = await signUp(base);
  const me = await (await fetch(`${base}/api/auth/user`, { headers: { cookie } })).json();
  const db = running.dataSource;

  let started = performance.now();
  await seedShopItems(db, me.workspaceId, items);
  await db.query('VACUUM ANALYZE content_items');
  console.log(`${items} items written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const get = async (path) => {
    const t = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t, body };
  };
  const time = async (name, paths) => {
    await get(paths[0]); // warm
    const samples = [];
    let total;
    for (let r = 0; r < rounds; r++)
      for (const path of paths) {
        const { ms, body } = await get(path);
        samples.push(ms);
        total = body.totalCapped ? `${body.total}+` : body.total;
      }
    console.log(`${name}: ${JSON.stringify(summarize(samples))} ms (total ${total})`);
    return samples;
  };

  const pages = [];
  for (const sort of ['created', 'title', 'health', 'lastAnalyzed', 'lastUpdated']) {
    for (const order of ['asc', 'desc']) pages.push(`/api/content-items?limit=50&sort=${sort}&order=${order}`);
  }
  const first = await time('first page of 50, each sort and order', pages);
  // Deep pages by cursor: the 20th page of 50 reached by following nextCursor.
  let cursor = null;
  const cursors = [];
  for (let i = 0; i < 20; i++) {
    const { body } = await get(`/api/content-items?limit=50&sort=title${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = body.nextCursor;
    cursors.push(cursor);
  }
  const next = await time(
    'next pages of 50 by cursor (sort=title)',
    cursors.map((c) => `/api/content-items?limit=50&sort=title&cursor=${c}`),
  );
  await time('page 1,000 of 50 by number (offset 49,950)', ['/api/content-items?limit=50&sort=health&page=1000']);
  await time('filtered: status=outdated&type=product, by health', ['/api/content-items?limit=50&status=outdated&type=product&sort=health&order=desc']);
  const searches = await time('searches (q) of title or URL', [
    '/api/content-items?limit=50&q=kettle',
    '/api/content-items?limit=50&q=model%2012345',
    '/api/content-items?limit=50&q=product-9999',
    '/api/content-items?limit=50&q=winter%20jacket&sort=title',
    '/api/content-items?limit=50&q=nothing-like-this',
  ]);
  console.log(`pages of 50 (first and next): ${JSON.stringify(summarize([...first, ...next]))} ms; searches: ${JSON.stringify(summarize(searches))} ms`);

  // The Advanced Data filter, the stats and the dashboards' summary, first on the items as written (none analysed),
  // then after two thirds of them are given an analysis in the last week (a third of those with an error issue).
  const analysisAndDashboards = async (label) => {
    await time(`${label}: analysis=analyzed`, ['/api/content-items?limit=50&analysis=analyzed']);
    await time(`${label}: analysis=unanalyzed by title`, ['/api/content-items?limit=50&analysis=unanalyzed&sort=title']);
    await time(`${label}: analysis=with_issues by health, highest first`, ['/api/content-items?limit=50&analysis=with_issues&sort=health&order=desc']);
    await time(`${label}: analysis=with_issues&status=outdated&type=news by title`, [
      '/api/content-items?limit=50&analysis=with_issues&status=outdated&type=news&sort=title',
    ]);
    await time(`${label}: stats (GET /api/analytics/content-stats)`, ['/api/analytics/content-stats']);
    await time(`${label}: dashboards (GET /api/analytics/dashboard)`, ['/api/analytics/dashboard']);
  };
  await analysisAndDashboards('not analysed');
  started = performance.now();
  await db.query(`
    UPDATE content_items
       SET last_analyzed = now() - health_score * interval '1 hour',
           analysis = jsonb_build_object('healthScore', health_score, 'freshness', health_score, 'seoScore', 100 - health_score, 'readability', 60,
             'summary', 'ok', 'recommendations', '[]'::jsonb,
             'issues', CASE WHEN health_score < 34 THEN '[{"type":"seo","severity":"error","message":"Missing title"}]'::jsonb ELSE '[]'::jsonb END)
     WHERE last_analyzed IS NOT NULL`);
  await db.query(
    `UPDATE content_items SET document = jsonb_set(jsonb_set(document::jsonb, '{analysis}', analysis), '{lastAnalyzed}', to_jsonb(last_analyzed))::text WHERE analysis IS NOT NULL`,
  );
  await db.query('VACUUM ANALYZE content_items');
  console.log(`analyses written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await analysisAndDashboards('two thirds analysed this week');
  // The whole list without paging, read as it arrives and thrown away, so that the process's RSS (the app runs
  // here) is the server's, not a client's parse of ~60 MB. Peak RSS sampled every 10 ms during the request.
  const mb = (bytes) => Math.round(bytes / 1024 / 1024);
  // Twice as sent, then once gzipped as browsers ask for it (fetch inflates it; the figure is the list's size).
  for (const encoding of ['identity', 'identity', 'gzip']) {
    globalThis.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 10);
    const t = performance.now();
    const response = await fetch(`${base}/api/content-items`, { headers: { cookie, 'accept-encoding': encoding } });
    if (!response.ok) throw new Error(`whole list: ${response.status}`);
    let firstByteMs = null;
    let bytes = 0;
    let commas = 0;
    for await (const chunk of response.body) {
      firstByteMs ??= performance.now() - t;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x2c) commas++;
    }
    const ms = performance.now() - t;
    clearInterval(sampler);
    const rssAfter = process.memoryUsage().rss;
    console.log(
      `the whole list without paging, streamed, ${encoding} (${mb(bytes)} MB): first byte ${firstByteMs.toFixed(0)} ms, all ${ms.toFixed(0)} ms; ` +
        `RSS before ${mb(rssBefore)} MB, peak ${mb(rssPeak)} MB, after ${mb(rssAfter)} MB (${commas} commas)`,
    );
  }
  const whole = await get('/api/content-items');
  console.log(`the whole list without paging, parsed by the client (${whole.body.length} items): ${whole.ms.toFixed(0)} ms`);
});
