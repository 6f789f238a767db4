export { BillingModule } from './billing.module';
export { GetPlanStandingQuery, type PlanStandingResult } from './queries/get-plan-standing/get-plan-standing.query';
