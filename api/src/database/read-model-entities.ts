import { AnalysisJobRow } from '../modules/analysis/projections/analysis-jobs/analysis-job.entity';
import { HealthHistoryRow } from '../modules/analysis/projections/health-history/health-history.entity';
import { SourceSnapshotRow } from '../modules/analysis/projections/source-snapshots/source-snapshot.entity';
import { ContentItemRow } from '../modules/content/projections/content-items/content-item.entity';
import { UserRow } from '../modules/identity/projections/users/user.entity';
import { SettingRow } from '../modules/settings/projections/settings/setting.entity';
import { TaskRow } from '../modules/tasks/projections/tasks/task.entity';
import { ApiKeyRow } from '../modules/api-keys/projections/api-keys/api-key.entity';

export const READ_MODEL_ENTITIES = [UserRow, ContentItemRow, SettingRow, TaskRow, ApiKeyRow, HealthHistoryRow, SourceSnapshotRow, AnalysisJobRow];
