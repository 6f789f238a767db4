import { ISSUE_SEVERITIES, TASK_PRIORITIES, type AiSuggestion, AI_SUGGESTION_TYPES, type IssueSeverity, type TaskPriority } from '@freshwatch/contracts';

/**
 * The JSON shapes asked of the AI model and their strict checks. The JSON schemas go to providers that
 * support structured output; every answer is checked here anyway, because not every provider enforces them.
 */

export interface AiAnalysisAnswer {
  summary: string;
  scores: { freshness: number; seoScore: number; readability: number };
  issues: { type: string; message: string; severity: IssueSeverity }[];
  recommendations: { type: string; message: string; priority: TaskPriority }[];
}

/** Either the value or a sentence saying what is wrong with the answer. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const SCORE_NAMES = ['freshness', 'seoScore', 'readability'] as const;
const MAX_LIST = 10;
const MAX_MESSAGE = 500;

const entry = (extra: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  additionalProperties: false,
  required: ['type', 'message', ...required],
  properties: { type: { type: 'string' }, message: { type: 'string' }, ...extra },
});

export const AI_ANALYSIS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['summary', 'scores', 'issues', 'recommendations'],
  properties: {
    summary: { type: 'string' },
    scores: {
      type: 'object',
      additionalProperties: false,
      required: [...SCORE_NAMES],
      properties: Object.fromEntries(SCORE_NAMES.map((name) => [name, { type: 'integer' }])),
    },
    issues: { type: 'array', items: entry({ severity: { type: 'string', enum: [...ISSUE_SEVERITIES] } }, ['severity']) },
    recommendations: { type: 'array', items: entry({ priority: { type: 'string', enum: [...TASK_PRIORITIES] } }, ['priority']) },
  },
};

export const AI_VERDICT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['contradicts', 'explanation'],
  properties: { contradicts: { type: 'boolean' }, explanation: { type: 'string' } },
};

export const AI_SUGGESTIONS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['suggestions'],
  properties: {
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'suggestion', 'explanation'],
        properties: { type: { type: 'string', enum: [...AI_SUGGESTION_TYPES] }, suggestion: { type: 'string' }, explanation: { type: 'string' } },
      },
    },
  },
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Issue and recommendation types become short snake_case words ('Outdated Price' → 'outdated_price'). */
function typeWord(value: string): string {
  return (
    value
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'note'
  );
}

function checkList<K extends 'severity' | 'priority', V extends string>(
  value: unknown,
  name: string,
  key: K,
  allowed: readonly V[],
): Checked<({ type: string; message: string } & Record<K, V>)[]> {
  if (!Array.isArray(value)) return { ok: false, error: `${name} must be a list` };
  const items: ({ type: string; message: string } & Record<K, V>)[] = [];
  for (const [i, item] of value.entries()) {
    if (!isObject(item)) return { ok: false, error: `${name}[${i}] must be an object` };
    if (!text(item.type)) return { ok: false, error: `${name}[${i}].type must be a non-empty text` };
    if (!text(item.message)) return { ok: false, error: `${name}[${i}].message must be a non-empty text` };
    if (!(allowed as readonly unknown[]).includes(item[key])) return { ok: false, error: `${name}[${i}].${key} must be one of ${allowed.join(', ')}` };
    items.push({ type: typeWord(item.type), message: item.message.trim().slice(0, MAX_MESSAGE), [key]: item[key] } as {
      type: string;
      message: string;
    } & Record<K, V>);
  }
  return { ok: true, value: items.slice(0, MAX_LIST) };
}

export function checkAiAnalysis(value: unknown): Checked<AiAnalysisAnswer> {
  if (!isObject(value)) return { ok: false, error: 'the answer must be a JSON object' };
  if (!text(value.summary)) return { ok: false, error: 'summary must be a non-empty text' };
  if (!isObject(value.scores)) return { ok: false, error: 'scores must be an object' };
  const scores = {} as AiAnalysisAnswer['scores'];
  for (const name of SCORE_NAMES) {
    const score = value.scores[name];
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > 100) {
      return { ok: false, error: `scores.${name} must be a whole number from 0 to 100` };
    }
    scores[name] = score;
  }
  const issues = checkList(value.issues, 'issues', 'severity', ISSUE_SEVERITIES);
  if (!issues.ok) return issues;
  const recommendations = checkList(value.recommendations, 'recommendations', 'priority', TASK_PRIORITIES);
  if (!recommendations.ok) return recommendations;
  return { ok: true, value: { summary: value.summary.trim().slice(0, 1000), scores, issues: issues.value, recommendations: recommendations.value } };
}

export function checkAiVerdict(value: unknown): Checked<{ contradicts: boolean; explanation: string }> {
  if (!isObject(value)) return { ok: false, error: 'the answer must be a JSON object' };
  if (typeof value.contradicts !== 'boolean') return { ok: false, error: 'contradicts must be true or false' };
  if (!text(value.explanation)) return { ok: false, error: 'explanation must be a non-empty text' };
  return { ok: true, value: { contradicts: value.contradicts, explanation: value.explanation.trim().slice(0, 1000) } };
}

export function checkAiSuggestions(value: unknown): Checked<AiSuggestion[]> {
  if (!isObject(value) || !Array.isArray(value.suggestions)) return { ok: false, error: 'suggestions must be a list' };
  const suggestions: AiSuggestion[] = [];
  for (const [i, item] of value.suggestions.entries()) {
    if (!isObject(item)) return { ok: false, error: `suggestions[${i}] must be an object` };
    if (!(AI_SUGGESTION_TYPES as readonly unknown[]).includes(item.type))
      return { ok: false, error: `suggestions[${i}].type must be one of ${AI_SUGGESTION_TYPES.join(', ')}` };
    if (!text(item.suggestion)) return { ok: false, error: `suggestions[${i}].suggestion must be a non-empty text` };
    const suggestion: AiSuggestion = { type: item.type as AiSuggestion['type'], suggestion: item.suggestion.trim() };
    if (text(item.explanation)) suggestion.explanation = item.explanation.trim().slice(0, MAX_MESSAGE);
    suggestions.push(suggestion);
  }
  return { ok: true, value: suggestions.slice(0, 6) };
}
