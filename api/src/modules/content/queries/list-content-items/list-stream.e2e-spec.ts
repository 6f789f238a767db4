import { DataSource } from 'typeorm';
import { rawBody as bytes, strictUtf8 as utf8 } from '../../../../../test/parse-csv';
import { SignedIn, useTestApp } from '../../../../../test/test-app';

/** The list as one Postgres string, as GET /api/content-items built it before it was streamed. */
const WHOLE_LIST_AS_ONE_STRING = `SELECT '[' || coalesce(string_agg(document, ',' ORDER BY created_at DESC, id), '') || ']' AS items
   FROM content_items WHERE workspace_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))`;

/**
 * GET /api/content-items without paging parameters, streamed a batch of 1,000 at a time: the same bytes as the
 * one-string list across batch boundaries, compressed like before, and never a cut-off body that parses.
 */
describe('GET /api/content-items, the whole list streamed', () => {
  let big: SignedIn;
  let dataSource: DataSource;

  const wholeList = async (ids: string[] | null = null): Promise<string> =>
    (await dataSource.query(WHOLE_LIST_AS_ONE_STRING, [big.user.workspaceId, ids]))[0].items;
  const isListBatch = (sql: unknown) => typeof sql === 'string' && sql.includes('AS "cursorAt"') && sql.includes('document');

  const app = useTestApp();
  beforeAll(async () => {
    const owner = await app.signUp();
    big = await app.signUp();
    // Past the Free plan's 10 pages: the administrator (the first user) puts the account on Enterprise.
    await owner.agent.put(`/api/admin/users/${big.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'active' }).expect(200);
    // One import registers its items in one append, all with the same created time: batches are cut among equal
    // times; a few registered one by one afterwards come first.
    const urls = Array.from({ length: 2_497 }, (_, i) => `https://site-a.test/page-${i}`);
    const imported = await big.agent.post('/api/content-items/import').send({ urls });
    if (imported.status !== 200) throw new Error(`import: ${imported.status} ${JSON.stringify(imported.body)}`);
    dataSource = app.running.app.get(DataSource);
    // The server checks imported pages at once, and each check's outcome changes its item: let the import's
    // checks finish, so that the two reads each test compares see the same items.
    for (let finished = false; !finished; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const [job] = await dataSource.query('SELECT finished_at FROM analysis_jobs WHERE id = $1', [imported.body.analysisJobId]);
      finished = Boolean(job?.finished_at);
    }
    for (const title of ['Ünïcödé "quoted"', 'Second', 'Third']) {
      await big.agent
        .post('/api/content-items')
        .send({ title, url: `https://site-a.test/${encodeURIComponent(title)}` })
        .expect(201);
    }
  }, 300_000);
  afterEach(() => jest.restoreAllMocks());

  it('answers byte for byte the list it answered as one string, 2,500 items over three batches', async () => {
    const response = await big.agent.get('/api/content-items').set('Accept-Encoding', 'identity').buffer(true).parse(bytes).expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = utf8(response.body);
    expect(JSON.parse(body)).toHaveLength(2_500);
    expect(body).toBe(await wholeList());
  });

  it('answers the ids asked for, and an empty workspace as []', async () => {
    const ids: string[] = (JSON.parse(await wholeList()) as { id: string }[]).slice(998, 1_003).map((item) => item.id);
    const response = await big.agent
      .get(`/api/content-items?ids=${ids.join(',')}`)
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(utf8(response.body)).toBe(await wholeList(ids));
    const empty = await app.signUp();
    expect(utf8((await empty.agent.get('/api/content-items').buffer(true).parse(bytes).expect(200)).body)).toBe('[]');
  });

  it('is still compressed for a client that accepts gzip', async () => {
    const response = await big.agent.get('/api/content-items').set('Accept-Encoding', 'gzip').buffer(true).parse(bytes).expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    // supertest inflates the body: what arrives is the same list.
    expect(utf8(response.body)).toBe(await wholeList());
  });

  it('answers 500 when the database fails before the first batch', async () => {
    const query = dataSource.query.bind(dataSource);
    jest
      .spyOn(dataSource, 'query')
      .mockImplementation((sql: string, ...rest: unknown[]) =>
        isListBatch(sql) ? Promise.reject(new Error('connection lost')) : query(sql, ...(rest as [unknown[]])),
      );
    await big.agent.get('/api/content-items').expect(500);
  });

  it('breaks off the response, rather than end a valid JSON body, when the database fails mid-stream', async () => {
    const query = dataSource.query.bind(dataSource);
    let batches = 0;
    jest
      .spyOn(dataSource, 'query')
      .mockImplementation((sql: string, ...rest: unknown[]) =>
        isListBatch(sql) && ++batches === 2 ? Promise.reject(new Error('connection lost')) : query(sql, ...(rest as [unknown[]])),
      );
    const outcome = await big.agent
      .get('/api/content-items')
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse(bytes)
      .then(
        (response) => ({ error: null, body: utf8(response.body) }),
        (error: Error) => ({ error, body: null }),
      );
    expect(batches).toBe(2);
    // Either the client sees the connection fail, or whatever it kept does not parse as a (shorter) list.
    if (outcome.error === null) expect(() => JSON.parse(outcome.body as string)).toThrow();
    else expect(outcome.error.message).toMatch(/aborted|socket hang up|ECONNRESET|premature close/i);
  });
});
