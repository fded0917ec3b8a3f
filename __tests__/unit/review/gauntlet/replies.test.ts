import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  classifyReply,
  faultText,
  decisiveFault,
  isUsage,
  laneFault,
  noRetryFor,
  replyValues,
  type CallOutcome,
} from '../../../../src/review/gauntlet/replies.js';
import type { ModelCallResult } from '../../../../src/models/types.js';

const usage = { inputTokens: 1, outputTokens: 1, cachedInputTokens: 0, costUsd: 0 };
const schema = z.strictObject({ verdict: z.enum(['PASS', 'FAIL']) });

describe('classifyReply', () => {
  it('a validated value passes through', () => {
    const result: ModelCallResult<{ verdict: 'PASS' | 'FAIL' }> = {
      ok: true,
      value: { verdict: 'PASS' },
      usage,
      model: 'a/b',
      attempts: 1,
    };
    expect(classifyReply(result, schema)).toEqual({ ok: true, value: { verdict: 'PASS' } });
  });

  it('a value the caller let through unvalidated is an invalid-output fault', () => {
    const result = { ok: true, value: { verdict: 'MAYBE' }, usage, model: 'a/b', attempts: 1 };
    const out = classifyReply(result as never, schema);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.fault.kind).toBe('invalid-output');
      expect(out.fault.message).toMatch(/^reply failed the lane schema: /);
    }
  });

  it('a model fault keeps its kind (one line, capped) and message', () => {
    const result: ModelCallResult<unknown> = {
      ok: false,
      fault: { kind: 'rate-limited', message: '429 twice', attempts: 3 },
      usage,
      model: 'a/b',
    };
    expect(classifyReply(result, schema)).toEqual({
      ok: false,
      fault: { kind: 'rate-limited', message: '429 twice' },
    });
  });

  it('a fault with an empty kind reads as unknown', () => {
    const result = { ok: false, fault: { kind: ' ', message: 'x' }, usage, model: 'a/b' };
    const out = classifyReply(result as never, schema);
    expect(out).toEqual({ ok: false, fault: { kind: 'unknown', message: 'x' } });
  });
});

describe('chunk results', () => {
  const ok = (v: number): CallOutcome<number> => ({ ok: true, value: v });
  const bad = (kind: string): CallOutcome<number> => ({ ok: false, fault: { kind, message: 'm' } });

  it('decisiveFault names the chunk only when there are several', () => {
    expect(decisiveFault([ok(1)])).toBeNull();
    expect(decisiveFault([bad('timeout')])).toEqual({ kind: 'timeout', message: 'm' });
    expect(decisiveFault([ok(1), bad('network'), bad('timeout')])).toEqual({
      kind: 'network',
      message: 'chunk 2/3: m',
    });
  });

  it('decisiveFault prefers a fault no re-run can help, from whichever chunk', () => {
    expect(decisiveFault([bad('timeout'), ok(1), bad('tool-refused')])).toEqual({
      kind: 'tool-refused',
      message: 'chunk 3/3: m',
    });
  });

  it('replyValues keeps the answers in order', () => {
    expect(replyValues([ok(1), bad('x'), ok(3)])).toEqual([1, 3]);
  });

  it('faultText is one line, with placeholders for empty parts', () => {
    expect(faultText({ kind: '', message: '' })).toBe('unknown: no message');
    expect(faultText({ kind: 'timeout', message: 'a\nb' })).toBe('timeout: a b');
  });

  it('only budget and missing-evidence faults refuse a re-run (inherited keys included)', () => {
    expect(noRetryFor({ kind: 'budget-exhausted', message: '' }).noRetry).toMatch(/budget/);
    expect(noRetryFor({ kind: 'no-evidence', message: '' }).noRetry).toMatch(/evidence/);
    for (const kind of ['timeout', 'constructor', 'toString', '__proto__']) {
      expect(noRetryFor({ kind, message: '' })).toEqual({});
    }
  });

  it('laneFault is the fault marker with no verdict', () => {
    const a = laneFault('probe', { kind: 'timeout', message: 'late' });
    expect(a).toEqual({
      report: 'PIPELINE-FAULT: probe lane failed after retries — timeout: late',
      findings: [],
      verdict: null,
    });
  });

  it('isUsage rejects non-numbers', () => {
    expect(isUsage(usage)).toBe(true);
    expect(isUsage({ ...usage, costUsd: null })).toBe(true);
    fc.assert(
      fc.property(fc.anything(), (v) => {
        fc.pre(!(typeof v === 'object' && v !== null));
        expect(isUsage(v)).toBe(false);
      }),
    );
    expect(isUsage({ ...usage, inputTokens: Number.NaN })).toBe(false);
  });
});
