// The collect stage of the action: one Evidence value from GitHub and the workspace, plus the
// blockers collection already found (spec incomplete, test output missing, transcript missing).
import { readFile } from 'node:fs/promises';
import { relative, resolve, isAbsolute } from 'node:path';
import type { Config } from '../config.js';
import { detectImplementer } from '../evidence/implementer.js';
import type { Diff, Evidence, PullRequestRef } from '../evidence/types.js';
import { collectTestOutput } from '../github/artifacts.js';
import type { GitHubClient } from '../github/client.js';
import { fetchCommitMessages, fetchDiff, fetchSpec } from '../github/pull.js';
import type { FetchedSpec } from '../github/pull.js';

/** Evidence read elsewhere (a merge group's diff, spec and commits are not one PR's). */
export interface CollectOverrides {
  diff?: Diff;
  spec?: () => Promise<FetchedSpec>;
  commitMessages?: string[];
}

/** Characters of test output shown to the reviewers, split across sources. */
export const TEST_OUTPUT_BUDGET_CHARS = 60_000;

export interface Collected {
  evidence: Evidence;
  collectBlockers: string[];
  /** Hash of the PR body the spec came from, for the stale check before PASS. */
  prBodyHash: string | null;
}

/** Reads a workspace file; a path that escapes the workspace is refused. */
export async function readWorkspaceFile(workspace: string, path: string): Promise<string> {
  const full = resolve(workspace, path);
  const rel = relative(resolve(workspace), full);
  if (rel.startsWith('..') || isAbsolute(rel)) {
    throw new Error(`'${path}' is outside the workspace`);
  }
  return readFile(full, 'utf8');
}

export async function collectEvidence(
  octokit: GitHubClient,
  pr: PullRequestRef,
  config: Config,
  env: { workspace: string; runId: number | null; token: string },
  overrides: CollectOverrides = {},
): Promise<Collected> {
  const collectBlockers: string[] = [];
  const [diff, fetched, commitMessages, testOutput] = await Promise.all([
    overrides.diff ?? fetchDiff(octokit, pr),
    overrides.spec ? overrides.spec() : fetchSpec(octokit, pr, config.spec),
    overrides.commitMessages ?? fetchCommitMessages(octokit, pr),
    config.testArtifacts.length + config.testOutputPath.length > 0
      ? collectTestOutput({
          artifactNames: config.testArtifacts,
          runId: config.testArtifactsRunId ?? env.runId,
          owner: pr.owner,
          repo: pr.repo,
          token: env.token,
          workspacePaths: config.testOutputPath,
          workspace: env.workspace,
          budgetChars: TEST_OUTPUT_BUDGET_CHARS,
        })
      : Promise.resolve({ text: '', sources: [], missing: [] }),
  ]);
  for (const problem of fetched.problems) collectBlockers.push(`spec incomplete: ${problem}`);
  for (const name of testOutput.missing) collectBlockers.push(`test output missing: ${name}`);

  let transcript = '';
  if (config.implementerTranscriptPath !== null) {
    try {
      transcript = await readWorkspaceFile(env.workspace, config.implementerTranscriptPath);
    } catch (error) {
      collectBlockers.push(
        `implementer transcript unreadable: ${config.implementerTranscriptPath} (${(error as Error).message}) — the leak guard cannot run`,
      );
    }
  }
  const prBody = fetched.spec.sources.find((s) => s.kind === 'pr-body')?.text ?? '';
  const implementer = detectImplementer({
    model: config.implementerModel,
    sessionId: config.implementerSessionId,
    transcript,
    commitMessages,
    prBody,
  });
  return {
    evidence: { pr, spec: fetched.spec, diff, testOutput, implementer, commitMessages },
    collectBlockers,
    prBodyHash: fetched.prBodyHash,
  };
}
