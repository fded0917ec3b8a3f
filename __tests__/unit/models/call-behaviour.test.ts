// Headers, prompt layout, retry timing, deadline, caps and usage of the one call path.
import { describe, it } from 'vitest';
import { createModelCaller } from '../../../src/models/call.js';
import { buildMessages, estimateInputTokens } from '../../../src/models/prompt.js';
import { PROVIDERS } from '../../../src/config/providers.js';
import { startModelEmulator } from '../../emulators/model-emulator.js';
import {
  FAST_RETRY,
  GOOD,
  KEYS,
  leakedKeys,
  providersFor,
  request,
  rig,
  TARGETS,
  type Target,
} from './harness.js';

const anthropic = TARGETS.find((t) => t.model === 'anthropic/claude-sonnet-5-5') as Target;
const compatible = TARGETS.find((t) => t.provider === 'openai-compatible') as Target;

function gaps(times: number[]): number[] {
  return times.slice(1).map((t, i) => t - (times[i] as number));
}

describe.concurrent.each(TARGETS)('$name', (target) => {
  it('sends the lane, step and session headers on every request, retries included', async ({
    expect,
  }) => {
    const r = await rig(target, (ctx) =>
      ctx.attempt === 1 ? { fault: 'server-error' } : { json: GOOD },
    );
    try {
      const result = await r.caller(
        request(target, { lane: 'security', step: 'chunk:2/5', sessionId: 'sess-42' }),
      );
      expect(result.ok).toBe(true);
      expect(r.emulator.requests).toHaveLength(2);
      for (const q of r.emulator.requests) {
        expect(q.headers['x-done-gate-lane']).toBe('security');
        expect(q.headers['x-done-gate-step']).toBe('chunk:2/5');
        expect(q.headers['x-done-gate-session']).toBe('sess-42');
      }
    } finally {
      await r.close();
    }
  });

  it('honours a retry-after of 1 s that fits the budget', async ({ expect }) => {
    const r = await rig(target, (ctx) =>
      ctx.attempt === 1 ? { fault: 'rate-limit', retryAfter: 1 } : { json: GOOD },
    );
    try {
      const result = await r.caller(request(target));
      expect(result).toMatchObject({ ok: true, attempts: 2 });
      const [gap] = gaps(r.emulator.requests.map((q) => q.time));
      // The server's own arrival times, and causal: the retry leaves after the 429 and its wait.
      expect(gap).toBeGreaterThanOrEqual(990);
    } finally {
      await r.close();
    }
  });

  it('does not start a 3600 s wait that would outlive the budget', async ({ expect }) => {
    // Were the wait started, the call would outlast the test's timeout: it fails, not passes.
    const r = await rig(target, () => ({ fault: 'rate-limit', retryAfter: 3600 }), {
      deadline: Date.now() + 10 * 60_000,
    });
    try {
      const result = await r.caller(request(target));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.fault.kind).toBe('rate-limited');
      expect(result.fault.message).toContain('3600.0s');
      expect(r.emulator.requests).toHaveLength(1);
    } finally {
      await r.close();
    }
  });

  it('a hanging server with a 3 s budget ends in a timeout fault at the deadline', async ({
    expect,
  }) => {
    const deadline = Date.now() + 3_000;
    const r = await rig(target, () => ({ fault: 'hang' }), { deadline });
    try {
      const result = await r.caller(request(target));
      // Ended by the deadline's own abort (its message): not given up early by a per-attempt
      // timeout (which says `gave up after`; the budget may end a hung attempt or its retry), and not left hanging (the test's timeout fails that).
      expect(result).toMatchObject({ ok: false, fault: { kind: 'timeout' } });
      if (!result.ok)
        expect(result.fault.message).toMatch(/run's deadline|of the time budget remain/);
    } finally {
      await r.close();
    }
  });

  it('counts input, cached and output tokens of every reply', async ({ expect }) => {
    const r = await rig(target, () => ({
      json: GOOD,
      usage: { inputTokens: 1_000, cachedInputTokens: 400, outputTokens: 100 },
    }));
    try {
      const result = await r.caller(request(target));
      expect(result.usage).toMatchObject({
        inputTokens: 1_000,
        cachedInputTokens: 400,
        outputTokens: 100,
      });
      expect(r.caller.usage().total.inputTokens).toBe(1_000);
    } finally {
      await r.close();
    }
  });
});

