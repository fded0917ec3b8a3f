// The vendors' prompt caches, as each documents it, for the model emulators: what part of a
// request's prompt was read from a cache and what part was written to one. Token counts are the
// emulator's (about 4 characters per token). Pure apart from the cache's own state.
//
// - Anthropic: a prefix ends at a block marked `cache_control`; the prompt renders tools, then
//   system, then messages (the output format before them). A marked prefix of at least
//   `ANTHROPIC_MIN_TOKENS` is written by the call that first sends it and read by calls that
//   arrive after that write completed (the reply was sent); calls sent while it is still being
//   written write it too.
// - OpenAI: automatic for prompts of at least 1,024 tokens; the request is routed by a hash of
//   its first ~256 tokens combined with `prompt_cache_key`, and the longest cached prefix on that
//   route is read, in 128-token steps; past ~15 requests a minute a route overflows to further
//   machines (each with its own cache). The structured-output schema is a prefix of the system
//   message, so it leads the prompt after the tools.
// - Gemini: implicit caching of a common prefix (tools, system instruction, contents) of at least
//   `GEMINI_MIN_TOKENS`, read by later requests once the earlier one completed.
import { createHash } from 'node:crypto';

export type CacheVendor = 'anthropic' | 'openai' | 'gemini';

/** Anthropic's minimum cacheable prompt for its Sonnet/Opus models. */
export const ANTHROPIC_MIN_TOKENS = 1_024;
/** OpenAI: caching starts at 1,024 prompt tokens, hits grow in 128-token increments. */
export const OPENAI_MIN_TOKENS = 1_024;
export const OPENAI_INCREMENT = 128;
/** Gemini 3.x / 4 models' implicit-cache minimum. */
export const GEMINI_MIN_TOKENS = 4_096;
/** Requests a minute one OpenAI route serves before it overflows to another machine. */
export const OPENAI_ROUTE_RATE = 15;
/** Characters of the prompt OpenAI's routing hash reads (~256 tokens). */
const ROUTING_CHARS = 1_024;

export interface CacheUse {
  /** Tokens of the prompt read from the cache. */
  read: number;
  /** Tokens written to the cache (Anthropic reports these; the others bill no write). */
  write: number;
  /** Commits the writes: call it when the reply has been sent. */
  complete(): void;
}

type Json = Record<string, unknown>;

function obj(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : null;
}

const tokensOf = (chars: number): number => Math.ceil(chars / 4);

/** One rendered piece of a prompt; `mark` is set where Anthropic's cache_control ends a prefix. */
interface Segment {
  text: string;
  mark: boolean;
}

function jsonSegment(value: unknown): Segment[] {
  return value === undefined ? [] : [{ text: JSON.stringify(value), mark: false }];
}

function partSegments(content: unknown): Segment[] {
  if (typeof content === 'string') return [{ text: content, mark: false }];
  if (!Array.isArray(content)) return jsonSegment(content);
  return content.map((part) => {
    const p = obj(part) ?? {};
    const text = typeof p.text === 'string' ? p.text : JSON.stringify(part);
    return { text, mark: obj(p.cache_control) !== null };
  });
}

/** The prompt in the order the vendor renders it. */
export function promptSegments(vendor: CacheVendor, body: unknown): Segment[] {
  const b = obj(body) ?? {};
  const segments: Segment[] = [];
  if (vendor === 'anthropic') {
    segments.push(...jsonSegment(b.tools), ...jsonSegment(obj(b.output_config)?.format));
    segments.push(...partSegments(b.system));
    for (const message of Array.isArray(b.messages) ? b.messages : []) {
      segments.push(...partSegments(obj(message)?.content));
    }
  } else if (vendor === 'openai') {
    segments.push(...jsonSegment(b.tools));
    segments.push(...jsonSegment(obj(b.text)?.format ?? obj(b.response_format)?.json_schema));
    if (typeof b.instructions === 'string') segments.push({ text: b.instructions, mark: false });
    const items = Array.isArray(b.input) ? b.input : Array.isArray(b.messages) ? b.messages : [];
    for (const item of items) segments.push(...partSegments(obj(item)?.content ?? item));
  } else {
    segments.push(...jsonSegment(b.tools));
    segments.push(...partSegments(obj(b.systemInstruction)?.parts));
    for (const content of Array.isArray(b.contents) ? b.contents : []) {
      segments.push(...partSegments(obj(content)?.parts));
    }
  }
  return segments;
}

