// The REST routes and the two GraphQL query shapes the emulator answers.
import type http from 'node:http';
import {
  DIFF_TOO_LARGE_FILES_MESSAGE,
  DIFF_TOO_LARGE_LINES_MESSAGE,
  diffTooLargeBody,
} from './faults.js';
import type { Faults } from './faults.js';
import {
  artifactJson,
  buildUnifiedDiff,
  collaboratorPermissionJson,
  changedFilesOf,
  commentJson,
  fileJson,
  issueJson,
  pullAsIssueJson,
  pullJson,
  repoJson,
  runJson,
  statusJson,
  userJson,
} from './shapes.js';
import { answerReviewCommentGraphql, reviewCommentRoutes } from './review-comments.js';
import { blobSha } from './state.js';
import type { GitHubState } from './state.js';
import type { CompareSpec, EmulatedPull, EmulatedStatus, TokenKind, TreeFile } from './types.js';
import {
  DOCS,
  HttpError,
  SERVER_URL,
  fakeSha,
  isoNow,
  key,
  nodeId,
  notFound,
  sameRepo,
  unprocessable,
} from './util.js';

export interface Ctx {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  login: string;
  kind: TokenKind;
  baseUrl: string;
  /** This request's number (1-based) in arrival order. */
  seq: number;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** Raw text / bytes instead of JSON. */
  raw?: string | Uint8Array;
  headers?: Record<string, string>;
}

export type Handler = (ctx: Ctx, params: string[]) => Reply | Promise<Reply>;

