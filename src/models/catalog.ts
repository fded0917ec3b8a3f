// Context windows and prices of known models, merged with the `model-catalog` input. Pure.
import type { ModelCatalogEntry } from '../config/types.js';
import type { Usage } from './types.js';

/** A resolved entry: every price field present (null = unknown). */
export interface CatalogEntry {
  contextWindow: number;
  /** USD per million input tokens not served from a cache. */
  inputPerMTok: number | null;
  outputPerMTok: number | null;
  /** USD per million input tokens read from the prompt cache; null → billed as input. */
  cachedInputPerMTok: number | null;
  /** USD per million tokens written to the prompt cache (Anthropic); null → billed as input. */
  cacheWritePerMTok: number | null;
}

export interface ModelInfo extends CatalogEntry {
  /** The key that matched, or null for the unknown-model default. */
  matchedKey: string | null;
  source: 'override' | 'builtin' | 'default';
  /** Input and output prices both known: cost can be computed and `max-cost-usd` enforced. */
  priceKnown: boolean;
}

/**
 * Context window assumed for a model no catalog knows. 128k is the smallest window among current
 * frontier models' API tiers and a common size for open models, so chunk plans stay within it.
 */
export const DEFAULT_CONTEXT_WINDOW = 128_000;

type Builtin = Omit<CatalogEntry, 'cacheWritePerMTok'> & { cacheWritePerMTok?: number | null };

/*
 * Built-in catalog, USD per million tokens, checked 2026-11 against the docs corpus:
 * platform.claude.com (models overview, per-model pages, pricing), the OpenAI pricing page as
 * quoted by api-evangelist (read 2026-11-05), vendor model pages mirrored by the Vercel AI
 * Gateway, OpenRouter and inference.sh, and TokenMeter's / wavespeed's notes on long-context
 * tiers. Where a vendor bills long prompts at a higher tier and that tier is confirmed (OpenAI
 * GPT-6.1/6.2 above 272k input tokens, Claude Haiku 5.5 above 100k), the entry carries the higher
 * tier so `max-cost-usd` stays a hard cap; entries marked "base tier" may bill more for prompts
 * past the vendor's long-context threshold. A cache price we could not confirm is null (billed at
 * the input price). Windows of 4.x Claude models are the 200k standard tier. Users override or
 * extend any entry with the `model-catalog` input.
 */
const BUILTIN: Record<string, Builtin> = {
  // Anthropic: input, output, cache read, 5-minute cache write
  'anthropic/claude-fable-5-2': m(1_000_000, 8, 40, 0.2, 10),
  'anthropic/claude-fable-5-1': m(1_000_000, 10, 50, 0.25, 12.5),
  'anthropic/claude-opus-5-5': m(1_000_000, 4, 20, 0.2, 5),
  'anthropic/claude-opus-5': m(1_000_000, 5, 25, 0.5, 6.25),
  'anthropic/claude-sonnet-5-5': m(1_000_000, 2, 10, 0.2, 2.5),
  'anthropic/claude-sonnet-5': m(1_000_000, 2, 10, 0.2, 2.5),
  'anthropic/claude-haiku-5-5': m(1_000_000, 0.5, 2.5, 0.05, 0.625),
  'anthropic/claude-opus-4-8': m(200_000, 5, 25, 0.5, 6.25),
  'anthropic/claude-opus-4-7': m(200_000, 5, 25, 0.5, 6.25),
  'anthropic/claude-opus-4-6': m(200_000, 5, 25, 0.5, 6.25),
  'anthropic/claude-opus-4-5': m(200_000, 5, 25, 0.5, 6.25),
  'anthropic/claude-sonnet-4-6': m(200_000, 3, 15, 0.3, 3.75),
  'anthropic/claude-sonnet-4-5': m(200_000, 3, 15, 0.3, 3.75),
  'anthropic/claude-haiku-4-5': m(200_000, 1, 5, 0.1, 1.25),
  // OpenAI (Responses API): input, output, cached input; windows are the input limits
  'openai/gpt-6.2-astra': m(922_000, 16, 60, 0.8),
  'openai/gpt-6.2-sol': m(922_000, 4, 15, 0.2),
  'openai/gpt-6.1-sol': m(922_000, 4, 15, 0.2),
  'openai/gpt-6.1-terra': m(922_000, 1, 5, null), // base tier
  'openai/gpt-6-astra': m(922_000, 10, 50, null), // base tier
  'openai/gpt-6-sol': m(922_000, 2, 10, 0.2), // base tier
  'openai/gpt-5.5': m(1_000_000, 5, 30, 0.5), // base tier
  'openai/gpt-5.4': m(1_000_000, 2.5, 15, 0.25), // base tier
  'openai/gpt-5.4-mini': m(1_000_000, 0.75, 4.5, 0.075), // base tier
  'openai/gpt-5.4-nano': m(1_000_000, 0.2, 1.25, 0.02), // base tier
  // Google (Gemini API): input, output (thinking included), cached input
  'google/gemini-4-neon': m(1_000_000, 3, 15, 0.15),
  'google/gemini-4-hydrogen': m(1_000_000, 1.5, 7.5, 0.075),
};

