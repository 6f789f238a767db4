import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { GetWorkspaceSettingsQuery, type WorkspaceSettings } from '../../settings';
import { type FetchFunction, PageFetchers } from '../../../shared/outbound';

/** An OpenAI-compatible provider to ask: the key, where (null: OpenAI itself) and which model. */
export interface AiProvider {
  apiKey: string;
  baseUrl: string | null;
  model: string;
  /**
   * How to reach it: the guarded fetch when the workspace chose the base URL (a member must not make the server
   * call its own network); undefined (the SDK's own fetch) for the operator's OPENAI_BASE_URL and for OpenAI.
   */
  fetch?: FetchFunction;
}

/** The settings an analysis acts on, in the units the code uses. */
export interface AnalysisSettings {
  /** The `request_timeout` setting: the limit for a page fetch and for an AI call. */
  requestTimeoutMs: number;
  freshnessThresholdDays: number;
  /** The `batch_size` setting: how many of the workspace's items a worker analyses at once. */
  batchSize: number;
  /** null: no AI key anywhere, the built-in checks alone. */
  ai: AiProvider | null;
}

/**
 * Reads a workspace's settings for the analysis. The AI key saved in Settings wins over OPENAI_API_KEY; the
 * base URL saved in Settings wins over OPENAI_BASE_URL, and with neither the SDK's OpenAI endpoint is used.
 */
@Injectable()
export class AnalysisSettingsReader {
  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly fetchers: PageFetchers,
  ) {}

  async forWorkspace(workspaceId: string): Promise<AnalysisSettings> {
    const values: WorkspaceSettings = await this.queries.execute(new GetWorkspaceSettingsQuery(workspaceId));
    const apiKey = values.aiApiKey ?? this.config.openai.apiKey;
    return {
      requestTimeoutMs: values.requestTimeoutSeconds * 1000,
      freshnessThresholdDays: values.freshnessThresholdDays,
      batchSize: values.batchSize,
      ai: apiKey ? this.provider(apiKey, values) : null,
    };
  }

  private provider(apiKey: string, values: WorkspaceSettings): AiProvider {
    const timeoutMs = values.requestTimeoutSeconds * 1000;
    if (values.aiBaseUrl) return { apiKey, baseUrl: values.aiBaseUrl, model: values.model, fetch: this.fetchers.forAi(timeoutMs) };
    return { apiKey, baseUrl: this.config.openai.baseUrl, model: values.model };
  }
}
