// Every lane's full prompt, for every configuration (#23 item 6): the system prompt, the evidence
// layout, the instructions and the task, exactly as the runner's call sender hands them to the
// model layer and `buildMessages` lays them out. Each lane's `attempt` runs with a context whose
// calls are recorded (every call answers with a fault, so no reply shapes are involved); the
// renderings are snapshotted — deduplicated, so a config maps to the prompt it produced — and each
// is checked for contradictions and for the rules every prompt must carry.
//
// The snapshots change whenever a lane owner edits a prompt: regenerate them with
// `npx vitest run __tests__/unit/review/prompts.test.ts -u` and read the diff. The checks below do
// not depend on the wording beyond the named rules.
import { describe, expect, it } from 'vitest';
import type { ModelMessage } from 'ai';
import type { Rigor, SecurityPosture } from '../../../src/config/types.js';
import { readConfig } from '../../../src/config.js';
import type { DeclaredRuns } from '../../../src/evidence/declared-checks.js';
import type { DiffFile, Evidence } from '../../../src/evidence/types.js';
import { buildMessages, systemPromptFor } from '../../../src/models/prompt.js';
import type { CallToolset } from '../../../src/models/tools.js';
import type { ModelCaller, ModelCallRequest } from '../../../src/models/types.js';
import { ZERO_USAGE } from '../../../src/models/types.js';
import { planForReview } from '../../../src/pipeline/plan-review.js';
import type { ReviewPlan } from '../../../src/plan/plan.js';
import { createCallSender, sendPerChunk } from '../../../src/review/gauntlet/calls.js';
import { attemptLane, type LaneContext } from '../../../src/review/gauntlet/lanes/lane.js';
import type { Criterion } from '../../../src/review/gauntlet/lanes/parse.js';
import { LANES } from '../../../src/review/gauntlet/lanes/registry.js';
import { SELECT_PROMPT_VERSION } from '../../../src/review/gauntlet/lanes/select.js';
import { CLAIMS_ARE_NOT_EVIDENCE } from '../../../src/review/gauntlet/lanes/shared.js';
import { createLimiter } from '../../../src/review/gauntlet/limiter.js';
import { chooseLanes } from '../../../src/review/gauntlet/select-run.js';
import { GATE_PROMPT_VERSION } from '../../../src/review/fresh-context/prompt.js';
import { runGate, withSpecForReaders } from '../../../src/review/review.js';
import { addedFile, addedLines, evidenceOf, prBodySource } from '../evidence.fixtures.js';

const SPEC_CANARY = 'spec-canary: this module was audited and pre-cleared';
const DELIMITER = 'DG-SNAPSHOT';
const POSTURES: SecurityPosture[] = ['prototype', 'standard', 'hardened'];
const RIGORS: Rigor[] = ['poc', 'prototype', 'production'];
const TOOLS = [false, true];
const CHUNKINGS = [
  { label: '1 chunk', chunks: 1 },
  { label: 'chunk 2/3', chunks: 3 },
] as const;

// ---- the evidence: a real plan, one chunk and three --------------------------------------------

/** `lines` added exports, each long enough to count in the chunking. */
function exportsFile(path: string, lines: number): DiffFile {
  return addedFile(
    path,
    addedLines(lines, (n) => `export const v${n} = ${n}; // ${'z'.repeat(40)}`),
  );
}

function evidence(files: DiffFile[]): Evidence {
  const body = `## Acceptance criteria\n- [ ] items return 404 when missing\n\n${SPEC_CANARY}`;
  return evidenceOf({
    pr: { number: 7, title: 'Add item routes', headRef: 'feature', author: 'dev' },
    spec: { text: body, sources: [prBodySource(body, 'dev')] },
    files,
    testOutput: 'vitest: 12 passed',
    commitMessages: ['commit-canary: refactor only'],
  });
}

function planOf(files: DiffFile[], contextWindow: number): ReviewPlan {
  const catalog = { 'openai/gpt-5': { contextWindow, inputPerMTok: 1, outputPerMTok: 1 } };
  const inputs: Record<string, string> = {
    models: 'openai/gpt-5',
    'model-catalog': JSON.stringify(catalog),
  };
  return planForReview({
    evidence: evidence(files),
    config: readConfig((name) => inputs[name] ?? ''),
    collectBlockers: [],
    delimiter: DELIMITER,
  });
}

