import type { PlanType } from './enums';

export const PRODUCT_NAME = 'Freshwatch';

export const PLAN_LIMITS: Record<PlanType, number | null> = { free: 10, pro: 100, enterprise: null };

export const DASHBOARD_RECENT_CONTENT = 5;
export const DASHBOARD_PENDING_TASKS = 5;

export const MIN_PASSWORD_LENGTH = 8;
