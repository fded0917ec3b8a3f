// The Action's repository snapshots for the lanes' read-only tools: the head's archive download
// starts here, beside collect and the first model round; the base's only if a reviewer asks.
import type { RepositoryAccess } from '../repository/access.js';
import { archiveAccess } from '../repository/access.js';
import type { RunContext } from './context.js';
import type { ReviewedChange } from '../publish/port.js';

/** `stop` ends a download nobody needs any more once the review is over. */
export function repositoryAccess(
  run: RunContext,
  change: ReviewedChange,
): (RepositoryAccess & { stop(): void }) | null {
  if (run.config.repositoryContext !== 'read') return null;
  const { pr } = change;
  const downloads = new AbortController();
  const stop = () => downloads.abort();
  run.signal.addEventListener('abort', stop, { once: true });
  const access = archiveAccess(
    run.octokit,
    { owner: pr.owner, repo: pr.repo },
    { head: pr.headSha, base: pr.baseSha },
    downloads.signal,
  );
  return { ...access, stop };
}