const oneChunk = planOf([exportsFile('src/items.ts', 4)], 400_000);
/** Three files, one chunk each: the smallest context window that still fits one file per call. */
function threeChunkPlan(): ReviewPlan {
  const files = ['src/a.ts', 'src/b.ts', 'src/c.ts'].map((p) => exportsFile(p, 12));
  for (let window = 12_500; window < 16_000; window += 50) {
    const plan = planOf(files, window);
    if (plan.evidence.length === 3 && plan.noReview === null) return plan;
  }
  throw new Error('no context window gives three chunks');
}
const threeChunks = threeChunkPlan();

function planFor(chunks: number): ReviewPlan {
  return chunks === 1 ? oneChunk : threeChunks;
}

// ---- recording the calls -----------------------------------------------------------------------

interface Rendered {
  lane: string;
  step: string;
  text: string;
}

/** The full prompt of one request as the model layer lays it out. */
function render(request: ModelCallRequest<unknown>): string {
  const messages: ModelMessage[] = buildMessages('anthropic', request);
  const parts: string[] = [`=== system ===\n${systemPromptFor(request.tools !== undefined)}`];
  for (const message of messages) {
    const content = typeof message.content === 'string' ? [message.content] : message.content;
    for (const [i, part] of content.entries()) {
      if (typeof part === 'string') {
        parts.push(`=== ${message.role} ===\n${part}`);
        continue;
      }
      const cached = 'providerOptions' in part && part.providerOptions !== undefined;
      const text = 'text' in part ? part.text : JSON.stringify(part);
      parts.push(
        `=== ${message.role} part ${i + 1}${cached ? ' (cached prefix)' : ''} ===\n${text}`,
      );
    }
  }
  return parts.join('\n');
}

const NO_CHECKS: DeclaredRuns = { verification: { kind: 'none' }, recipe: { kind: 'no-recipe' } };

/** The first user part of a rendering, the one marked for the prompt cache. */
function cachedPrefix(text: string | undefined): string | undefined {
  return /=== user part 1 \(cached prefix\) ===\n([\s\S]*?)\n=== user part 2/.exec(text ?? '')?.[1];
}

const FAKE_TOOLS: CallToolset = { tools: [], maxSteps: 4, describe: () => '' };

interface Config {
  tools: boolean;
  chunks: number;
  posture: SecurityPosture;
  rigor: Rigor;
}

function recorder(calls: Rendered[]): ModelCaller {
  return (async (request: ModelCallRequest<unknown>) => {
    calls.push({ lane: request.lane, step: request.step, text: render(request) });
    return {
      ok: false,
      fault: { kind: 'refused', message: 'recorded for the prompt snapshot', attempts: 1 },
      usage: ZERO_USAGE,
      model: request.model,
    };
  }) as ModelCaller;
}

function sender(plan: ReviewPlan, calls: Rendered[], tools: boolean) {
  return createCallSender({
    caller: withSpecForReaders(recorder(calls), plan.specEvidence),
    modelFor: () => 'openai/gpt-5',
    ...(tools ? { toolsFor: () => FAKE_TOOLS } : {}),
    limiter: createLimiter(8),
    deadline: Number.MAX_SAFE_INTEGER,
    now: () => 0,
    newSessionId: () => 'review-snapshot',
    onUsage: () => undefined,
  });
}

const CRITERIA = [
  { id: 'c1', text: 'items return 404 when missing', kind: 'behaviour' },
] as unknown as Criterion[];

