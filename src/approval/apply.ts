// `/done-gate approve` and `/done-gate override <reason>` (and approving reviews): a person with an
// approver role turns the BLOCKED report of the PR's current head into `success`, on the record.
// Everything is checked through the API, never taken from the event — a re-run replays the
// original payload for 30 days: the command itself (re-read by id: it still exists, unedited, by
// the same author, written after the report it answers), the author's role now, the PR's state,
// head, base and spec against what the report judged, our own sticky comment's machine-readable
// record, and our own `failure` status on that head. Any doubt, and any GitHub fault, leaves
// everything as it was and names why.
import type { CommandEvent } from '../github/event.js';
import type { GitHubClient } from '../github/client.js';
import { describeGitHubError, httpStatusOf } from '../github/client.js';
import { editCommentById, findStickyComment, isOwnComment } from '../github/comment.js';
import { setCommitStatus } from '../github/publish.js';
import { ancestryProblem, fetchSpec, specDigest } from '../github/pull.js';
import { inertLabel } from '../trust/markdown.js';
import { withDecisionLeading } from './decision-report.js';
import { readRecord, reportOf, withRecord } from './record.js';
import type { HumanDecision, JudgedRecord } from './record.js';

export interface CommandSettings {
  owner: string;
  repo: string;
  statusContext: string;
  marker: string;
  ownLogin: string;
  /** Approver roles (lower case). */
  approvers: string[];
  targetUrl: string | null;
  /** The `spec` input (the spec's digest is compared with the one judged), or null. */
  specInput: string | null;
}

export type CommandOutcome =
  | { applied: true; sha: string; description: string; decision: HumanDecision }
  | { applied: false; why: string };

function refuse(why: string): CommandOutcome {
  return { applied: false, why };
}

/** The actor's role on the repository (`role_name`, lower case), or null when they have none. */
export async function repositoryRole(
  octokit: GitHubClient,
  owner: string,
  repo: string,
  username: string,
): Promise<string | null> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner,
      repo,
      username,
    });
    const role = (data as { role_name?: unknown }).role_name;
    return typeof role === 'string' && role.length > 0 ? role.toLowerCase() : null;
  } catch (error) {
    // 404: not a collaborator (or no such user). Anything else is a fault: fail closed upstream.
    if (httpStatusOf(error) === 404) return null;
    throw error;
  }
}

interface ContextStatus {
  state: string;
  createdAt: string;
  own: boolean;
}

/** The statuses of `context` on `sha`, newest first (as GitHub lists them). */
async function contextStatuses(
  octokit: GitHubClient,
  owner: string,
  repo: string,
  sha: string,
  context: string,
  ownLogin: string,
): Promise<ContextStatus[]> {
  const { data } = await octokit.rest.repos.listCommitStatusesForRef({
    owner,
    repo,
    ref: sha,
    per_page: 100,
  });
  return data
    .filter((s) => s.context === context)
    .map((s) => ({
      state: s.state,
      createdAt: s.created_at,
      own: isOwnComment(s.creator ?? null, ownLogin),
    }));
}

/**
 * Why the report's record is not the last run's verdict, or null. Every run writes `pending`
 * first and its comment before its verdict: the comment must have been written after the latest
 * run started, and that run must have ended in our own `failure`. (A run whose comment write
 * failed leaves an older record behind; that record is not the last verdict.)
 */
export function staleRecordReason(
  statuses: ContextStatus[],
  commentUpdatedAt: string,
  context: string,
): string | null {
  const latest = statuses[0];
  if (latest === undefined || latest.state !== 'failure' || !latest.own) {
    return `the ${context} status on this head is not done-gate's own failure`;
  }
  const started = statuses.find((s) => s.state === 'pending' && s.own);
  const commentAt = Date.parse(commentUpdatedAt);
  if (started === undefined || !(commentAt >= Date.parse(started.createdAt))) {
    return 'the report was not written by the last review of this head';
  }
  return null;
}

function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

/** A refusal thrown from deep inside the checks; applyCommand turns it into its outcome. */
class Refusal extends Error {}

/** One GitHub read on the approval path: a fault is a named refusal, never a crash. */
async function read<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new Refusal(`${what} could not be read (${describeGitHubError(error)}): nothing changed`);
  }
}

