import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildMessages,
  estimateInputTokens,
  promptChars,
  SYSTEM_PROMPT,
} from '../../../src/models/prompt.js';
import type { Usage } from '../../../src/models/types.js';
import { addUsage, UsageLedger } from '../../../src/models/usage.js';

const usage = (inputTokens: number, outputTokens: number, costUsd: number | null): Usage => ({
  inputTokens,
  outputTokens,
  cachedInputTokens: 0,
  costUsd,
});

describe('UsageLedger', () => {
  it('refuses a reservation that would cross max-tokens, counting calls in flight', () => {
    const ledger = new UsageLedger({ maxTokens: 1_000, maxCostUsd: null });
    const first = ledger.reserve({ model: 'm', tokens: 600, costUsd: null });
    expect(first.ok).toBe(true);
    const second = ledger.reserve({ model: 'm', tokens: 500, costUsd: null });
    expect(second).toMatchObject({ ok: false, cap: 'max-tokens' });
    if (first.ok) first.release();
    expect(ledger.reserve({ model: 'm', tokens: 1_000, costUsd: null }).ok).toBe(true);
  });

  it('counts spent tokens against the cap once recorded', () => {
    const ledger = new UsageLedger({ maxTokens: 1_000, maxCostUsd: null });
    ledger.record('gate', 'review', 'm', usage(800, 100, 0.01));
    expect(ledger.reserve({ model: 'm', tokens: 100, costUsd: 0 }).ok).toBe(true);
    expect(ledger.reserve({ model: 'm', tokens: 1, costUsd: 0 })).toMatchObject({ ok: false });
  });

  it('refuses max-cost-usd reservations it cannot price', () => {
    const ledger = new UsageLedger({ maxTokens: null, maxCostUsd: 5 });
    const refused = ledger.reserve({ model: 'vendor/unpriced', tokens: 1, costUsd: null });
    expect(refused).toMatchObject({ ok: false, cap: 'max-cost-usd' });
    if (!refused.ok) expect(refused.message).toContain('vendor/unpriced');
  });

  it('release is idempotent', () => {
    const ledger = new UsageLedger({ maxTokens: 100, maxCostUsd: null });
    const a = ledger.reserve({ model: 'm', tokens: 60, costUsd: null });
    const b = ledger.reserve({ model: 'm', tokens: 40, costUsd: null });
    if (!a.ok || !b.ok) throw new Error('both fit');
    a.release();
    a.release();
    expect(ledger.reserve({ model: 'm', tokens: 61, costUsd: null }).ok).toBe(false);
  });

  it('never lets committed tokens exceed the cap, whatever the order of calls', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.record({ tokens: fc.nat(3_000), release: fc.boolean() }), { maxLength: 30 }),
        (cap, calls) => {
          const ledger = new UsageLedger({ maxTokens: cap, maxCostUsd: null });
          let committed = 0;
          for (const call of calls) {
            const r = ledger.reserve({ model: 'm', tokens: call.tokens, costUsd: null });
            if (!r.ok) continue;
            committed += call.tokens;
            if (call.release) {
              r.release();
              committed -= call.tokens;
            }
            expect(committed).toBeLessThanOrEqual(cap);
          }
        },
      ),
    );
  });

  it('reports totals and breakdowns; an unpriced reply makes the total cost unknown', () => {
    const ledger = new UsageLedger({ maxTokens: null, maxCostUsd: null });
    ledger.record('gate', 'review', 'a/x', usage(100, 10, 0.5));
    ledger.record('adversary', 'criterion:c1', 'a/x', usage(200, 20, 0.25));
    ledger.record('adversary', 'criterion:c2', 'b/y', usage(300, 30, null));
    const report = ledger.report();
    expect(report.replies).toBe(3);
    expect(report.total).toMatchObject({ inputTokens: 600, outputTokens: 60, costUsd: null });
    expect(report.knownCostUsd).toBeCloseTo(0.75, 10);
    expect(report.byLane.adversary?.inputTokens).toBe(500);
    expect(report.byStep.adversary?.['criterion:c1']?.costUsd).toBe(0.25);
    expect(report.byModel['a/x']?.costUsd).toBeCloseTo(0.75, 10);
    expect(report.unpricedModels).toEqual(['b/y']);
    // The report is a copy.
    report.byLane.gate = undefined;
    expect(ledger.report().byLane.gate).toBeDefined();
  });

  it('addUsage sums and keeps unknown costs unknown', () => {
    expect(addUsage(usage(1, 2, 1), usage(3, 4, 2))).toEqual(usage(4, 6, 3));
    expect(addUsage(usage(1, 2, 1), usage(3, 4, null)).costUsd).toBeNull();
  });
});

describe('prompt layout', () => {
  const req = { evidence: 'EVIDENCE', instructions: 'INSTR', task: 'TASK' };

  it('puts the evidence first, then instructions and task, in one user message', () => {
    const [message, ...rest] = buildMessages('openai', req);
    expect(rest).toEqual([]);
    expect(message).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'EVIDENCE' },
        { type: 'text', text: 'INSTR\n\nTASK' },
      ],
    });
  });

  it('marks only the evidence for Anthropic prompt caching', () => {
    const [message] = buildMessages('anthropic', req);
    const parts = message?.content as { providerOptions?: unknown }[];
    expect(parts[0]?.providerOptions).toEqual({
      anthropic: { cacheControl: { type: 'ephemeral' } },
    });
    expect(parts[1]?.providerOptions).toBeUndefined();
  });

  it('a re-ask keeps the prefix and appends the reply and the feedback', () => {
    const first = buildMessages('google', req);
    const again = buildMessages('google', req, { previousReply: '{"a":1}', problem: 'missing b' });
    expect(again[0]).toEqual(first[0]);
    expect(again[1]).toEqual({ role: 'assistant', content: '{"a":1}' });
    expect(JSON.stringify(again[2])).toContain('missing b');
  });

  it('estimates tokens as characters / 4 including the system prompt', () => {
    const messages = buildMessages('openai', req);
    expect(promptChars(messages)).toBe(
      SYSTEM_PROMPT.length + 'EVIDENCE'.length + 'INSTR\n\nTASK'.length,
    );
    expect(estimateInputTokens(messages)).toBe(Math.ceil(promptChars(messages) / 4));
  });
});
