// The first model call early (#26 items 1 and 4): the built action on a small PR against the
// bench's emulated GitHub, every model reply held L. Measured per run: spawn → the first model
// request, and the review phase (first model request → last reply) in L — with a spec that lists
// its criteria (no parse round: one round) and with a prose spec (parse first: two rounds). The
// two spec shapes are run alternately, so both see the same load.
import { rm } from 'node:fs/promises';
import { runAction } from '../__tests__/e2e/harness.js';
import { reviewers } from '../__tests__/e2e/reviewers.js';
import type { PullFile } from '../__tests__/emulators/github.js';
import { modelPhase } from './critical-path.js';
import { median } from './overhead.js';
import { addBenchPull, benchInputs, OWNER, REPO, startBenchWorld } from './world.js';
import type { BenchWorld } from './world.js';

const CRITERIA = ['`greet` returns the greeting for a name', '`greet` refuses an empty name'];
const LISTED_SPEC = `Adds a greeting helper.\n\n## Acceptance criteria\n${CRITERIA.map((c) => `- [ ] ${c}`).join('\n')}\n`;
/** The same two criteria said in prose: no list our code can read, so `parse` is asked. */
const PROSE_SPEC =
  'Adds a greeting helper. `greet` returns the greeting for a name, and `greet` refuses an ' +
  'empty name.\n';

const SMALL_PR: PullFile[] = [
  {
    filename: 'src/greet.ts',
    status: 'added',
    additions: 4,
    deletions: 0,
    patch:
      "@@ -0,0 +1,4 @@\n+export function greet(name: string): string {\n+  if (name === '') throw new TypeError('name is empty');\n+  return `Hello, ${name}!`;\n+}",
  },
  {
    filename: 'src/greet.test.ts',
    status: 'added',
    additions: 3,
    deletions: 0,
    patch:
      "@@ -0,0 +1,3 @@\n+import { greet } from './greet';\n+test('greets', () => expect(greet('a')).toBe('Hello, a!'));\n+test('refuses empty', () => expect(() => greet('')).toThrow());",
  },
];

export interface SmallPrRun {
  spec: 'listed' | 'prose';
  verdict: string;
  /** Spawn → the first model request, ms. */
  firstModelRequestMs: number;
  reviewPhaseMs: number;
  calls: number;
  rounds: number;
  parseCalls: number;
}

export interface EarlyStartResult {
  latencyMs: number;
  runs: SmallPrRun[];
  medianFirstModelRequestMs: number;
  medianReviewPhaseMs: Record<SmallPrRun['spec'], number>;
}

async function runSmallPr(
  world: BenchWorld,
  number: number,
  spec: SmallPrRun['spec'],
  latencyMs: number,
): Promise<SmallPrRun> {
  addBenchPull(world, {
    number,
    headSha: number.toString(16).padStart(40, 'e'),
    title: 'Add greet()',
    body: spec === 'listed' ? LISTED_SPEC : PROSE_SPEC,
    files: SMALL_PR,
  });
  const before = world.modelRequests().length;
  const startedAt = Date.now();
  const run = await runAction({
    compileCache: false,
    eventName: 'pull_request',
    event: world.gh.payloads.pullRequest(OWNER, REPO, number),
    inputs: benchInputs(world),
    env: {
      GITHUB_API_URL: world.gh.baseUrl,
      GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
      // e.g. BENCH_CHILD_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof", as for the wave row
      ...(process.env.BENCH_CHILD_NODE_ARGS
        ? { NODE_OPTIONS: process.env.BENCH_CHILD_NODE_ARGS }
        : {}),
    },
    timeoutMs: 120_000,
  });
  await rm(run.workDir, { recursive: true, force: true });
  const requests = world.modelRequests().slice(before);
  const phase = modelPhase(requests, latencyMs);
  return {
    spec,
    verdict: run.outputs.verdict ?? '(none)',
    firstModelRequestMs: requests.length === 0 ? Number.NaN : phase.firstRequestAt - startedAt,
    reviewPhaseMs: phase.reviewPhaseMs,
    calls: phase.calls,
    rounds: phase.rounds,
    parseCalls: requests.filter((r) => r.lane === 'parse').length,
  };
}

/** `pairs` runs of each spec shape, alternating (listed, prose, listed, …). */
export async function measureEarlyStart(latencyMs: number, pairs = 3): Promise<EarlyStartResult> {
  const world = await startBenchWorld();
  try {
    const clean = reviewers({ criteria: CRITERIA });
    world.script(async (ctx) => ({ ...(await clean(ctx)), latencyMs }));
    const runs: SmallPrRun[] = [];
    for (let i = 0; i < pairs; i++) {
      runs.push(await runSmallPr(world, 2600 + 2 * i, 'listed', latencyMs));
      runs.push(await runSmallPr(world, 2601 + 2 * i, 'prose', latencyMs));
    }
    const of = (spec: SmallPrRun['spec']) => runs.filter((r) => r.spec === spec);
    return {
      latencyMs,
      runs,
      medianFirstModelRequestMs: median(runs.map((r) => r.firstModelRequestMs)),
      medianReviewPhaseMs: {
        listed: median(of('listed').map((r) => r.reviewPhaseMs)),
        prose: median(of('prose').map((r) => r.reviewPhaseMs)),
      },
    };
  } finally {
    await world.close();
  }
}
