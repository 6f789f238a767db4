import { AnalysisJobsProjection } from '../../modules/analysis/projections/analysis-jobs/analysis-jobs.projection';
import { HealthHistoryProjection } from '../../modules/analysis/projections/health-history/health-history.projection';
import { SourceSnapshotsProjection } from '../../modules/analysis/projections/source-snapshots/source-snapshots.projection';
import { ContentItemsProjection } from '../../modules/content/projections/content-items/content-items.projection';
import { UsersProjection } from '../../modules/identity/projections/users/users.projection';
import { SettingsProjection } from '../../modules/settings/projections/settings/settings.projection';
import { TasksProjection } from '../../modules/tasks/projections/tasks/tasks.projection';
import { ApiKeysProjection } from '../../modules/api-keys/projections/api-keys/api-keys.projection';
import { Projection } from './projection';

/** Every read model's projection: the live runner and `npm run replay` both use this list. */
export function allProjections(): Projection[] {
  return [
    new UsersProjection(),
    new ContentItemsProjection(),
    new SettingsProjection(),
    new TasksProjection(),
    new ApiKeysProjection(),
    new HealthHistoryProjection(),
    new SourceSnapshotsProjection(),
    new AnalysisJobsProjection(),
  ];
}