export function int(value: string | null, fallback: number): number {
  const n = value === null ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

/** Slice one page and build GitHub's Link header. `cap` mimics endpoints that stop listing. */
export function page<T>(
  ctx: Ctx,
  items: T[],
  cap = Number.POSITIVE_INFINITY,
): { items: T[]; link?: string } {
  const perPage = Math.min(100, Math.max(1, int(ctx.query.get('per_page'), 30)));
  const pageNo = Math.max(1, int(ctx.query.get('page'), 1));
  const total = Math.min(items.length, cap);
  const last = Math.max(1, Math.ceil(total / perPage));
  const start = (pageNo - 1) * perPage;
  const slice = items.slice(start, Math.min(start + perPage, total));
  const url = (p: number): string => {
    const q = new URLSearchParams(ctx.query);
    q.set('per_page', String(perPage));
    q.set('page', String(p));
    return `<${ctx.baseUrl}${ctx.path}?${q.toString()}>`;
  };
  const rels: string[] = [];
  if (pageNo > 1) rels.push(`${url(pageNo - 1)}; rel="prev"`);
  if (pageNo < last) rels.push(`${url(pageNo + 1)}; rel="next"`, `${url(last)}; rel="last"`);
  if (pageNo > 1) rels.push(`${url(1)}; rel="first"`);
  return rels.length > 0 ? { items: slice, link: rels.join(', ') } : { items: slice };
}

export function pageReply<T>(ctx: Ctx, items: T[], cap?: number): Reply {
  const p = page(ctx, items, cap);
  return { status: 200, body: p.items, headers: p.link ? { link: p.link } : {} };
}

export function buildRoutes(state: GitHubState, faults: Faults): Array<[string, RegExp, Handler]> {
  const seg = '([^/]+)';
  const repoPath = `^/repos/${seg}/${seg}`;
  const requirePull = (owner: string, repo: string, n: string): EmulatedPull => {
    const pull = state.pull(owner, repo, Number(n));
    if (!pull) throw notFound('/pulls/pulls#get-a-pull-request');
    return pull;
  };
  /** A head commit's snapshot as a comparison from `base` (a commit the repository knows). */
  const snapshotCompare = (
    owner: string,
    repo: string,
    base: string,
    head: string,
  ): CompareSpec | undefined => {
    const snapshot = state.snapshots.get(head);
    if (!state.commits.has(base) || snapshot === undefined) return undefined;
    return {
      owner,
      repo,
      baseSha: base,
      headSha: head,
      commits: [{ sha: head, message: 'commit', author: 'octodev' }],
      files: snapshot.files,
      ...(snapshot.rawDiff === null ? {} : { rawDiff: snapshot.rawDiff }),
    };
  };
  const issueExists = (owner: string, repo: string, n: number): boolean =>
    state.issue(owner, repo, n) !== undefined || state.pull(owner, repo, n) !== undefined;

  /** Read number k (1-based) of a PR sees a change once k > afterReads. */
  const readPull = (pull: EmulatedPull, requestSeq: number): void => {
    pull.reads += 1;
    faults.applyPullChanges(state, requestSeq);
  };

  const routes: Array<[string, RegExp, Handler]> = [
    [
      'GET',
      /^\/user$/,
      (ctx) => {
        if (ctx.kind === 'installation') {
          throw new HttpError(403, {
            message: 'Resource not accessible by integration',
            documentation_url: `${DOCS}/users/users#get-the-authenticated-user`,
            status: '403',
          });
        }
        return { status: 200, body: userJson(state, ctx.login) };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/pulls$`),
      (ctx, [owner = '', repo = '']) => {
        const wanted = ctx.query.get('state') ?? 'open';
        const head = ctx.query.get('head');
        const base = ctx.query.get('base');
        const list = state.pulls
          .filter((p) => sameRepo(p.owner, p.repo, owner, repo))
          .filter((p) => wanted === 'all' || p.state === wanted)
          .filter((p) => {
            if (head === null) return true;
            const [user, ref] = head.includes(':') ? head.split(':', 2) : [head, undefined];
            const headOwner = p.headRepo.split('/')[0] ?? '';
            return (
              headOwner.toLowerCase() === (user ?? '').toLowerCase() &&
              (ref === undefined || p.headRef === ref)
            );
          })
          .filter((p) => base === null || p.baseRef === base)
          .sort((a, b) => b.number - a.number)
          .map((p) => pullJson(state, p));
        return pageReply(ctx, list);
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/pulls/(\\d+)$`),
      (ctx, [owner = '', repo = '', n = '']) => {
        const pull = requirePull(owner, repo, n);
        readPull(pull, ctx.seq);
        const accept = String(ctx.headers.accept ?? '');
        if (/diff/.test(accept)) {
          // GitHub refuses the diff media type above 300 files or 20,000 lines.
          if (pull.rawDiff === null && changedFilesOf(pull) > 300) {
            throw new HttpError(406, diffTooLargeBody(DIFF_TOO_LARGE_FILES_MESSAGE));
          }
          const diff = pull.rawDiff ?? buildUnifiedDiff(pull.files);
          if (diff.split('\n').length > 20000) {
            throw new HttpError(406, diffTooLargeBody(DIFF_TOO_LARGE_LINES_MESSAGE));
          }
          return {
            status: 200,
            raw: diff,
            headers: { 'content-type': 'application/vnd.github.diff; charset=utf-8' },
          };
        }
        return { status: 200, body: pullJson(state, pull) };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/compare/${seg}$`),
      (ctx, [owner = '', repo = '', basehead = '']) => {
        // `base...head`, the three-dot comparison a pull request shows (merge base to head): a
        // comparison a test registered (a merge group's), else a head commit's snapshot.
        const m = /^([^/]+?)(\.{2,3})([^/]+)$/.exec(basehead);
        const compareDoc = '/commits/commits#compare-two-commits';
        if (!m) throw notFound(compareDoc);
        const [, base = '', dots, head = ''] = m;
        if (dots === '..') throw new Error('two-dot comparisons are not modelled');
        const spec =
          state.compare(owner, repo, base, head) ?? snapshotCompare(owner, repo, base, head);
        if (spec === undefined) throw notFound(compareDoc);
        const accept = String(ctx.headers.accept ?? '');
        if (/diff/.test(accept)) {
          // 406 like the PR's diff (the compare 406 body is undocumented: the PR's is reused).
          if (spec.rawDiff === undefined && spec.files.length > 300) {
            throw new HttpError(406, diffTooLargeBody(DIFF_TOO_LARGE_FILES_MESSAGE));
          }
          const diff = spec.rawDiff ?? buildUnifiedDiff(spec.files);
          if (diff.split('\n').length > 20000) {
            throw new HttpError(406, diffTooLargeBody(DIFF_TOO_LARGE_LINES_MESSAGE));
          }
          return {
            status: 200,
            raw: diff,
            headers: { 'content-type': 'application/vnd.github.diff; charset=utf-8' },
          };
        }
        return { status: 200, body: compareJson(state, spec, ctx) };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/pulls/(\\d+)/reviews/(\\d+)$`),
      (_ctx, [owner = '', repo = '', n = '', id = '']) => {
        const pull = requirePull(owner, repo, n);
        const review = state.reviews.find(
          (r) =>
            r.id === Number(id) &&
            r.pullNumber === pull.number &&
            sameRepo(r.owner, r.repo, owner, repo),
        );
        if (!review) throw notFound('/pulls/reviews#get-a-review-for-a-pull-request');
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
            author_association: 'MEMBER',
            submitted_at: review.submittedAt,
            commit_id: review.commitId,
          },
        };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/pulls/(\\d+)/files$`),
      (ctx, [owner = '', repo = '', n = '']) => {
        const pull = requirePull(owner, repo, n);
        // GitHub lists at most 3,000 files.
        const p = page(ctx, pull.files, 3000);
        return {
          status: 200,
          body: p.items.map((f) => fileJson(pull, f)),
          headers: p.link ? { link: p.link } : {},
        };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/pulls/(\\d+)/commits$`),
      (ctx, [owner = '', repo = '', n = '']) => {
        const pull = requirePull(owner, repo, n);
        // The last commit listed is the PR's head commit, as on GitHub.
        const last = pull.commits.length - 1;
        const commits = pull.commits.map((c, i) => ({
          sha: i === last ? pull.headSha : c.sha,
          node_id: nodeId('C', state.repoId(owner, repo)),
          commit: {
            author: {
              name: c.author,
              email: `${c.author}@users.noreply.github.com`,
              date: pull.createdAt,
            },
            committer: {
              name: c.author,
              email: `${c.author}@users.noreply.github.com`,
              date: pull.createdAt,
            },
            message: c.message,
          },
          author: userJson(state, c.author),
          committer: userJson(state, c.author),
          html_url: `${SERVER_URL}/${owner}/${repo}/commit/${c.sha}`,
          parents: [],
        }));
        // GitHub lists at most 250 commits.
        return pageReply(ctx, commits, 250);
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/commits/${seg}/pulls$`),
      (ctx, [owner = '', repo = '', sha = '']) => {
        // Only PRs whose head commit lives in *this* repository: asked on the base repository,
        // a fork PR's head commit is not found (as on github.com).
        const list = state.pulls
          .filter((p) => p.headSha === sha)
          .filter(
            (p) => key(...(p.headRepo.split('/', 2) as [string, string])) === key(owner, repo),
          )
          .map((p) => pullJson(state, p));
        return pageReply(ctx, list);
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/collaborators/${seg}/permission$`),
      (_ctx, [owner = '', repo = '', login = '']) => ({
        status: 200,
        body: collaboratorPermissionJson(state, owner, repo, decodeURIComponent(login)),
      }),
    ],
    [
      'GET',
      new RegExp(`${repoPath}/issues/(\\d+)$`),
      (_ctx, [owner = '', repo = '', n = '']) => {
        const issue = state.issue(owner, repo, Number(n));
        if (issue) return { status: 200, body: issueJson(state, issue) };
        const pull = state.pull(owner, repo, Number(n));
        if (pull) return { status: 200, body: pullAsIssueJson(state, pull) };
        throw notFound('/issues/issues#get-an-issue');
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/issues/(\\d+)/comments$`),
      (ctx, [owner = '', repo = '', n = '']) => {
        if (!issueExists(owner, repo, Number(n))) throw notFound();
        const list = state.commentsOn(owner, repo, Number(n)).map((c) => commentJson(state, c));
        return pageReply(ctx, list);
      },
    ],
    [
      'POST',
      new RegExp(`${repoPath}/issues/(\\d+)/comments$`),
      (ctx, [owner = '', repo = '', n = '']) => {
        if (!issueExists(owner, repo, Number(n))) throw notFound();
        const body = validCommentBody(ctx.body);
        const comment = state.addComment({
          owner,
          repo,
          issueNumber: Number(n),
          body,
          user: ctx.login,
          authorAssociation: ctx.kind === 'installation' ? 'NONE' : 'OWNER',
        });
        return {
          status: 201,
          body: commentJson(state, comment),
          headers: {
            location: `https://api.github.com/repos/${owner}/${repo}/issues/comments/${comment.id}`,
          },
        };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/issues/comments/(\\d+)$`),
      (_ctx, [owner = '', repo = '', id = '']) => {
        const c = state.comments.find(
          (x) => x.id === Number(id) && sameRepo(x.owner, x.repo, owner, repo),
        );
        if (!c) throw notFound();
        return { status: 200, body: commentJson(state, c) };
      },
    ],
    [
      'PATCH',
      new RegExp(`${repoPath}/issues/comments/(\\d+)$`),
      (ctx, [owner = '', repo = '', id = '']) => {
        const c = state.comments.find(
          (x) => x.id === Number(id) && sameRepo(x.owner, x.repo, owner, repo),
        );
        if (!c) throw notFound();
        c.body = validCommentBody(ctx.body);
        c.updatedAt = isoNow();
        return { status: 200, body: commentJson(state, c) };
      },
    ],
    [
      'DELETE',
      new RegExp(`${repoPath}/issues/comments/(\\d+)$`),
      (_ctx, [owner = '', repo = '', id = '']) => {
        const i = state.comments.findIndex(
          (x) => x.id === Number(id) && sameRepo(x.owner, x.repo, owner, repo),
        );
        if (i < 0) throw notFound();
        state.comments.splice(i, 1);
        return { status: 204 };
      },
    ],
    [
      'POST',
      new RegExp(`${repoPath}/statuses/${seg}$`),
      (ctx, [owner = '', repo = '', sha = '']) => {
        const input = (ctx.body ?? {}) as Record<string, unknown>;
        const allowed = ['error', 'failure', 'pending', 'success'];
        if (typeof input.state !== 'string' || !allowed.includes(input.state)) {
          throw unprocessable('state is not included in the list', [
            { resource: 'Status', field: 'state', code: 'invalid' },
          ]);
        }
        const description = typeof input.description === 'string' ? input.description : null;
        if (description !== null && [...description].length > 140) {
          throw unprocessable('description is too long (maximum is 140 characters)', [
            {
              resource: 'Status',
              code: 'custom',
              field: 'description',
              message: 'description is too long (maximum is 140 characters)',
            },
          ]);
        }
        const context =
          typeof input.context === 'string' && input.context.length > 0 ? input.context : 'default';
        const existing = state
          .statusesFor(owner, repo, sha)
          .filter((s) => s.context.toLowerCase() === context.toLowerCase());
        if (existing.length >= 1000) {
          throw unprocessable('This SHA and context has reached the maximum number of statuses.');
        }
        const status: EmulatedStatus = {
          id: state.newId(),
          owner,
          repo,
          sha,
          state: input.state as EmulatedStatus['state'],
          description,
          targetUrl: typeof input.target_url === 'string' ? input.target_url : null,
          context,
          creator: ctx.login,
          createdAt: isoNow(),
        };
        state.statuses.push(status);
        return { status: 201, body: statusJson(state, status) };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/commits/${seg}/statuses$`),
      (ctx, [owner = '', repo = '', sha = '']) => {
        const list = state
          .statusesFor(owner, repo, sha)
          .reverse()
          .map((s) => statusJson(state, s));
        return pageReply(ctx, list);
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/commits/${seg}/status$`),
      (_ctx, [owner = '', repo = '', sha = '']) => {
        const latest = new Map<string, EmulatedStatus>();
        for (const s of state.statusesFor(owner, repo, sha)) latest.set(s.context.toLowerCase(), s);
        const statuses = [...latest.values()];
        const combined = statuses.some((s) => s.state === 'failure' || s.state === 'error')
          ? 'failure'
          : statuses.length > 0 && statuses.every((s) => s.state === 'success')
            ? 'success'
            : 'pending';
        return {
          status: 200,
          body: {
            state: combined,
            sha,
            total_count: statuses.length,
            statuses: statuses.map((s) => statusJson(state, s)),
            repository: repoJson(state, `${owner}/${repo}`),
          },
        };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/actions/runs/(\\d+)/artifacts$`),
      (ctx, [owner = '', repo = '', runId = '']) => {
        const name = ctx.query.get('name');
        const list = state.artifacts
          .filter((a) => sameRepo(a.owner, a.repo, owner, repo) && a.runId === Number(runId))
          .filter((a) => name === null || a.name === name)
          .sort((a, b) => b.id - a.id)
          .map((a) => artifactJson(state, a));
        const p = page(ctx, list);
        return {
          status: 200,
          body: { total_count: list.length, artifacts: p.items },
          headers: p.link ? { link: p.link } : {},
        };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/actions/runs/(\\d+)$`),
      (_ctx, [owner = '', repo = '', id = '']) => {
        const run = state.run(owner, repo, Number(id));
        if (!run) throw notFound('/actions/workflow-runs#get-a-workflow-run');
        return { status: 200, body: runJson(state, run) };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/actions/artifacts/(\\d+)$`),
      (_ctx, [owner = '', repo = '', id = '']) => {
        const a = state.artifacts.find(
          (x) => x.id === Number(id) && sameRepo(x.owner, x.repo, owner, repo),
        );
        if (!a) throw notFound();
        return { status: 200, body: artifactJson(state, a) };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/actions/artifacts/(\\d+)/(zip)$`),
      (ctx, [owner = '', repo = '', id = '']) => {
        const a = state.artifacts.find(
          (x) => x.id === Number(id) && sameRepo(x.owner, x.repo, owner, repo),
        );
        if (!a) throw notFound('/actions/artifacts#download-an-artifact');
        if (a.expired) {
          throw new HttpError(410, {
            message: 'Artifact has expired',
            documentation_url: DOCS,
            status: '410',
          });
        }
        return {
          status: 302,
          raw: '',
          headers: {
            location: `${ctx.baseUrl}/_blobs/artifacts/${a.id}/${encodeURIComponent(a.name)}.zip?sig=emulated`,
          },
        };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/tarball/(.+)$`),
      (ctx, [owner = '', repo = '', ref = '']) => {
        // GitHub answers 302 to codeload; the archive itself is served by the server (no token).
        const archive = state.archive(owner, repo, ref);
        if (!archive) throw notFound('/repos/contents#download-a-repository-archive-tar');
        return {
          status: 302,
          raw: '',
          headers: {
            location: `${ctx.baseUrl}/_codeload/${encodeURIComponent(archive.owner)}/${encodeURIComponent(archive.repo)}/legacy.tar.gz/${archive.sha}`,
          },
        };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/git/trees/([^/]+)$`),
      (ctx, [owner = '', repo = '', sha = '']) => {
        const files = state.tree(owner, repo, sha);
        if (files === undefined) throw notFound('/git/trees#get-a-tree');
        return { status: 200, body: treeJson(owner, repo, sha, files, ctx.query.has('recursive')) };
      },
    ],
    [
      'GET',
      new RegExp(`${repoPath}/git/blobs/([0-9a-f]{40})$`),
      (_ctx, [owner = '', repo = '', sha = '']) => {
        const content = state.blobs.get(sha);
        if (content === undefined) throw notFound('/git/blobs#get-a-blob');
        const bytes = Buffer.from(content, 'utf8');
        return {
          status: 200,
          body: {
            sha,
            node_id: nodeId('B', Number.parseInt(sha.slice(0, 8), 16)),
            size: bytes.length,
            url: `https://api.github.com/repos/${owner}/${repo}/git/blobs/${sha}`,
            // GitHub wraps the base64 at 60 characters.
            content: (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n',
            encoding: 'base64',
          },
        };
      },
    ],
    ...reviewCommentRoutes(state, repoPath, requirePull, pageReply),
    ['POST', /^\/graphql$/, (ctx) => graphql(state, ctx)],
  ];
  return routes;
}

