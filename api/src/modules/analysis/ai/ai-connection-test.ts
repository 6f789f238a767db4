import type { AiConnectionTest } from '@freshwatch/contracts';
import { Injectable } from '@nestjs/common';
import { AnalysisSettingsReader } from '../adapters/analysis-settings';
import { AiClient, AiFailureClass, AiStepError } from './ai-client';

/**
 * The only failure answers: which class, not the reason, the status or the timing of the attempt. A member
 * who may set the base URL must not learn from this which hosts and ports answer.
 */
export const CONNECTION_FAILURES: Record<AiFailureClass, string> = {
  address_not_allowed: 'The connection failed: the AI base URL points to a private network address, which is not allowed.',
  key_refused: 'The connection failed: the AI provider refused the API key.',
  unavailable: 'The connection failed: no OpenAI-compatible server answered at the AI base URL.',
};

/** Settings' 'Test Connection': one tiny real request with the configured key, address and model. */
@Injectable()
export class AiConnectionTester {
  constructor(private readonly settings: AnalysisSettingsReader) {}

  async test(workspaceId: string): Promise<AiConnectionTest> {
    const { ai, requestTimeoutMs } = await this.settings.forWorkspace(workspaceId);
    if (!ai) return { connected: false, message: 'No AI API key is configured.' };
    const client = new AiClient(ai, requestTimeoutMs);
    try {
      const model = await client.ping();
      return { connected: true, message: `Connected to ${client.host} with the model ${ai.model}.`, model };
    } catch (error) {
      if (!(error instanceof AiStepError)) throw error;
      return { connected: false, message: CONNECTION_FAILURES[error.failureClass], model: ai.model };
    }
  }
}
