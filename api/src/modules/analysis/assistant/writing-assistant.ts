import type { AiSuggestion } from '@freshwatch/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { AnalysisSettingsReader } from '../adapters/analysis-settings';
import { aiWritingSuggestions } from './ai-writing-suggestions';
import { ruleBasedSuggestions, WritingRequest } from './writing-rules';

/**
 * The form's AI writing assistant: the AI model's suggestions when a key is configured, the editor's rules
 * otherwise, and the rules too when the model fails or has nothing to offer (the person still gets help).
 */
@Injectable()
export class WritingAssistant {
  private readonly logger = new Logger('WritingAssistant');

  constructor(
    private readonly settings: AnalysisSettingsReader,
    private readonly clock: Clock,
  ) {}

  async suggest(workspaceId: string, request: WritingRequest): Promise<AiSuggestion[]> {
    const { ai, requestTimeoutMs } = await this.settings.forWorkspace(workspaceId);
    if (ai) {
      try {
        const suggestions = await aiWritingSuggestions(request, ai, requestTimeoutMs);
        if (suggestions.length > 0) return suggestions;
      } catch (error) {
        this.logger.warn(`AI suggestions failed, using the built-in rules: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return ruleBasedSuggestions(request, this.clock.now());
  }
}
