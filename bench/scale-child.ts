// The action's side of the scale bench, in its own process so its wall time and peak RSS are its
// own (the GitHub emulator serving the 30 pages runs in the parent): collect (diff media type →
// 406 → paginated listFiles) and plan, then the per-lane call estimate. Prints one JSON line.
import { readFile } from 'node:fs/promises';
import { collectEvidence } from '../src/action/collect.js';
import { readConfig } from '../src/config.js';
import { floorSelection } from '../src/review/review.js';
import { createGitHubClient } from '../src/github/client.js';
import { resolvePullRequest } from '../src/github/event.js';
import { estimateReview } from '../src/review/estimate.js';
import { planForReview } from '../src/pipeline/plan-review.js';
import { ownPeakRssBytes } from './peak-rss.js';
import { newDelimiter } from '../src/trust/fence.js';

export interface ScaleChildInput {
  baseUrl: string;
  token: string;
  owner: string;
  repo: string;
  eventPath: string;
  inputs: Record<string, string>;
  workspace: string;
}

export interface ScaleChildResult {
  collectMs: number;
  planMs: number;
  wallMs: number;
  /** User + system CPU time of collect + plan, ms (less sensitive to a busy machine). */
  cpuMs: number;
  /** RSS once the modules are loaded, before any work (bytes). */
  baselineRssBytes: number;
  /** Peak RSS of the whole process (bytes; its own high-water mark, `peak-rss.ts`). */
  peakRssBytes: number;
  files: number;
  changedLines: number;
  diffSource: string;
  reviewedFiles: number;
  chunks: number;
  contextWindow: number;
  lanes: string[];
  callsPerLane: Array<{ lane: string; calls: number; inputTokens: number }>;
  blockers: string[];
}

async function main(): Promise<void> {
  const input = JSON.parse(process.argv[2] ?? '{}') as ScaleChildInput;
  const baselineRssBytes = process.memoryUsage().rss;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const config = readConfig((name) => input.inputs[name] ?? '');
  const octokit = createGitHubClient({ token: input.token, baseUrl: input.baseUrl });
  const pr = await resolvePullRequest(octokit, {
    eventName: 'pull_request',
    payload: JSON.parse(await readFile(input.eventPath, 'utf8')) as unknown,
    owner: input.owner,
    repo: input.repo,
  });
  const collected = await collectEvidence(octokit, pr, config, {
    workspace: input.workspace,
    runId: null,
    token: input.token,
  });
  const collectedAt = performance.now();
  const plan = planForReview({
    evidence: collected.evidence,
    config,
    collectBlockers: collected.collectBlockers,
    delimiter: newDelimiter(),
  });
  const plannedAt = performance.now();
  const cpu = process.cpuUsage(cpuStart);
  const selection = floorSelection(plan, config);
  const estimate = estimateReview(plan, selection, config, collected.evidence.spec.text);
  const files = collected.evidence.diff.files;
  const result: ScaleChildResult = {
    collectMs: collectedAt - started,
    planMs: plannedAt - collectedAt,
    wallMs: plannedAt - started,
    cpuMs: (cpu.user + cpu.system) / 1000,
    baselineRssBytes,
    peakRssBytes: ownPeakRssBytes(),
    files: files.length,
    changedLines: files.reduce((n, f) => n + f.additions + f.deletions, 0),
    diffSource: collected.evidence.diff.source,
    reviewedFiles: plan.chunkPlan.coverage.filter((c) => c.state === 'reviewed').length,
    chunks: plan.chunkPlan.chunks.length,
    contextWindow: plan.contextWindow,
    lanes: selection.lanes,
    callsPerLane: estimate.map((e) => ({
      lane: e.lane,
      calls: e.calls,
      inputTokens: e.inputTokens,
    })),
    blockers: plan.blockers,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
  process.exitCode = 1;
});
