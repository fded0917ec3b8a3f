import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  costOf,
  DEFAULT_CONTEXT_WINDOW,
  lookupModel,
  usageOf,
} from '../../../src/models/catalog.js';

describe('lookupModel', () => {
  it('finds a built-in model by provider/model and by bare id', () => {
    const full = lookupModel('anthropic/claude-sonnet-5-5');
    expect(full).toMatchObject({
      source: 'builtin',
      matchedKey: 'anthropic/claude-sonnet-5-5',
      contextWindow: 1_000_000,
      inputPerMTok: 2,
      outputPerMTok: 10,
      cachedInputPerMTok: 0.2,
      priceKnown: true,
    });
    expect(lookupModel('claude-sonnet-5-5')).toEqual(full);
  });

  it('prices a dated snapshot like its alias', () => {
    expect(lookupModel('anthropic/claude-haiku-4-5-20251001')).toMatchObject({
      matchedKey: 'anthropic/claude-haiku-4-5',
      inputPerMTok: 1,
    });
    expect(lookupModel('openai/gpt-5.4-2026-03-05').matchedKey).toBe('openai/gpt-5.4');
  });

  it('does not lend a vendor price to the same name behind another provider', () => {
    // openai-compatible/gpt-5.4 may be a proxy with its own prices.
    expect(lookupModel('openai-compatible/gpt-5.4')).toMatchObject({
      source: 'default',
      priceKnown: false,
    });
  });

  it('an unknown model gets the default window and no price', () => {
    expect(lookupModel('openai-compatible/meta-llama/Llama-3')).toEqual({
      contextWindow: DEFAULT_CONTEXT_WINDOW,
      inputPerMTok: null,
      outputPerMTok: null,
      cachedInputPerMTok: null,
      cacheWritePerMTok: null,
      matchedKey: null,
      source: 'default',
      priceKnown: false,
    });
    expect(DEFAULT_CONTEXT_WINDOW).toBe(128_000);
  });

  it('model-catalog overrides win field by field', () => {
    const info = lookupModel('anthropic/claude-sonnet-5-5', {
      'anthropic/claude-sonnet-5-5': { contextWindow: 200_000, inputPerMTok: 3, outputPerMTok: 15 },
    });
    expect(info).toMatchObject({
      source: 'override',
      contextWindow: 200_000,
      inputPerMTok: 3,
      outputPerMTok: 15,
      cachedInputPerMTok: 0.2, // kept from the built-in entry
    });
  });

  it('an override keyed by bare id applies to any provider prefix', () => {
    const info = lookupModel('openai-compatible/qwen/Qwen3-235B', {
      'qwen/Qwen3-235B': { contextWindow: 32_768, inputPerMTok: 0.2, outputPerMTok: 0.6 },
    });
    expect(info).toMatchObject({ contextWindow: 32_768, priceKnown: true, source: 'override' });
  });

  it('an override can declare a price unknown', () => {
    const info = lookupModel('openai/gpt-5.4', {
      'openai/gpt-5.4': { contextWindow: 1_000_000, inputPerMTok: null, outputPerMTok: null },
    });
    expect(info.priceKnown).toBe(false);
    expect(costOf(info, { inputTokens: 10, outputTokens: 10, cachedInputTokens: 0 })).toBeNull();
  });
});

describe('costOf', () => {
  const price = {
    contextWindow: 1,
    inputPerMTok: 3,
    outputPerMTok: 15,
    cachedInputPerMTok: 0.3,
    cacheWritePerMTok: 3.75,
  };

  it('bills fresh, cached, cache-written and output tokens at their own rates', () => {
    const cost = costOf(price, {
      inputTokens: 1_000_000,
      cachedInputTokens: 500_000,
      cacheWriteTokens: 100_000,
      outputTokens: 200_000,
    });
    expect(cost).toBeCloseTo(
      400_000 * 3e-6 + 500_000 * 0.3e-6 + 100_000 * 3.75e-6 + 200_000 * 15e-6,
      10,
    );
  });

  it('bills cached tokens at the input rate when no cache price is known', () => {
    const cost = costOf(
      { ...price, cachedInputPerMTok: null },
      { inputTokens: 1_000_000, cachedInputTokens: 1_000_000, outputTokens: 0 },
    );
    expect(cost).toBeCloseTo(3, 10);
  });

  it('is never negative and never more than everything at the dearest rate', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        (input, cached, written, output) => {
          const cost = costOf(price, {
            inputTokens: input,
            cachedInputTokens: cached,
            cacheWriteTokens: written,
            outputTokens: output,
          }) as number;
          expect(cost).toBeGreaterThanOrEqual(0);
          expect(cost).toBeLessThanOrEqual(((input + output) * 15) / 1e6 + 1e-9);
        },
      ),
    );
  });

  it('usageOf carries the counts and the cost', () => {
    expect(
      usageOf(price, { inputTokens: 10, outputTokens: 2, cachedInputTokens: 4 }),
    ).toMatchObject({ inputTokens: 10, outputTokens: 2, cachedInputTokens: 4 });
  });
});
