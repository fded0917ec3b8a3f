// What publishing needs from the run, declared here so publish/ reads down: the action's run
// (action/context.ts) extends these, and the entry hands itself in. Also the change a report is
// about, what a judgement carries into publishing, and the one way text reaches a status or a log.
import type * as Core from '@actions/core';
import type { Config } from '../config/types.js';
import type { GitHubClient } from '../github/client.js';
import type { MergeGroupEvent } from '../github/event.js';
import type { PullRequestRef } from '../evidence/types.js';
import type { GroupCompare } from '../merge-queue/group.js';
import type { Judgement, JudgeInput } from '../pipeline/judge.js';
import { stripInvisible } from '../trust/invisible.js';
import { redactSecrets } from '../trust/redact.js';
import type { StatusPublisher } from './status.js';

export type ActionsCore = typeof Core;

/** The run as publishing sees it: enough to write a status, a crash report and the log. */
export interface PublishRun {
  env: NodeJS.ProcessEnv;
  core: { load: () => Promise<ActionsCore> };
  status: StatusPublisher;
  /** Every secret value of this run (set once the configuration is read). */
  secrets: string[];
  /**
   * The sticky comment a crash report replaces, once the run comments. The token's login may still
   * be in flight (the review does not wait for it), so a crash report waits for it instead.
   */
  crashComment: { marker: string; ownLogin: Promise<string> } | null;
}

/** A run with its settings and client: what publishing a verdict needs. */
export interface PublishContext extends PublishRun {
  config: Config;
  octokit: GitHubClient;
}

/** The merge group a review is about, when it is not a pull request's own change. */
export interface GroupReview {
  group: MergeGroupEvent;
  pulls: number[];
  compared: GroupCompare;
}

/** What one review judges: a pull request's head, or a merge group's. */
export interface ReviewedChange {
  pr: PullRequestRef;
  /** The workflow run whose artifacts hold the test output. */
  runId: number | null;
  group: GroupReview | null;
}

/** A judgement and what publishing it must know. */
export interface Judged {
  judgement: Judgement;
  input: JudgeInput;
  /** Blockers found after the review: a superseded run, an audit comment that failed. */
  late: string[];
  /** The head GitHub holds at publishing time; null when it could not be read. */
  headAtPublish: string | null;
  /** The digest of the spec the review read (bound into the record, status and outputs). */
  specDigest: string;
}

/** Text for a status description, a log line or an annotation: no spelling of any secret. */
export function publicText(run: Pick<PublishRun, 'secrets'>, text: string): string {
  // Hidden characters go first: GitHub drops them from a status or an annotation, so a secret
  // split by one would otherwise pass the redaction and be whole where it is shown.
  return redactSecrets(stripInvisible(text), run.secrets).text;
}

/** The checked-out workspace the job runs in. */
export function actionWorkspace(env: NodeJS.ProcessEnv): string {
  return env.GITHUB_WORKSPACE ?? process.cwd();
}

/** The job's own run page, the statuses' link. */
export function runUrl(env: NodeJS.ProcessEnv): string | null {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = env;
  if (!GITHUB_SERVER_URL || !GITHUB_REPOSITORY || !GITHUB_RUN_ID) return null;
  return `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`;
}
