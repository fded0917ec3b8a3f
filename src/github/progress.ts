// While the review runs, the sticky comment shows which lanes are running and which finished.
// Updates are coalesced (only the latest state is written) and spaced at least `minIntervalMs`
// apart; flush() stops the commenter and waits for a write in flight, so the final report —
// written after flush() — is always the last body.
import { nullOn404 } from './client.js';
import type { GitHubClient, GitHubLog } from './client.js';
import { editCommentById, upsertStickyComment } from './comment.js';
import type { PullTarget } from './comment.js';
import type { HeadGuard } from './comment-head.js';
import { inertLine, tableCell } from '../trust/markdown.js';

export type LaneProgressState = 'running' | 'finished' | 'faulted' | 'retrying' | 'skipped';

export interface LaneProgress {
  lane: string;
  state: LaneProgressState;
}

const STATE_LABEL: Record<LaneProgressState, string> = {
  running: '⏳ running',
  finished: '✅ finished',
  faulted: '⚠️ faulted',
  retrying: '🔁 retrying',
  skipped: '➖ skipped',
};

/** A lane name as a table cell, by the one set of markdown rules (src/trust/markdown.ts). */
function cell(text: string): string {
  return tableCell(inertLine(text, 100));
}

/**
 * The in-progress body (pure). It carries no `GAUNTLET:` line, so nothing that reads verdicts can
 * mistake it for a report.
 */
export function renderProgressBody(
  lanes: readonly LaneProgress[],
  options: { marker: string; headSha?: string | null },
): string {
  const done = lanes.filter((l) => l.state === 'finished' || l.state === 'skipped').length;
  // The full SHA, on the first line: that is where a run looks for the head a comment speaks for.
  const sha = options.headSha ? ` of \`${options.headSha}\`` : '';
  const rows = lanes.map((l) => `| ${cell(l.lane)} | ${STATE_LABEL[l.state]} |`);
  return [
    `**done-gate: review in progress**${sha} — ${done} of ${lanes.length} lanes done.`,
    '',
    '| Lane | State |',
    '|---|---|',
    ...rows,
    '',
    '_The report replaces this comment when the review ends._',
    '',
    options.marker,
  ].join('\n');
}

export interface ProgressCommenter {
  /** Record the latest lane states; written soon, coalesced with later updates. Never throws. */
  update(lanes: LaneProgress[]): void;
  /** Stop: drop unwritten updates, wait for a write in flight. Never throws. */
  flush(): Promise<void>;
}

export interface ProgressCommenterOptions {
  marker: string;
  ownLogin: string;
  /** Minimum time between two writes. Default 3000 ms (GitHub's spacing for comment writes). */
  minIntervalMs?: number;
  now?: () => number;
  headSha?: string | null;
  log?: GitHubLog;
  /**
   * Asked before every write over an existing comment; false stops the commenter for good (the
   * comment is another head's, and this run's head is no longer the PR's).
   */
  guard?: HeadGuard;
}

/** A comment's current body, or null when it no longer exists. */
async function readCommentBody(
  octokit: GitHubClient,
  pr: PullTarget,
  id: number,
): Promise<string | null> {
  const read = await nullOn404(() =>
    octokit.rest.issues.getComment({ owner: pr.owner, repo: pr.repo, comment_id: id }),
  );
  return read === null ? null : (read.data.body ?? '');
}

export function createProgressCommenter(
  octokit: GitHubClient,
  pr: PullTarget,
  options: ProgressCommenterOptions,
): ProgressCommenter {
  const minInterval = options.minIntervalMs ?? 3000;
  const now = options.now ?? Date.now;
  let pending: LaneProgress[] | null = null;
  let lastBody: string | null = null;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let commentId: number | null = null;
  let closed = false;

  const { guard } = options;
  const stop = (): void => {
    closed = true;
    pending = null;
  };

  const write = async (body: string): Promise<void> => {
    if (commentId !== null) {
      // Another run may have written its report since our last write: look before writing.
      const current = guard === undefined ? '' : await readCommentBody(octokit, pr, commentId);
      if (current !== null) {
        if (guard !== undefined && !(await guard({ body: current }))) return stop();
        const edited = await editCommentById(octokit, pr, commentId, body);
        if (edited !== null) return;
      }
      commentId = null; // deleted meanwhile: find or create it again
    }
    let refused = false;
    const result = await upsertStickyComment(octokit, pr, {
      marker: options.marker,
      body,
      ownLogin: options.ownLogin,
      ...(guard === undefined
        ? {}
        : {
            replaceIf: async (existing: { body: string }) => {
              refused = !(await guard(existing));
              return !refused;
            },
          }),
    });
    if (refused) return stop();
    commentId = result.id;
  };

  const startWrite = (): void => {
    if (closed || pending === null) return;
    const body = renderProgressBody(pending, {
      marker: options.marker,
      headSha: options.headSha ?? null,
    });
    pending = null;
    if (body === lastBody) return;
    lastBody = body;
    lastWriteAt = now();
    inFlight = write(body)
      .catch((error: unknown) => {
        options.log?.warn(`Progress comment not updated: ${(error as Error).message ?? error}`);
      })
      .finally(() => {
        inFlight = null;
        schedule();
      });
  };

  const schedule = (): void => {
    if (closed || pending === null || inFlight !== null || timer !== null) return;
    const wait = Math.max(0, lastWriteAt + minInterval - now());
    if (wait === 0) {
      startWrite();
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      startWrite();
    }, wait);
    // A pending progress write must not keep the process alive on its own.
    timer.unref?.();
  };

  return {
    update(lanes) {
      if (closed) return;
      pending = lanes.map((l) => ({ lane: l.lane, state: l.state }));
      schedule();
    },
    async flush() {
      closed = true;
      pending = null;
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
      // The `.finally` above may start nothing once closed, so one await is enough.
      if (inFlight !== null) await inFlight;
    },
  };
}
