// Per-vendor back-off: a 429 lowers that vendor's attempts in flight, never another vendor's;
// successes give the slots back. Unit tests of the limiter, then the caller against two emulators.
import { describe, expect, it } from 'vitest';
import { createModelCaller } from '../../../src/models/call.js';
import { createVendorLimiter } from '../../../src/models/vendor-limiter.js';
import { startModelEmulator, type RecordedRequest } from '../../emulators/model-emulator.js';
import { FAST_RETRY, GOOD, providersFor, request, TARGETS } from './harness.js';

const never = new AbortController().signal;
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createVendorLimiter', () => {
  it('is unbounded until the vendor answers 429, then halves what it may have in flight', async () => {
    const limiter = createVendorLimiter();
    const held = await Promise.all([1, 2, 3, 4].map(() => limiter.acquire('openai', never)));
    expect(limiter.state('openai')).toMatchObject({ limit: Infinity, active: 4 });
    limiter.rateLimited('openai');
    expect(limiter.state('openai').limit).toBe(2);
    for (const release of held) release();
    let started = 0;
    const next = [1, 2, 3].map(() => limiter.acquire('openai', never).then((r) => (started++, r)));
    await flush();
    expect(started).toBe(2);
    expect(limiter.state('openai')).toMatchObject({ active: 2, waiting: 1 });
    (await next[0])?.();
    await flush();
    expect(started).toBe(3);
  });

  it('another vendor never waits for the one that backed off', async () => {
    const limiter = createVendorLimiter();
    const one = await limiter.acquire('openai', never);
    limiter.rateLimited('openai');
    expect(limiter.state('openai').limit).toBe(1);
    const others = await Promise.all(
      [1, 2, 3, 4, 5].map(() => limiter.acquire('anthropic', never)),
    );
    expect(limiter.state('anthropic')).toMatchObject({ limit: Infinity, active: 5 });
    others.forEach((release) => release());
    one();
  });

  it('each success gives one slot back until the old peak is reached, then lifts the bound', async () => {
    const limiter = createVendorLimiter();
    const held = await Promise.all(
      Array.from({ length: 8 }, () => limiter.acquire('google', never)),
    );
    limiter.rateLimited('google');
    expect(limiter.state('google').limit).toBe(4);
    held.forEach((release) => release());
    limiter.succeeded('google');
    expect(limiter.state('google').limit).toBe(5);
    limiter.succeeded('google');
    limiter.succeeded('google');
    limiter.succeeded('google');
    expect(limiter.state('google').limit).toBe(Infinity);
  });

  it('a second 429 while backed off halves again, down to one', async () => {
    const limiter = createVendorLimiter();
    const held = await Promise.all([1, 2, 3, 4].map(() => limiter.acquire('openai', never)));
    limiter.rateLimited('openai');
    limiter.rateLimited('openai');
    expect(limiter.state('openai').limit).toBe(1);
    limiter.rateLimited('openai');
    expect(limiter.state('openai').limit).toBe(1);
    held.forEach((release) => release());
  });

  it('a waiting acquire rejects when its signal aborts, and leaves the queue', async () => {
    const limiter = createVendorLimiter();
    const held = await limiter.acquire('openai', never);
    limiter.rateLimited('openai');
    const controller = new AbortController();
    const waiting = limiter.acquire('openai', controller.signal);
    await flush();
    expect(limiter.state('openai').waiting).toBe(1);
    controller.abort(new Error('deadline'));
    await expect(waiting).rejects.toThrow('deadline');
    expect(limiter.state('openai').waiting).toBe(0);
    held();
    expect(limiter.state('openai').active).toBe(0);
  });
});

/** The most requests in flight at once, given each is answered `latencyMs` after it arrived. */
function peakInFlight(requests: RecordedRequest[], latencyMs: number): number {
  let peak = 0;
  for (const r of requests) {
    const overlapping = requests.filter((o) => o.time <= r.time && o.time + latencyMs > r.time);
    peak = Math.max(peak, overlapping.length);
  }
  return peak;
}

describe('the caller backs off per vendor on 429', () => {
  it('after OpenAI answers 429 its retries go out fewer at a time, while Anthropic keeps all its calls in flight', async () => {
    const latencyMs = 1_000;
    const openai = await startModelEmulator('openai', {
      script: (ctx) =>
        ctx.attempt === 1 ? { fault: 'rate-limit', retryAfterMs: 50 } : { json: GOOD, latencyMs },
    });
    const anthropic = await startModelEmulator('anthropic', {
      script: () => ({ json: GOOD, latencyMs }),
    });
    try {
      const providers = {
        ...providersFor(openai.baseUrl),
        anthropic: providersFor(anthropic.baseUrl).anthropic,
      };
      const caller = createModelCaller({
        providers,
        deadline: Date.now() + 15_000,
        retry: FAST_RETRY,
      });
      const oai = TARGETS.find((t) => t.vendor === 'openai' && t.provider === 'openai')!;
      const ant = TARGETS.find((t) => t.vendor === 'anthropic')!;
      const sends = [1, 2, 3, 4, 5, 6].flatMap((i) => [
        caller(request(oai, { sessionId: `review-oai-${i}` })),
        caller(request(ant, { sessionId: `review-ant-${i}` })),
      ]);
      const results = await Promise.all(sends);
      expect(results.every((r) => r.ok)).toBe(true);
      // Every OpenAI call was refused once and retried (the retry-after of 50 ms honoured).
      const retries = openai.requests.filter((r) => r.attempt > 1);
      expect(retries).toHaveLength(6);
      // Six 429s halved OpenAI's bound: its retries were never all in flight together.
      expect(peakInFlight(retries, latencyMs)).toBeLessThan(6);
      // Anthropic was never told to slow down: all six of its calls were in flight at once.
      expect(peakInFlight(anthropic.requests, latencyMs)).toBe(6);
    } finally {
      await Promise.all([openai.close(), anthropic.close()]);
    }
  });
});
