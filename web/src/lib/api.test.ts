import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { api, ApiError, errorMessageFrom } from './api';

describe('errorMessageFrom', () => {
  it('uses the JSON message', () => {
    expect(errorMessageFrom(409, 'Conflict', '{"message":"That email is taken."}')).toBe('That email is taken.');
  });

  it('joins a list of messages with "; "', () => {
    expect(errorMessageFrom(400, 'Bad Request', '{"message":["title is required","url is required"]}')).toBe('title is required; url is required');
  });

  it('falls back to the JSON error field, then the status text', () => {
    expect(errorMessageFrom(500, 'Internal Server Error', '{"error":"Boom"}')).toBe('Boom');
    expect(errorMessageFrom(500, 'Internal Server Error', '{"statusCode":500}')).toBe('Internal Server Error');
  });

  it('uses the raw text of a non-JSON body, else the status text', () => {
    expect(errorMessageFrom(502, 'Bad Gateway', 'upstream timed out')).toBe('upstream timed out');
    expect(errorMessageFrom(502, 'Bad Gateway', '')).toBe('Bad Gateway');
  });

  it('still says something when there is no status text', () => {
    expect(errorMessageFrom(503, '', '')).toBe('Request failed with status 503');
  });
});

describe('api', () => {
  it('sends cookies and JSON on writes', async () => {
    const { calls } = mockFetch({ 'POST /api/things': { status: 201, body: { id: '1' } } });
    await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ id: '1' });
    expect(calls[0].init.credentials).toBe('include');
    expect(calls[0].init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls[0].body).toEqual({ name: 'x' });
  });

  it('sends cookies on reads', async () => {
    const { calls } = mockFetch({ 'GET /api/things': { body: [] } });
    await api.get('/api/things');
    expect(calls[0].init.credentials).toBe('include');
    expect(calls[0].init.body).toBeUndefined();
  });

  it('throws an ApiError with the status and the server message', async () => {
    mockFetch({ 'GET /api/things': { status: 401, body: { message: 'Sign in first.' } } });
    const error = await api.get('/api/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Sign in first.' });
  });

  it('reads an empty reply as undefined', async () => {
    mockFetch({ 'DELETE /api/things/1': { status: 204 } });
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
  });
});