/** A `git/trees` answer: blobs, plus the folders a recursive listing shows. */
function treeJson(
  owner: string,
  repo: string,
  sha: string,
  files: TreeFile[],
  recursive: boolean,
): Record<string, unknown> {
  const api = `https://api.github.com/repos/${owner}/${repo}/git`;
  const entries: Array<Record<string, unknown>> = [];
  const folders = new Set<string>();
  for (const f of files) {
    const parts = f.path.split('/');
    for (let i = 1; i < parts.length; i += 1) {
      const folder = parts.slice(0, i).join('/');
      if (folders.has(folder)) continue;
      folders.add(folder);
      const tree = fakeSha(`tree-${sha}-${folder}`);
      entries.push({
        path: folder,
        mode: '040000',
        type: 'tree',
        sha: tree,
        url: `${api}/trees/${tree}`,
      });
    }
    const blob = blobSha(f.content);
    entries.push({
      path: f.path,
      mode: f.mode ?? '100644',
      type: 'blob',
      sha: blob,
      size: Buffer.byteLength(f.content),
      url: `${api}/blobs/${blob}`,
    });
  }
  const shown = recursive ? entries : entries.filter((e) => !String(e.path).includes('/'));
  return { sha, url: `${api}/trees/${sha}`, tree: shown, truncated: false };
}