describe.concurrent('retries and waits', () => {
  it('backs off exponentially between transient failures', async ({ expect }) => {
    const r = await rig(anthropic, () => ({ fault: 'overloaded' }), {
      retry: { maxAttempts: 4, initialBackoffMs: 80, maxBackoffMs: 1_000 },
      random: () => 1, // no jitter: waits of 80, 160, 320 ms
    });
    try {
      const result = await r.caller(request(anthropic));
      expect(result.ok).toBe(false);
      const spacing = gaps(r.emulator.requests.map((q) => q.time));
      expect(spacing).toHaveLength(3);
      expect(spacing[0]).toBeGreaterThanOrEqual(75);
      expect(spacing[1]).toBeGreaterThanOrEqual(155);
      expect(spacing[2]).toBeGreaterThanOrEqual(315);
      expect(spacing[2] as number).toBeGreaterThan(spacing[0] as number);
    } finally {
      await r.close();
    }
  });

  it('honours retry-after-ms', async ({ expect }) => {
    const r = await rig(anthropic, (ctx) =>
      ctx.attempt === 1 ? { fault: 'rate-limit', retryAfterMs: 300 } : { json: GOOD },
    );
    try {
      expect((await r.caller(request(anthropic))).ok).toBe(true);
      const [gap] = gaps(r.emulator.requests.map((q) => q.time));
      expect(gap).toBeGreaterThanOrEqual(290);
    } finally {
      await r.close();
    }
  });

  it('returns at once when the next backoff would end past the deadline', async ({ expect }) => {
    // A backoff longer than the budget and than the test's timeout: waiting it out fails the test.
    const r = await rig(anthropic, () => ({ fault: 'server-error' }), {
      deadline: Date.now() + 5 * 60_000,
      retry: { maxAttempts: 4, initialBackoffMs: 10 * 60_000, maxBackoffMs: 10 * 60_000 },
    });
    try {
      const result = await r.caller(request(anthropic));
      expect(r.emulator.requests).toHaveLength(1);
      if (result.ok) throw new Error('expected a fault');
      expect(result.fault.kind).toBe('server-error');
      expect(result.fault.message).toMatch(/time budget remain/);
    } finally {
      await r.close();
    }
  });

  it('x-should-retry: false stops retries of a 500', async ({ expect }) => {
    const r = await rig(anthropic, () => ({
      fault: 'server-error',
      headers: { 'x-should-retry': 'false' },
    }));
    try {
      const result = await r.caller(request(anthropic));
      expect(result.ok).toBe(false);
      expect(r.emulator.requests).toHaveLength(1);
    } finally {
      await r.close();
    }
  });

  it('x-should-retry: true makes a 409 retryable', async ({ expect }) => {
    const conflict = JSON.stringify({
      type: 'error',
      error: { type: 'invalid_request_error', message: 'conflict' },
    });
    const r = await rig(anthropic, (ctx) =>
      ctx.attempt === 1
        ? { raw: { status: 409, body: conflict }, headers: { 'x-should-retry': 'true' } }
        : { json: GOOD },
    );
    try {
      expect(await r.caller(request(anthropic))).toMatchObject({ ok: true, attempts: 2 });
    } finally {
      await r.close();
    }
  });

  it('aborts an attempt that gets no reply within the per-attempt timeout, then retries', async ({
    expect,
  }) => {
    const r = await rig(anthropic, () => ({ fault: 'hang' }), {
      retry: { ...FAST_RETRY, maxAttempts: 3, attemptTimeoutMs: 150 },
    });
    try {
      // A hang with no per-attempt abort would be one attempt waiting for the whole budget. The
      // client's count, not the server's: a 150 ms attempt on a loaded machine may be aborted
      // before its body has reached the server.
      const result = await r.caller(request(anthropic));
      if (result.ok) throw new Error('expected a fault');
      expect(result.fault.attempts).toBe(3);
      expect(result.fault.kind).toBe('timeout');
      expect(result.fault.message).toContain('gave up after 3 attempts');
    } finally {
      await r.close();
    }
  });

  it('a refused connection is a network fault after bounded attempts', async ({ expect }) => {
    const closed = await startModelEmulator('anthropic');
    await closed.close();
    const caller = createModelCaller({
      providers: providersFor(closed.baseUrl),
      deadline: Date.now() + 10_000,
      retry: FAST_RETRY,
    });
    const result = await caller(request(anthropic));
    if (result.ok) throw new Error('expected a fault');
    expect(result.fault.kind).toBe('network');
    expect(result.fault.attempts).toBe(FAST_RETRY.maxAttempts);
    expect(result.fault.message).toContain(closed.baseUrl);
  });

  it('a deadline already past sends nothing', async ({ expect }) => {
    const r = await rig(anthropic, () => ({ json: GOOD }), { deadline: Date.now() - 1 });
    try {
      const result = await r.caller(request(anthropic));
      expect(result).toMatchObject({ ok: false, fault: { kind: 'timeout', attempts: 0 } });
      expect(r.emulator.requests).toHaveLength(0);
    } finally {
      await r.close();
    }
  });

  it('an external abort ends a hanging call at once', async ({ expect }) => {
    const controller = new AbortController();
    const r = await rig(anthropic, () => ({ fault: 'hang' }), { signal: controller.signal });
    try {
      setTimeout(() => controller.abort(), 100);
      // Only the abort says `cancelled`; the budget running out would say otherwise.
      const result = await r.caller(request(anthropic));
      expect(result).toMatchObject({ ok: false, fault: { kind: 'timeout' } });
      if (!result.ok) expect(result.fault.message).toContain('cancelled');
    } finally {
      await r.close();
    }
  });
});