/** The audit section appended to the report. Logins are GitHub's; the reason is made inert. */
export function auditSection(decision: HumanDecision): string {
  const who = `\`@${decision.by}\``;
  const what =
    decision.verb === 'approve'
      ? `**Approved** by ${who}: the human-attention items were accepted`
      : `**Overridden** by ${who}: BLOCKED turned into success`;
  const why = decision.reason.length > 0 ? ` — reason: ${inertLabel(decision.reason, 300)}` : '';
  const source = decision.source === 'review' ? 'review' : 'comment';
  return [
    '### Human decision',
    '',
    `- ${what} at ${decision.at} for head \`${decision.sha}\`${why}.`,
    `- Recorded at ${decision.recordedAt} from ${source} ${decision.commandId}, against base \`${decision.baseSha}\`.`,
    '- This decision applies to that commit only; a new push starts a fresh review.',
  ].join('\n');
}

export function statusDescriptionFor(decision: HumanDecision): string {
  return decision.verb === 'approve'
    ? `APPROVED by @${decision.by} on ${shortSha(decision.sha)}: human-attention items accepted`
    : `OVERRIDDEN by @${decision.by} on ${shortSha(decision.sha)}: ${decision.reason.replace(/\s+/g, ' ')}`;
}

/** GitHub's timestamps have whole seconds: the report's time is compared at that precision. */
function wholeSeconds(iso: string): number {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? Math.floor(at / 1000) * 1000 : NaN;
}

/**
 * Why a command written at `writtenAt` does not answer the report written at `reportedAt`, or
 * null. A command older than the report (or with a time that does not parse) answers an earlier
 * report: a replayed run, or a comment typed before the new head was judged.
 */
export function commandTimeReason(
  writtenAt: string,
  reportedAt: string,
  head: string,
): string | null {
  const written = Date.parse(writtenAt);
  const reported = wholeSeconds(reportedAt);
  if (!Number.isFinite(written) || !Number.isFinite(reported)) {
    return 'the command or the report carries no readable time';
  }
  if (written < reported) {
    return `the command was written at ${writtenAt}, before the report of head ${shortSha(head)} was posted at ${reportedAt}: it answers an earlier report (a replayed run?)`;
  }
  return null;
}

/** The later of two ISO times; a time that does not parse wins (the check then fails closed). */
export function laterTime(a: string, b: string): string {
  const at = Date.parse(a);
  const bt = Date.parse(b);
  if (!Number.isFinite(at)) return a;
  if (!Number.isFinite(bt)) return b;
  return bt > at ? b : a;
}

/** What the command re-read by id says: who wrote it, when, and that it is unchanged. */
interface CommandNow {
  by: string;
  at: string;
  /** Its web page, which the report's headline links (null when GitHub gave none). */
  url: string | null;
}

/** The comment re-read by id: it must exist on this PR, with the payload's body and author. */
async function commentNow(
  octokit: GitHubClient,
  command: CommandEvent,
  settings: CommandSettings,
): Promise<CommandNow> {
  const { owner, repo } = settings;
  if (command.id === null) throw new Refusal('the event names no comment id to re-read');
  let data;
  try {
    ({ data } = await octokit.rest.issues.getComment({ owner, repo, comment_id: command.id }));
  } catch (error) {
    if (httpStatusOf(error) === 404) {
      throw new Refusal(`comment ${command.id} no longer exists (deleted): nothing to act on`);
    }
    throw new Refusal(
      `comment ${command.id} could not be re-read (${describeGitHubError(error)}): nothing changed`,
    );
  }
  const onThisPull =
    typeof data.issue_url === 'string' && data.issue_url.endsWith(`/issues/${command.number}`);
  if (!onThisPull)
    throw new Refusal(`comment ${command.id} is not on pull request #${command.number}`);
  if (data.body !== command.body) {
    throw new Refusal(
      `comment ${command.id} was edited after it was posted: an edited command does nothing`,
    );
  }
  const by = data.user?.login ?? '';
  if (by.toLowerCase() !== command.actor.toLowerCase()) {
    throw new Refusal(`comment ${command.id} is by @${by || 'unknown'}, not @${command.actor}`);
  }
  return { by, at: data.created_at, url: typeof data.html_url === 'string' ? data.html_url : null };
}

