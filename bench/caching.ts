// Billed input and waves (#26): what a review is billed for its input once the vendors' prompt
// caches (as the emulators emulate them, prompt-cache.ts) serve the shared evidence prefix, and
// how many model rounds a 7-chunk PR takes at the default concurrency. Each model reply arrives
// after a fixed delay L. The diff is counted with an o200k tokenizer (gpt-tokenizer); a request's
// billed share (fresh + cached and written tokens at their prices, relative to the input price)
// is the emulator's, applied to the request's own o200k count.
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { buildArchive, buildUnifiedDiff } from '../__tests__/emulators/github.js';
import type { RecordedRequest } from '../__tests__/emulators/model-emulator.js';
import { reviewers } from '../__tests__/e2e/reviewers.js';
import { lookupModel } from '../src/models/catalog.js';
import { syntheticDiff } from './synthetic.js';
import { modelPhase, runBuiltAction, runInProcess, type ModelPhase } from './critical-path.js';
import { CRITERIA, CRITICAL_PATH_FILES, pullFilesOf, SPEC_BODY } from './fixtures.js';
import { toolPhase, toolUsingReviewers } from './review-tools.js';
import { syntheticRepository } from './snapshot.js';
import { requestParts } from './tokens.js';
import { addBenchPull, OWNER, REPO, startBenchWorld } from './world.js';
import type { BenchWorld } from './world.js';
import type { PullFile } from '../__tests__/emulators/github.js';

/** What `max-concurrency` defaults to (#26); set explicitly until the config default moves. */
export const DEFAULT_CONCURRENCY = '32';

export interface BilledFigures {
  calls: number;
  diffTokens: number;
  /** o200k tokens of every request's prompt (system, evidence, task, schema). */
  sentTokens: number;
  /** The same, cached tokens at their price and written ones at theirs, relative to input. */
  billedTokens: number;
  /** Share of the emulated input tokens read from a cache, and written to one. */
  readShare: number;
  writeShare: number;
  /** Cost our own usage ledger reported for the run, USD. */
  ledgerUsd: number | null;
  verdict: string;
  phase: ModelPhase;
  /** Judge called → its first model request, and → its verdict, ms. */
  judgeToFirstRequestMs: number;
  judgeMs: number;
  chunks: number;
}

const counts = new Map<string, number>();
function o200k(text: string): number {
  if (text === '') return 0;
  let n = counts.get(text);
  if (n === undefined) counts.set(text, (n = encode(text).length));
  return n;
}

/** Prices relative to the input price of the model a request went to. */
function priceRatios(vendor: string, model: string): { read: number; write: number } {
  const provider = vendor === 'gemini' ? 'google' : vendor;
  const info = lookupModel(`${provider}/${model}`);
  const input = info.inputPerMTok ?? 1;
  return {
    read: (info.cachedInputPerMTok ?? input) / input,
    write: (info.cacheWritePerMTok ?? input) / input,
  };
}

export function billedFigures(
  requests: RecordedRequest[],
  diffText: string,
): Omit<
  BilledFigures,
  'ledgerUsd' | 'verdict' | 'phase' | 'chunks' | 'judgeToFirstRequestMs' | 'judgeMs'
> {
  let sent = 0;
  let billed = 0;
  let emulated = 0;
  let read = 0;
  let written = 0;
  for (const request of requests) {
    const parts = requestParts(request.body);
    const tokens =
      o200k(parts.system) + o200k(parts.evidence) + o200k(parts.task) + o200k(parts.schema);
    const total = Math.max(1, Math.ceil(request.rawBody.length / 4));
    const cache = request.cache ?? { read: 0, write: 0 };
    const ratios = priceRatios(request.vendor, request.model);
    const share =
      (total - cache.read - cache.write + cache.read * ratios.read + cache.write * ratios.write) /
      total;
    sent += tokens;
    billed += tokens * share;
    emulated += total;
    read += cache.read;
    written += cache.write;
  }
  return {
    calls: requests.length,
    diffTokens: o200k(diffText),
    sentTokens: sent,
    billedTokens: billed,
    readShare: read / Math.max(1, emulated),
    writeShare: written / Math.max(1, emulated),
  };
}

export interface RunShape {
  label: string;
  files: PullFile[];
  /** Model windows (via `model-catalog`) small enough to split the diff into chunks. */
  contextWindow?: number;
  repository?: boolean;
}

export function syntheticFiles(files: number, changedLines: number): PullFile[] {
  return pullFilesOf(syntheticDiff({ files, changedLines, seed: 11 }).listFiles);
}

export const SMALL_PR: RunShape = { label: 'small PR (4 files)', files: CRITICAL_PATH_FILES };

