import type { AiConnectionTest } from '@freshwatch/contracts';
import { Injectable } from '@nestjs/common';
import { AnalysisSettingsReader } from '../settings/analysis-settings';
import { AiClient, AiStepError } from './ai-client';

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
      return { connected: false, message: `The connection to ${client.host} failed: ${error.reason}.`, model: ai.model };
    }
  }
}
