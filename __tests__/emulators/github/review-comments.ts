// Pull-request review comments as GitHub answers them: `POST /pulls/{n}/reviews` with line
// comments (each checked against the hunks of the pull request's files, 422 when a line is not
// in the diff), `GET /pulls/{n}/comments`, and GraphQL's `minimizeComment` and `nodes(ids:)`.
import type { Ctx, Handler, Reply } from './routes.js';
import { userJson } from './shapes.js';
import type { GitHubState } from './state.js';
import type { EmulatedPull, EmulatedReviewComment, PullFile } from './types.js';
import { DOCS, HttpError, SERVER_URL, isoNow, nodeId, sameRepo } from './util.js';

/** GitHub's answer to a review comment whose line the diff does not show. */
export const LINE_NOT_IN_DIFF = 'Line could not be resolved';

function reviewUnprocessable(errors: string[]): HttpError {
  return new HttpError(422, {
    message: 'Unprocessable Entity',
    errors,
    documentation_url: `${DOCS}/pulls/reviews#create-a-review-for-a-pull-request`,
    status: '422',
  });
}

/** Per hunk of a patch, the new-side line numbers it shows (context and added lines). */
export function newSideHunks(patch: string): Array<Set<number>> {
  const hunks: Array<Set<number>> = [];
  let current: Set<number> | null = null;
  let next = 0;
  for (const text of patch.split('\n')) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (header) {
      current = new Set();
      hunks.push(current);
      next = Number(header[1]);
      continue;
    }
    if (current === null) continue;
    if (text.startsWith('+') || text.startsWith(' ')) {
      current.add(next);
      next += 1;
    }
  }
  return hunks;
}

interface CommentInput {
  path?: unknown;
  line?: unknown;
  side?: unknown;
  start_line?: unknown;
  start_side?: unknown;
  body?: unknown;
  position?: unknown;
}

/** The comment's place when GitHub would accept it, else the reason it refuses. */
function placeComment(files: PullFile[], c: CommentInput): string | null {
  if (typeof c.path !== 'string' || typeof c.body !== 'string' || c.body.length === 0) {
    return 'path and body are required';
  }
  const file = files.find((f) => f.filename === c.path);
  if (file === undefined || file.patch === null) return LINE_NOT_IN_DIFF;
  if (c.side !== undefined && c.side !== 'RIGHT' && c.side !== 'LEFT') return 'side is invalid';
  // Only the new side is modelled: done-gate comments on RIGHT lines.
  if (c.side === 'LEFT' || c.start_side === 'LEFT') return 'LEFT side is not modelled';
  const line = c.line;
  if (typeof line !== 'number' || !Number.isInteger(line)) return LINE_NOT_IN_DIFF;
  const start = c.start_line ?? line;
  if (typeof start !== 'number' || !Number.isInteger(start)) return LINE_NOT_IN_DIFF;
  if (start > line) return 'start_line must precede line';
  const hunk = newSideHunks(file.patch).find((h) => h.has(line));
  if (hunk === undefined || !hunk.has(start)) return LINE_NOT_IN_DIFF;
  return null;
}

export function reviewCommentJson(
  state: GitHubState,
  c: EmulatedReviewComment,
): Record<string, unknown> {
  const full = `${c.owner}/${c.repo}`;
  return {
    url: `https://api.github.com/repos/${full}/pulls/comments/${c.id}`,
    pull_request_review_id: c.reviewId,
    id: c.id,
    node_id: c.nodeId,
    diff_hunk: '',
    path: c.path,
    commit_id: c.commitId,
    original_commit_id: c.commitId,
    user: userJson(state, c.user),
    body: c.body,
    created_at: c.createdAt,
    updated_at: c.createdAt,
    html_url: `${SERVER_URL}/${full}/pull/${c.pullNumber}#discussion_r${c.id}`,
    pull_request_url: `https://api.github.com/repos/${full}/pulls/${c.pullNumber}`,
    author_association: 'CONTRIBUTOR',
    start_line: c.startLine,
    original_start_line: c.startLine,
    start_side: c.startLine === null ? null : 'RIGHT',
    line: c.line,
    original_line: c.line,
    side: 'RIGHT',
    subject_type: 'line',
  };
}

