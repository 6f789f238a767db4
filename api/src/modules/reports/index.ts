export { ReportsModule } from './reports.module';
export { GetReportQuery } from './queries/get-report/get-report.query';