function commitJson(
  state: GitHubState,
  owner: string,
  repo: string,
  sha: string,
  message: string,
  author: string,
  parents: string[],
): Record<string, unknown> {
  const date = isoNow();
  const person = { name: author, email: `${author}@users.noreply.github.com`, date };
  return {
    sha,
    node_id: nodeId('C', state.repoId(owner, repo)),
    commit: {
      author: person,
      committer: person,
      message,
      tree: { sha: sha.split('').reverse().join(''), url: '' },
      url: `https://api.github.com/repos/${owner}/${repo}/git/commits/${sha}`,
      comment_count: 0,
    },
    url: `https://api.github.com/repos/${owner}/${repo}/commits/${sha}`,
    html_url: `${SERVER_URL}/${owner}/${repo}/commit/${sha}`,
    comments_url: `https://api.github.com/repos/${owner}/${repo}/commits/${sha}/comments`,
    author: userJson(state, author),
    committer: userJson(state, author),
    parents: parents.map((p) => ({
      sha: p,
      url: `https://api.github.com/repos/${owner}/${repo}/commits/${p}`,
      html_url: `${SERVER_URL}/${owner}/${repo}/commit/${p}`,
    })),
  };
}

/**
 * `GET /repos/{owner}/{repo}/compare/{base}...{head}` (commits paginated, at most 250): the
 * `commit-comparison` schema of GitHub's OpenAPI description (@octokit/openapi-types).
 */
