export { BillingModule } from './billing.module';
export { GetPlanStandingQuery, type PlanStandingResult } from '../../shared/domain/plan-standing.query';
/** The OpenAPI class of a plan's checked features, for the routes of other modules that answer them (plan usage). */
export { PlanFeaturesResponse } from './billing.response';
