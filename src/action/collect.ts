// The collect stage of the action: one Evidence value from GitHub and the workspace, the declared
// checks (run isolated, or read from a record), plus the blockers collection already found (spec
// incomplete, test output missing, transcript missing, checks refused or unusable).
import { readFile } from 'node:fs/promises';
import { relative, resolve, isAbsolute } from 'node:path';
import type { Config } from '../config/types.js';
import { detectImplementer } from '../evidence/implementer.js';
import type { Diff, Evidence, PullRequestRef, TestOutput } from '../evidence/types.js';
import { collectTestEvidence } from '../github/artifacts.js';
import { evidenceRunBlocker } from '../github/evidence-run.js';
import type { GitHubClient } from '../github/client.js';
import { configuredKeys } from '../models/provider-settings.js';
import { withBasePermissions } from '../github/permission.js';
import { fetchCommitMessages, fetchDiff, fetchSpec, specDigest } from '../github/pull.js';
import type { FetchedSpec, SpecDigest } from '../github/pull.js';
import { resolveOwnLogin } from '../github/comment.js';
import { declaredChecks, gateProtectedPaths } from '../checks/declared.js';
import type { ChecksSource, DeclaredChecks } from '../checks/declared.js';
import { readBaseProtection } from '../github/base-protection.js';
import {
  protectedPathBlockers,
  runningWorkflowBlockers,
  symlinkBlockers,
} from '../trust/protected-paths.js';
import { actionWorkspace } from '../publish/port.js';
import type { RunContext } from './context.js';
import type { ReviewedChange } from '../publish/port.js';

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

export interface CollectEnv {
  workspace: string;
  runId: number | null;
  token: string;
  /**
   * The artifacts' run must be shown to have run on the judged head: a named
   * `test-artifacts-run-id`, or the run a `workflow_run` event reports on. The action's own run
   * (no run id named, a pull_request event) is on the head by construction and is not asked.
   */
  checkRunHead?: boolean;
  /** The run's deadline (ms since the epoch): evidence not read by then blocks. */
  deadline?: number;
}

/** The test output, and the blockers found while reading it (another commit, not read in time). */
async function readTestEvidence(
  octokit: GitHubClient,
  pr: PullRequestRef,
  config: Config,
  env: CollectEnv,
): Promise<{ output: TestOutput; blockers: string[] }> {
  if (config.testArtifacts.length + config.testOutputPath.length === 0) {
    return { output: { text: '', sources: [], missing: [] }, blockers: [] };
  }
  const blockers: string[] = [];
  const runId = config.testArtifactsRunId ?? env.runId;
  let artifactNames = config.testArtifacts;
  if (artifactNames.length > 0 && env.checkRunHead === true && runId !== null) {
    const blocker = await evidenceRunBlocker(octokit, {
      owner: pr.owner,
      repo: pr.repo,
      runId,
      headSha: pr.headSha,
    });
    if (blocker !== null) {
      // Another commit's artifacts are never read as evidence of this one.
      blockers.push(blocker);
      artifactNames = [];
    }
  }
  const { output, notRead } = await collectTestEvidence({
    artifactNames,
    runId,
    owner: pr.owner,
    repo: pr.repo,
    token: env.token,
    workspacePaths: config.testOutputPath,
    workspace: env.workspace,
    budgetChars: TEST_OUTPUT_BUDGET_CHARS,
    secrets: [...configuredKeys(config.providers), env.token],
    ...(env.deadline === undefined ? {} : { deadline: env.deadline }),
  });
  return { output, blockers: [...blockers, ...notRead] };
}

export async function collectEvidence(
  octokit: GitHubClient,
  pr: PullRequestRef,
  config: Config,
  env: CollectEnv,
  overrides: CollectOverrides = {},
): Promise<Collected> {
  const collectBlockers: string[] = [];
  const [diff, fetched, commits, testEvidence] = await Promise.all([
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
    readTestEvidence(octokit, pr, config, env),
  ]);
  for (const problem of fetched.problems) collectBlockers.push(`spec incomplete: ${problem}`);
  // Read by PR number: a push (and a force-push back) while they were read shows another head's.
  if (commits.unbound !== null) collectBlockers.push(`superseded: ${commits.unbound}`);
  const commitMessages = commits.messages;
  const testOutput = testEvidence.output;
  collectBlockers.push(...testEvidence.blockers);
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

/** Everything a review reads before it plans: the evidence and the declared checks. */
export interface CollectedChange {
  collected: Collected;
  checks: DeclaredChecks;
  /** Collection's blockers, the checks' and the running workflow's, in that order. */
  collectBlockers: string[];
}

/**
 * Reads the review does not wait for: who we are (the sticky comment's author) and what the base
 * branch protects. Both can still block, so the verdict waits for them (`collectChange`).
 */
export interface BesideReview {
  ownLogin: string;
  /** What the base's protection found in this diff, or why it could not be read. */
  blockers: string[];
}

/** A started collect: the review's inputs, and the reads that run beside the review. */
export interface StartedCollect {
  review: Promise<CollectedChange>;
  /** The token's login alone (the progress comment needs it before the base is read). */
  ownLogin: Promise<string>;
  beside: Promise<BesideReview>;
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

/**
 * The collect stage of a review, every read started at once. The models wait only for what they
 * are shown (diff, spec, commits, test evidence, the declared checks); the identity and the base
 * protection finish beside the first model round. `beside` rejects only when `review` does.
 */
export function collectChange(
  run: RunContext,
  change: ReviewedChange,
  deadline: number,
): StartedCollect {
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
  const identity = resolveOwnLogin(octokit);
  // What the base branch protects beyond the globs: its workflows' local actions, the targets
  // of its protected symlinks. Read from the base commit, never the PR head.
  const base = readBaseProtection(
    octokit,
    { owner: pr.owner, repo: pr.repo, sha: pr.baseSha },
    config.protectedPaths,
  );
  const review = Promise.all([
    collectEvidence(
      octokit,
      pr,
      config,
      {
        workspace,
        runId: change.runId,
        token: config.githubToken,
        checkRunHead: config.testArtifactsRunId !== null || run.event.eventName === 'workflow_run',
        deadline,
      },
      groupOverrides(run, change),
    ),
    declaredChecks(config, { cwd: workspace, secrets, deadline, env }, pr.headSha, source),
  ]).then(([collected, checks]): CollectedChange => {
    const files = collected.evidence.diff.files;
    const collectBlockers = [
      ...collected.collectBlockers,
      ...checks.blockers,
      // The workflow file running this job is the gate's configuration whatever protected-paths
      // says (a PR-triggered run reads it from the PR head). Same text as the plan's, deduplicated.
      ...runningWorkflowBlockers(files, env.GITHUB_WORKFLOW_REF),
    ];
    return { collected, checks, collectBlockers };
  });
  const beside = Promise.all([identity, base, review]).then(
    ([own, protection, gathered]): BesideReview => {
      const files = gathered.collected.evidence.diff.files;
      return {
        ownLogin: own.login,
        blockers: [
          ...protection.blockers,
          ...protectedPathBlockers(files, protection.globs),
          ...symlinkBlockers(files, [...config.protectedPaths, ...protection.globs]),
        ],
      };
    },
  );
  return { review, ownLogin: identity.then((own) => own.login), beside };
}
