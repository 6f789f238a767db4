import { DomainError } from '../../../shared/domain/domain-error';
import type { AnalysisJobEvent, BulkAnalysisItemSkipped, BulkAnalysisRequested } from './analysis-job.events';

/** A bulk refresh as the write side sees it: whose it is, which items it covers, which it had to skip. */
export type AnalysisJobState =
  | { status: 'none' }
  | { status: 'requested'; jobId: string; workspaceId: string; contentIds: string[]; skipped: string[] };

export const initialAnalysisJobState: AnalysisJobState = { status: 'none' };

export function evolveAnalysisJob(state: AnalysisJobState, event: AnalysisJobEvent): AnalysisJobState {
  switch (event.type) {
    case 'BulkAnalysisRequested':
      return { status: 'requested', ...event.data, skipped: [] };
    case 'BulkAnalysisItemSkipped':
      return state.status === 'requested' ? { ...state, skipped: [...state.skipped, event.data.contentId] } : state;
    default:
      return state;
  }
}

export const analysisJobModel = { initialState: initialAnalysisJobState, evolve: evolveAnalysisJob };

const analysisJobExists = new DomainError('ANALYSIS_JOB_EXISTS', 'conflict', 'An analysis job with this id already exists.');
const analysisJobNotFound = new DomainError('ANALYSIS_JOB_NOT_FOUND', 'not_found', 'Analysis job not found.');
const nothingToAnalyse = new DomainError('NOTHING_TO_ANALYSE', 'invalid', 'contentIds must not be empty: add some content items first');

export interface RequestBulkAnalysis {
  jobId: string;
  workspaceId: string;
  contentIds: string[];
}

/** Starts a bulk refresh over the listed items, each once, in the order given. */
export function decideRequestBulkAnalysis(command: RequestBulkAnalysis, state: AnalysisJobState): BulkAnalysisRequested[] | DomainError {
  if (state.status !== 'none') return analysisJobExists;
  const contentIds = [...new Set(command.contentIds.map((id) => id.toLowerCase()))];
  if (contentIds.length === 0) return nothingToAnalyse;
  return [{ type: 'BulkAnalysisRequested', data: { jobId: command.jobId, workspaceId: command.workspaceId, contentIds } }];
}

export interface SkipBulkAnalysisItem {
  jobId: string;
  contentId: string;
  reason: string;
}

/** Marks an item of the job as skipped, once; items the job does not cover cannot be skipped. */
export function decideSkipBulkAnalysisItem(command: SkipBulkAnalysisItem, state: AnalysisJobState): BulkAnalysisItemSkipped[] | DomainError {
  if (state.status !== 'requested' || !state.contentIds.includes(command.contentId)) return analysisJobNotFound;
  if (state.skipped.includes(command.contentId)) return [];
  return [{ type: 'BulkAnalysisItemSkipped', data: { ...command } }];
}