/** A world whose PR 5 is `shape`, every reply held `latencyMs`, and the inputs its runs take. */
async function billedWorld(
  shape: RunShape,
  latencyMs: number,
): Promise<{ world: BenchWorld; extraInputs: Record<string, string> }> {
  const world = await startBenchWorld();
  const clean = reviewers({ criteria: CRITERIA });
  world.script(async (ctx) => ({ ...(await clean(ctx)), latencyMs }));
  addBenchPull(world, {
    number: 5,
    headSha: 'd'.repeat(40),
    title: 'A change to review',
    body: SPEC_BODY,
    files: shape.files,
  });
  // The run's time budget is generous: a loaded runner must not turn a slow round into a
  // timeout fault.
  const extraInputs: Record<string, string> = {
    'max-concurrency': DEFAULT_CONCURRENCY,
    'time-budget-seconds': '900',
  };
  if (shape.contextWindow !== undefined) {
    extraInputs['model-catalog'] = JSON.stringify({
      'anthropic/claude-sonnet-5-5': { contextWindow: shape.contextWindow },
      'openai/gpt-6.2-sol': { contextWindow: shape.contextWindow },
    });
  }
  return { world, extraInputs };
}

/** One PR reviewed in-process, every reply held `latencyMs`. */
export async function measureBilled(
  shape: RunShape,
  latencyMs: number,
  /** Undefined: the caller's default (a prefix of at least `WARM_FROM_CHARS` is warmed). */
  warmPrefixFirst: boolean | undefined,
): Promise<BilledFigures> {
  const { world, extraInputs } = await billedWorld(shape, latencyMs);
  try {
    const run = await runInProcess(world, latencyMs, 5, {
      withRecipe: true,
      extraInputs,
      callerOptions: warmPrefixFirst === undefined ? {} : { warmPrefixFirst },
    });
    const diffText = buildUnifiedDiff(shape.files);
    const chunks = new Set(
      run.requests.map((r) => /chunk:\d+\/(\d+)/.exec(r.step ?? '')?.[1] ?? '1'),
    );
    return {
      ...billedFigures(run.requests, diffText),
      ledgerUsd: run.usageUsd,
      verdict: run.verdict === 'PASS' ? 'PASS' : `${run.verdict}: ${run.problem ?? ''}`,
      phase: modelPhase(run.requests, latencyMs),
      judgeToFirstRequestMs: run.judgeToFirstRequestMs,
      judgeMs: run.judgeMs,
      chunks: Math.max(...[...chunks].map(Number)),
    };
  } finally {
    await world.close();
  }
}

const ratio = (n: number): string => `${n.toFixed(1)}×`;
const inL = (ms: number, latencyMs: number): string => `${(ms / latencyMs).toFixed(2)} L`;

function describeBilled(f: BilledFigures): string {
  return (
    `billed ${ratio(f.billedTokens / f.diffTokens)} (sent ${ratio(f.sentTokens / f.diffTokens)}; ` +
    `${Math.round(f.billedTokens).toLocaleString('en-US')} billed of ${f.sentTokens.toLocaleString('en-US')} o200k input tokens over ${f.calls} calls / ` +
    `${f.diffTokens.toLocaleString('en-US')} diff tokens; ${Math.round(100 * f.readShare)}% of input read from a cache, ` +
    `${Math.round(100 * f.writeShare)}% written; ledger $${(f.ledgerUsd ?? Number.NaN).toFixed(4)}; ` +
    `${f.chunks} chunk(s), review phase ${f.phase.rounds} rounds${f.verdict === 'PASS' ? '' : `; verdict ${f.verdict}`})`
  );
}

export interface CachingRow {
  figure: string;
  target: string;
  measured: string;
  ok: boolean;
}

/** Billed input ÷ diff for three PR sizes at the default, beside never and always warming. */
export async function billedRows(
  latencyMs: number,
  log: (line: string) => void,
): Promise<CachingRow[]> {
  const shapes: Array<[RunShape, number]> = [
    [SMALL_PR, 12],
    [{ label: '40 files, 3,000 changed lines', files: syntheticFiles(40, 3_000) }, 6],
    [{ label: '300 files, 20,000 changed lines', files: syntheticFiles(300, 20_000) }, 6],
  ];
  const rows: CachingRow[] = [];
  for (const [shape, target] of shapes) {
    log(`caching: ${shape.label}, L = ${latencyMs} ms…`);
    const byDefault = await measureBilled(shape, latencyMs, undefined);
    const never = await measureBilled(shape, latencyMs, false);
    const always = await measureBilled(shape, latencyMs, true);
    const billed = byDefault.billedTokens / byDefault.diffTokens;
    rows.push({
      figure: `billed input tokens ÷ diff tokens (o200k), ${shape.label}, max-concurrency ${DEFAULT_CONCURRENCY}`,
      target: `≤ ${target}×`,
      measured:
        `${describeBilled(byDefault)}, review phase ${inL(byDefault.phase.reviewPhaseMs, latencyMs)}. ` +
        `Never warming a prefix: ${describeBilled(never)}, review phase ${inL(never.phase.reviewPhaseMs, latencyMs)}. ` +
        `Warming every prefix: ${describeBilled(always)}, review phase ${inL(always.phase.reviewPhaseMs, latencyMs)}`,
      ok: billed <= target && byDefault.verdict === 'PASS',
    });
  }
  return rows;
}

