import type { ContentStatus, ContentType, IssueSeverity, PlanType, SubscriptionStatus, TaskPriority, UserRole } from './enums';
import type { CheckSchedule } from './schedule';

export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  workspaceId: string;
  planType: PlanType;
  subscriptionStatus: SubscriptionStatus;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SourceUrl {
  id: string;
  url: string;
  description: string | null;
  addedAt: string;
}

export interface AnalysisIssue {
  type: string;
  message: string;
  severity: IssueSeverity;
}

export interface AnalysisRecommendation {
  type: string;
  message: string;
  priority: TaskPriority;
}

export interface Analysis {
  healthScore: number;
  freshness: number;
  seoScore: number;
  readability: number;
  summary: string;
  issues: AnalysisIssue[];
  recommendations: AnalysisRecommendation[];
}

export interface ContentItem {
  id: string;
  title: string;
  url: string;
  contentType: ContentType;
  status: ContentStatus;
  healthScore: number;
  lastUpdated: string | null;
  lastAnalyzed: string | null;
  createdAt: string;
  /** Extracted text; the form's description. */
  content: string | null;
  aiPrompt: string | null;
  checkSchedule: CheckSchedule;
  analysis: Analysis | null;
  sourceUrls: SourceUrl[];
}

export interface ContentStats {
  total: number;
  fresh: number;
  needsUpdate: number;
  outdated: number;
  averageHealthScore: number;
}

export interface HealthStatus {
  status: 'ok' | 'error';
  info?: Record<string, { status: string; [key: string]: unknown }>;
  error?: Record<string, { status: string; [key: string]: unknown }>;
  details: Record<string, { status: string; [key: string]: unknown }>;
}

/** Every error reply: `message` names the field for validation errors. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error?: string;
}