/** The review re-read by id: still an approval, by the same reviewer, of `head`. */
async function reviewNow(
  octokit: GitHubClient,
  command: CommandEvent,
  settings: CommandSettings,
  head: string,
): Promise<CommandNow> {
  const { owner, repo } = settings;
  if (command.id === null) throw new Refusal('the event names no review id to re-read');
  const { data } = await read(`review ${command.id}`, () =>
    octokit.rest.pulls.getReview({
      owner,
      repo,
      pull_number: command.number,
      review_id: command.id ?? 0,
    }),
  );
  if (data.state !== 'APPROVED') {
    throw new Refusal(
      `review ${command.id} is ${String(data.state).toLowerCase()} now, not an approval`,
    );
  }
  const by = data.user?.login ?? '';
  if (by.toLowerCase() !== command.actor.toLowerCase()) {
    throw new Refusal(`review ${command.id} is by @${by || 'unknown'}, not @${command.actor}`);
  }
  if (data.commit_id !== head) {
    throw new Refusal(
      `the review approved ${shortSha(data.commit_id ?? '')}, not the judged head ${shortSha(head)}`,
    );
  }
  if (typeof data.submitted_at !== 'string')
    throw new Refusal(`review ${command.id} was never submitted`);
  return {
    by,
    at: data.submitted_at,
    url: typeof data.html_url === 'string' ? data.html_url : null,
  };
}

/**
 * Checks the command and, when every check holds, records it in the sticky comment and writes
 * `success` on the judged head. Refusals change nothing and say why; a GitHub fault is a refusal.
 */
export async function applyCommand(
  octokit: GitHubClient,
  command: CommandEvent,
  settings: CommandSettings,
): Promise<CommandOutcome> {
  try {
    return await checkAndApply(octokit, command, settings);
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.message);
    return refuse(
      `the command could not be checked (${describeGitHubError(error)}): nothing changed`,
    );
  }
}

