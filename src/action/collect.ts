// The collect stage of the action: one Evidence value from GitHub and the workspace, the declared
// checks (run isolated, or read from a record), plus the blockers collection already found (spec
// incomplete, test output missing, transcript missing, checks refused or unusable).
import { readFile } from 'node:fs/promises';
import { relative, resolve, isAbsolute } from 'node:path';
import type { Config } from '../config.js';
import { detectImplementer } from '../evidence/implementer.js';
import type { Diff, Evidence, PullRequestRef } from '../evidence/types.js';
import { collectTestOutput } from '../github/artifacts.js';
import type { GitHubClient } from '../github/client.js';
import { configuredKeys } from '../models/provider-settings.js';
import { withBasePermissions } from '../github/permission.js';
import { fetchCommitMessages, fetchDiff, fetchSpec, specDigest } from '../github/pull.js';
import type { FetchedSpec, SpecDigest } from '../github/pull.js';
import { resolveOwnLogin } from '../github/comment.js';
import { declaredChecks, gateProtectedPaths } from '../checks/declared.js';
import type { ChecksSource, DeclaredChecks } from '../checks/declared.js';
import { runningWorkflowBlockers } from '../trust/protected-paths.js';
import { actionWorkspace } from './context.js';
import type { ReviewedChange, RunContext } from './context.js';

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
  /** The spec that was judged, source by source: re-read and compared before publishing. */
  specDigest: SpecDigest;
  /** Spec sources that could not be read (each is also a blocker). */
  specProblems: string[];
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
  const [diff, fetched, commits, testOutput] = await Promise.all([
    overrides.diff ?? fetchDiff(octokit, pr),
    // A closing issue in another repository says nothing about its author's standing here: the
    // base repository is asked for that author's permission.
    (overrides.spec ? overrides.spec() : fetchSpec(octokit, pr, config.spec)).then(
      async (fetched) => ({
        ...fetched,
        spec: {
          ...fetched.spec,
          sources: await withBasePermissions(octokit, pr, fetched.spec.sources),
        },
      }),
    ),
    overrides.commitMessages === undefined
      ? fetchCommitMessages(octokit, pr)
      : Promise.resolve({ messages: overrides.commitMessages, unbound: null }),
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
          secrets: [...configuredKeys(config.providers), env.token],
        })
      : Promise.resolve({ text: '', sources: [], missing: [] }),
  ]);
  for (const problem of fetched.problems) collectBlockers.push(`spec incomplete: ${problem}`);
  // Read by PR number: a push (and a force-push back) while they were read shows another head's.
  if (commits.unbound !== null) collectBlockers.push(`superseded: ${commits.unbound}`);
  const commitMessages = commits.messages;
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
    specDigest: specDigest(fetched.spec, fetched.bound),
    specProblems: fetched.problems,
  };
}

/** Everything a review reads before it plans: the evidence, the declared checks, who we are. */
export interface CollectedChange {
  collected: Collected;
  checks: DeclaredChecks;
  /** Collection's blockers, the checks' and the running workflow's, in that order. */
  collectBlockers: string[];
  ownLogin: string;
}

/** A merge group's diff, commits and spec are its pull requests', not one PR's. */
function groupOverrides(run: RunContext, change: ReviewedChange): CollectOverrides {
  const { group, pr } = change;
  if (group === null) return {};
  return {
    diff: group.compared.diff,
    commitMessages: group.compared.messages,
    spec: async () =>
      (await import('../merge-queue/group.js')).groupSpec(
        run.octokit,
        { owner: pr.owner, repo: pr.repo },
        group.pulls,
        run.config.spec,
      ),
  };
}

/** The collect stage of a review, its independent reads at once. */
export async function collectChange(
  run: RunContext,
  change: ReviewedChange,
  deadline: number,
): Promise<CollectedChange> {
  const { config, octokit, env, secrets } = run;
  const { pr } = change;
  const workspace = actionWorkspace(env);
  // The declared commands read only the workspace and the base workflow's declaration, never PR
  // text. PR code in the job that holds the keys and the token: a throwaway user, or not at all.
  const source: ChecksSource =
    config.checksRecordPath === null
      ? {
          kind: 'run',
          isolation: {
            kind: 'required',
            protectedPaths: gateProtectedPaths(env, workspace, config),
          },
        }
      : {
          kind: 'record',
          path: config.checksRecordPath,
          read: (path) => readWorkspaceFile(workspace, path),
        };
  const [identity, collected, checks] = await Promise.all([
    resolveOwnLogin(octokit),
    collectEvidence(
      octokit,
      pr,
      config,
      { workspace, runId: change.runId, token: config.githubToken },
      groupOverrides(run, change),
    ),
    declaredChecks(config, { cwd: workspace, secrets, deadline, env }, pr.headSha, source),
  ]);
  const collectBlockers = [
    ...collected.collectBlockers,
    ...checks.blockers,
    // The workflow file running this job is the gate's configuration whatever protected-paths
    // says (a PR-triggered run reads it from the PR head). Same text as the plan's, deduplicated.
    ...runningWorkflowBlockers(collected.evidence.diff.files, env.GITHUB_WORKFLOW_REF),
  ];
  return { collected, checks, collectBlockers, ownLogin: identity.login };
}