/** The REST routes: create a review (with comments) and list a pull request's review comments. */
export function reviewCommentRoutes(
  state: GitHubState,
  repoPath: string,
  requirePull: (owner: string, repo: string, n: string) => EmulatedPull,
  pageReply: (ctx: Ctx, items: unknown[]) => Reply,
): Array<[string, RegExp, Handler]> {
  return [
    [
      'POST',
      new RegExp(`${repoPath}/pulls/(\\d+)/reviews$`),
      (ctx, [owner = '', repo = '', n = '']) => {
        const pull = requirePull(owner, repo, n);
        const input = (ctx.body ?? {}) as Record<string, unknown>;
        const event = input.event;
        const events = ['APPROVE', 'REQUEST_CHANGES', 'COMMENT'];
        if (event !== undefined && !events.includes(String(event))) {
          throw reviewUnprocessable(['event is not included in the list']);
        }
        const body = typeof input.body === 'string' ? input.body : '';
        if ((event === 'COMMENT' || event === 'REQUEST_CHANGES') && body.length === 0) {
          throw reviewUnprocessable([`Review body is required when the event is ${event}`]);
        }
        const comments = Array.isArray(input.comments) ? (input.comments as CommentInput[]) : [];
        const refused = comments
          .map((c) => placeComment(pull.files, c))
          .filter((r): r is string => r !== null);
        // GitHub refuses the whole review (nothing is posted) when one comment does not resolve.
        if (refused.length > 0) throw reviewUnprocessable([...new Set(refused)]);
        const commitId = typeof input.commit_id === 'string' ? input.commit_id : pull.headSha;
        const review = state.addReview({
          owner,
          repo,
          pullNumber: pull.number,
          user: ctx.login,
          state:
            event === undefined
              ? 'PENDING'
              : event === 'COMMENT'
                ? 'COMMENTED'
                : event === 'APPROVE'
                  ? 'APPROVED'
                  : 'CHANGES_REQUESTED',
          body,
          commitId,
        });
        for (const c of comments) {
          const id = state.newId();
          state.reviewComments.push({
            id,
            nodeId: nodeId('PRRC', id),
            owner,
            repo,
            pullNumber: pull.number,
            reviewId: review.id,
            user: ctx.login,
            body: String(c.body),
            path: String(c.path),
            line: Number(c.line),
            startLine: typeof c.start_line === 'number' ? c.start_line : null,
            commitId,
            createdAt: isoNow(),
            minimizedReason: null,
          });
        }
        return {
          status: 200,
          body: {
            id: review.id,
            node_id: nodeId('PRR', review.id),
            user: userJson(state, review.user),
            body: review.body,
            state: review.state,
            html_url: `${SERVER_URL}/${owner}/${repo}/pull/${pull.number}#pullrequestreview-${review.id}`,
            pull_request_url: `https://api.github.com/repos/${owner}/${repo}/pulls/${pull.number}`,
            author_association: 'CONTRIBUTOR',
            submitted_at: review.submittedAt,
            commit_id: review.commitId,
          },
        };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/pulls/(\\d+)/comments$`),
      (ctx, [owner = '', repo = '', n = '']) => {
        const pull = requirePull(owner, repo, n);
        const list = state.reviewComments
          .filter((c) => c.pullNumber === pull.number && sameRepo(c.owner, c.repo, owner, repo))
          .map((c) => reviewCommentJson(state, c));
        return pageReply(ctx, list);
      },
    ],
  ];
}

/**
 * GraphQL answers for review comments: `minimizeComment(input: {subjectId, classifier})` (only
 * the comment's author may hide it here) and `nodes(ids:)` with `isMinimized`. Returns whether
 * the query was one of these.
 */
export function answerReviewCommentGraphql(
  state: GitHubState,
  ctx: Ctx,
  query: string,
  vars: Record<string, unknown>,
  data: Record<string, unknown>,
  errors: unknown[],
): boolean {
  if (/\bminimizeComment\s*\(/.test(query)) {
    const id = String(vars.id ?? vars.subjectId ?? '');
    const classifier = /classifier\s*:\s*([A-Z_]+)/.exec(query)?.[1] ?? String(vars.classifier);
    const comment = state.reviewComments.find((c) => c.nodeId === id);
    if (comment === undefined) {
      data.minimizeComment = null;
      errors.push({
        type: 'NOT_FOUND',
        path: ['minimizeComment'],
        message: `Could not resolve to a node with the global id of '${id}'`,
      });
    } else if (comment.user.toLowerCase() !== ctx.login.toLowerCase()) {
      data.minimizeComment = null;
      errors.push({
        type: 'FORBIDDEN',
        path: ['minimizeComment'],
        message: `${ctx.login} does not have permission to minimize this comment.`,
      });
    } else {
      comment.minimizedReason = classifier.toLowerCase().replace(/_/g, '-');
      data.minimizeComment = {
        minimizedComment: { isMinimized: true, minimizedReason: comment.minimizedReason },
      };
    }
    return true;
  }
  if (/\bnodes\s*\(\s*ids\s*:/.test(query)) {
    const ids = Array.isArray(vars.ids) ? vars.ids.map(String) : [];
    data.nodes = ids.map((id) => {
      const c = state.reviewComments.find((x) => x.nodeId === id);
      return c === undefined ? null : { id, isMinimized: c.minimizedReason !== null };
    });
    return true;
  }
  return false;
}
