export { AnalysisModule } from './analysis.module';
export { HealthHistoryProjection } from './projections/health-history/health-history.projection';
export { SourceSnapshotsProjection } from './projections/source-snapshots/source-snapshots.projection';
export { AnalysisJobsProjection } from './projections/analysis-jobs/analysis-jobs.projection';
