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
  /**
   * `pending`: written while the run has not finished; nothing when no target is set. The text is
   * the run's own words and a short SHA (no input text), so it is not searched for secrets: that
   * search builds every spelling of every key, which kept the first request waiting.
   */
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
  // Claimed before the write is sent. Once a final state is claimed no other write goes out, so
  // `success` never lands after an `error` — except the cancel path, which also follows a verdict
  // still in flight (writes are sent one at a time, so its `failure` lands last).
  let claimed: 'verdict' | 'error' | 'cancel' | null = null;
  let verdictWritten = false;

  async function write(state: CommitState, description: string, ownWords = false) {
    if (target === null) return;
    const { octokit, pr, context, targetUrl } = target;
    await setCommitStatus(octokit, {
      owner: pr.owner,
      repo: pr.repo,
      sha: pr.headSha,
      state,
      context,
      // Plain text where GitHub shows it: redacted, and made one line without hidden characters.
      description: ownWords ? description : publicText(description),
      targetUrl,
    });
  }

  return {
    target(next) {
      target = next;
    },
    current: () => target,
    async pending(description) {
      if (claimed === null) await write('pending', description, true);
    },
    async final(state, description) {
      if (claimed !== null) return;
      claimed = 'verdict';
      try {
        await write(state, description);
        verdictWritten = true;
      } catch (error) {
        // A verdict that never reached GitHub leaves the crash path free to write `error`.
        if (claimed === 'verdict') claimed = null;
        throw error;
      }
    },
    async crashed(description) {
      if (target === null || claimed !== null) return false;
      claimed = 'error';
      await write('error', description);
      return true;
    },
    isFinal: () => claimed !== null && (claimed !== 'verdict' || verdictWritten),
    async cancel(description) {
      if (claimed === 'error' || claimed === 'cancel' || verdictWritten) return;
      claimed = 'cancel';
      await write('failure', description);
    },
  };
}
