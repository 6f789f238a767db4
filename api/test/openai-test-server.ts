import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * An OpenAI-compatible server on loopback for tests: POST /v1/chat/completions answers with the real response
 * shape (choices, usage), driven by the real `openai` SDK pointed at `baseUrl`. Each test programs the replies
 * it needs; requests are recorded for assertions on what the service sent.
 */

export type Reply =
  | { kind: 'answer'; content: string; usage: { prompt_tokens: number; completion_tokens: number } }
  | { kind: 'status'; status: number; message: string }
  | { kind: 'slow'; ms: number; then: Reply };

/** A completion whose message content is `content` (an object is sent as its JSON text). */
export const answer = (content: unknown, usage = { prompt_tokens: 420, completion_tokens: 80 }): Reply => ({
  kind: 'answer',
  content: typeof content === 'string' ? content : JSON.stringify(content),
  usage,
});
export const failWith = (status: number, message = 'Something went wrong'): Reply => ({ kind: 'status', status, message });
export const slow = (ms: number, then: Reply): Reply => ({ kind: 'slow', ms, then });

/** A chat completion request as the AI client sends it, in the fields the tests read. */
export interface ChatCompletionRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string };
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: ChatCompletionRequest;
}

export interface OpenAiTestServer {
  /** What to give the SDK as baseURL: http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order; after them, `fallback` answers. */
  enqueue(...replies: Reply[]): void;
  fallback: Reply;
  /** Only this key is accepted (401 otherwise), like the real API. */
  apiKey: string;
  reset(): void;
  close(): Promise<void>;
}

const ERROR_TYPES: Record<number, string> = { 400: 'invalid_request_error', 401: 'invalid_request_error', 429: 'rate_limit_exceeded', 500: 'server_error' };

export async function startOpenAiTestServer(options: { apiKey?: string } = {}): Promise<OpenAiTestServer> {
  const queue: Reply[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;

  const state: Omit<OpenAiTestServer, 'baseUrl' | 'close'> = {
    requests: [],
    enqueue: (...replies) => void queue.push(...replies),
    fallback: answer({ summary: 'Fine.', scores: { freshness: 70, seoScore: 70, readability: 70 }, issues: [], recommendations: [] }),
    apiKey: options.apiKey ?? 'sk-test-freshwatch',
    reset() {
      queue.length = 0;
      state.requests.length = 0;
    },
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const play = (reply: Reply, body: ChatCompletionRequest | null, response: ServerResponse): void => {
    if (response.destroyed) return;
    if (reply.kind === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        play(reply.then, body, response);
      }, reply.ms);
      timers.add(timer);
      return;
    }
    if (reply.kind === 'status') {
      return send(response, reply.status, { error: { message: reply.message, type: ERROR_TYPES[reply.status] ?? 'api_error', param: null, code: null } });
    }
    const { prompt_tokens, completion_tokens } = reply.usage;
    send(response, 200, {
      id: `chatcmpl-test-${++counter}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body?.model ?? 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content: reply.content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens },
      system_fingerprint: 'fp_test',
    });
  };

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: ChatCompletionRequest;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
      } catch {
        return send(response, 400, { error: { message: 'Invalid JSON body', type: 'invalid_request_error' } });
      }
      state.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
        return send(response, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      if (request.headers.authorization !== `Bearer ${state.apiKey}`) {
        return send(response, 401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } });
      }
      play(queue.shift() ?? state.fallback, body, response);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  }) as OpenAiTestServer;
}
