import { type Analysis, type AnalysisIssue, type AnalysisRecommendation, weightedHealthScore } from '@freshwatch/contracts';
import type { AiAnalysisAnswer } from './ai-answer';

/**
 * How far the AI model may move each built-in score. The built-in checks explain every point of a score
 * (issue by issue); the model's judgement may tilt a score where it read something the checks cannot (a price
 * that is no longer true, a confusing argument), but never overrule them.
 */
export const MAX_AI_ADJUSTMENT = 15;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function adjust(local: number, proposed: number): number {
  return clamp(Math.round(local + clamp(proposed - local, -MAX_AI_ADJUSTMENT, MAX_AI_ADJUSTMENT)), 0, 100);
}

/** Letters and digits only: 'Title is too long!' and 'title is too long' are the same finding. */
const normalised = (message: string) =>
  message
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The model's own finding types carry an `ai_` prefix, so that a reader sees where each finding came from. */
const aiType = (type: string) => (type.startsWith('ai_') ? type : `ai_${type}`);

function addNew<T extends { message: string }>(existing: T[], added: T[]): T[] {
  const seen = new Set(existing.map((item) => normalised(item.message)));
  const result = [...existing];
  for (const item of added) {
    const key = normalised(item.message);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}

/**
 * The built-in analysis with the AI model's judgement on top: its summary replaces the built-in one, its issues
 * and recommendations are added (typed `ai_*`, repeats dropped), each sub-score moves by at most
 * MAX_AI_ADJUSTMENT points towards the model's, and the health score comes from those sub-scores by the
 * built-in formula (weightedHealthScore), under the same cap the built-in errors put on it (`healthScoreCap`).
 */
export function mergeAiAnalysis(local: Analysis, answer: AiAnalysisAnswer, healthScoreCap = 100): Analysis {
  const freshness = adjust(local.freshness, answer.scores.freshness);
  const seoScore = adjust(local.seoScore, answer.scores.seoScore);
  const readability = adjust(local.readability, answer.scores.readability);
  const weighted = weightedHealthScore({ freshness, seo: seoScore, readability });
  const issues: AnalysisIssue[] = answer.issues.map((issue) => ({ ...issue, type: aiType(issue.type) }));
  const recommendations: AnalysisRecommendation[] = answer.recommendations.map((r) => ({ ...r, type: aiType(r.type) }));
  return {
    healthScore: clamp(Math.min(weighted, healthScoreCap), 0, 100),
    freshness,
    seoScore,
    readability,
    summary: answer.summary,
    issues: addNew(local.issues, issues),
    recommendations: addNew(local.recommendations, recommendations),
    ...measured(local),
  };
}

/** The measured figures (reading ease, link counts) stay as the built-in checks measured them. */
function measured({ readingEase, links, pageDate }: Analysis): Pick<Analysis, 'readingEase' | 'links' | 'pageDate'> {
  return { ...(readingEase ? { readingEase } : {}), ...(links ? { links } : {}), ...(pageDate ? { pageDate } : {}) };
}

/** The built-in analysis as it is, plus an issue saying that the AI step failed and why. */
export function withAiUnavailable(local: Analysis, reason: string): Analysis {
  const issue: AnalysisIssue = {
    type: 'ai_unavailable',
    severity: 'info',
    message: `The AI step failed (${reason}); this analysis uses the built-in checks only.`,
  };
  return { ...local, issues: [...local.issues, issue] };
}

/** The Analysis object of the API's contract out of a richer one (the engine's adds status and details). */
export function briefAnalysis(analysis: Analysis): Analysis {
  const { healthScore, freshness, seoScore, readability, summary, issues, recommendations } = analysis;
  return { healthScore, freshness, seoScore, readability, summary, issues, recommendations, ...measured(analysis) };
}