describe.concurrent('prompt layout', () => {
  it('marks the evidence for Anthropic prompt caching and keeps one system prompt per run', async ({
    expect,
  }) => {
    const r = await rig(anthropic, () => ({ json: GOOD }));
    try {
      const req = request(anthropic);
      await r.caller(req);
      await r.caller(
        request(anthropic, { lane: 'parse', step: 'criteria', instructions: 'List.' }),
      );
      const [first, second] = r.emulator.requests.map(
        (q) =>
          q.body as {
            system: unknown;
            messages: { content: { text: string; cache_control?: unknown }[] }[];
          },
      );
      if (!first || !second) throw new Error('expected two requests');
      const [evidence, task] = first.messages[0]?.content ?? [];
      expect(evidence).toMatchObject({ text: req.evidence, cache_control: { type: 'ephemeral' } });
      expect(task?.text).toContain(req.instructions);
      expect(task?.text).toContain(req.task);
      expect(task?.cache_control).toBeUndefined();
      // The cached prefix (system + evidence) is byte-identical across lanes.
      expect(second.system).toEqual(first.system);
      expect(second.messages[0]?.content[0]).toEqual(evidence);
      expect(JSON.stringify(first.system)).toMatch(/untrusted data/);
    } finally {
      await r.close();
    }
  });

  it('does not send Anthropic cache marks to other providers', async ({ expect }) => {
    const r = await rig(compatible, () => ({ json: GOOD }));
    try {
      await r.caller(request(compatible));
      expect(r.emulator.requests[0]?.rawBody).not.toContain('cache_control');
      expect(r.emulator.requests[0]?.rawBody).not.toContain('ephemeral');
    } finally {
      await r.close();
    }
  });
});