function compareJson(state: GitHubState, c: CompareSpec, ctx: Ctx): Record<string, unknown> {
  const full = `${c.owner}/${c.repo}`;
  const shas = c.commits.map(
    (x, i) =>
      x.sha ??
      (i === c.commits.length - 1
        ? c.headSha
        : `${c.headSha.slice(0, 30)}${String(i).padStart(10, '0')}`),
  );
  const commits = c.commits.map((x, i) =>
    commitJson(state, c.owner, c.repo, shas[i] ?? '', x.message, x.author ?? 'web-flow', [
      i === 0 ? c.baseSha : (shas[i - 1] ?? c.baseSha),
    ]),
  );
  const p = page(ctx, commits, 250);
  const base = commitJson(state, c.owner, c.repo, c.baseSha, 'base', 'web-flow', []);
  const pull = { files: c.files } as unknown as EmulatedPull;
  return {
    url: `https://api.github.com/repos/${full}/compare/${c.baseSha}...${c.headSha}`,
    html_url: `${SERVER_URL}/${full}/compare/${c.baseSha}...${c.headSha}`,
    permalink_url: `${SERVER_URL}/${full}/compare/${c.owner}:${c.baseSha.slice(0, 7)}...${c.owner}:${c.headSha.slice(0, 7)}`,
    diff_url: `${SERVER_URL}/${full}/compare/${c.baseSha}...${c.headSha}.diff`,
    patch_url: `${SERVER_URL}/${full}/compare/${c.baseSha}...${c.headSha}.patch`,
    base_commit: base,
    merge_base_commit: base,
    status: c.status ?? 'ahead',
    ahead_by: c.status === 'identical' ? 0 : commits.length,
    behind_by: 0,
    total_commits: commits.length,
    commits: p.items,
    files: c.files
      .slice(0, 300)
      .map((f) => fileJson({ ...pull, headSha: c.headSha, headRepo: full } as EmulatedPull, f)),
  };
}

