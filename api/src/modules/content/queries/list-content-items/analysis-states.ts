import type { ContentAnalysisFilter } from '@freshwatch/contracts';

/**
 * content_items.analysis_state (migration 1764600000000): 'unanalyzed' without an analysis, 'with_issues' when
 * the analysis lists at least one issue (the web's advanced-data-rules.ts 'With Issues'), 'no_issues' otherwise.
 */
export type AnalysisState = 'unanalyzed' | 'no_issues' | 'with_issues';

/** The analysis states each Advanced Data filter keeps. */
export const ANALYSIS_STATES_OF: Record<ContentAnalysisFilter, AnalysisState[]> = {
  analyzed: ['no_issues', 'with_issues'],
  unanalyzed: ['unanalyzed'],
  with_issues: ['with_issues'],
};

/**
 * Each filter's condition, written as the partial and composite indexes of migration 1764600000000 expect it (a
 * literal, not a parameter: the planner matches a partial index's predicate only against the query's own text).
 */
export const ANALYSIS_CONDITION_OF: Record<ContentAnalysisFilter, string> = {
  analyzed: "analysis_state <> 'unanalyzed'",
  unanalyzed: "analysis_state = 'unanalyzed'",
  with_issues: "analysis_state = 'with_issues'",
};
