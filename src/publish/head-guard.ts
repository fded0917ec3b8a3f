// The head guard of the sticky comment: a run replaces the report of another head only while its
// own head is still the pull request's, so a slow run never buries a newer push's verdict.
import type { PullRequestRef } from '../evidence/types.js';
import type { GitHubClient } from '../github/client.js';
import { createHeadGuard } from '../github/comment-head.js';
import type { HeadGuard } from '../github/comment-head.js';

/** The PR's head commit as GitHub has it now. */
function headNow(octokit: GitHubClient, pr: PullRequestRef): () => Promise<string> {
  return async () =>
    (await octokit.rest.pulls.get({ owner: pr.owner, repo: pr.repo, pull_number: pr.number })).data
      .head.sha;
}

/** A run writes over another head's comment only while its own head is still the PR's. */
export function headGuard(octokit: GitHubClient, pr: PullRequestRef): HeadGuard {
  return createHeadGuard(pr.headSha, headNow(octokit, pr));
}