export function validCommentBody(input: unknown): string {
  const body = (input as { body?: unknown } | null)?.body;
  if (typeof body !== 'string' || body.length === 0) {
    throw unprocessable('Body cannot be blank', [
      { resource: 'IssueComment', code: 'missing_field', field: 'body' },
    ]);
  }
  // GitHub's message says characters; the measured cap is also 262,144 UTF-8 bytes.
  if (body.length > 65536 || Buffer.byteLength(body, 'utf8') > 262144) {
    throw unprocessable('Body is too long (maximum is 65536 characters)', [
      {
        resource: 'IssueComment',
        code: 'custom',
        field: 'body',
        message: 'Body is too long (maximum is 65536 characters)',
      },
    ]);
  }
  return body;
}

/** Answers the two query shapes done-gate sends: `viewer { login }` and closingIssuesReferences. */
export function graphql(state: GitHubState, ctx: Ctx): Reply {
  const request = (ctx.body ?? {}) as { query?: unknown; variables?: Record<string, unknown> };
  const query = typeof request.query === 'string' ? request.query : '';
  const vars = request.variables ?? {};
  const data: Record<string, unknown> = {};
  const errors: unknown[] = [];
  let understood = false;
  if (/\bviewer\s*\{/.test(query)) {
    understood = true;
    data.viewer = { login: ctx.login };
  }
  if (/closingIssuesReferences/.test(query)) {
    understood = true;
    const owner = String(vars.owner ?? '');
    const repo = String(vars.repo ?? vars.name ?? '');
    const number = Number(vars.number);
    const pull = state.pull(owner, repo, number);
    if (!pull) {
      data.repository = null;
      errors.push({
        type: 'NOT_FOUND',
        path: ['repository'],
        locations: [{ line: 2, column: 3 }],
        message: `Could not resolve to a Repository with the name '${owner}/${repo}'.`,
      });
    } else {
      const firstMatch = /closingIssuesReferences\s*\(\s*first\s*:\s*(\d+)/.exec(query);
      const first = firstMatch ? Number(firstMatch[1]) : Number(vars.first ?? 10);
      const refs = pull.closingIssues;
      data.repository = {
        pullRequest: {
          number: pull.number,
          closingIssuesReferences: {
            totalCount: refs.length,
            pageInfo: { hasNextPage: refs.length > first, endCursor: null },
            nodes: refs.slice(0, first).map((r) => ({
              number: r.number,
              url: `${SERVER_URL}/${r.owner}/${r.repo}/issues/${r.number}`,
              repository: {
                name: r.repo,
                nameWithOwner: `${r.owner}/${r.repo}`,
                owner: { login: r.owner },
              },
            })),
          },
        },
      };
    }
  }
  if (answerReviewCommentGraphql(state, ctx, query, vars, data, errors)) understood = true;
  if (!understood) {
    return {
      status: 200,
      body: {
        errors: [
          {
            message: 'The GitHub emulator does not answer this query.',
            type: 'EMULATOR_UNSUPPORTED',
          },
        ],
      },
    };
  }
  return { status: 200, body: errors.length > 0 ? { data, errors } : { data } };
}
