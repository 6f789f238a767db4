import type { PlanType } from './enums';

export const PRODUCT_NAME = 'Freshwatch';

export const PLAN_LIMITS: Record<PlanType, number | null> = { free: 10, pro: 100, enterprise: null };

export const DASHBOARD_RECENT_CONTENT = 5;
export const DASHBOARD_PENDING_TASKS = 5;

export const MIN_PASSWORD_LENGTH = 8;

/** Every API key starts with this, so that a leaked one is recognisable (and secret scanners can find it). */
export const API_KEY_PREFIX = 'fw_';
export const DEFAULT_API_KEY_NAME = 'WordPress plugin';
