// Prompt caching end to end (#26): the built action against the three model emulators, which
// emulate each vendor's prompt cache (prompt-cache.ts) and report it in the vendor's own usage
// fields. Every lane call on a chunk leads with one byte-identical evidence prefix whatever the
// vendor; OpenAI calls carry that prefix's content hash as `prompt_cache_key`; Anthropic's is
// marked for its cache; and the report's usage counts the cached tokens the vendors reported and
// prices them (cached reads and Anthropic's writes at the catalog's prices).
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PullFile } from '../emulators/github.js';
import type { RecordedRequest } from '../emulators/model-emulator.js';
import { requestParts } from '../../bench/tokens.js';
import { obedient, reviewers } from './reviewers.js';
import {
  addPull,
  CLEAN_FILES,
  CRITERIA,
  OWNER,
  REPO,
  WORKFLOW_EDIT,
  markModelRequests,
  modelRequestsSince,
  onlyComment,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';
import type { ActionRun } from './harness.js';

const world = useWorld();

/** An added file of `length` lines, `limit0` … */
function limitsFile(filename: string, length: number): PullFile {
  const lines = Array.from(
    { length },
    (_, i) => `+export const limit${i} = Number(process.env.LIMIT_${i} ?? ${i});`,
  );
  return {
    filename,
    status: 'added',
    additions: lines.length,
    deletions: 0,
    patch: `@@ -0,0 +1,${lines.length} @@\n${lines.join('\n')}`,
  };
}

/**
 * A file long enough that the evidence passes every vendor's cache minimum (4,096 tokens), and
 * short of the caller's warm-up threshold (64 KiB): the calls leave together.
 */
const LONG_FILE = limitsFile('src/limits.ts', 700);

/** Past the warm-up threshold: one call per prefix writes the cache before the rest leave. */
const LARGER_FILE = limitsFile('src/more-limits.ts', 1_400);

/** USD per MTok: input, output, cache read, cache write (the built-in catalog's entries). */
const PRICES: Record<string, [number, number, number, number]> = {
  'claude-sonnet-5-5': [2, 10, 0.2, 2.5],
  'gpt-6.2-sol': [4, 15, 0.2, 4],
  'gemini-4-neon': [3, 15, 0.15, 3],
};

/** What the vendor bills a request, from what the emulator reported for it. */
function billedUsd(r: RecordedRequest): number {
  const [input, output, read, write] = PRICES[r.model] ?? [Number.NaN, 0, 0, 0];
  const total = Math.max(1, Math.ceil(r.rawBody.length / 4));
  const cache = r.cache ?? { read: 0, write: 0 };
  const fresh = total - cache.read - cache.write;
  return (fresh * input + cache.read * read + cache.write * write + 100 * output) / 1e6;
}

const LANES = new Set(['code-review', 'security', 'adversary', 'probe']);

describe('one cached evidence prefix per chunk, on the wire and in the report', () => {
  let run: ActionRun;
  let requests: RecordedRequest[];
  let headSha: string;
  beforeAll(async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    headSha = addPull(world, 2601, { files: [...CLEAN_FILES, LONG_FILE] });
    const mark = markModelRequests(world);
    run = await runOnPull(world, 2601, {
      models: 'anthropic/claude-sonnet-5-5\nopenai/gpt-6.2-sol\ngoogle/gemini-4-neon',
    });
    requests = modelRequestsSince(world, mark).filter((r) => r.reply !== 'not-routed');
  }, 120_000);

  it('passes, the gate on Anthropic and the lanes on OpenAI', () => {
    expect(run.outputs.verdict).toBe('PASS');
    expect(statusesOn(world, headSha).at(-1)).toBe('success');
    expect(new Set(requests.filter((r) => r.lane === 'gate').map((r) => r.vendor))).toEqual(
      new Set(['anthropic']),
    );
    expect(requests.some((r) => r.vendor === 'openai' && LANES.has(r.lane ?? ''))).toBe(true);
  });

  it('every lane call on the chunk leads with the same bytes of evidence', () => {
    const lane = requests.filter((r) => LANES.has(r.lane ?? ''));
    const prefixes = new Set(lane.map((r) => requestParts(r.body).evidence));
    expect(prefixes.size).toBe(1);
    const [prefix] = prefixes;
    expect(prefix).toContain('limit699');
    expect(prefix).toMatch(/^## Test output/);
  });

  it('OpenAI calls carry the prefix’s content hash as prompt_cache_key; Anthropic marks the prefix', () => {
    const evidence = requestParts(requests.find((r) => LANES.has(r.lane ?? ''))?.body).evidence;
    const key = `done-gate-${createHash('sha256').update(evidence).digest('hex').slice(0, 32)}`;
    const openaiLanes = requests.filter((r) => r.vendor === 'openai' && LANES.has(r.lane ?? ''));
    expect(openaiLanes.length).toBeGreaterThan(0);
    for (const r of openaiLanes) {
      expect((r.body as { prompt_cache_key?: string }).prompt_cache_key).toBe(key);
    }
    const anthropicLanes = requests.filter(
      (r) => r.vendor === 'anthropic' && LANES.has(r.lane ?? ''),
    );
    for (const r of anthropicLanes) {
      const content = (
        r.body as { messages: { content: { text?: string; cache_control?: unknown }[] }[] }
      ).messages[0]?.content;
      expect(content?.[0]?.text).toBe(evidence);
      expect(content?.[0]?.cache_control).toEqual({ type: 'ephemeral' });
    }
  });

  it('the vendors served part of the run from their caches, and the report counts exactly those tokens', () => {
    const read = requests.reduce((sum, r) => sum + (r.cache?.read ?? 0), 0);
    const written = requests.reduce((sum, r) => sum + (r.cache?.write ?? 0), 0);
    expect(read).toBeGreaterThan(0);
    expect(written).toBeGreaterThan(0);
    const body = onlyComment(world, 2601);
    expect(body).toContain(`(${read.toLocaleString('en-US')} cached)`);
  });

  it('the reported cost prices cached reads and cache writes as the vendors bill them', () => {
    const expected = requests.reduce((sum, r) => sum + billedUsd(r), 0);
    const uncached = requests.reduce(
      (sum, r) => sum + billedUsd({ ...r, cache: { read: 0, write: 0 } }),
      0,
    );
    expect(Number(run.outputs['cost-usd'])).toBeCloseTo(expected, 4);
    expect(expected).not.toBeCloseTo(uncached, 4);
  });
});

describe('a prefix past the warm-up threshold: one schema for the chunk, and the rules still decide', () => {
  const MODELS = { models: 'anthropic/claude-sonnet-5-5\nopenai/gpt-6.2-sol' };
  /** The structured-output schema an OpenAI Responses request carried. */
  const formatOf = (r: RecordedRequest): string =>
    JSON.stringify((r.body as { text?: { format?: unknown } }).text?.format);

  it('passes; every OpenAI lane call sends one envelope schema and all but the first read the cache', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2602, { files: [...CLEAN_FILES, LARGER_FILE] });
    const mark = markModelRequests(world);
    const run = await runOnPull(world, 2602, MODELS);
    expect(run.outputs.verdict).toBe('PASS');
    expect(statusesOn(world, sha).at(-1)).toBe('success');
    const lanes = modelRequestsSince(world, mark).filter(
      (r) => r.vendor === 'openai' && LANES.has(r.lane ?? ''),
    );
    expect(lanes.length).toBeGreaterThan(3);
    expect(new Set(lanes.map(formatOf)).size).toBe(1);
    expect(formatOf(lanes[0]!)).toContain('"reply":{"anyOf"');
    const [first, ...rest] = [...lanes].sort((a, b) => a.time - b.time);
    expect(first?.cache?.read ?? 0).toBe(0);
    for (const r of rest) expect(r.cache?.read ?? 0).toBeGreaterThan(16_000);
  }, 120_000);

  it('one vendor: the gate, lane selection and every lane share one schema; each tool set has one writer', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2604, { files: [...CLEAN_FILES, LARGER_FILE] });
    const mark = markModelRequests(world);
    const run = await runOnPull(world, 2604, { models: 'openai/gpt-6.2-sol' });
    expect(run.outputs.verdict).toBe('PASS');
    expect(statusesOn(world, sha).at(-1)).toBe('success');
    const sent = modelRequestsSince(world, mark).filter((r) => r.reply !== 'not-routed');
    expect(new Set(sent.map((r) => r.lane))).toEqual(
      new Set(['gate', 'select', 'code-review', 'adversary']),
    );
    expect(new Set(sent.map(formatOf)).size).toBe(1);
    // Tools lead an OpenAI prompt: the calls offered the repository's tools share one prefix, the
    // calls without them (the gate, selection) another; each has one writer, the rest read it.
    const byTools = new Map<string, RecordedRequest[]>();
    for (const r of sent) {
      const tools = r.offeredTools.join(',');
      byTools.set(tools, [...(byTools.get(tools) ?? []), r]);
    }
    expect(byTools.size).toBe(2);
    for (const group of byTools.values()) {
      const [first, ...rest] = [...group].sort((a, b) => a.time - b.time);
      expect(first?.cache?.read ?? 0).toBe(0);
      expect(rest.length).toBeGreaterThan(0);
      for (const r of rest) expect(r.cache?.read ?? 0).toBeGreaterThan(16_000);
    }
  }, 120_000);

  it('models that answer PASS to everything do not pass it when it also edits a workflow', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2603, { files: [...CLEAN_FILES, LARGER_FILE, WORKFLOW_EDIT] });
    const run = await runOnPull(world, 2603, MODELS);
    expect(run.outputs.verdict).not.toBe('PASS');
    expect(statusesOn(world, sha).at(-1)).toBe('failure');
    expect(onlyComment(world, 2603)).toMatch(
      /gate configuration changed: \.github\/workflows\/ci\.yml/,
    );
  }, 120_000);

  it('models that answer PASS to everything do not pass it when its test report is red', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2605, { files: [...CLEAN_FILES, LARGER_FILE] });
    world.gh.state.addArtifact({
      owner: OWNER,
      repo: REPO,
      runId: 4242,
      name: 'junit-red',
      files: {
        'junit.xml':
          '<?xml version="1.0"?><testsuites tests="2" failures="1"><testsuite name="limits" tests="2" failures="1">' +
          '<testcase classname="limits" name="reads LIMIT_0"/>' +
          '<testcase classname="limits" name="reads LIMIT_1"><failure message="expected 1, got NaN"/></testcase>' +
          '</testsuite></testsuites>',
      },
    });
    const run = await runOnPull(world, 2605, { ...MODELS, 'test-artifacts': 'junit-red' });
    expect(run.outputs.verdict).toBe('BLOCKED');
    expect(statusesOn(world, sha).at(-1)).toBe('failure');
    expect(onlyComment(world, 2605)).toMatch(
      /tests failing: junit-red\/junit\.xml \(junit\) 1 failed/,
    );
  }, 120_000);
});
