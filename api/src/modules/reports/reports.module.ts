import { Module } from '@nestjs/common';
import { Migrations, ReadModels } from '../../shared/modules/module-parts';
import { ReportReadModels1763900000000 } from './migrations/1763900000000-report-read-models';
import { ReportsProjection } from './projections/report-items/reports.projection';
import { GetReportAsOfHandler } from './queries/get-report/get-report-as-of.handler';
import { GetReportHandler } from './queries/get-report/get-report.handler';
import { ReportsHttpController } from './reports.http.controller';

/** Reports & Analytics: its own read models follow content's events; it writes no stream. */
@ReadModels(ReportsProjection)
@Migrations(ReportReadModels1763900000000)
@Module({
  controllers: [ReportsHttpController],
  providers: [GetReportHandler, GetReportAsOfHandler],
})
export class ReportsModule {}
