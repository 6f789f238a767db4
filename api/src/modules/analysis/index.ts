export { AnalysisModule } from './analysis.module';