describe.concurrent('hard caps', () => {
  const replyUsage = { inputTokens: 1_000, outputTokens: 100, cachedInputTokens: 0 };
  const estimate = (target: Target): number =>
    estimateInputTokens(buildMessages(target.provider, request(target))) + 500;

  it('max-tokens: the call that would cross it is never sent', async ({ expect }) => {
    const cap = 1_100 + estimate(anthropic) - 1;
    const r = await rig(anthropic, () => ({ json: GOOD, usage: replyUsage }), { maxTokens: cap });
    try {
      expect((await r.caller(request(anthropic))).ok).toBe(true);
      const second = await r.caller(request(anthropic, { step: 'second' }));
      expect(r.emulator.requests).toHaveLength(1);
      expect(second).toMatchObject({ ok: false, fault: { kind: 'budget-exhausted', attempts: 0 } });
      if (!second.ok) expect(second.fault.message).toContain('max-tokens');
    } finally {
      await r.close();
    }
  });

  it('max-tokens: a call that exactly fits is sent', async ({ expect }) => {
    const cap = 1_100 + estimate(anthropic);
    const r = await rig(anthropic, () => ({ json: GOOD, usage: replyUsage }), { maxTokens: cap });
    try {
      await r.caller(request(anthropic));
      expect((await r.caller(request(anthropic, { step: 'second' }))).ok).toBe(true);
      expect(r.emulator.requests).toHaveLength(2);
    } finally {
      await r.close();
    }
  });

  it('max-cost-usd: the call that would cross it is never sent', async ({ expect }) => {
    const catalog = {
      'anthropic/claude-sonnet-5-5': {
        contextWindow: 1_000_000,
        inputPerMTok: 10,
        outputPerMTok: 100,
      },
    };
    const firstCost = (1_000 * 10 + 100 * 100) / 1e6;
    const secondEstimate = ((estimate(anthropic) - 500) * 10 + 500 * 100) / 1e6;
    const r = await rig(anthropic, () => ({ json: GOOD, usage: replyUsage }), {
      catalog,
      maxCostUsd: firstCost + secondEstimate - 1e-6,
    });
    try {
      const first = await r.caller(request(anthropic));
      expect(first.usage.costUsd).toBeCloseTo(firstCost, 10);
      const second = await r.caller(request(anthropic, { step: 'second' }));
      expect(r.emulator.requests).toHaveLength(1);
      expect(second).toMatchObject({ ok: false, fault: { kind: 'budget-exhausted' } });
      if (!second.ok) expect(second.fault.message).toContain('max-cost-usd');
    } finally {
      await r.close();
    }
  });

  it('max-cost-usd with a model of unknown price sends nothing and names model-catalog', async ({
    expect,
  }) => {
    const r = await rig(compatible, () => ({ json: GOOD }), { maxCostUsd: 100 });
    try {
      const result = await r.caller(request(compatible));
      expect(r.emulator.requests).toHaveLength(0);
      expect(result).toMatchObject({ ok: false, fault: { kind: 'budget-exhausted' } });
      if (!result.ok) expect(result.fault.message).toContain('model-catalog');
    } finally {
      await r.close();
    }
  });

  it('concurrent calls reserve their estimates, so together they cannot cross the cap', async ({
    expect,
  }) => {
    const one = estimate(anthropic);
    const r = await rig(anthropic, () => ({ json: GOOD, latencyMs: 100, usage: replyUsage }), {
      maxTokens: one + Math.floor(one / 2),
    });
    try {
      const results = await Promise.all([
        r.caller(request(anthropic, { step: 'a' })),
        r.caller(request(anthropic, { step: 'b' })),
        r.caller(request(anthropic, { step: 'c' })),
      ]);
      expect(r.emulator.requests).toHaveLength(1);
      expect(results.filter((x) => x.ok)).toHaveLength(1);
      expect(results.filter((x) => !x.ok && x.fault.kind === 'budget-exhausted')).toHaveLength(2);
    } finally {
      await r.close();
    }
  });
});

