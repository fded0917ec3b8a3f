// Pull-request review comments: list them, post one review of line comments, and hide our
// earlier ones as outdated — GitHub's REST review endpoints and GraphQL's minimizeComment.
import type { GitHubClient } from './client.js';
import type { PullTarget } from './comment.js';

/** A review comment as `GET /repos/{o}/{r}/pulls/{n}/comments` lists it (the fields we read). */
export interface ReviewComment {
  id: number;
  nodeId: string;
  login: string;
  userType: string | null;
  body: string;
  path: string;
  line: number | null;
  startLine: number | null;
  commitId: string;
}

/** Every review comment of the pull request, every page. */
export async function listReviewComments(
  octokit: GitHubClient,
  pr: PullTarget,
): Promise<ReviewComment[]> {
  const all = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    per_page: 100,
  });
  return all.map((c) => ({
    id: c.id,
    nodeId: c.node_id,
    login: c.user?.login ?? '',
    userType: c.user?.type ?? null,
    body: c.body,
    path: c.path,
    line: c.line ?? null,
    startLine: c.start_line ?? null,
    commitId: c.commit_id,
  }));
}

/** One comment of a `POST /pulls/{n}/reviews` request, as GitHub names its fields. */
export interface ReviewCommentInput {
  path: string;
  /** The last line of the range (GitHub's `line`), on the new side. */
  line: number;
  side: 'RIGHT';
  /** The first line of a multi-line range; absent for one line. */
  start_line?: number;
  start_side?: 'RIGHT';
  body: string;
}

/**
 * One submitted review (event COMMENT) of `headSha` carrying `comments`. Sent once, never
 * retried: a POST that timed out may have landed, and the next run finds it by its marker.
 */
export async function createCommentReview(
  octokit: GitHubClient,
  pr: PullTarget,
  review: { headSha: string; body: string; comments: ReviewCommentInput[] },
): Promise<{ id: number }> {
  const { data } = await octokit.rest.pulls.createReview({
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    commit_id: review.headSha,
    event: 'COMMENT',
    body: review.body,
    comments: review.comments,
    request: { retries: 0 },
  });
  return { id: data.id };
}

const MINIMIZED_QUERY = `query ($ids: [ID!]!) {
  nodes(ids: $ids) { ... on PullRequestReviewComment { id isMinimized } }
}`;

/** The node ids among `ids` GitHub shows as already minimised (up to 100 ids per query). */
export async function minimizedAmong(
  octokit: GitHubClient,
  ids: readonly string[],
): Promise<Set<string>> {
  const hidden = new Set<string>();
  for (let i = 0; i < ids.length; i += 100) {
    const reply = await octokit.graphql<{
      nodes?: Array<{ id?: unknown; isMinimized?: unknown } | null>;
    }>(MINIMIZED_QUERY, { ids: ids.slice(i, i + 100) });
    for (const node of reply.nodes ?? []) {
      if (node?.isMinimized === true && typeof node.id === 'string') hidden.add(node.id);
    }
  }
  return hidden;
}

const MINIMIZE_MUTATION = `mutation ($id: ID!) {
  minimizeComment(input: { subjectId: $id, classifier: OUTDATED }) {
    minimizedComment { isMinimized minimizedReason }
  }
}`;

/** Hides one comment as outdated (GraphQL `minimizeComment`, classifier OUTDATED). */
export async function minimizeAsOutdated(octokit: GitHubClient, nodeId: string): Promise<void> {
  await octokit.graphql(MINIMIZE_MUTATION, { id: nodeId });
}