function m(
  contextWindow: number,
  inputPerMTok: number,
  outputPerMTok: number,
  cachedInputPerMTok: number | null,
  cacheWritePerMTok: number | null = null,
): Builtin {
  return { contextWindow, inputPerMTok, outputPerMTok, cachedInputPerMTok, cacheWritePerMTok };
}

/** The keys a model id may be found under, most specific first. */
function candidateKeys(model: string): string[] {
  const id = model.trim();
  const slash = id.indexOf('/');
  const bare = slash > 0 ? id.slice(slash + 1) : id;
  // Dated snapshots price like their alias: `claude-sonnet-4-5-20250929`, `gpt-5.4-2026-03-05`.
  const undated = (s: string): string => s.replace(/-(\d{8}|\d{4}-\d{2}-\d{2})$/, '');
  const keys = [id, bare, undated(id), undated(bare)];
  return [...new Set(keys.filter((k) => k !== ''))];
}

function findIn<T>(table: Record<string, T>, model: string): [string, T] | undefined {
  const bareIndex = new Map<string, string>();
  for (const key of Object.keys(table)) {
    const slash = key.indexOf('/');
    if (slash > 0) bareIndex.set(key.slice(slash + 1), key);
  }
  for (const candidate of candidateKeys(model)) {
    if (Object.hasOwn(table, candidate)) return [candidate, table[candidate] as T];
  }
  // A bare id given to a table keyed by `provider/model`.
  for (const candidate of candidateKeys(model)) {
    const full = bareIndex.get(candidate);
    if (full !== undefined && !model.includes('/')) return [full, table[full] as T];
  }
  return undefined;
}

/**
 * Looks a model up by `provider/model` or bare id (dated snapshots fall back to their alias).
 * `overrides` (the `model-catalog` input) win field by field over the built-in entry; an unknown
 * model gets DEFAULT_CONTEXT_WINDOW and unknown prices (cost null).
 */
export function lookupModel(
  model: string,
  overrides: Record<string, ModelCatalogEntry> = {},
): ModelInfo {
  const builtin = findIn(BUILTIN, model);
  const override = findIn(overrides, model);
  const base: CatalogEntry = {
    contextWindow: DEFAULT_CONTEXT_WINDOW,
    inputPerMTok: null,
    outputPerMTok: null,
    cachedInputPerMTok: null,
    cacheWritePerMTok: null,
  };
  if (builtin) Object.assign(base, { cacheWritePerMTok: null }, builtin[1]);
  if (override) {
    for (const [field, value] of Object.entries(override[1]) as [keyof CatalogEntry, unknown][]) {
      if (value !== undefined) (base as unknown as Record<string, unknown>)[field] = value;
    }
  }
  const source = override ? 'override' : builtin ? 'builtin' : 'default';
  return {
    ...base,
    matchedKey: override?.[0] ?? builtin?.[0] ?? null,
    source,
    priceKnown: base.inputPerMTok !== null && base.outputPerMTok !== null,
  };
}

/** Token counts of one call, as the provider reported them. */
export interface TokenCounts {
  /** All input tokens, cached ones included. */
  inputTokens: number;
  outputTokens: number;
  /** Of inputTokens: read from the prompt cache. */
  cachedInputTokens: number;
  /** Of inputTokens: written to the prompt cache (Anthropic reports these). */
  cacheWriteTokens?: number;
}

/** USD cost of one call, or null when the price is unknown. */
export function costOf(info: CatalogEntry, tokens: TokenCounts): number | null {
  if (info.inputPerMTok === null || info.outputPerMTok === null) return null;
  const cached = Math.min(tokens.cachedInputTokens, tokens.inputTokens);
  const written = Math.min(tokens.cacheWriteTokens ?? 0, tokens.inputTokens - cached);
  const fresh = tokens.inputTokens - cached - written;
  const cost =
    fresh * info.inputPerMTok +
    cached * (info.cachedInputPerMTok ?? info.inputPerMTok) +
    written * (info.cacheWritePerMTok ?? info.inputPerMTok) +
    tokens.outputTokens * info.outputPerMTok;
  return cost / 1_000_000;
}

/** Usage of one call with its cost. */
export function usageOf(info: CatalogEntry, tokens: TokenCounts): Usage {
  return {
    inputTokens: tokens.inputTokens,
    outputTokens: tokens.outputTokens,
    cachedInputTokens: tokens.cachedInputTokens,
    costUsd: costOf(info, tokens),
  };
}
