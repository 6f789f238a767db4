export { BillingModule } from './billing.module';
export { GetPlanStandingQuery, type PlanStandingResult } from '../../shared/domain/plan-standing.query';
