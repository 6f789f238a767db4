"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.AiClient = exports.AiStepError = void 0;
const openai_1 = __importStar(require("openai"));
const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** A failure of the AI step, with a reason that completes 'The AI step failed (<reason>)'. */
class AiStepError extends Error {
    constructor(reason, 
    /** What the call cost when the provider answered (an invalid answer still used tokens). */
    usage = null) {
        super(reason);
        this.reason = reason;
        this.usage = usage;
    }
}
exports.AiStepError = AiStepError;
/**
 * A thin client for OpenAI-compatible servers (OpenAI, Ollama, vLLM, LM Studio). The base URL and key are
 * always passed explicitly, so that the SDK never picks up ambient environment variables behind the
 * configuration's back. No SDK retries: a failed AI step falls back to the built-in checks at once, and
 * background jobs have their own retries.
 */
class AiClient {
    constructor(provider, timeoutMs) {
        this.provider = provider;
        this.timeoutMs = timeoutMs;
        this.client = new openai_1.default({ apiKey: provider.apiKey, baseURL: provider.baseUrl ?? OPENAI_BASE_URL, timeout: timeoutMs, maxRetries: 0 });
    }
    get host() {
        return new URL(this.provider.baseUrl ?? OPENAI_BASE_URL).host;
    }
    /**
     * Asks for a JSON answer. Structured output (json_schema) first; a server that refuses it with 400 is asked
     * again in plain JSON mode, which older OpenAI-compatible servers understand.
     */
    async askJson(request) {
        const started = Date.now();
        try {
            try {
                return await this.ask(request, { type: 'json_schema', json_schema: { name: request.schemaName, schema: request.schema, strict: true } });
            }
            catch (error) {
                if (!(error instanceof openai_1.BadRequestError))
                    throw error;
                return await this.ask(request, { type: 'json_object' });
            }
        }
        catch (error) {
            if (error instanceof AiStepError)
                throw error;
            throw new AiStepError(this.describe(error, Date.now() - started));
        }
    }
    /** The smallest real request: proves the key, the address and the model. */
    async ping() {
        const started = Date.now();
        try {
            const response = await this.client.chat.completions.create({
                model: this.provider.model,
                messages: [{ role: 'user', content: 'Reply with the word ok.' }],
                max_tokens: 5,
            });
            return response.model || this.provider.model;
        }
        catch (error) {
            throw new AiStepError(this.describe(error, Date.now() - started));
        }
    }
    async ask(request, responseFormat) {
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
        const usage = {
            model: this.provider.model,
            aiCalls: 1,
            promptTokens: response.usage?.prompt_tokens ?? 0,
            completionTokens: response.usage?.completion_tokens ?? 0,
            totalTokens: response.usage?.total_tokens ?? 0,
        };
        const content = response.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || content.trim() === '')
            throw new AiStepError('its answer was empty', usage);
        try {
            return { json: JSON.parse(stripCodeFence(content)), usage };
        }
        catch {
            throw new AiStepError('its answer was not valid JSON', usage);
        }
    }
    describe(error, elapsedMs) {
        // Some runtimes report the SDK's own timeout as a plain connection error; the clock tells them apart.
        const timedOut = error instanceof openai_1.APIConnectionTimeoutError || (error instanceof openai_1.APIConnectionError && elapsedMs >= this.timeoutMs - 50);
        if (timedOut)
            return `no answer within ${Math.round(this.timeoutMs / 1000)} s`;
        if (error instanceof openai_1.APIConnectionError)
            return `could not reach ${this.host}`;
        if (error instanceof openai_1.APIError && error.status === 401)
            return 'the AI provider refused the API key: 401 Unauthorized';
        if (error instanceof openai_1.APIError && error.status === 429)
            return 'the AI provider is limiting requests: 429 Too Many Requests';
        if (error instanceof openai_1.APIError && error.status)
            return `the AI provider answered ${error.status}${shortMessage(error)}`;
        return error instanceof Error ? error.message : String(error);
    }
}
exports.AiClient = AiClient;
/** Some local models wrap JSON in a Markdown code fence even in JSON mode. */
function stripCodeFence(text) {
    const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
    return fenced ? fenced[1] : text;
}
function shortMessage(error) {
    const detail = error.error?.message;
    return typeof detail === 'string' && detail.trim() !== '' ? `: ${detail.trim().slice(0, 120)}` : '';
}
//# sourceMappingURL=ai-client.js.map