/**
 * A long segment's digest, kept: the calls on one chunk repeat the same few-megabyte evidence, and
 * the emulator must not spend the CPU the bench measures the action by.
 */
const digests = new Map<string, string>();
const KEPT_FROM_CHARS = 65_536;
const KEPT_DIGESTS = 16;

function digestOf(text: string): string {
  const known = digests.get(text);
  if (known !== undefined) return known;
  const digest = createHash('sha256').update(text).digest('hex');
  if (text.length >= KEPT_FROM_CHARS) {
    if (digests.size >= KEPT_DIGESTS) digests.delete(digests.keys().next().value as string);
    digests.set(text, digest);
  }
  return digest;
}

/**
 * Running hashes of the prompt at every segment boundary, with the characters so far: each
 * boundary's hash covers every segment before it, its length and its digest, so two prompts share
 * a boundary's hash exactly when they share the whole prefix up to it.
 */
function boundaries(segments: Segment[]): { hash: string; chars: number; mark: boolean }[] {
  const hash = createHash('sha256');
  let chars = 0;
  return segments.map((segment) => {
    hash.update(`${segment.text.length}:${digestOf(segment.text)};`);
    chars += segment.text.length;
    return { hash: hash.copy().digest('hex'), chars, mark: segment.mark };
  });
}

export interface PromptCache {
  /** What a request's prompt reads from and writes to the cache. */
  use(vendor: CacheVendor, body: unknown): CacheUse;
}

export function createPromptCache(clock: () => number = Date.now): PromptCache {
  const routed = new Map<string, number[]>();
  // Prefix hashes whose write completed, per route ('' for Anthropic and Gemini).
  const ready = new Map<string, Set<string>>();
  const readyOn = (route: string): Set<string> => {
    let set = ready.get(route);
    if (set === undefined) ready.set(route, (set = new Set()));
    return set;
  };

  function anthropic(segments: Segment[], route: string): CacheUse {
    const points = boundaries(segments).filter((b) => b.mark);
    const done = readyOn(route);
    const hit = [...points].reverse().find((p) => done.has(p.hash));
    const last = points.at(-1);
    const read = hit === undefined ? 0 : tokensOf(hit.chars);
    const writable = last !== undefined && tokensOf(last.chars) >= ANTHROPIC_MIN_TOKENS;
    const writes = writable && last !== hit ? last : undefined;
    return {
      read,
      write: writes === undefined ? 0 : tokensOf(writes.chars) - read,
      complete: () => {
        if (writes !== undefined) done.add(writes.hash);
      },
    };
  }

  function automatic(segments: Segment[], route: string, min: number, step: number): CacheUse {
    const all = boundaries(segments);
    const done = readyOn(route);
    const total = tokensOf(all.at(-1)?.chars ?? 0);
    let read = 0;
    if (total >= min) {
      const hit = [...all].reverse().find((b) => done.has(b.hash));
      const tokens = hit === undefined ? 0 : tokensOf(hit.chars);
      read = tokens >= min ? Math.floor(tokens / step) * step : 0;
    }
    return {
      read,
      write: 0,
      complete: () => {
        if (total < min) return;
        for (const b of all) done.add(b.hash);
      },
    };
  }

  return {
    use(vendor, body) {
      const segments = promptSegments(vendor, body);
      if (vendor === 'anthropic') return anthropic(segments, '');
      if (vendor === 'gemini') return automatic(segments, '', GEMINI_MIN_TOKENS, 1);
      const key = obj(body)?.prompt_cache_key;
      let head = '';
      for (const s of segments) {
        if (head.length >= ROUTING_CHARS) break;
        head += s.text.slice(0, ROUTING_CHARS - head.length);
      }
      const route = `${typeof key === 'string' ? key : ''}\u0000${head}`;
      // Past ~15 requests a minute on one route, requests overflow to further machines, each
      // with a cache of its own.
      const now = clock();
      const times = (routed.get(route) ?? []).filter((t) => now - t < 60_000);
      routed.set(route, [...times, now]);
      const machine = Math.floor(times.length / OPENAI_ROUTE_RATE);
      return automatic(segments, `${route}#${machine}`, OPENAI_MIN_TOKENS, OPENAI_INCREMENT);
    },
  };
}
