// Event payloads for the end-to-end tests, built from GitHub's published webhook examples
// (@octokit/webhooks-examples): each starts as a real example and only the fields a test is about
// (repository, numbers, SHAs, authors, bodies) are set, so the shape is GitHub's, not ours.
import examplesModule from '@octokit/webhooks-examples';
import type { WebhookDefinition } from '@octokit/webhooks-examples';
import type { PullRequestEditedEvent } from '@octokit/webhooks-types';
import type { World } from './fixtures.js';
import { OWNER, REPO } from './fixtures.js';

// The package is JSON with a hand-written declaration; under NodeNext its default export is the
// module itself (the JSON array).
const examples = ((examplesModule as unknown as { default?: unknown }).default ??
  examplesModule) as unknown as WebhookDefinition[];

type Payload = Record<string, unknown> & { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A deep copy of the first published example of `event` with `action`. */
export function example(event: string, action: string): Payload {
  const definition = examples.find((d) => d.name === event);
  const found = definition?.examples.find((e) => (e as { action?: string }).action === action);
  if (!found) throw new Error(`@octokit/webhooks-examples has no ${event}.${action} example`);
  return structuredClone(found) as Payload;
}

/** Every published example of `event`, deep-copied. */
export function examplesOf(event: string): Payload[] {
  const definition = examples.find((d) => d.name === event);
  if (!definition) throw new Error(`@octokit/webhooks-examples has no ${event} examples`);
  return definition.examples.map((e) => structuredClone(e) as Payload);
}

function intoOurRepository(payload: Payload): Payload {
  payload.repository.name = REPO;
  payload.repository.full_name = `${OWNER}/${REPO}`;
  payload.repository.owner.login = OWNER;
  return payload;
}

export function mergeGroupPayload(options: {
  headSha: string;
  baseSha: string;
  prNumber: number;
  baseRef?: string;
}): Payload {
  const payload = intoOurRepository(example('merge_group', 'checks_requested'));
  const base = options.baseRef ?? 'main';
  payload.merge_group.head_sha = options.headSha;
  payload.merge_group.base_sha = options.baseSha;
  payload.merge_group.base_ref = `refs/heads/${base}`;
  payload.merge_group.head_ref = `refs/heads/gh-readonly-queue/${base}/pr-${options.prNumber}-${options.baseSha}`;
  payload.merge_group.head_commit.id = options.headSha;
  return payload;
}

export function issueCommentPayload(
  world: World,
  number: number,
  body: string,
  user: string,
  action = 'created',
): Payload {
  const payload = intoOurRepository(example('issue_comment', action));
  const pull = world.gh.payloads.pullRequest(OWNER, REPO, number).pull_request as Payload;
  payload.issue.number = number;
  payload.issue.user.login = pull.user.login;
  // A comment on a pull request: the issue carries `pull_request` (as GitHub sends it).
  payload.issue.pull_request = {
    url: pull.url,
    html_url: pull.html_url,
    diff_url: pull.diff_url,
    patch_url: pull.patch_url,
    merged_at: null,
  };
  // The comment exists on GitHub as the payload says: a command is re-read by id.
  const posted = world.gh.state.addComment({
    owner: OWNER,
    repo: REPO,
    issueNumber: number,
    body,
    user,
    authorAssociation: 'MEMBER',
  });
  payload.comment.id = posted.id;
  payload.comment.body = body;
  payload.comment.user.login = user;
  payload.comment.user.type = 'User';
  payload.comment.created_at = posted.createdAt;
  payload.comment.updated_at = posted.updatedAt;
  return payload;
}

export function reviewPayload(
  world: World,
  number: number,
  reviewer: string,
  commitId: string,
  state = 'approved',
): Payload {
  const payload = intoOurRepository(example('pull_request_review', 'submitted'));
  payload.pull_request = world.gh.payloads.pullRequest(OWNER, REPO, number).pull_request;
  // The review exists on GitHub as the payload says: an approval is re-read by id.
  const submitted = world.gh.state.addReview({
    owner: OWNER,
    repo: REPO,
    pullNumber: number,
    user: reviewer,
    state: state.toUpperCase() as 'APPROVED',
    body: typeof payload.review.body === 'string' ? payload.review.body : '',
    commitId,
  });
  payload.review.id = submitted.id;
  payload.review.state = state;
  payload.review.user.login = reviewer;
  payload.review.user.type = 'User';
  payload.review.commit_id = commitId;
  payload.review.submitted_at = submitted.submittedAt;
  return payload;
}

/**
 * A `pull_request` `edited` event that changed the base branch. @octokit/webhooks-examples
 * publishes no `edited` example, so this starts from its `reopened` example (the same
 * `pull_request` envelope) and adds `changes` in the shape @octokit/webhooks-types declares for
 * `PullRequestEditedEvent` (`changes.base.ref.from`, `changes.base.sha.from`).
 */
export function baseEditedPayload(
  world: World,
  number: number,
  from: { ref: string; sha: string },
): Payload {
  const payload = intoOurRepository(example('pull_request', 'reopened'));
  const pull = world.gh.payloads.pullRequest(OWNER, REPO, number).pull_request as Payload;
  const changes: PullRequestEditedEvent['changes'] = {
    base: { ref: { from: from.ref }, sha: { from: from.sha } },
  };
  payload.action = 'edited';
  payload.number = number;
  payload.pull_request = pull;
  payload.changes = changes;
  return payload;
}
