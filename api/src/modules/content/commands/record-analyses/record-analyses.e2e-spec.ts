import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { SignedIn, useTestApp } from '../../../../../test/test-app';
import { isDomainError } from '../../../../shared/domain/domain-error';
import { RecordAnalysisFailureCommand } from '../record-analysis-failure/record-analysis-failure.command';
import { AnalysisToRecord, RecordAnalysisCommand } from '../record-analysis/record-analysis.command';
import { AnalysisOutcomeToRecord, RecordAnalysesCommand } from './record-analyses.command';

/**
 * A bulk refresh records its analyses in batches (one read, one append, one projection pass): what a batch
 * writes, events and read models, must be exactly what the same outcomes recorded one command at a time write.
 */
describe('recording analyses in a batch', () => {
  let alice: SignedIn;
  let commands: CommandBus;

  const app = useTestApp();
  beforeAll(async () => {
    alice = await app.signUp();
    commands = app.running.app.get(CommandBus);
  });

  const actor = () => ({ workspaceId: alice.user.workspaceId, actorId: alice.user.id });
  const register = async (title: string, url: string): Promise<string> =>
    (await alice.agent.post('/api/content-items').send({ title, url }).expect(201)).body.id;

  const analysis = (contentId: string, round: 1 | 2, jobId?: string): AnalysisToRecord => ({
    contentId,
    jobId,
    analysis: { healthScore: round === 1 ? 41 : 77, freshness: 30, seoScore: 60, readability: 55, summary: `Round ${round}.`, issues: [], recommendations: [] },
    status: round === 1 ? 'needs_update' : 'fresh',
    analyser: 'local',
    model: null,
    usage: null,
    page: {
      finalUrl: 'https://site-a.test/pricing',
      httpStatus: 200,
      title: round === 1 ? 'Pricing' : 'Pricing 2026',
      wordCount: 120,
      lastModified: '2026-01-02T00:00:00.000Z',
      metaDescription: 'Plans',
      h1: 'Pricing',
      canonical: null,
      robots: null,
      noindex: false,
      textFingerprint: `f${round}`,
      text: `Plans start at ${round * 9} dollars.`,
    },
    mainText: `Plans start at ${round * 9} dollars.`,
  });
  const failure = (contentId: string, jobId: string) => ({ contentId, jobId, reason: 'Timed out after 30 s', code: 'timeout' });

  /** Each twin's outcomes, in order: a first analysis (the imported title is replaced), a second whose facts changed, a job's failure, the same job's failure again. */
  const job = randomUUID();
  const outcomesFor = (ids: { titled: string; imported: string; failing: string }): AnalysisOutcomeToRecord[] => [
    { actor: actor(), analysis: analysis(ids.titled, 1) },
    { actor: actor(), analysis: analysis(ids.imported, 1, job) },
    { actor: actor(), failure: failure(ids.failing, job) },
    { actor: actor(), analysis: analysis(ids.titled, 2, job) },
    { actor: actor(), failure: failure(ids.failing, job) },
  ];
  let set = 0;
  const twins = async () => {
    const n = ++set; // a workspace registers each address once
    return {
      titled: await register('Our pricing', `https://site-a.test/pricing-${n}`),
      imported: await register(`site-a.test/plans-${n}`, `https://site-a.test/plans-${n}`),
      failing: await register('Failing', `https://site-a.test/failing-${n}`),
    };
  };

  /** An item's events and API answer, with what differs between twins (ids, addresses' numbers, instants) left out. */
  async function recorded(contentId: string) {
    const events = await app.running.dataSource.query(`SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY version`, [
      `content-${contentId}`,
    ]);
    const item = (await alice.agent.get(`/api/content-items/${contentId}`).expect(200)).body;
    const history = await app.running.dataSource.query(`SELECT count(*)::int AS n FROM health_history WHERE content_id = $1`, [contentId]);
    const withoutInstants = (value: unknown) =>
      JSON.parse(
        JSON.stringify(value)
          .replaceAll(contentId, '<id>')
          .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<instant>"')
          .replace(/-\d+\b/g, '-<n>'),
      );
    return withoutInstants({
      events: events.map((e: { metadata: object }) => ({ ...e, metadata: { ...e.metadata, occurredAt: undefined } })),
      item,
      history: history[0].n,
    });
  }

  it('writes the same events and read models as one command per outcome, and answers each outcome', async () => {
    const single = await twins();
    const singleAnswers = [];
    for (const outcome of outcomesFor(single)) {
      singleAnswers.push(
        await commands.execute(
          'analysis' in outcome ? new RecordAnalysisCommand(outcome.actor, outcome.analysis) : new RecordAnalysisFailureCommand(outcome.actor, outcome.failure),
        ),
      );
    }

    const batch = await twins();
    const deleted = await register('Deleted', 'https://site-a.test/deleted');
    await alice.agent.delete(`/api/content-items/${deleted}`).expect(204);
    const answers = await commands.execute(new RecordAnalysesCommand([...outcomesFor(batch), { actor: actor(), analysis: analysis(deleted, 1) }]));

    expect(singleAnswers).toEqual(['recorded', 'recorded', 'recorded', 'recorded', 'already_recorded']);
    expect(answers.slice(0, 5)).toEqual(singleAnswers);
    expect(isDomainError(answers[5]) && answers[5].code).toBe('CONTENT_ITEM_NOT_FOUND');

    for (const twin of ['titled', 'imported', 'failing'] as const) {
      // Read right after the command: the batch waited for the read models, as a single command does.
      expect(await recorded(batch[twin])).toEqual(await recorded(single[twin]));
    }
    const titled = await recorded(batch.titled);
    expect(titled.events.map((e: { type: string }) => e.type)).toEqual(['ContentItemRegistered', 'ContentAnalyzed', 'ContentAnalyzed', 'ContentChanged']);
    expect(titled.item).toMatchObject({ healthScore: 77, status: 'fresh' });
    expect((await recorded(batch.imported)).item.title).toBe('Pricing');
    expect((await recorded(batch.failing)).events.map((e: { type: string }) => e.type)).toEqual(['ContentItemRegistered', 'ContentAnalysisFailed']);
  });

  it('keeps a concurrent edit of one of its items and every outcome (a conflicting append is decided again)', async () => {
    const batch = await twins();
    const edit = alice.agent.patch(`/api/content-items/${batch.titled}`).send({ title: 'Our pricing page' });
    const [answers] = await Promise.all([commands.execute(new RecordAnalysesCommand(outcomesFor(batch))), edit.expect(200)]);
    expect(answers).toEqual(['recorded', 'recorded', 'recorded', 'recorded', 'already_recorded']);
    const titled = await recorded(batch.titled);
    expect(titled.events.filter((e: { type: string }) => e.type === 'ContentAnalyzed')).toHaveLength(2);
    expect(titled.item.title).toBe('Our pricing page');
  });
});
