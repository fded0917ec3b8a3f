// The classification table, tested directly (no HTTP).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyApiError,
  parseRetryAfter,
  scrubSecrets,
  type ApiErrorInfo,
} from '../../../src/models/classify.js';
import type { ProviderId } from '../../../src/config/providers.js';

const anthropicBody = (type: string, message: string, details?: object): string =>
  JSON.stringify({ type: 'error', error: { type, message, ...(details ? { details } : {}) } });
const openaiBody = (message: string, type: string | null, code: string | null): string =>
  JSON.stringify({ error: { message, type, param: null, code } });
const googleBody = (code: number, status: string, message: string, details: unknown[] = []) =>
  JSON.stringify({ error: { code, status, message, details } });

function classify(
  provider: ProviderId,
  status: number | undefined,
  extra: Partial<ApiErrorInfo> = {},
) {
  return classifyApiError({
    provider,
    model: `${provider}/m-1`,
    baseUrl: 'https://api.example/v1',
    status,
    ...extra,
  });
}

describe('classifyApiError', () => {
  it.each<[string, ProviderId, number | undefined, Partial<ApiErrorInfo>, string, string]>([
    ['no response', 'anthropic', undefined, { networkCode: 'ECONNRESET' }, 'network', 'backoff'],
    [
      'anthropic 429',
      'anthropic',
      429,
      { body: anthropicBody('rate_limit_error', 'slow down') },
      'rate-limited',
      'backoff',
    ],
    [
      'anthropic spend limit',
      'anthropic',
      429,
      {
        body: anthropicBody('rate_limit_error', 'limit', {
          error_code: 'enforced_spend_limit_reached',
        }),
      },
      'quota-exhausted',
      'never',
    ],
    [
      'anthropic low credit (400)',
      'anthropic',
      400,
      {
        body: anthropicBody(
          'invalid_request_error',
          'Your credit balance is too low to access the Anthropic API.',
        ),
      },
      'quota-exhausted',
      'never',
    ],
    [
      'anthropic 529',
      'anthropic',
      529,
      { body: anthropicBody('overloaded_error', 'Overloaded') },
      'overloaded',
      'backoff',
    ],
    [
      'anthropic 500',
      'anthropic',
      500,
      { body: anthropicBody('api_error', 'Internal') },
      'server-error',
      'backoff',
    ],
    ['anthropic 408', 'anthropic', 408, {}, 'server-error', 'backoff'],
    ['anthropic 409', 'anthropic', 409, {}, 'server-error', 'backoff'],
    [
      'anthropic 401',
      'anthropic',
      401,
      { body: anthropicBody('authentication_error', 'invalid x-api-key') },
      'auth',
      'never',
    ],
    [
      'anthropic 403',
      'anthropic',
      403,
      { body: anthropicBody('permission_error', 'no') },
      'auth',
      'never',
    ],
    [
      'anthropic 404',
      'anthropic',
      404,
      { body: anthropicBody('not_found_error', 'model: m-1') },
      'not-found',
      'never',
    ],
    [
      'anthropic 413',
      'anthropic',
      413,
      { body: anthropicBody('request_too_large', 'too large') },
      'bad-request',
      'never',
    ],
    [
      'anthropic 400',
      'anthropic',
      400,
      { body: anthropicBody('invalid_request_error', 'prompt is too long') },
      'bad-request',
      'never',
    ],
    [
      'openai 429 rate',
      'openai',
      429,
      { body: openaiBody('Rate limit reached', 'tokens', 'rate_limit_exceeded') },
      'rate-limited',
      'backoff',
    ],
    [
      'openai insufficient_quota',
      'openai',
      429,
      {
        body: openaiBody(
          'You exceeded your current quota',
          'insufficient_quota',
          'insufficient_quota',
        ),
      },
      'quota-exhausted',
      'never',
    ],
    [
      'openai project spend limit',
      'openai',
      429,
      { body: openaiBody('limit', 'requests', 'project_spend_limit_exceeded') },
      'quota-exhausted',
      'never',
    ],
    [
      'openai 503 overloaded',
      'openai',
      503,
      { body: openaiBody('The engine is currently overloaded', 'server_error', null) },
      'overloaded',
      'backoff',
    ],
    ['openai 502', 'openai', 502, { body: '<html>bad gateway</html>' }, 'server-error', 'backoff'],
    [
      'openai 401',
      'openai',
      401,
      {
        body: openaiBody('Incorrect API key provided', 'invalid_request_error', 'invalid_api_key'),
      },
      'auth',
      'never',
    ],
    [
      'compatible quota code',
      'openai-compatible',
      429,
      { body: openaiBody('quota', 'insufficient_quota', 'insufficient_quota') },
      'quota-exhausted',
      'never',
    ],
    [
      'gemini per-minute 429',
      'google',
      429,
      {
        body: googleBody(429, 'RESOURCE_EXHAUSTED', 'quota', [
          {
            '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
            violations: [{ quotaId: 'GenerateRequestsPerMinutePerProjectPerModel' }],
          },
          { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '7s' },
        ]),
      },
      'rate-limited',
      'after',
    ],
    [
      'gemini per-day 429',
      'google',
      429,
      {
        body: googleBody(429, 'RESOURCE_EXHAUSTED', 'quota', [
          {
            '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
            violations: [{ quotaId: 'GenerateRequestsPerDayPerProjectPerModel' }],
          },
          { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '7s' },
        ]),
      },
      'quota-exhausted',
      'never',
    ],
    [
      'gemini quota failure without a retry hint',
      'google',
      429,
      {
        body: googleBody(429, 'RESOURCE_EXHAUSTED', 'quota', [
          { '@type': 'type.googleapis.com/google.rpc.QuotaFailure', violations: [] },
        ]),
      },
      'quota-exhausted',
      'never',
    ],
    [
      'gemini bare 429',
      'google',
      429,
      { body: googleBody(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted') },
      'rate-limited',
      'backoff',
    ],
    [
      'gemini bad key (400)',
      'google',
      400,
      {
        body: googleBody(
          400,
          'INVALID_ARGUMENT',
          'API key not valid. Please pass a valid API key.',
          [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }],
        ),
      },
      'auth',
      'never',
    ],
    [
      'gemini 400 other',
      'google',
      400,
      { body: googleBody(400, 'INVALID_ARGUMENT', 'The input token count exceeds the maximum') },
      'bad-request',
      'never',
    ],
    [
      'gemini 503 overloaded',
      'google',
      503,
      { body: googleBody(503, 'UNAVAILABLE', 'The model is overloaded.') },
      'overloaded',
      'backoff',
    ],
    [
      'gemini 504',
      'google',
      504,
      { body: googleBody(504, 'DEADLINE_EXCEEDED', 'Deadline expired') },
      'server-error',
      'backoff',
    ],
    [
      '200 that is not JSON',
      'openai',
      200,
      { body: '<html>oops</html>' },
      'invalid-output',
      'never',
    ],
  ])('%s', (_label, provider, status, extra, kind, retry) => {
    const result = classify(provider, status, extra);
    expect(result.kind).toBe(kind);
    expect(result.retry).toBe(retry);
  });

  it('uses the server-requested wait when there is one', () => {
    expect(classify('anthropic', 429, { headers: { 'retry-after': '3' } })).toMatchObject({
      retry: 'after',
      delayMs: 3_000,
    });
    expect(classify('openai', 503, { headers: { 'Retry-After-Ms': '250' } })).toMatchObject({
      kind: 'server-error',
      retry: 'after',
      delayMs: 250,
    });
    const gemini = classify('google', 429, {
      body: googleBody(429, 'RESOURCE_EXHAUSTED', 'q', [
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '1.5s' },
      ]),
    });
    expect(gemini).toMatchObject({ retry: 'after', delayMs: 1_500 });
  });

  it('x-should-retry overrides the status rule', () => {
    expect(classify('anthropic', 500, { headers: { 'x-should-retry': 'false' } }).retry).toBe(
      'never',
    );
    expect(classify('anthropic', 400, { headers: { 'x-should-retry': 'true' } }).retry).toBe(
      'backoff',
    );
    // A quota or a bad key is never retried, whatever the header says.
    expect(
      classify('openai', 429, {
        headers: { 'x-should-retry': 'true' },
        body: openaiBody('q', 'insufficient_quota', 'insufficient_quota'),
      }).retry,
    ).toBe('never');
    expect(classify('anthropic', 401, { headers: { 'x-should-retry': 'true' } }).retry).toBe(
      'never',
    );
  });

  it('says what to fix: the key input, the model id, the base URL input', () => {
    expect(classify('google', 401).message).toContain('`google-api-key`');
    const notFound = classify('openai-compatible', 404);
    expect(notFound.message).toContain('"m-1"');
    expect(notFound.message).toContain('https://api.example/v1');
    expect(notFound.message).toContain('`openai-compatible-base-url`');
  });

  it('never echoes a configured key copied from an error body', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{8,60}$/),
        fc.string(),
        fc.string(),
        fc.constantFrom<ProviderId>('anthropic', 'openai', 'google', 'openai-compatible'),
        fc.constantFrom(400, 401, 403, 404, 429, 500, 529),
        (key, before, after, provider, status) => {
          const body = openaiBody(`${before}${key}${after}`, 'x', 'y');
          const result = classifyApiError({
            provider,
            model: `${provider}/m`,
            status,
            body,
            secrets: [key],
          });
          expect(result.message).not.toContain(key);
        },
      ),
    );
  });

  it('keeps vendor text short and strips HTML', () => {
    const message = classify('openai', 502, {
      body: `<html><body>${'x'.repeat(5_000)}</body></html>`,
    }).message;
    expect(message).not.toContain('<html>');
    expect(message.length).toBeLessThan(600);
  });
});

