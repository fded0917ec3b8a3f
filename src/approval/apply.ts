// `/done-gate approve` and `/done-gate override <reason>` (and approving reviews): a person with an
// approver role turns the BLOCKED report of the PR's current head into `success`, on the record.
// Everything is checked through the API, never taken from the event: the author's role on the
// base repository, the PR's state and head, our own sticky comment's machine-readable record, and
// our own `failure` status on that head. Any doubt leaves everything as it was.
import type { CommandEvent } from '../github/event.js';
import type { GitHubClient } from '../github/client.js';
import { httpStatusOf } from '../github/client.js';
import { findStickyComment, isOwnComment } from '../github/comment.js';
import { setCommitStatus } from '../github/publish.js';
import { inertLabel } from '../trust/markdown.js';
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

/** The audit section appended to the report. Logins are GitHub's; the reason is made inert. */
export function auditSection(decision: HumanDecision): string {
  const who = `\`@${decision.by}\``;
  const what =
    decision.verb === 'approve'
      ? `**Approved** by ${who}: the human-attention items were accepted`
      : `**Overridden** by ${who}: BLOCKED turned into success`;
  const why = decision.reason.length > 0 ? ` — reason: ${inertLabel(decision.reason, 300)}` : '';
  return [
    '## Human decision',
    '',
    `- ${what} at ${decision.at} for head \`${decision.sha}\`${why}.`,
    '- This decision applies to that commit only; a new push starts a fresh review.',
  ].join('\n');
}

export function statusDescriptionFor(decision: HumanDecision): string {
  return decision.verb === 'approve'
    ? `APPROVED by @${decision.by} on ${shortSha(decision.sha)}: human-attention items accepted`
    : `OVERRIDDEN by @${decision.by} on ${shortSha(decision.sha)}: ${decision.reason.replace(/\s+/g, ' ')}`;
}

/**
 * Checks the command and, when every check holds, records it in the sticky comment and writes
 * `success` on the judged head. Refusals change nothing and say why.
 */
export async function applyCommand(
  octokit: GitHubClient,
  command: CommandEvent,
  settings: CommandSettings,
): Promise<CommandOutcome> {
  const { owner, repo, statusContext, marker, ownLogin } = settings;
  if (command.actorType !== null && command.actorType !== 'User') {
    return refuse(`@${command.actor} is a ${command.actorType}, not a person: only people approve`);
  }
  const { data: pull } = await octokit.rest.pulls.get({ owner, repo, pull_number: command.number });
  if (pull.state !== 'open' || pull.merged) {
    return refuse(`pull request #${command.number} is ${pull.merged ? 'merged' : pull.state}`);
  }
  if ((pull.user?.login ?? '').toLowerCase() === command.actor.toLowerCase()) {
    return refuse(
      `@${command.actor} opened pull request #${command.number}; its author cannot approve it`,
    );
  }
  const role = await repositoryRole(octokit, owner, repo, command.actor);
  if (role === null || !settings.approvers.includes(role)) {
    return refuse(
      `@${command.actor}'s role on ${owner}/${repo} is ${role ?? 'none'}; approvers are ${settings.approvers.join(', ')}`,
    );
  }

  const sticky = await findStickyComment(
    octokit,
    { owner, repo, number: command.number },
    marker,
    ownLogin,
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
  const statuses = await contextStatuses(octokit, owner, repo, head, statusContext, ownLogin);
  const stale = staleRecordReason(statuses, sticky.updatedAt, statusContext);
  if (stale !== null) return refuse(stale);

  const decision: HumanDecision = {
    verb: command.verb,
    by: command.actor,
    at: command.at,
    sha: head,
    reason: command.reason.slice(0, 1000),
  };
  // Last look before writing: still open, still the same head.
  const { data: again } = await octokit.rest.pulls.get({
    owner,
    repo,
    pull_number: command.number,
  });
  if (again.state !== 'open' || again.head.sha !== head) {
    return refuse('the pull request changed while the command was checked');
  }
  const body = withRecord(`${reportOf(sticky.body, marker)}\n\n${auditSection(decision)}`, marker, {
    ...record,
    decision,
  });
  // The audit trail first: no success without its record.
  await octokit.rest.issues.updateComment({ owner, repo, comment_id: sticky.id, body });
  const description = statusDescriptionFor(decision);
  await setCommitStatus(octokit, {
    owner,
    repo,
    sha: head,
    state: 'success',
    context: statusContext,
    description,
    targetUrl: settings.targetUrl,
  });
  return { applied: true, sha: head, description, decision };
}