async function checkAndApply(
  octokit: GitHubClient,
  command: CommandEvent,
  settings: CommandSettings,
): Promise<CommandOutcome> {
  const { owner, repo, statusContext, marker, ownLogin } = settings;
  if (command.actorType !== null && command.actorType !== 'User') {
    return refuse(`@${command.actor} is a ${command.actorType}, not a person: only people approve`);
  }
  const readPull = () =>
    read(`pull request #${command.number}`, () =>
      octokit.rest.pulls.get({ owner, repo, pull_number: command.number }),
    ).then(({ data }) => {
      if (typeof data?.head?.sha !== 'string' || typeof data.base?.sha !== 'string') {
        throw new Refusal(`pull request #${command.number} was answered without a head or base`);
      }
      return data;
    });
  const pull = await readPull();
  if (pull.state !== 'open' || pull.merged) {
    return refuse(`pull request #${command.number} is ${pull.merged ? 'merged' : pull.state}`);
  }
  if ((pull.user?.login ?? '').toLowerCase() === command.actor.toLowerCase()) {
    return refuse(
      `@${command.actor} opened pull request #${command.number}; its author cannot approve it`,
    );
  }
  const role = await read(`@${command.actor}'s role`, () =>
    repositoryRole(octokit, owner, repo, command.actor),
  );
  if (role === null || !settings.approvers.includes(role)) {
    return refuse(
      `@${command.actor}'s role on ${owner}/${repo} is ${role ?? 'none'}; approvers are ${settings.approvers.join(', ')}`,
    );
  }

  const sticky = await read('the done-gate report', () =>
    findStickyComment(octokit, { owner, repo, number: command.number }, marker, ownLogin),
  );
  if (sticky === null) return refuse('there is no done-gate report on this pull request to act on');
  const record: JudgedRecord | null = readRecord(sticky.body, marker);
  if (record === null) {
    return refuse('the report carries no readable judgement record (a run may be in progress)');
  }
  if (record.context !== statusContext)
    return refuse('the report belongs to another status context');
  const head = pull.head.sha;
  if (record.head !== head) {
    return refuse(
      `the report judged ${shortSha(record.head)}, but the head is now ${shortSha(head)}: wait for the new review`,
    );
  }
  if (command.reviewedSha !== null && command.reviewedSha !== record.head) {
    return refuse(
      `the review approved ${shortSha(command.reviewedSha)}, not the judged head ${shortSha(record.head)}`,
    );
  }
  // The command as GitHub holds it now, and written after the report it answers.
  const written =
    command.source === 'review'
      ? await reviewNow(octokit, command, settings, head)
      : await commentNow(octokit, command, settings);
  // The report's time by both clocks: the runner's (in the record) and GitHub's (the comment's
  // last write). A runner clock behind GitHub's would make a command typed before the report
  // look newer than it; the later of the two decides.
  const late = commandTimeReason(written.at, laterTime(record.reportedAt, sticky.updatedAt), head);
  if (late !== null) return refuse(late);
  if (record.verdict !== 'BLOCKED') return refuse('the report is not BLOCKED: nothing to approve');
  if (record.decision !== undefined) {
    return refuse(
      `already ${record.decision.verb === 'approve' ? 'approved' : 'overridden'} by @${record.decision.by}`,
    );
  }
  if (command.verb === 'approve' && !record.onlyHumanAttention) {
    return refuse(
      'approve clears only a block whose sole blockers are human-attention items; use /done-gate override <reason> for anything else',
    );
  }
  const bindingProblem = await boundToNow(octokit, settings, record, pull);
  if (bindingProblem !== null) return refuse(bindingProblem);
  const statuses = await read(`the ${statusContext} statuses of ${shortSha(head)}`, () =>
    contextStatuses(octokit, owner, repo, head, statusContext, ownLogin),
  );
  const stale = staleRecordReason(statuses, sticky.updatedAt, statusContext);
  if (stale !== null) return refuse(stale);

  const decision: HumanDecision = {
    verb: command.verb,
    by: written.by,
    at: written.at,
    sha: head,
    reason: command.reason.slice(0, 1000),
    commandId: command.id ?? 0,
    source: command.source,
    baseSha: pull.base.sha,
    recordedAt: new Date().toISOString(),
  };
  // Last look before writing: still open, still the same head and base.
  const again = await readPull();
  if (again.state !== 'open' || again.head.sha !== head || again.base.sha !== pull.base.sha) {
    return refuse('the pull request changed while the command was checked');
  }
  const report = withDecisionLeading(
    reportOf(sticky.body, marker),
    decision,
    record.baseRef,
    written.url,
  );
  const body = withRecord(`${report}\n\n${auditSection(decision)}`, marker, {
    ...record,
    decision,
  });
  // The audit trail first: no success without its record.
  try {
    const edited = await editCommentById(
      octokit,
      { owner, repo, number: command.number },
      sticky.id,
      body,
    );
    if (edited === null) {
      return refuse('the report was deleted while the command was checked: nothing changed');
    }
  } catch (error) {
    return refuse(
      `the decision could not be recorded in the report (${describeGitHubError(error)}): no success without its record`,
    );
  }
  const description = statusDescriptionFor(decision);
  try {
    await setCommitStatus(octokit, {
      owner,
      repo,
      sha: head,
      state: 'success',
      context: statusContext,
      description,
      targetUrl: settings.targetUrl,
    });
  } catch (error) {
    return refuse(
      `the decision was recorded, but the success status could not be written (${describeGitHubError(error)}): the head stays failure`,
    );
  }
  return { applied: true, sha: head, description, decision };
}

/**
 * Why the report's verdict no longer speaks for the PR as it is, or null: the base branch must be
 * the one judged, the judged base SHA an ancestor of the base now, and the spec's digest the same.
 */
async function boundToNow(
  octokit: GitHubClient,
  settings: CommandSettings,
  record: JudgedRecord,
  pull: { number: number; title: string; base: { ref: string; sha: string }; body?: string | null },
): Promise<string | null> {
  if (pull.base.ref !== record.baseRef) {
    return `judged against ${record.baseRef}, now targets ${pull.base.ref}: wait for the new review`;
  }
  const ancestry = await ancestryProblem(octokit, settings, record.baseSha, pull.base.sha);
  if (ancestry !== null) return ancestry;
  const ref = {
    owner: settings.owner,
    repo: settings.repo,
    number: pull.number,
    title: pull.title,
    headSha: record.head,
    baseSha: pull.base.sha,
    headRef: '',
    baseRef: pull.base.ref,
    author: null,
    htmlUrl: null,
  };
  let fetched;
  try {
    fetched = await fetchSpec(octokit, ref, settings.specInput, pull);
  } catch (error) {
    return `the spec could not be read to confirm it is what was judged (${describeGitHubError(error)})`;
  }
  if (fetched.problems.length > 0) {
    return `the spec could not be read whole to confirm it is what was judged (${fetched.problems.join('; ')})`;
  }
  if (specDigest(fetched.spec, fetched.bound).hash !== record.specDigest) {
    return 'the spec (PR title or body, or a closing issue’s text or state) changed since the report: wait for the new review';
  }
  return null;
}
