// The sticky PR comment: one per PR per status context, found by its hidden marker *and* by being
// written by the token's own identity (anyone can paste a marker), edited in place, and never
// duplicated when a create is retried.
import type { PullRequestRef } from '../evidence/types.js';
import { httpStatusOf, nullOn404 } from './client.js';
import type { GitHubClient } from './client.js';

export { COMMENT_MAX_BYTES, COMMENT_MAX_CHARS, fitCommentBody } from './comment-body.js';
export type { FitCommentOptions } from './comment-body.js';

export type PullTarget = Pick<PullRequestRef, 'owner' | 'repo' | 'number'>;

/** `<!-- done-gate:report:<status-context> -->` */
export function stickyMarker(statusContext: string): string {
  return `<!-- done-gate:report:${statusContext} -->`;
}

/**
 * Whether `body` carries `marker` exactly where done-gate writes it: as the whole of its last line
 * (fitCommentBody and the progress body both end with it). A marker anywhere else — quoted in a
 * report, forged by a model or a PR — matches nothing, so one gate never takes another gate's
 * comment, or a comment quoting its marker, for its own.
 */
export function hasMarkerAtPlace(body: string | null | undefined, marker: string): boolean {
  if (typeof body !== 'string' || marker === '') return false;
  const text = body.trimEnd();
  if (!text.endsWith(marker)) return false;
  const start = text.length - marker.length;
  return start === 0 || text[start - 1] === '\n';
}

// ------------------------------------------------------------------------------------------------
// Identity
// ------------------------------------------------------------------------------------------------

/** The identity the Actions GITHUB_TOKEN writes comments as (REST `user.login`). */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

export interface OwnIdentity {
  login: string;
  /** How it was found: `GET /user` (PATs), GraphQL `viewer` (App / Actions tokens), or assumed. */
  source: 'rest-user' | 'graphql-viewer' | 'fallback';
}

/**
 * The login the token writes as. `GET /user` answers for personal tokens but is 403 "Resource not
 * accessible by integration" for the Actions GITHUB_TOKEN and App installation tokens; GraphQL
 * `viewer { login }` answers for both (`github-actions[bot]`, `<app-slug>[bot]`). If neither
 * answers, the Actions bot is assumed — the default token's identity.
 */
export async function resolveOwnLogin(octokit: GitHubClient): Promise<OwnIdentity> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    if (typeof data.login === 'string' && data.login.length > 0) {
      return { login: data.login, source: 'rest-user' };
    }
  } catch {
    // Expected for installation tokens; try GraphQL.
  }
  try {
    const reply = await octokit.graphql<{ viewer?: { login?: unknown } }>(
      'query { viewer { login } }',
    );
    const login = reply.viewer?.login;
    if (typeof login === 'string' && login.length > 0) return { login, source: 'graphql-viewer' };
  } catch {
    // Fall through to the default token's identity.
  }
  return { login: ACTIONS_BOT_LOGIN, source: 'fallback' };
}

/**
 * Whether a comment's author is us. REST names a bot `name[bot]`; GraphQL may name it without
 * the suffix, so a bare `ownLogin` also matches the Bot account `ownLogin[bot]`.
 */
export function isOwnComment(
  user: { login?: string | null; type?: string | null } | null | undefined,
  ownLogin: string,
): boolean {
  const login = user?.login?.toLowerCase();
  if (!login) return false;
  const own = ownLogin.toLowerCase();
  if (login === own) return true;
  return user?.type === 'Bot' && !own.endsWith('[bot]') && login === `${own}[bot]`;
}

// ------------------------------------------------------------------------------------------------
// Find and upsert
// ------------------------------------------------------------------------------------------------

export interface StickyComment {
  id: number;
  body: string;
  login: string;
  htmlUrl: string;
  updatedAt: string;
}