describe('parseRetryAfter', () => {
  it('reads retry-after-ms first, then seconds, then an HTTP date', () => {
    expect(parseRetryAfter({ 'retry-after-ms': '120', 'retry-after': '9' })).toBe(120);
    expect(parseRetryAfter({ 'retry-after': '2' })).toBe(2_000);
    expect(parseRetryAfter({ 'retry-after': '0.5' })).toBe(500);
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(parseRetryAfter({ 'retry-after': 'Fri, 20 Nov 2026 10:00:30 GMT' }, now)).toBe(30_000);
    expect(parseRetryAfter({ 'retry-after': 'Fri, 20 Nov 2026 09:00:00 GMT' }, now)).toBe(0);
  });

  it('ignores absent, negative and unparseable values', () => {
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter({})).toBeUndefined();
    expect(parseRetryAfter({ 'retry-after': '-3' })).toBeUndefined();
    expect(parseRetryAfter({ 'retry-after': 'soon' })).toBeUndefined();
    expect(parseRetryAfter({ 'retry-after-ms': 'NaN' })).toBeUndefined();
  });
});

describe('scrubSecrets', () => {
  it('removes every occurrence of every secret, longest first', () => {
    expect(scrubSecrets('a KEY-12345 b KEY-12345-EXT c', ['KEY-12345', 'KEY-12345-EXT'])).toBe(
      'a *** b *** c',
    );
  });

  it('redacts vendor key shapes it was not told about', () => {
    const text =
      'got sk-ant-api03-abcdefghijklmnopqrstuv and AIzaSyA1234567890abcdefghijklmnopqrstu';
    const out = scrubSecrets(text);
    expect(out).not.toMatch(/abcdefghijklmnopqrstuv/);
    expect(out).not.toMatch(/AIzaSyA1234567890/);
  });

  it('leaves no secret behind, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 4, maxLength: 40 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.string(), { maxLength: 5 }),
        (secrets, fillers) => {
          const text = fillers.map((f, i) => `${f}${secrets[i % secrets.length]}`).join('|');
          const out = scrubSecrets(text + (secrets[0] as string), secrets);
          for (const secret of secrets) {
            // The mask is made of '*': a secret containing '*' could be re-formed by it.
            if (!secret.includes('*')) {
              expect(out.includes(secret)).toBe(false);
            }
          }
        },
      ),
    );
  });
});
