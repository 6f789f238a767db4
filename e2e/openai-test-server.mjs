/**
 * The API tests' OpenAI-compatible server on 127.0.0.1 (api/test/openai-test-server.ts) for the browser tests:
 * the real response shape, replies programmed per test (`enqueue(answer(...))`), requests recorded.
 */
import { loadTestServerSource } from './test-server-source.mjs';

export const loadOpenAiTestServer = () => loadTestServerSource('openai-test-server');
