import { SignedIn, useTestApp } from '../../../test/test-app';

/** MAX_PAGE_BYTES: a page over the limit is a clear analysis failure, cut off while it streams. */
describe('the page size limit (MAX_PAGE_BYTES)', () => {
  let alice: SignedIn;

  const app = useTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true', MAX_PAGE_BYTES: String(64 * 1024) } }, { fixtureSite: true });
  beforeAll(async () => {
    alice = await app.signUp();
  });

  const paragraph = '<p>Fresh words about the topic of the page, written for its readers.</p>';
  const page = (paragraphs: number) =>
    `<!DOCTYPE html><html lang="en"><head><title>Big page</title></head><body><main>${paragraph.repeat(paragraphs)}</main></body></html>`;

  it('records a page over the limit as a failed analysis naming the limit, and analyses one under it', async () => {
    app.site.setPage('/big', page(2000)); // about 150 KB
    app.site.setPage('/small', page(300)); // about 22 KB
    const big = (
      await alice.agent
        .post('/api/content-items')
        .send({ title: 'Big', url: `${app.site.url}/big` })
        .expect(201)
    ).body;
    const small = (
      await alice.agent
        .post('/api/content-items')
        .send({ title: 'Small', url: `${app.site.url}/small` })
        .expect(201)
    ).body;

    const refused = await alice.agent.post(`/api/content-items/${big.id}/analyze`).expect(422);
    expect(refused.body.message).toBe('The page is larger than 64 KB');
    const [failure] = await app.running.dataSource.query(`SELECT data FROM events WHERE type = 'ContentAnalysisFailed' AND data->>'contentId' = $1`, [big.id]);
    expect(failure.data).toMatchObject({ code: 'too_large', reason: 'The page is larger than 64 KB' });

    const analysed = (await alice.agent.post(`/api/content-items/${small.id}/analyze`).expect(200)).body;
    expect(analysed.lastAnalyzed).not.toBeNull();
  });

  it('cuts off a page that states no length once it streams past the limit, in a bulk refresh too', async () => {
    // /huge streams 6 MB without a Content-Length: only counting the bytes as they come can stop it.
    const huge = (
      await alice.agent
        .post('/api/content-items')
        .send({ title: 'Huge', url: `${app.site.url}/huge` })
        .expect(201)
    ).body;
    const refused = await alice.agent.post(`/api/content-items/${huge.id}/analyze`).expect(422);
    expect(refused.body.message).toBe('The page is larger than 64 KB');

    const { jobId } = (
      await alice.agent
        .post('/api/content-items/bulk-analyze')
        .send({ contentIds: [huge.id] })
        .expect(202)
    ).body;
    let job;
    for (let i = 0; i < 100 && job?.status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await alice.agent.get(`/api/analysis-jobs/${jobId}`).expect(200)).body;
    }
    expect(job).toMatchObject({ status: 'completed', done: 0, failed: 1 });
    const failures = await app.running.dataSource.query(
      `SELECT data FROM events WHERE type = 'ContentAnalysisFailed' AND data->>'contentId' = $1 ORDER BY position`,
      [huge.id],
    );
    expect(failures.map((f: { data: { code: string; jobId?: string } }) => [f.data.code, f.data.jobId ?? null])).toEqual([
      ['too_large', null],
      ['too_large', jobId],
    ]);
  });
});