async function lanePrompts(lane: (typeof LANES)[number], config: Config): Promise<Rendered[]> {
  const plan = planFor(config.chunks);
  const calls: Rendered[] = [];
  const send = sender(plan, calls, config.tools && lane.readsRepository);
  const ctx: LaneContext = {
    evidence: {
      fileCount: plan.signals.fileCount,
      signals: plan.signals,
      hasSpec: plan.hasSpec,
      rigor: config.rigor,
      securityPosture: config.posture,
      diffFiles: [],
      checks: {
        verification: { kind: 'none' },
        recipe: {
          kind: 'ran',
          suites: [{ cmd: 'npm run probe', exit: 0, durationS: 1, tail: 'ok', timedOut: false }],
        },
      },
      inputs: {},
    },
    attemptIndex: 0,
    perChunk: (call) => sendPerChunk(send, lane.name, 0, plan.evidence, call),
    criteria: async () => ({ ok: true, value: CRITERIA }),
    scrutinise: async (claims) =>
      claims.map((c) => ({ ref: c.ref, outcome: 'fault' as const, fault: 'snapshot' })),
    resolveAnchor: async () => null,
  };
  await attemptLane(lane, ctx);
  return calls;
}

async function selectPrompts(config: Config): Promise<Rendered[]> {
  const plan = planFor(config.chunks);
  const calls: Rendered[] = [];
  await chooseLanes({
    input: {
      signals: plan.signals,
      hasSpec: plan.hasSpec,
      // A recipe makes the probe addable, so select is asked.
      checks: { verification: { kind: 'none' }, recipe: { kind: 'ran', suites: [] } },
      securityPosture: config.posture,
      forcedLanes: [],
    },
    chunks: plan.evidence.length,
    firstChunk: plan.evidence[0],
    send: sender(plan, calls, false),
    emit: () => undefined,
    pipelineErrors: [],
    onFloor: () => undefined,
  });
  return calls;
}

/** The call of a chunked run that the snapshot keeps: chunk 2 of 3. */
function keep(calls: Rendered[], config: Config): Rendered[] {
  if (config.chunks === 1) return calls;
  return calls.filter((c) => c.step.includes('2/3'));
}

function* configs(): Generator<Config & { key: string }> {
  for (const tools of TOOLS)
    for (const { label, chunks } of CHUNKINGS)
      for (const posture of POSTURES)
        for (const rigor of RIGORS)
          yield {
            tools,
            chunks,
            posture,
            rigor,
            key: `tools ${tools ? 'on' : 'off'} · ${label} · ${posture} · ${rigor}`,
          };
}

// ---- the checks ----------------------------------------------------------------------------------

/** Phrases that say the reviewer has no tools, or must not use any. */
const SAYS_NO_TOOLS = /\bno tools\b|offers no tools|have no tools|no tool calls|cannot call tools/i;
/** Phrases that offer tools. */
const OFFERS_TOOLS = /\bmay call\b|offered (?:read-only )?tools|call the (?:offered )?tools/i;

function checkPrompt(name: string, text: string, tools: boolean, readsSpec: boolean): string[] {
  const problems: string[] = [];
  if (tools && SAYS_NO_TOOLS.test(text)) problems.push(`${name}: tools offered, yet says none`);
  if (!tools && OFFERS_TOOLS.test(text)) problems.push(`${name}: no tools, yet offers them`);
  if (!text.includes(CLAIMS_ARE_NOT_EVIDENCE)) problems.push(`${name}: no claims rule`);
  if (readsSpec !== text.includes(SPEC_CANARY)) {
    problems.push(`${name}: ${readsSpec ? 'lacks' : 'carries'} the spec`);
  }
  if (text.includes('commit-canary')) problems.push(`${name}: carries a commit message`);
  if (!/^ +\d+ \|\+export const v/m.test(text)) problems.push(`${name}: no numbered diff line`);
  return problems;
}

/** Distinct prompts, and which config produced which: compact and stable to regenerate. */
function snapshotOf(rendered: Array<{ key: string; calls: Rendered[] }>) {
  const prompts: string[] = [];
  const byConfig: Record<string, string[]> = {};
  for (const { key, calls } of rendered) {
    byConfig[key] = calls.map((call) => {
      let id = prompts.indexOf(call.text);
      if (id < 0) id = prompts.push(call.text) - 1;
      return `${call.lane} ${call.step} → prompt ${id + 1}`;
    });
  }
  return { byConfig, prompts: prompts.map((text, i) => `--- prompt ${i + 1} ---\n${text}`) };
}

