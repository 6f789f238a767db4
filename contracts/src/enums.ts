export const CONTENT_TYPES = ['blog_post', 'page', 'product', 'news', 'tutorial'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_STATUSES = ['fresh', 'needs_update', 'outdated'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const PLAN_TYPES = ['free', 'pro', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const USER_ROLES = ['admin', 'member'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const TASK_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const ISSUE_SEVERITIES = ['error', 'warning', 'info'] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];

export const AI_MODELS = ['gpt-3.5-turbo', 'gpt-4', 'gpt-4o'] as const;

/** Shows an enum value to a person: 'needs_update' reads 'needs update'. */
export function humanize(value: string): string {
  return value.replace(/_/g, ' ');
}
