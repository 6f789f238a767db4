import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import type { BulkAnalysisRequested } from '../../domain/analysis-job.events';
import { AnalysisJobRow } from './analysis-job.entity';

/**
 * Counts a bulk refresh's outcomes: each item's ContentAnalyzed or ContentAnalysisFailed that carries the job's
 * id, or the job's own BulkAnalysisItemSkipped. The domain records at most one outcome per item and job, so the
 * counts are exact, survive a restart and come out the same from a replay.
 */
export class AnalysisJobsProjection implements Projection {
  readonly name = 'analysis_jobs';
  readonly handles = ['BulkAnalysisRequested', 'BulkAnalysisItemSkipped', 'ContentAnalyzed', 'ContentAnalysisFailed'] as const;
  readonly entities = [AnalysisJobRow];
  // Of an analysis (a kilobyte or more, and most of the log), only its job: a replay reads these alone.
  readonly replayReads = ['jobId', 'workspaceId', 'contentIds', 'total'];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const withJob = events.filter((e) => typeof e.data.jobId === 'string');
    if (withJob.length === 0) return;
    const rows = await RowBatch.load(
      manager,
      AnalysisJobRow,
      withJob.map((e) => e.data.jobId as string),
    );
    for (const event of withJob) {
      const at = new Date(event.metadata.occurredAt);
      if (event.type === 'BulkAnalysisRequested') {
        // `total` counts the ids of the BulkAnalysisItemsListed that follow too; older events listed them all here.
        const { jobId, workspaceId, contentIds, total } = event.data as BulkAnalysisRequested['data'];
        rows.put(
          Object.assign(new AnalysisJobRow(), {
            id: jobId,
            workspaceId,
            total: total ?? contentIds.length,
            done: 0,
            failed: 0,
            createdAt: at,
            finishedAt: null,
          }),
        );
        continue;
      }
      rows.update(event.data.jobId as string, (row) => {
        if (event.type === 'ContentAnalyzed') row.done += 1;
        else row.failed += 1;
        if (row.done + row.failed >= row.total && row.finishedAt === null) row.finishedAt = at;
      });
    }
    await rows.flush();
  }
}
