// Evidence of this head: a workflow run whose artifacts are read as test evidence (a named
// `test-artifacts-run-id`, or the run a `workflow_run` event reports on) must have run on the head
// being judged. Otherwise its green tests are another commit's, and they prove nothing here.
import type { GitHubClient } from './client.js';
import { describeGitHubError, httpStatusOf } from './client.js';

export interface EvidenceRunRequest {
  owner: string;
  repo: string;
  runId: number;
  /** The judged head: the pull request's head SHA, or a merge group's head SHA. */
  headSha: string;
}

/**
 * Reads the run (`GET /repos/{o}/{r}/actions/runs/{id}`) and names why its artifacts may not be
 * used, or returns null when it ran on the judged head. A run that cannot be read (not found,
 * a server error after the client's retries, a reply without a head SHA) is a blocker too.
 */
export async function evidenceRunBlocker(
  octokit: GitHubClient,
  request: EvidenceRunRequest,
): Promise<string | null> {
  const { owner, repo, runId, headSha } = request;
  let ranOn: unknown;
  try {
    const { data } = await octokit.rest.actions.getWorkflowRun({ owner, repo, run_id: runId });
    ranOn = (data as { head_sha?: unknown }).head_sha;
  } catch (error) {
    const why =
      httpStatusOf(error) === 404
        ? `no run ${runId} in ${owner}/${repo} (HTTP 404)`
        : describeGitHubError(error);
    return `test evidence run unreadable: run ${runId} — ${why}; its artifacts are not used`;
  }
  if (typeof ranOn !== 'string' || !/^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(ranOn)) {
    return `test evidence run unreadable: run ${runId} — the reply names no head SHA; its artifacts are not used`;
  }
  if (ranOn.toLowerCase() !== headSha.toLowerCase()) {
    return `test evidence is of another commit: run ${runId} ran on ${ranOn}, not on the judged head ${headSha}`;
  }
  return null;
}