/** Our comment carrying `marker`, searching every page of comments; the oldest if several. */
export async function findStickyComment(
  octokit: GitHubClient,
  pr: PullTarget,
  marker: string,
  ownLogin: string,
): Promise<StickyComment | null> {
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: pr.owner,
    repo: pr.repo,
    issue_number: pr.number,
    per_page: 100,
  })) {
    for (const comment of page.data) {
      const body = comment.body;
      if (typeof body !== 'string' || !hasMarkerAtPlace(body, marker)) continue;
      if (!isOwnComment(comment.user, ownLogin)) continue;
      return {
        id: comment.id,
        body,
        login: comment.user?.login ?? '',
        htmlUrl: comment.html_url,
        updatedAt: comment.updated_at,
      };
    }
  }
  return null;
}

export interface UpsertOptions {
  marker: string;
  /** The full body; the marker is appended when it is not in it. Fit it first (fitCommentBody). */
  body: string;
  ownLogin: string;
  /** Return false to leave an existing comment as it is (e.g. it reports a newer head SHA). */
  replaceIf?: (existing: StickyComment) => boolean | Promise<boolean>;
  /** Creates tried before giving up on a transient failure. Default 3. */
  createAttempts?: number;
  /** Wait before re-listing after a failed create, × the attempt number. Default 1000 ms. */
  retryDelayMs?: number;
}

export interface UpsertResult {
  id: number;
  created: boolean;
  /** False when nothing was sent: the body was unchanged, or `replaceIf` said no. */
  written: boolean;
  htmlUrl: string;
}

function isTransient(error: unknown): boolean {
  const status = httpStatusOf(error);
  // Octokit reports a network failure (reset, timeout) as status 500.
  return status === null || status >= 500;
}

async function editComment(
  octokit: GitHubClient,
  pr: PullTarget,
  existing: StickyComment,
  body: string,
  replaceIf: UpsertOptions['replaceIf'],
): Promise<UpsertResult> {
  const unchanged = existing.body === body;
  if (unchanged || (replaceIf !== undefined && !(await replaceIf(existing)))) {
    return { id: existing.id, created: false, written: false, htmlUrl: existing.htmlUrl };
  }
  const { data } = await octokit.rest.issues.updateComment({
    owner: pr.owner,
    repo: pr.repo,
    comment_id: existing.id,
    body,
  });
  return { id: data.id, created: false, written: true, htmlUrl: data.html_url };
}

/**
 * Edits our marker comment in place, or creates it. The create is sent without automatic retry:
 * a POST that timed out may have succeeded, so after a transient failure the comments are listed
 * again and an existing one is edited instead of posting a second.
 */
export async function upsertStickyComment(
  octokit: GitHubClient,
  pr: PullTarget,
  options: UpsertOptions,
): Promise<UpsertResult> {
  const body = hasMarkerAtPlace(options.body, options.marker)
    ? options.body
    : `${options.body.replace(/\s+$/, '')}\n\n${options.marker}`;
  const attempts = Math.max(1, options.createAttempts ?? 3);
  const delayMs = options.retryDelayMs ?? 1000;

  const existing = await findStickyComment(octokit, pr, options.marker, options.ownLogin);
  if (existing) return editComment(octokit, pr, existing, body, options.replaceIf);

  for (let attempt = 1; ; attempt += 1) {
    try {
      const { data } = await octokit.rest.issues.createComment({
        owner: pr.owner,
        repo: pr.repo,
        issue_number: pr.number,
        body,
        // plugin-retry would re-POST blindly; this loop re-lists first instead.
        request: { retries: 0 },
      });
      return { id: data.id, created: true, written: true, htmlUrl: data.html_url };
    } catch (error) {
      if (!isTransient(error) || attempt >= attempts) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
    const landed = await findStickyComment(octokit, pr, options.marker, options.ownLogin);
    if (landed) {
      const edited = await editComment(octokit, pr, landed, body, undefined);
      // The lost POST did land: it is our comment, now with the intended body.
      return { ...edited, created: true, written: true };
    }
  }
}

/** Edits a known comment by id (progress updates); null when it no longer exists. */
export async function editCommentById(
  octokit: GitHubClient,
  pr: PullTarget,
  id: number,
  body: string,
): Promise<UpsertResult | null> {
  const updated = await nullOn404(() =>
    octokit.rest.issues.updateComment({ owner: pr.owner, repo: pr.repo, comment_id: id, body }),
  );
  if (updated === null) return null;
  return { id: updated.data.id, created: false, written: true, htmlUrl: updated.data.html_url };
}
