import type { Analyser, Analysis } from '@freshwatch/contracts';
import type { AiUsage } from '../../content';
import type { AiProvider } from '../adapters/analysis-settings';
import { AI_ANALYSIS_SCHEMA, checkAiAnalysis } from './ai-answer';
import { AiClient, AiStepError } from './ai-client';
import { briefAnalysis, MAX_AI_ADJUSTMENT, mergeAiAnalysis, withAiUnavailable } from './merge-ai-analysis';

/** What the model is shown of a page: enough for a judgement, bounded for cost. */
export const AI_PAGE_TEXT_LIMIT = 12_000;
export const AI_SOURCE_EXCERPT_LIMIT = 1_500;
const AI_MAX_SOURCES = 5;

export interface AiAnalysisInput {
  url: string;
  title: string | null;
  mainText: string;
  local: Analysis;
  /** The cap the built-in checks' errors put on the health score; the AI cannot lift it. */
  healthScoreCap?: number;
  /** Excerpts of the item's sources as last compared. */
  sources: { url: string; text: string }[];
  /** The item's AI prompt: the editor's own instructions, when set. */
  aiPrompt: string | null;
}

export interface AnalysisOutcome {
  analysis: Analysis;
  analyser: Analyser;
  model: string | null;
  usage: AiUsage | null;
}

const SYSTEM = [
  'You review web pages for a content team that keeps its website fresh, accurate and findable.',
  'Answer with one JSON object only, with the keys summary, scores, issues and recommendations.',
  'summary: one or two sentences an editor can act on.',
  'scores: freshness, seoScore and readability, each a whole number from 0 to 100.',
  'issues: [{type, message, severity}] with severity error, warning or info; each message names what to fix and where on the page.',
  'recommendations: [{type, message, priority}] with priority high, medium or low.',
  'Report only what the built-in checks could not see: outdated facts, prices, dates or statistics, claims the sources no longer support, unclear passages. Do not repeat the built-in findings.',
].join('\n');

function buildAnalysisPrompt(input: AiAnalysisInput): string {
  const { local } = input;
  const lines = [
    `Page: ${input.url}`,
    `Title: ${input.title ?? '(none)'}`,
    `Built-in scores: health ${local.healthScore}, freshness ${local.freshness}, SEO ${local.seoScore}, readability ${local.readability}.`,
    `You may move each score by at most ${MAX_AI_ADJUSTMENT} points where your reading justifies it.`,
    'Built-in findings:',
    ...(local.issues.length ? local.issues.map((i) => `- [${i.severity}] ${i.message}`) : ['- none']),
  ];
  if (input.aiPrompt?.trim()) lines.push('', "The editor's instructions for this page:", input.aiPrompt.trim());
  const sources = input.sources.slice(0, AI_MAX_SOURCES);
  if (sources.length) {
    lines.push('', 'Sources the page cites (excerpts):');
    sources.forEach((s, i) => lines.push(`${i + 1}. ${s.url}`, `"""${s.text.slice(0, AI_SOURCE_EXCERPT_LIMIT)}"""`));
  }
  lines.push(
    '',
    `Page text${input.mainText.length > AI_PAGE_TEXT_LIMIT ? ` (first ${AI_PAGE_TEXT_LIMIT} characters)` : ''}:`,
    `"""${input.mainText.slice(0, AI_PAGE_TEXT_LIMIT)}"""`,
  );
  return lines.join('\n');
}

/**
 * The AI step of an analysis. Any failure (no connection, 401, timeout, a server error, an answer that is not
 * the JSON asked for) falls back to the built-in analysis with an `ai_unavailable` issue saying why; tokens
 * spent on a useless answer are still recorded.
 */
export async function analyseWithAi(input: AiAnalysisInput, provider: AiProvider, timeoutMs: number): Promise<AnalysisOutcome> {
  const local = briefAnalysis(input.local);
  const client = new AiClient(provider, timeoutMs);
  let usage: AiUsage | null = null;
  try {
    const answer = await client.askJson({ system: SYSTEM, user: buildAnalysisPrompt(input), schemaName: 'content_analysis', schema: AI_ANALYSIS_SCHEMA });
    usage = answer.usage;
    const checked = checkAiAnalysis(answer.json);
    if (!checked.ok) throw new AiStepError(`its answer did not have the expected shape: ${checked.error}`, usage);
    return { analysis: mergeAiAnalysis(local, checked.value, input.healthScoreCap), analyser: 'ai', model: provider.model, usage };
  } catch (error) {
    if (!(error instanceof AiStepError)) throw error;
    const spent = error.usage ?? usage ?? { model: provider.model, aiCalls: 1, promptTokens: 0, completionTokens: 0, totalTokens: 0 };
    return { analysis: withAiUnavailable(local, error.reason), analyser: 'local', model: provider.model, usage: spent };
  }
}
