/**
 * 'Usage This Month' on the Settings screen: real counts instead of placeholder figures, summed
 * from the `usage` ({model, aiCalls, promptTokens, completionTokens}) that each ContentAnalyzed event records.
 */

export interface UsageThisMonth {
  /** The calendar month counted, as YYYY-MM (UTC). */
  month: string;
  analysesRun: number;
  aiCalls: number;
  tokens: number;
  /** Rounded to cents; 0 for models without a known price (local servers cost nothing per token). */
  estimatedCostUsd: number;
}

/** US dollars per million tokens, from the provider's public price list; used only for an estimate. */
const MODEL_PRICES_PER_MILLION_TOKENS: Record<string, { input: number; output: number }> = {
  'gpt-3.5-turbo': { input: 0.5, output: 1.5 },
  'gpt-4': { input: 30, output: 60 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
};

export function estimateCostUsd(model: string, promptTokens: number, completionTokens: number): number {
  const price = MODEL_PRICES_PER_MILLION_TOKENS[model];
  if (!price) return 0;
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}
