// Usage accounting reads each vendor's prompt-cache fields, as the emulators send them in the
// vendor's JSON (Anthropic `cache_creation_input_tokens` / `cache_read_input_tokens`, OpenAI
// `input_tokens_details.cached_tokens` / `prompt_tokens_details.cached_tokens`, Gemini
// `cachedContentTokenCount`), and prices cached and written tokens at the catalog's prices.
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../emulators/model-emulator.js';
import { promptSegments } from '../../emulators/prompt-cache.js';
import { request, rig, TARGETS, type Target } from './harness.js';

/** A prefix well past every vendor's cache minimum (Gemini's 4,096 tokens ≈ 16k characters). */
const evidence = (tag: string): string =>
  `<evidence>\n${`+ const value_${tag} = compute(${tag});\n`.repeat(900)}</evidence>`;

const target = (name: string): Target => {
  const found = TARGETS.find((t) => t.name === name);
  if (found === undefined) throw new Error(name);
  return found;
};

const inputTokensOf = (r: RecordedRequest): number => Math.ceil(r.rawBody.length / 4);

describe('usage of prompt-cache reads and writes, per vendor', () => {
  it('anthropic: the first call writes the marked prefix (billed at the write price), the next reads it', async () => {
    const r = await rig(target('anthropic (native structured output)'), () => ({
      json: { state: 'pass', summary: 'ok' },
    }));
    try {
      const first = await r.caller(
        request(target('anthropic (native structured output)'), {
          evidence: evidence('a'),
          task: 'one',
        }),
      );
      const second = await r.caller(
        request(target('anthropic (native structured output)'), {
          evidence: evidence('a'),
          task: 'two',
        }),
      );
      const [w, rd] = r.emulator.requests;
      if (!first.ok || !second.ok || w === undefined || rd === undefined)
        throw new Error('calls failed');
      // claude-sonnet-5-5: $2 input, $0.2 cache read, $2.5 cache write, $10 output per MTok.
      const written = w.cache?.write ?? 0;
      expect(written).toBeGreaterThan(1_024);
      expect(first.usage.cachedInputTokens).toBe(0);
      expect(first.usage.inputTokens).toBe(inputTokensOf(w));
      expect(first.usage.costUsd).toBeCloseTo(
        ((inputTokensOf(w) - written) * 2 + written * 2.5 + 100 * 10) / 1e6,
        9,
      );
      const read = rd.cache?.read ?? 0;
      expect(read).toBe(written);
      expect(second.usage.cachedInputTokens).toBe(read);
      expect(second.usage.costUsd).toBeCloseTo(
        ((inputTokensOf(rd) - read) * 2 + read * 0.2 + 100 * 10) / 1e6,
        9,
      );
      expect(r.caller.usage().total.cachedInputTokens).toBe(read);
    } finally {
      await r.close();
    }
  });

  it('anthropic: calls that leave together all write; none reads a prefix still being written', async () => {
    const t = target('anthropic (native structured output)');
    const r = await rig(t, () => ({ json: { state: 'pass', summary: 'ok' }, latencyMs: 100 }));
    try {
      const results = await Promise.all(
        ['a', 'b', 'c'].map((task) => r.caller(request(t, { evidence: evidence('w'), task }))),
      );
      expect(results.every((x) => x.ok)).toBe(true);
      expect(r.emulator.requests.map((q) => q.cache?.read)).toEqual([0, 0, 0]);
      expect(r.emulator.requests.every((q) => (q.cache?.write ?? 0) > 1_024)).toBe(true);
      expect(r.caller.usage().total.cachedInputTokens).toBe(0);
    } finally {
      await r.close();
    }
  });

  it('warmPrefixFirst: calls on one prefix wait for the first to be answered, then read what it wrote', async () => {
    const t = target('anthropic (native structured output)');
    const r = await rig(t, () => ({ json: { state: 'pass', summary: 'ok' }, latencyMs: 100 }), {
      warmPrefixFirst: true,
    });
    try {
      const results = await Promise.all(
        ['a', 'b', 'c'].map((task) => r.caller(request(t, { evidence: evidence('warm'), task }))),
      );
      expect(results.every((x) => x.ok)).toBe(true);
      const [first, ...rest] = r.emulator.requests;
      expect(first?.cache?.write ?? 0).toBeGreaterThan(1_024);
      expect(rest.map((q) => q.cache?.read)).toEqual([first?.cache?.write, first?.cache?.write]);
      expect(rest.every((q) => (q.cache?.write ?? 0) === 0)).toBe(true);
    } finally {
      await r.close();
    }
  });

  for (const [name, cachedPerMTok, inputPerMTok, outputPerMTok] of [
    ['openai (responses)', 0.2, 4, 15],
    ['google (gemini)', 0.15, 3, 15],
  ] as const) {
    it(`${name}: a repeated prefix is read from the automatic cache and priced as cached input`, async () => {
      const t = target(name);
      const r = await rig(t, () => ({ json: { state: 'pass', summary: 'ok' } }));
      try {
        const first = await r.caller(request(t, { evidence: evidence('o'), task: 'one' }));
        const second = await r.caller(request(t, { evidence: evidence('o'), task: 'two' }));
        const [, rd] = r.emulator.requests;
        if (!first.ok || !second.ok || rd === undefined) throw new Error('calls failed');
        expect(first.usage.cachedInputTokens).toBe(0);
        const read = rd.cache?.read ?? 0;
        expect(read).toBeGreaterThan(4_096);
        expect(second.usage.cachedInputTokens).toBe(read);
        expect(second.usage.inputTokens).toBe(inputTokensOf(rd));
        expect(second.usage.costUsd).toBeCloseTo(
          ((inputTokensOf(rd) - read) * inputPerMTok + read * cachedPerMTok + 100 * outputPerMTok) /
            1e6,
          9,
        );
      } finally {
        await r.close();
      }
    });
  }

  it('openai-compatible (chat completions): prompt_tokens_details.cached_tokens is read', async () => {
    const t = target('openai-compatible (chat completions)');
    const r = await rig(t, () => ({ json: { state: 'pass', summary: 'ok' } }));
    try {
      await r.caller(request(t, { evidence: evidence('c'), task: 'one' }));
      const second = await r.caller(request(t, { evidence: evidence('c'), task: 'two' }));
      const read = r.emulator.requests[1]?.cache?.read ?? 0;
      expect(read).toBeGreaterThan(1_024);
      expect(second.usage.cachedInputTokens).toBe(read);
      expect(second.usage.costUsd).toBeNull(); // the model has no price in the catalog
    } finally {
      await r.close();
    }
  });

  it('openai: the prompt_cache_key is the evidence prefix’s content hash — one per chunk, the same for every call on it', async () => {
    const t = target('openai (responses)');
    const r = await rig(t, () => ({ json: { state: 'pass', summary: 'ok' } }));
    try {
      await r.caller(request(t, { evidence: evidence('k1'), task: 'one', lane: 'code-review' }));
      await r.caller(request(t, { evidence: evidence('k1'), task: 'two', lane: 'security' }));
      await r.caller(request(t, { evidence: evidence('k2'), task: 'one', lane: 'code-review' }));
      const keys = r.emulator.requests.map(
        (q) => (q.body as { prompt_cache_key?: unknown }).prompt_cache_key,
      );
      expect(keys[0]).toMatch(/^done-gate-[0-9a-f]{32}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
      expect(
        r.emulator.requests.every((q) => (q.body as { store?: unknown }).store === false),
      ).toBe(true);
    } finally {
      await r.close();
    }
  });
});

describe('the evidence prefix on the wire', () => {
  it('is the first text of the prompt, byte for byte the same, for every vendor', async () => {
    const sent: string[] = [];
    for (const t of TARGETS) {
      const r = await rig(t, () => ({ json: { state: 'pass', summary: 'ok' } }));
      try {
        const result = await r.caller(request(t, { evidence: evidence('same'), task: t.name }));
        expect(result.ok).toBe(true);
        const segments = promptSegments(t.vendor, r.emulator.requests[0]?.body);
        const at = segments.findIndex((s) => s.text.startsWith('<evidence>'));
        const task = segments.findIndex((s) => s.text.includes(t.name));
        // The evidence comes before the lane's instructions and task.
        expect(at).toBeGreaterThanOrEqual(0);
        expect(task).toBeGreaterThan(at);
        const first = segments[at];
        sent.push(first?.text ?? '');
      } finally {
        await r.close();
      }
    }
    expect(new Set(sent)).toEqual(new Set([evidence('same')]));
  });
});
