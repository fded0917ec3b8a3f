// The run's commit status: one target (the evaluated head, never GITHUB_SHA), `pending` first, one
// final state, and a cancel path that wins over a verdict still in flight. Text is redacted and
// made one plain line before GitHub sees it.
import type { GitHubClient } from '../github/client.js';
import { setCommitStatus } from '../github/publish.js';
import type { CommitState } from '../github/publish.js';
import type { PullRequestRef } from '../evidence/types.js';

export interface StatusTarget {
  octokit: GitHubClient;
  pr: PullRequestRef;
  context: string;
  targetUrl: string | null;
}

export interface StatusPublisher {
  /** Where statuses go from now on (the PR head, or a merge group's head). */
  target: (target: StatusTarget) => void;
  /** The target, once set. */
  current: () => StatusTarget | null;
  /** `pending`: written while the run has not finished; nothing when no target is set. */
  pending: (description: string) => Promise<void>;
  /** The run's verdict: marked final once written (a failed write leaves the crash path free to
   * write `error`). */
  final: (state: 'success' | 'failure', description: string) => Promise<void>;
  /** The crash path's `error`, unless a final state was written: false when nothing was tried. */
  crashed: (description: string) => Promise<boolean>;
  /** True once a final state was written or the run was cancelled. */
  isFinal: () => boolean;
  /** SIGTERM: `failure` unless a final state was already written; later writes are dropped. */
  cancel: (description: string) => Promise<void>;
}

export function createStatusPublisher(publicText: (text: string) => string): StatusPublisher {
  let target: StatusTarget | null = null;
  let finalWritten = false;
  let cancelled = false;

  async function write(state: CommitState, description: string, cancelling = false) {
    if (target === null) return;
    // After a SIGTERM only the cancel path writes: a verdict racing the `failure` must not land last.
    if (cancelled && !cancelling) return;
    const { octokit, pr, context, targetUrl } = target;
    await setCommitStatus(octokit, {
      owner: pr.owner,
      repo: pr.repo,
      sha: pr.headSha,
      state,
      context,
      // Plain text where GitHub shows it: redacted, and made one line without hidden characters.
      description: publicText(description),
      targetUrl,
    });
  }

  return {
    target(next) {
      target = next;
    },
    current: () => target,
    pending: (description) => write('pending', description),
    async final(state, description) {
      await write(state, description);
      finalWritten = true;
    },
    async crashed(description) {
      if (target === null || finalWritten) return false;
      finalWritten = true;
      await write('error', description);
      return true;
    },
    isFinal: () => finalWritten,
    async cancel(description) {
      const wasFinal = finalWritten;
      cancelled = true;
      finalWritten = true;
      if (target !== null && !wasFinal) await write('failure', description, true);
    },
  };
}
