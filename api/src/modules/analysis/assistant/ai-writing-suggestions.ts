import type { AiSuggestion } from '@freshwatch/contracts';
import { AI_SUGGESTIONS_SCHEMA, checkAiSuggestions } from '../ai/ai-answer';
import { AiClient } from '../ai/ai-client';
import type { AiProvider } from '../adapters/analysis-settings';
import type { WritingRequest } from './writing-rules';

const FIELD_NAMES: Record<WritingRequest['field'], string> = {
  title: 'the page title',
  description: 'the short description of the page',
  ai_prompt: 'the instructions an AI model follows when it reviews the page',
  content: 'the body text of the page',
};

const SYSTEM = [
  'You help a content editor write better web content.',
  'Answer with one JSON object: {"suggestions": [{"type", "suggestion", "explanation"}]} with 2 to 4 suggestions.',
  'type is rephrasing (the same meaning, better said), completion (finishes what was started), improvement (fixes a problem) or expansion (adds what is missing).',
  'suggestion is the full replacement text, ready to paste; explanation says in one sentence why it is better.',
].join('\n');

/** Suggestions from the AI model; throws AiStepError when it fails (the caller falls back to the rules). */
export async function aiWritingSuggestions(request: WritingRequest, provider: AiProvider, timeoutMs: number): Promise<AiSuggestion[]> {
  const target = request.selectedText?.trim() || request.text.trim();
  const lines = [
    `Field: ${FIELD_NAMES[request.field]}.`,
    request.context?.trim() ? `Context: ${request.context.trim().slice(0, 2000)}` : '',
    request.selectedText?.trim() ? 'Improve only this selected passage:' : 'Text:',
    `"""${target.slice(0, 8000)}"""`,
  ].filter(Boolean);
  const answer = await new AiClient(provider, timeoutMs).askJson({
    system: SYSTEM,
    user: lines.join('\n'),
    schemaName: 'writing_suggestions',
    schema: AI_SUGGESTIONS_SCHEMA,
    maxTokens: 800,
  });
  const checked = checkAiSuggestions(answer.json);
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}
