import type { AiUsage } from '../../content';
import type { AiProvider } from '../adapters/analysis-settings';
import { AI_VERDICT_SCHEMA, checkAiVerdict } from './ai-answer';
import { AiClient, AiStepError } from './ai-client';
import { AI_PAGE_TEXT_LIMIT, AI_SOURCE_EXCERPT_LIMIT } from './ai-analyser';

export interface VerdictInput {
  url: string;
  pageText: string;
  sources: { url: string; text: string; changeSummary?: string }[];
}

export interface Verdict {
  verdict?: { contradicts: boolean; explanation: string };
  usage: AiUsage | null;
  /** Why there is no verdict, when the AI step failed. */
  failure?: string;
}

const SYSTEM = [
  'You check whether a web page still agrees with the sources it cites.',
  'Answer with one JSON object: {"contradicts": true or false, "explanation": "..."}.',
  'contradicts is true only when a fact, figure, date or claim on the page is no longer supported by a source; the explanation then names it and the source. Otherwise explain briefly why the page still agrees.',
].join('\n');

/** Asks the AI model whether the page contradicts its sources. A failure gives no verdict, never an error. */
export async function askContradictionVerdict(input: VerdictInput, provider: AiProvider, timeoutMs: number): Promise<Verdict> {
  const lines = [`Page: ${input.url}`, `Page text:`, `"""${input.pageText.slice(0, AI_PAGE_TEXT_LIMIT)}"""`, '', 'Sources:'];
  input.sources.forEach((s, i) => {
    lines.push(`${i + 1}. ${s.url}${s.changeSummary ? ` (changed since the last comparison: ${s.changeSummary})` : ''}`);
    lines.push(`"""${s.text.slice(0, AI_SOURCE_EXCERPT_LIMIT * 2)}"""`);
  });
  try {
    const answer = await new AiClient(provider, timeoutMs).askJson({
      system: SYSTEM,
      user: lines.join('\n'),
      schemaName: 'source_verdict',
      schema: AI_VERDICT_SCHEMA,
      maxTokens: 400,
    });
    const checked = checkAiVerdict(answer.json);
    if (!checked.ok) return { usage: answer.usage, failure: `its answer did not have the expected shape: ${checked.error}` };
    return { verdict: checked.value, usage: answer.usage };
  } catch (error) {
    if (!(error instanceof AiStepError)) throw error;
    return { usage: error.usage, failure: error.reason };
  }
}
