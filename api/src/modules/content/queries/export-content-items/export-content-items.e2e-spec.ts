import { EXPORT_FIELDS, type ExportedContentItem } from '@freshwatch/contracts';
import { parseCsv, rawBody as bytes, strictUtf8 as utf8 } from '../../../../../test/parse-csv';
import { SignedIn, useTestApp } from '../../../../../test/test-app';
import { EVENT_STORE, type EventStore } from '../../../../shared/event-store/event-store.port';
import { ProjectionRunner } from '../../../../shared/projections/projection-runner';
import { ContentItemsExport } from './content-items-export';

const today = () => new Date().toISOString().slice(0, 10);

// 499 letters, then an emoji at 500 (one character, two UTF-16 units), then more: the cut keeps the emoji whole.
const LONG_TEXT = `${'a'.repeat(499)}😀, "and" more\nbeyond the cut`;
const ANALYSIS = {
  healthScore: 77,
  freshness: 70,
  seoScore: 80,
  readability: 81,
  summary: 'Fine, "mostly"',
  issues: [{ type: 'x', message: 'a, b', severity: 'warning' }],
  recommendations: [],
};

/**
 * Advanced Data's export over HTTP: the export's fields and file name, JSON and an RFC 4180 CSV of the same
 * records, read back as a JSON parser and a CSV reader would; and a workspace larger than one page, streamed.
 */
describe('GET /api/content-items/export', () => {
  let owner: SignedIn;
  let analysedId: string;
  let plainId: string;

  const app = useTestApp();
  beforeAll(async () => {
    owner = await app.signUp();
    const tricky = await owner.agent
      .post('/api/content-items')
      .send({ title: 'Prices, "deals" & ünïcödé', url: 'https://site-a.test/deals', contentType: 'product', content: LONG_TEXT })
      .expect(201);
    analysedId = tricky.body.id;
    plainId = (await owner.agent.post('/api/content-items').send({ title: 'Plain', url: 'https://site-a.test/plain' }).expect(201)).body.id;
    // An analysis as content records it: the export shows the item's latest analysis.
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    const { position } = await store.append(
      `content-${analysedId}`,
      [
        {
          type: 'ContentAnalyzed',
          data: {
            contentId: analysedId,
            analysis: ANALYSIS,
            status: 'needs_update',
            analyser: 'local',
            model: null,
            usage: null,
            page: { finalUrl: 'https://site-a.test/deals', httpStatus: 200, title: null, wordCount: 10, lastModified: null },
          },
          metadata: { workspaceId: owner.user.workspaceId, actorId: owner.user.id, occurredAt: new Date().toISOString(), schemaVersion: 1 },
        },
      ],
      'any',
    );
    await app.running.app.get(ProjectionRunner).waitFor(position, 10_000);
  });

  it('writes the JSON export file: its fields, content cut to 500 characters and an ellipsis', async () => {
    const response = await owner.agent.get('/api/content-items/export?format=json').buffer(true).parse(bytes).expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="freshwatch-data-${today()}.json"`);
    const items: ExportedContentItem[] = JSON.parse(utf8(response.body));
    expect(items.map((i) => i.id)).toEqual([plainId, analysedId]); // newest first, like the Content table
    const [plain, tricky] = items;
    expect(Object.keys(tricky)).toEqual([...EXPORT_FIELDS]);
    expect(tricky).toMatchObject({ title: 'Prices, "deals" & ünïcödé', contentType: 'product', status: 'needs_update', healthScore: 77, analysis: ANALYSIS });
    expect(tricky.content).toBe(`${'a'.repeat(499)}😀…`);
    expect(typeof tricky.lastAnalyzed).toBe('string');
    expect(plain).toMatchObject({ content: null, analysis: null, lastAnalyzed: null, healthScore: 0, status: 'fresh' });
  });

  it('writes a CSV of the same records that a CSV reader reads back', async () => {
    const json: ExportedContentItem[] = (await owner.agent.get('/api/content-items/export?format=json').expect(200)).body;
    const response = await owner.agent.get('/api/content-items/export?format=csv').buffer(true).parse(bytes).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="freshwatch-data-${today()}.csv"`);
    const [header, ...records] = parseCsv(utf8(response.body));
    expect(header).toEqual([...EXPORT_FIELDS]);
    const asText = (item: ExportedContentItem) =>
      EXPORT_FIELDS.map((field) => (item[field] === null ? '' : field === 'analysis' ? JSON.stringify(item.analysis) : String(item[field])));
    expect(records).toEqual(json.map(asText));
  });

  it("exports only the workspace's own items, and an empty workspace as an empty list", async () => {
    const other = await app.signUp();
    expect(utf8((await other.agent.get('/api/content-items/export?format=json').buffer(true).parse(bytes).expect(200)).body)).toBe('[]\n');
    expect(parseCsv(utf8((await other.agent.get('/api/content-items/export?format=csv').buffer(true).parse(bytes).expect(200)).body))).toEqual([
      [...EXPORT_FIELDS],
    ]);
  });

  it('refuses an unknown format naming the field, and a visitor without a session', async () => {
    expect((await owner.agent.get('/api/content-items/export?format=xml').expect(400)).body.message).toBe('format must be one of: json, csv');
    expect((await owner.agent.get('/api/content-items/export').expect(400)).body.message).toBe('format must be one of: json, csv');
    await app.anonymous().get('/api/content-items/export?format=json').expect(401);
  });

  it('streams a workspace of many pages, every item once, in the Content table order', async () => {
    const big = await app.signUp();
    // Past the Free plan's 10 pages: the administrator (the first user) puts the account on Enterprise.
    await owner.agent.put(`/api/admin/users/${big.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'active' }).expect(200);
    // An import registers every page in one append, all with the same created time: pages must not lose or
    // repeat items among equal times.
    const urls = Array.from({ length: 1_234 }, (_, i) => `https://site-a.test/page-${i}`);
    const imported = await big.agent.post('/api/content-items/import').send({ urls });
    if (imported.status !== 200) throw new Error(`import: ${imported.status} ${JSON.stringify(imported.body)}`);
    const listed: { id: string }[] = (await big.agent.get('/api/content-items').expect(200)).body;
    const exported: ExportedContentItem[] = (await big.agent.get('/api/content-items/export?format=json').expect(200)).body;
    expect(exported.map((i) => i.id)).toEqual(listed.map((i) => i.id));
    // The reader pages through the same items in pages of 100 too.
    const pages: number[] = [];
    for await (const page of app.running.app.get(ContentItemsExport).pages(big.user.workspaceId, 100)) pages.push(page.length);
    expect(pages.reduce((a, b) => a + b, 0)).toBe(listed.length);
    expect(Math.max(...pages)).toBe(100);
  });
});
