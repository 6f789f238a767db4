import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, BadRequestError } from 'openai';
import { FetchFailure } from '../../../shared/outbound';
import type { AiUsage } from '../../content';
import type { AiProvider } from '../adapters/analysis-settings';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * What kind of failure, and nothing finer: the connection test reports only this, so that it cannot tell an
 * open port from a closed one.
 */
export type AiFailureClass = 'address_not_allowed' | 'key_refused' | 'unavailable';

/** A failure of the AI step, with a reason that completes 'The AI step failed (<reason>)'. */
export class AiStepError extends Error {
  constructor(
    readonly reason: string,
    /** What the call cost when the provider answered (an invalid answer still used tokens). */
    readonly usage: AiUsage | null = null,
    readonly failureClass: AiFailureClass = 'unavailable',
  ) {
    super(reason);
  }
}

export interface JsonAnswer {
  json: unknown;
  usage: AiUsage;
}

export interface JsonRequest {
  system: string;
  user: string;
  /** Names the answer's shape for providers that support structured output. */
  schemaName: string;
  schema: Record<string, unknown>;
  maxTokens?: number;
}

/**
 * A thin client for OpenAI-compatible servers (OpenAI, Ollama, vLLM, LM Studio). The base URL and key are
 * always passed explicitly, so that the SDK never picks up ambient environment variables behind the
 * configuration's back. No SDK retries: a failed AI step falls back to the built-in checks at once, and
 * background jobs have their own retries.
 */
export class AiClient {
  private readonly client: OpenAI;

  constructor(
    readonly provider: AiProvider,
    private readonly timeoutMs: number,
  ) {
    this.client = new OpenAI({
      apiKey: provider.apiKey,
      baseURL: provider.baseUrl ?? OPENAI_BASE_URL,
      timeout: timeoutMs,
      maxRetries: 0,
      fetch: provider.fetch,
    });
  }

  get host(): string {
    return new URL(this.provider.baseUrl ?? OPENAI_BASE_URL).host;
  }

  /**
   * Asks for a JSON answer. Structured output (json_schema) first; a server that refuses it with 400 is asked
   * again in plain JSON mode, which older OpenAI-compatible servers understand.
   */
  async askJson(request: JsonRequest): Promise<JsonAnswer> {
    const started = Date.now();
    try {
      try {
        return await this.ask(request, { type: 'json_schema', json_schema: { name: request.schemaName, schema: request.schema, strict: true } });
      } catch (error) {
        if (!(error instanceof BadRequestError)) throw error;
        return await this.ask(request, { type: 'json_object' });
      }
    } catch (error) {
      if (error instanceof AiStepError) throw error;
      throw new AiStepError(this.describe(error, Date.now() - started));
    }
  }

  /** The smallest real request: proves the key, the address and the model. */
  async ping(): Promise<string> {
    const started = Date.now();
    try {
      const response = await this.client.chat.completions.create({
        model: this.provider.model,
        messages: [{ role: 'user', content: 'Reply with the word ok.' }],
        max_tokens: 5,
      });
      return response.model || this.provider.model;
    } catch (error) {
      throw new AiStepError(this.describe(error, Date.now() - started), null, classify(error));
    }
  }

  private async ask(request: JsonRequest, responseFormat: OpenAI.Chat.ChatCompletionCreateParams['response_format']): Promise<JsonAnswer> {
    const response = await this.client.chat.completions.create({
      model: this.provider.model,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: responseFormat,
      temperature: 0.2,
      max_tokens: request.maxTokens ?? 1500,
    });
    const usage: AiUsage = {
      model: this.provider.model,
      aiCalls: 1,
      promptTokens: response.usage?.prompt_tokens ?? 0,
      completionTokens: response.usage?.completion_tokens ?? 0,
      totalTokens: response.usage?.total_tokens ?? 0,
    };
    const content = response.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new AiStepError('its answer was empty', usage);
    try {
      return { json: JSON.parse(stripCodeFence(content)), usage };
    } catch {
      throw new AiStepError('its answer was not valid JSON', usage);
    }
  }

  private describe(error: unknown, elapsedMs: number): string {
    const refused = guardRefusal(error);
    if (refused) return `${refused.reason} (${this.host})`;
    // Some runtimes report the SDK's own timeout as a plain connection error; the clock tells them apart.
    const timedOut = error instanceof APIConnectionTimeoutError || (error instanceof APIConnectionError && elapsedMs >= this.timeoutMs - 50);
    if (timedOut) return `no answer within ${Math.round(this.timeoutMs / 1000)} s`;
    if (error instanceof APIConnectionError) return `could not reach ${this.host}`;
    if (error instanceof APIError && error.status === 401) return 'the AI provider refused the API key: 401 Unauthorized';
    if (error instanceof APIError && error.status === 429) return 'the AI provider is limiting requests: 429 Too Many Requests';
    if (error instanceof APIError && error.status) return `the AI provider answered ${error.status}${shortMessage(error)}`;
    return error instanceof Error ? error.message : String(error);
  }
}

/** The guard's refusal behind the SDK's connection error (the SDK keeps what `fetch` threw as the cause). */
function guardRefusal(error: unknown): FetchFailure | null {
  const cause = error instanceof APIConnectionError ? error.cause : error;
  return cause instanceof FetchFailure && (cause.code === 'private_address' || cause.code === 'invalid_url') ? cause : null;
}

function classify(error: unknown): AiFailureClass {
  if (guardRefusal(error)) return 'address_not_allowed';
  if (error instanceof APIError && (error.status === 401 || error.status === 403)) return 'key_refused';
  return 'unavailable';
}

/** Some local models wrap JSON in a Markdown code fence even in JSON mode. */
function stripCodeFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return fenced ? fenced[1] : text;
}

function shortMessage(error: APIError): string {
  const detail = (error.error as { message?: unknown } | undefined)?.message;
  return typeof detail === 'string' && detail.trim() !== '' ? `: ${detail.trim().slice(0, 120)}` : '';
}
