// Critical path: every model reply arrives after a fixed latency L; a PR that selects all four
// lanes and has five acceptance criteria. Measured twice: the built action end to end (a child
// process, as the runner runs it), and the review stage alone in-process (collect once, then
// `judge` — plan, gate + gauntlet, decide — against the same emulators) for a figure free of
// process start-up and GitHub write spacing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildUnifiedDiff, INSTALLATION_TOKEN } from '../__tests__/emulators/github.js';
import type { RecordedRequest } from '../__tests__/emulators/model-emulator.js';
import { runAction, withDefaultTestEvidence } from '../__tests__/e2e/harness.js';
import { reviewers } from '../__tests__/e2e/reviewers.js';
import { collectEvidence } from '../src/action/collect.js';
import { readConfig } from '../src/config.js';
import { syntheticDiff } from './synthetic.js';
import { createGitHubClient } from '../src/github/client.js';
import { resolvePullRequest } from '../src/github/event.js';
import { createModelCaller, deadlineFrom, type ModelCallerOptions } from '../src/models/call.js';
import { configuredKeys } from '../src/models/registry.js';
import { executeDeclared, probeInput } from '../src/checks/declared.js';
import { judge } from '../src/pipeline/judge.js';
import { archiveAccess } from '../src/repository/access.js';
import { newDelimiter } from '../src/trust/fence.js';
import {
  bootingRecipe,
  CRITERIA,
  CRITICAL_PATH_FILES,
  freePort,
  pullFilesOf,
  SPEC_BODY,
} from './fixtures.js';
import { addBenchPull, benchInputs, OWNER, REPO, startBenchWorld } from './world.js';
import type { BenchWorld } from './world.js';

export interface ModelPhase {
  /** First model request to last model reply (request arrival + L), ms. */
  reviewPhaseMs: number;
  calls: number;
  /** Sequential rounds of model calls (a round starts when a request arrives ≥ L/2 after the
   * previous round's first request). */
  rounds: number;
  lanes: string[];
  firstRequestAt: number;
}

export interface CriticalPathResult {
  latencyMs: number;
  action: ModelPhase & {
    wallMs: number;
    verdict: string;
    /** Spawn to the first model request, ms: start-up, collect, the recipe. */
    beforeModelsMs: number;
    /** Last model reply to the process exit, ms: decide, comment, status. */
    afterModelsMs: number;
    problem: string | null;
  };
  inProcess: ModelPhase & { judgeMs: number; verdict: string; problem: string | null };
  /** The model requests of the in-process run, for the token figures. */
  requests: RecordedRequest[];
  /** The PR's unified diff. */
  diffText: string;
}

export function modelPhase(requests: RecordedRequest[], latencyMs: number): ModelPhase {
  const times = requests.map((r) => r.time).sort((a, b) => a - b);
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? 0;
  let rounds = 0;
  let roundStart = Number.NEGATIVE_INFINITY;
  for (const t of times) {
    if (t - roundStart >= latencyMs / 2) {
      rounds += 1;
      roundStart = t;
    }
  }
  return {
    reviewPhaseMs: times.length === 0 ? 0 : last + latencyMs - first,
    calls: requests.length,
    rounds,
    lanes: [...new Set(requests.map((r) => r.lane ?? '?'))].sort(),
    firstRequestAt: first,
  };
}