/** A 7-chunk PR at the default concurrency: its review phase in L. */
export async function waveRows(
  latencyMs: number,
  log: (line: string) => void,
): Promise<CachingRow[]> {
  log(`waves: 3,000 files / 200,000 changed lines, L = ${latencyMs} ms…`);
  const shape: RunShape = { label: '3,000 files', files: syntheticFiles(3_000, 200_000) };
  const run = await measureBilled(shape, latencyMs, undefined);
  const phase = run.phase;
  // The same PR through the built action in its own process, as a runner runs it: the
  // emulators (parsing each ~2.9 MB request, emulating its cache) no longer share its thread.
  log(`waves: the same PR through the built action…`);
  const { world, extraInputs } = await billedWorld(shape, latencyMs);
  let built: Awaited<ReturnType<typeof runBuiltAction>>;
  try {
    built = await runBuiltAction(world, latencyMs, 5, extraInputs);
  } finally {
    await world.close();
  }
  // With repository tools: a 3,000-file head snapshot whose download is held 1 L, code review
  // reading two files in one tool turn and security taking two sequential turns, on every chunk.
  log(`waves: the same PR through the built action, with repository tools…`);
  const tooled = await billedWorld(shape, latencyMs);
  let withTools: Awaited<ReturnType<typeof runBuiltAction>>;
  let tools: ReturnType<typeof toolPhase>;
  try {
    tooled.world.script(toolUsingReviewers(latencyMs));
    const head = {
      ...syntheticRepository(3_000),
      // What security reads and then searches for (bench/review-tools.ts).
      'src/auth/session.ts': 'export function newSessionToken(): string {\n  return "token";\n}\n',
    };
    const archive = await buildArchive(OWNER, REPO, 'd'.repeat(40), head);
    tooled.world.gh.state.addArchive({ owner: OWNER, repo: REPO, sha: 'd'.repeat(40), archive });
    tooled.world.gh.faults.delay(
      { method: 'GET', path: /^\/_codeload\// },
      { ms: latencyMs, times: 100 },
    );
    const before = tooled.world.modelRequests().length;
    withTools = await runBuiltAction(tooled.world, latencyMs, 5, {
      ...tooled.extraInputs,
      'repository-context': 'read',
    });
    tools = toolPhase(tooled.world.modelRequests().slice(before), latencyMs);
  } finally {
    await tooled.world.close();
  }
  const toolTarget = (3 + tools.k) * latencyMs + 1_000;
  return [
    {
      figure: `review phase of a ${run.chunks}-chunk PR (3,000 files, 200,000 changed lines), in-process, max-concurrency ${DEFAULT_CONCURRENCY}, no repository tools`,
      target: '≤ 3 L + 1 s',
      measured: `${inL(phase.reviewPhaseMs, latencyMs)} (${phase.calls} calls in ${phase.rounds} rounds; ${describeBilled(run)}); judge → first model request ${(run.judgeToFirstRequestMs / 1000).toFixed(2)} s (the secret search, the plan, the first prompts), judge → verdict ${(run.judgeMs / 1000).toFixed(2)} s`,
      ok: phase.reviewPhaseMs <= 3 * latencyMs + 1_000 && run.verdict === 'PASS',
    },
    {
      figure: `review phase of the same ${run.chunks}-chunk PR, built action (the emulators in the bench's process), max-concurrency ${DEFAULT_CONCURRENCY}, no repository tools`,
      target: '≤ 3 L + 1 s',
      measured: `${inL(built.reviewPhaseMs, latencyMs)} (${built.calls} calls in ${built.rounds} rounds); spawn → first model request ${(built.beforeModelsMs / 1000).toFixed(2)} s, spawn → exit ${(built.wallMs / 1000).toFixed(2)} s; verdict ${built.verdict}${built.problem === null ? '' : ` (${built.problem})`}`,
      ok: built.reviewPhaseMs <= 3 * latencyMs + 1_000 && built.verdict === 'PASS',
    },
    {
      figure: `review phase of the same PR, built action, max-concurrency ${DEFAULT_CONCURRENCY}, with repository tools (a 3,000-file head snapshot held 1 L; code review 1 tool turn, security 2, on each chunk)`,
      target: `≤ 3 L + k L + 1 s (k = ${tools.k}: ${3 + tools.k} L + 1 s)`,
      measured: `${inL(withTools.reviewPhaseMs, latencyMs)} (${withTools.calls} requests in ${withTools.rounds} rounds; ${tools.conversations.filter((c) => c.toolSteps > 0).length} conversations used tools, longest ${tools.longest} with k = ${tools.k}; tools answered within ${Math.round(tools.firstTurnWaitMs)} ms of a reply on a first turn, ${Math.round(tools.laterTurnWaitMs)} ms on a later one); spawn → first model request ${(withTools.beforeModelsMs / 1000).toFixed(2)} s, spawn → exit ${(withTools.wallMs / 1000).toFixed(2)} s; verdict ${withTools.verdict}${withTools.problem === null ? '' : ` (${withTools.problem})`}`,
      ok: withTools.reviewPhaseMs <= toolTarget && withTools.verdict === 'PASS' && tools.k > 0,
    },
  ];
}