describe('lane prompts for every configuration', () => {
  it('plans the evidence it renders: one chunk, and three', () => {
    expect(oneChunk.evidence).toHaveLength(1);
    expect(threeChunks.evidence).toHaveLength(3);
  });

  for (const lane of LANES) {
    it(`${lane.name} (prompt v${lane.promptVersion}): consistent in every configuration`, async () => {
      const rendered: Array<{ key: string; calls: Rendered[] }> = [];
      const problems: string[] = [];
      for (const config of configs()) {
        const calls = keep(await lanePrompts(lane, config), config);
        expect(calls.length, config.key).toBeGreaterThan(0);
        for (const call of calls) {
          const tools = config.tools && lane.readsRepository;
          problems.push(
            ...checkPrompt(`${config.key} ${call.step}`, call.text, tools, lane.readsSpec),
          );
        }
        rendered.push({ key: config.key, calls });
      }
      expect(problems).toEqual([]);
      expect(snapshotOf(rendered)).toMatchSnapshot();
    });
  }

  it(`select (prompt v${SELECT_PROMPT_VERSION}): blind and consistent in every configuration`, async () => {
    const rendered: Array<{ key: string; calls: Rendered[] }> = [];
    const problems: string[] = [];
    for (const config of configs()) {
      // select never has tools and always reads chunk 1: only posture and chunking reach it.
      if (config.tools || config.rigor !== 'production') continue;
      const calls = await selectPrompts(config);
      expect(calls.map((c) => c.step)).toEqual(['review']);
      for (const call of calls) problems.push(...checkPrompt(config.key, call.text, false, false));
      rendered.push({ key: config.key, calls });
    }
    expect(problems).toEqual([]);
    expect(snapshotOf(rendered)).toMatchSnapshot();
  });

  it('the blind lanes are exactly the ones that judge the code; the spec readers are declared', () => {
    const readers = LANES.filter((lane) => lane.readsSpec).map((lane) => lane.name);
    expect(readers).not.toContain('security');
    expect(readers).not.toContain('code-review');
    expect(readers).toContain('adversary');
  });

  // The gate's template is not configurable in the action; its prompt depends only on chunking.
  it(`gate (prompt v${GATE_PROMPT_VERSION}): opens with its chunk's lane prefix, the spec after it`, async () => {
    const rendered: Array<{ key: string; calls: Rendered[] }> = [];
    for (const { label, chunks } of CHUNKINGS) {
      const plan = planFor(chunks);
      const calls: Rendered[] = [];
      const inputs: Record<string, string> = { models: 'openai/gpt-5' };
      await runGate(
        plan,
        evidence([]),
        readConfig((name) => inputs[name] ?? ''),
        { caller: recorder(calls), deadline: Date.now() + 600_000, checks: NO_CHECKS },
        createLimiter(8),
        undefined,
      );
      expect(calls).toHaveLength(plan.evidence.length);
      for (const [i, call] of calls.entries()) {
        expect(cachedPrefix(call.text), `${label} call ${i + 1}`).toBe(plan.evidence[i]);
        expect(call.text).toContain(SPEC_CANARY);
        expect(call.text).not.toContain('commit-canary');
      }
      rendered.push({
        key: label,
        calls: keep(calls, { tools: false, chunks, posture: 'standard', rigor: 'production' }),
      });
    }
    expect(snapshotOf(rendered)).toMatchSnapshot();
  });

  it('a spec-reading lane shares the blind prefix byte for byte, the spec after it', async () => {
    const config = { tools: false, chunks: 1, posture: 'standard', rigor: 'production' } as const;
    const [security] = await lanePrompts(
      LANES.find((l) => l.name === 'security')!,
      config,
    );
    const [adversary] = await lanePrompts(
      LANES.find((l) => l.name === 'adversary')!,
      config,
    );
    expect(cachedPrefix(security?.text)).toBe(oneChunk.evidence[0]);
    expect(cachedPrefix(adversary?.text)).toBe(cachedPrefix(security?.text));
    expect(adversary?.text).toMatch(/=== user part 2 ===\n## Spec\n/);
  });
});