/** What a BLOCKED report names first: the first item of its "What to do", else its opening lines. */
export function firstProblem(report: string): string {
  const lines = report.split('\n');
  const todo = lines.findIndex((l) => /^#+ What to do/.test(l));
  const detail = todo >= 0 ? lines.slice(todo + 1).find((l) => l.startsWith('- ')) : undefined;
  return (detail ?? lines.slice(0, 3).join(' ')).trim().slice(0, 300);
}

export async function runBuiltAction(
  world: BenchWorld,
  latencyMs: number,
  number: number,
  extraInputs: Record<string, string> = {},
): Promise<CriticalPathResult['action']> {
  const port = await freePort();
  const before = world.modelRequests().length;
  const startedAt = Date.now();
  const run = await runAction({
    compileCache: false,
    eventName: 'pull_request',
    event: world.gh.payloads.pullRequest(OWNER, REPO, number),
    inputs: { ...benchInputs(world), 'local-run-recipe': bootingRecipe(port), ...extraInputs },
    env: {
      GITHUB_API_URL: world.gh.baseUrl,
      GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
      // e.g. BENCH_CHILD_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof", as for the scale child
      ...(process.env.BENCH_CHILD_NODE_ARGS
        ? { NODE_OPTIONS: process.env.BENCH_CHILD_NODE_ARGS }
        : {}),
    },
    timeoutMs: 120_000,
  });
  const endedAt = startedAt + run.durationMs;
  await rm(run.workDir, { recursive: true, force: true });
  const requests = world.modelRequests().slice(before);
  const phase = modelPhase(requests, latencyMs);
  const verdict = run.outputs.verdict ?? '(none)';
  return {
    ...phase,
    wallMs: run.durationMs,
    verdict,
    beforeModelsMs: requests.length === 0 ? run.durationMs : phase.firstRequestAt - startedAt,
    afterModelsMs:
      requests.length === 0 ? 0 : endedAt - (phase.firstRequestAt + phase.reviewPhaseMs),
    problem:
      verdict === 'PASS'
        ? null
        : `${firstProblem(run.summary)}${run.stderr.trim() !== '' ? ` | stderr: ${run.stderr.trim().slice(0, 300)}` : ''}`,
  };
}

export interface InProcessOptions {
  withRecipe?: boolean;
  /** Serve the lanes' repository tools from the head's archive, started before collect (as the
   * Action starts it). */
  repository?: boolean;
  extraInputs?: Record<string, string>;
  /** Options of the model caller (e.g. `warmPrefixFirst`). */
  callerOptions?: Partial<ModelCallerOptions>;
}

export async function runInProcess(
  world: BenchWorld,
  latencyMs: number,
  number: number,
  options: InProcessOptions = {},
): Promise<
  CriticalPathResult['inProcess'] & {
    requests: RecordedRequest[];
    /** `Date.now()` when the head snapshot was downloaded and unpacked; null when not asked for. */
    headReadyAt: number | null;
    /** The cost the caller's usage ledger counted (null when a price was unknown). */
    usageUsd: number | null;
    /** Judge called → its first model request, ms (the secret search and the plan come first). */
    judgeToFirstRequestMs: number;
  }
> {
  const workspace = await mkdtemp(join(tmpdir(), 'done-gate-bench-'));
  const downloads = new AbortController();
  try {
    // The green report the built action's runs get (the harness's default): the bench's PRs are
    // meant to pass, and a run that read no test report is blocked by rule.
    const inputs = await withDefaultTestEvidence(
      { ...benchInputs(world), ...options.extraInputs },
      workspace,
      'default',
    );
    if (options.withRecipe ?? true) inputs['local-run-recipe'] = bootingRecipe(await freePort());
    const config = readConfig((name) => inputs[name] ?? '');
    const octokit = createGitHubClient({ token: INSTALLATION_TOKEN, baseUrl: world.gh.baseUrl });
    const pr = await resolvePullRequest(octokit, {
      eventName: 'pull_request',
      payload: world.gh.payloads.pullRequest(OWNER, REPO, number),
      owner: OWNER,
      repo: REPO,
    });
    // Started before collect, as src/main.ts starts it: the download runs beside collect and the
    // first model round.
    const repository =
      options.repository === true
        ? archiveAccess(
            octokit,
            { owner: pr.owner, repo: pr.repo },
            { head: pr.headSha, base: pr.baseSha },
            downloads.signal,
          )
        : null;
    let headReadyAt: number | null = null;
    void repository?.head.then(() => (headReadyAt = Date.now()));
    const collected = await collectEvidence(octokit, pr, config, {
      workspace,
      runId: null,
      token: INSTALLATION_TOKEN,
    });
    const secrets = [...configuredKeys(config.providers), INSTALLATION_TOKEN];
    const deadline = deadlineFrom(Date.now(), config.timeBudgetSeconds);
    // The review stage alone: the commands' sandbox is part of the built action's figure.
    const outcomes = await executeDeclared(config, workspace, secrets, deadline, process.env, {
      kind: 'none',
    });
    const caller = createModelCaller({
      providers: config.providers,
      catalog: config.modelCatalog,
      deadline,
      ...options.callerOptions,
    });
    const before = world.modelRequests().length;
    const started = performance.now();
    const judgeStartedAt = Date.now();
    const judgement = await judge({
      evidence: collected.evidence,
      config,
      collectBlockers: collected.collectBlockers,
      verification: outcomes.verification,
      probe: probeInput(outcomes.probe),
      delimiter: newDelimiter(),
      caller,
      deadline,
      secrets,
      repository,
    });
    const judgeMs = performance.now() - started;
    const requests = world.modelRequests().slice(before);
    const verdict = judgement.decision.verdict;
    const phase = modelPhase(requests, latencyMs);
    return {
      ...phase,
      judgeToFirstRequestMs:
        requests.length === 0 ? Number.NaN : phase.firstRequestAt - judgeStartedAt,
      judgeMs,
      verdict,
      problem: verdict === 'PASS' ? null : firstProblem(judgement.report),
      requests,
      headReadyAt,
      usageUsd: caller.usage().total.costUsd,
    };
  } finally {
    downloads.abort();
    await rm(workspace, { recursive: true, force: true });
  }
}

export async function measureCriticalPath(latencyMs: number): Promise<CriticalPathResult> {
  const world = await startBenchWorld();
  try {
    const clean = reviewers({ criteria: CRITERIA });
    world.script(async (ctx) => ({ ...(await clean(ctx)), latencyMs }));
    addBenchPull(world, {
      number: 1,
      headSha: 'b'.repeat(40),
      title: 'Password sessions and key rotation',
      body: SPEC_BODY,
      files: CRITICAL_PATH_FILES,
    });
    addBenchPull(world, {
      number: 2,
      headSha: 'c'.repeat(40),
      title: 'Password sessions and key rotation',
      body: SPEC_BODY,
      files: CRITICAL_PATH_FILES,
    });
    const action = await runBuiltAction(world, latencyMs, 1);
    const { requests, ...inProcess } = await runInProcess(world, latencyMs, 2);
    return {
      latencyMs,
      action,
      inProcess,
      requests,
      diffText: buildUnifiedDiff(CRITICAL_PATH_FILES),
    };
  } finally {
    await world.close();
  }
}

export interface MediumPrTokens {
  files: number;
  changedLines: number;
  verdict: string;
  requests: RecordedRequest[];
  diffText: string;
}

/**
 * A mid-sized PR (where the diff, not the instructions, is most of each prompt) reviewed
 * in-process with instant replies: what the token figures look like when the diff dominates.
 */
export async function measureMediumPr(options: {
  files: number;
  changedLines: number;
}): Promise<MediumPrTokens> {
  const world = await startBenchWorld();
  try {
    world.script(reviewers({ criteria: CRITERIA }));
    const synthetic = syntheticDiff({ ...options, seed: 7 });
    const files = pullFilesOf(synthetic.listFiles);
    addBenchPull(world, {
      number: 3,
      headSha: 'a'.repeat(40),
      title: 'A mid-sized change',
      body: SPEC_BODY,
      files,
    });
    const { requests, verdict } = await runInProcess(world, 0, 3, { withRecipe: false });
    return { ...options, verdict, requests, diffText: buildUnifiedDiff(files) };
  } finally {
    await world.close();
  }
}