describe.concurrent('usage report', () => {
  it('breaks usage down per lane, step and model and prices it from the catalog', async ({
    expect,
  }) => {
    const r = await rig(anthropic, (ctx) =>
      ctx.lane === 'gate'
        ? { json: GOOD, usage: { inputTokens: 1_000, cachedInputTokens: 400, outputTokens: 100 } }
        : { json: GOOD, usage: { inputTokens: 2_000, outputTokens: 50 } },
    );
    try {
      await r.caller(request(anthropic));
      await r.caller(request(anthropic, { lane: 'security', step: 'chunk:1/2' }));
      const report = r.caller.usage();
      // claude-sonnet-5-5: $2 in, $0.20 cached, $10 out per MTok.
      const gateCost = (600 * 2 + 400 * 0.2 + 100 * 10) / 1e6;
      const securityCost = (2_000 * 2 + 50 * 10) / 1e6;
      expect(report.replies).toBe(2);
      expect(report.byLane.gate).toMatchObject({ inputTokens: 1_000, cachedInputTokens: 400 });
      expect(report.byLane.gate?.costUsd).toBeCloseTo(gateCost, 12);
      expect(report.byStep.security?.['chunk:1/2']).toMatchObject({ inputTokens: 2_000 });
      expect(report.byModel['anthropic/claude-sonnet-5-5']?.outputTokens).toBe(150);
      expect(report.total.costUsd).toBeCloseTo(gateCost + securityCost, 12);
      expect(report.knownCostUsd).toBeCloseTo(gateCost + securityCost, 12);
      expect(report.unpricedModels).toEqual([]);
    } finally {
      await r.close();
    }
  });

  it('a model without a price has a null cost and is listed as unpriced', async ({ expect }) => {
    const r = await rig(compatible, () => ({ json: GOOD, usage: { inputTokens: 1_000 } }));
    try {
      const result = await r.caller(request(compatible));
      expect(result.usage.costUsd).toBeNull();
      const report = r.caller.usage();
      expect(report.total.costUsd).toBeNull();
      expect(report.unpricedModels).toEqual([compatible.model]);
      expect(report.total.inputTokens).toBe(1_000);
    } finally {
      await r.close();
    }
  });
});

describe.concurrent('configuration and secrets', () => {
  it('a model whose provider has no key is a config fault and sends nothing', async ({
    expect,
  }) => {
    const emulator = await startModelEmulator('anthropic', { script: () => ({ json: GOOD }) });
    try {
      const providers = providersFor(emulator.baseUrl);
      providers.anthropic = { apiKey: null, baseUrl: emulator.baseUrl };
      const caller = createModelCaller({ providers, deadline: Date.now() + 5_000 });
      const result = await caller(request(anthropic));
      expect(result).toMatchObject({ ok: false, fault: { kind: 'config', attempts: 0 } });
      if (!result.ok) expect(result.fault.message).toContain('`anthropic-api-key`');
      expect(emulator.requests).toHaveLength(0);
    } finally {
      await emulator.close();
    }
  });

  it('registers every configured key with setSecret', ({ expect }) => {
    const secrets: string[] = [];
    createModelCaller({
      providers: providersFor('http://127.0.0.1:9'),
      deadline: Date.now() + 1_000,
      setSecret: (s) => secrets.push(s),
    });
    for (const provider of PROVIDERS) expect(secrets).toContain(KEYS[provider]);
  });

  it('sends the configured key to the configured base URL only', async ({ expect }) => {
    const r = await rig(anthropic, () => ({ json: GOOD }));
    try {
      await r.caller(request(anthropic));
      expect(r.emulator.requests[0]?.headers['x-api-key']).toBe(KEYS.anthropic);
      expect(leakedKeys(...r.logs)).toEqual([]);
    } finally {
      await r.close();
    }
  });
});
