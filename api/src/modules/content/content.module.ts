import { Module } from '@nestjs/common';
import { Migrations, ReadModels } from '../../shared/modules/module-parts';
import { AddSourceUrlHandler } from './commands/add-source-url/add-source-url.handler';
import { DeleteContentItemHandler } from './commands/delete-content-item/delete-content-item.handler';
import { EditContentItemHandler } from './commands/edit-content-item/edit-content-item.handler';
import { ImportContentItemsHandler } from './commands/import-content-items/import-content-items.handler';
import { RecordVisitHandler } from './commands/record-visit/record-visit.handler';
import { RegisterByExternalIdHandler } from './commands/register-by-external-id/register-by-external-id.handler';
import { ExternalIds1763800410000 } from './migrations/1763800410000-external-ids';
import { RecordAnalysisFailureHandler } from './commands/record-analysis-failure/record-analysis-failure.handler';
import { RecordAnalysesHandler } from './commands/record-analyses/record-analyses.handler';
import { RecordAnalysisHandler } from './commands/record-analysis/record-analysis.handler';
import { RecordComparisonHandler } from './commands/record-comparison/record-comparison.handler';
import { RegisterContentItemHandler } from './commands/register-content-item/register-content-item.handler';
import { ContentItemsHttpController } from './content-items.http.controller';
import { NextCheck1764000000000 } from './migrations/1764000000000-next-check';
import { ListPaging1764500000000 } from './migrations/1764500000000-list-paging';
import { CheckJitter1764500020000 } from './migrations/1764500020000-check-jitter';
import { KeptCounts1764600000000 } from './migrations/1764600000000-kept-counts';
import { ScheduledChecksView1764630000000 } from './migrations/1764630000000-scheduled-checks-view';
import { Contradiction1764700000000 } from './migrations/1764700000000-contradiction';
import { PageLimit } from './page-limit/page-limit';
import { WorkspaceLock } from './page-limit/workspace-lock';
import { GetPlanUsageHandler } from './queries/get-plan-usage/get-plan-usage.handler';
import { ContentItemsProjection } from './projections/content-items/content-items.projection';
import { ContentItemsExport } from './queries/export-content-items/content-items-export';
import { GetContentItemAsOfHandler, GetContentStatsAsOfHandler } from './queries/as-of/as-of.handlers';
import { GetContentItemEventsHandler } from './queries/get-content-item-history/get-content-item-history.handler';
import { FindMissingContentItemsHandler } from './queries/find-missing-content-items/find-missing-content-items.handler';
import { ListContentItemIdsHandler } from './queries/list-content-item-ids/list-content-item-ids.handler';
import { GetContentStatsHandler } from './queries/get-content-stats/get-content-stats.handler';
import { GetDashboardHandler } from './queries/get-dashboard/get-dashboard.handler';
import { GetItemForAnalysisHandler } from './queries/get-item-for-analysis/get-item-for-analysis.handler';
import { GetContentItemVersionHandler } from './queries/get-content-item-version/get-content-item-version.handler';
import { GetContentItemHandler, ListContentItemsHandler, ListContentItemsPageHandler } from './queries/list-content-items/list-content-items.handler';

@ReadModels(ContentItemsProjection)
@Migrations(
  ExternalIds1763800410000,
  NextCheck1764000000000,
  ListPaging1764500000000,
  CheckJitter1764500020000,
  KeptCounts1764600000000,
  ScheduledChecksView1764630000000,
  Contradiction1764700000000,
)
@Module({
  controllers: [ContentItemsHttpController],
  providers: [
    WorkspaceLock,
    PageLimit,
    GetPlanUsageHandler,
    RegisterContentItemHandler,
    RegisterByExternalIdHandler,
    RecordVisitHandler,
    ImportContentItemsHandler,
    EditContentItemHandler,
    DeleteContentItemHandler,
    AddSourceUrlHandler,
    RecordAnalysisHandler,
    RecordAnalysesHandler,
    RecordAnalysisFailureHandler,
    RecordComparisonHandler,
    ListContentItemsHandler,
    ListContentItemsPageHandler,
    GetContentItemHandler,
    GetContentItemVersionHandler,
    GetContentStatsHandler,
    GetDashboardHandler,
    GetItemForAnalysisHandler,
    FindMissingContentItemsHandler,
    ListContentItemIdsHandler,
    ContentItemsExport,
    GetContentItemEventsHandler,
    GetContentItemAsOfHandler,
    GetContentStatsAsOfHandler,
  ],
})
export class ContentModule {}
