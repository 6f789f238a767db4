import { NOTHING_TO_ANALYSE } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { AnalysisJobEvent } from './analysis-job.events';

/** A bulk refresh as the write side sees it: whose it is, which items it covers, which it had to skip. */
export type AnalysisJobState = { status: 'none' } | { status: 'requested'; jobId: string; workspaceId: string; contentIds: string[]; skipped: string[] };

export const initialAnalysisJobState: AnalysisJobState = { status: 'none' };

export function evolveAnalysisJob(state: AnalysisJobState, event: AnalysisJobEvent): AnalysisJobState {
  switch (event.type) {
    case 'BulkAnalysisRequested':
      return { status: 'requested', jobId: event.data.jobId, workspaceId: event.data.workspaceId, contentIds: event.data.contentIds, skipped: [] };
    case 'BulkAnalysisItemsListed':
      return state.status === 'requested' ? { ...state, contentIds: [...state.contentIds, ...event.data.contentIds] } : state;
    case 'BulkAnalysisItemSkipped':
      return state.status === 'requested' ? { ...state, skipped: [...state.skipped, event.data.contentId] } : state;
    default:
      return state;
  }
}

export const analysisJobModel = { initialState: initialAnalysisJobState, evolve: evolveAnalysisJob };

export const analysisJobExists = new DomainError('ANALYSIS_JOB_EXISTS', 'conflict', 'An analysis job with this id already exists.');
export const analysisJobNotFound = new DomainError('ANALYSIS_JOB_NOT_FOUND', 'not_found', 'Analysis job not found.');
export const nothingToAnalyse = new DomainError(NOTHING_TO_ANALYSE, 'invalid', 'contentIds must not be empty: add some content items first');
