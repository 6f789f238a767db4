import type { AppConfig } from '../../../config/config';
import type { StoredEvent } from '../../../shared/event-store/event-store.port';
import type { JobQueue } from '../../../shared/jobs/job-queue';
import { decideRequestBulkAnalysis } from '../commands/request-bulk-analysis/request-bulk-analysis.decide';
import { given } from '../domain/analysis-job.test-support';
import type { AnalysisSettingsReader } from '../adapters/analysis-settings';
import { EnqueueAnalysesWhenBulkAnalysisRequested } from './enqueue-analyses-when-bulk-analysis-requested';

/** A Refresh All of 25,000 items: three events (10,000, 10,000, 5,000), every item enqueued once. */
describe('enqueueing the analyses of a bulk refresh listed over several events', () => {
  it('enqueues one job per item of every event of the job, at most 1,000 per insert', async () => {
    const ids = Array.from({ length: 25_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const decided = decideRequestBulkAnalysis({ jobId: 'j1', workspaceId: 'w1', contentIds: ids }, given());
    if (!Array.isArray(decided)) throw new Error(decided.message);
    const stored = decided.map(
      (event, i) =>
        ({ ...event, streamId: 'analysis-job-j1', version: i + 1, position: i + 1, hash: '', metadata: { actorId: 'u1' } }) as unknown as StoredEvent,
    );

    const inserts: { id: string; data: { contentId: string; workspaceId: string } }[][] = [];
    const boss = { insert: async (jobs: (typeof inserts)[number]) => void inserts.push(jobs) } as unknown as JobQueue;
    const settings = { forWorkspace: async () => ({ requestTimeoutMs: 10_000, batchSize: 10 }) } as unknown as AnalysisSettingsReader;
    const reaction = new EnqueueAnalysesWhenBulkAnalysisRequested(boss, settings, { jobs: { expireSeconds: null } } as unknown as AppConfig);
    expect(reaction.handles).toEqual(expect.arrayContaining(stored.map((e) => e.type)));
    for (const event of stored) await reaction.react(event);

    expect(Math.max(...inserts.map((batch) => batch.length))).toBe(1000);
    const enqueued = inserts.flat();
    expect(enqueued.map((job) => job.data.contentId)).toEqual(ids);
    expect(new Set(enqueued.map((job) => job.id)).size).toBe(ids.length);
    expect(enqueued.every((job) => job.data.workspaceId === 'w1')).toBe(true);
  });
});
