// The emulator's own contract: what the end-to-end tests rely on beyond what the client tests use.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INSTALLATION_TOKEN,
  buildUnifiedDiff,
  startGitHubEmulator,
} from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { OWNER, REPO, fastClient, sha } from './helpers.js';

let gh: GitHubEmulator;
beforeEach(async () => {
  gh = await startGitHubEmulator();
});
afterEach(async () => {
  await gh.close();
});

const auth = {
  authorization: `token ${INSTALLATION_TOKEN}`,
  accept: 'application/vnd.github+json',
};

describe('GitHub emulator', () => {
  it('refuses unknown tokens with 401 Bad credentials', async () => {
    const res = await fetch(`${gh.baseUrl}/repos/${OWNER}/${REPO}/pulls/1`, {
      headers: { authorization: 'token ghp_wrong' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Bad credentials' });
  });

  it('paginates with GitHub Link headers and sends x-ratelimit-* headers', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: sha('h') });
    for (let i = 0; i < 5; i += 1) {
      gh.state.addComment({ owner: OWNER, repo: REPO, issueNumber: 1, user: 'u', body: `c${i}` });
    }
    const res = await fetch(
      `${gh.baseUrl}/repos/${OWNER}/${REPO}/issues/1/comments?per_page=2&page=2`,
      {
        headers: auth,
      },
    );
    const body = (await res.json()) as Array<{
      body: string;
      user: { login: string; type: string };
    }>;
    expect(body.map((c) => c.body)).toEqual(['c2', 'c3']);
    const link = res.headers.get('link') ?? '';
    expect(link).toContain(
      `<${gh.baseUrl}/repos/${OWNER}/${REPO}/issues/1/comments?per_page=2&page=3>; rel="next"`,
    );
    expect(link).toContain('page=3>; rel="last"');
    expect(link).toContain('page=1>; rel="prev"');
    expect(res.headers.get('x-ratelimit-limit')).toBe('5000');
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBe(4999);
    expect(body[0]?.user).toMatchObject({ login: 'u', type: 'User' });
  });

  it('reports the latest status per context, combined', async () => {
    const head = sha('h');
    const post = (state: string, context: string) =>
      fetch(`${gh.baseUrl}/repos/${OWNER}/${REPO}/statuses/${head}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ state, context, description: state }),
      });
    expect((await post('pending', 'done-gate')).status).toBe(201);
    expect((await post('success', 'done-gate')).status).toBe(201);
    expect((await post('bogus', 'done-gate')).status).toBe(422);
    const combined = (await (
      await fetch(`${gh.baseUrl}/repos/${OWNER}/${REPO}/commits/${head}/status`, { headers: auth })
    ).json()) as { state: string; statuses: Array<{ state: string; creator: { login: string } }> };
    expect(combined.state).toBe('success');
    expect(combined.statuses).toHaveLength(1);
    expect(combined.statuses[0]?.creator.login).toBe('github-actions[bot]');
    expect(gh.state.latestStatus(OWNER, REPO, head, 'DONE-GATE')?.state).toBe('success');
  });

  it('answers the collaborator-permission endpoint in GitHub’s shape (maintain reads as write)', async () => {
    // Shape: `repository-collaborator-permission` in @octokit/openapi-types — permission (legacy
    // base role), role_name, and the user as a collaborator with its permissions flags.
    gh.state.grantRole(OWNER, REPO, 'maint', 'maintain');
    const get = async (login: string) =>
      (await (
        await fetch(`${gh.baseUrl}/repos/${OWNER}/${REPO}/collaborators/${login}/permission`, {
          headers: auth,
        })
      ).json()) as {
        permission: string;
        role_name: string;
        user: { login: string; permissions: Record<string, boolean>; role_name: string };
      };
    const maint = await get('maint');
    expect(maint.permission).toBe('write');
    expect(maint.role_name).toBe('maintain');
    expect(maint.user).toMatchObject({
      login: 'maint',
      type: 'User',
      role_name: 'maintain',
      permissions: { admin: false, maintain: true, push: true, triage: true, pull: true },
    });
    // Nothing granted on a public repository: read.
    const stranger = await get('mallory');
    expect([stranger.permission, stranger.role_name]).toEqual(['read', 'read']);
    expect(stranger.user.permissions).toEqual({
      admin: false,
      maintain: false,
      push: false,
      triage: false,
      pull: true,
    });
  });

  it('answers an unknown GraphQL query with an error, not data', async () => {
    const res = await fetch(`${gh.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query { rateLimit { remaining } }' }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
  });

  it('builds a git-style diff with rename, binary and new-file headers', () => {
    const diff = buildUnifiedDiff([
      {
        filename: 'new.ts',
        status: 'added',
        additions: 1,
        deletions: 0,
        patch: '@@ -0,0 +1 @@\n+x',
      },
      {
        filename: 'b.ts',
        previous_filename: 'a.ts',
        status: 'renamed',
        additions: 0,
        deletions: 0,
        patch: '',
      },
      { filename: 'logo.png', status: 'modified', additions: 0, deletions: 0, patch: null },
    ]);
    expect(diff).toContain('diff --git a/new.ts b/new.ts\nnew file mode 100644');
    expect(diff).toContain('--- /dev/null\n+++ b/new.ts\n@@ -0,0 +1 @@\n+x');
    expect(diff).toContain('rename from a.ts\nrename to b.ts');
    expect(diff).toContain('Binary files a/logo.png and b/logo.png differ');
  });

  it('compares two commits by SHA (three-dot): the diff media type, the JSON shape, 404 and 406', async () => {
    const file = {
      filename: 'a.ts',
      status: 'added' as const,
      additions: 1,
      deletions: 0,
      patch: '@@ -0,0 +1 @@\n+x',
    };
    const pull = gh.state.addPull({
      owner: OWNER,
      repo: REPO,
      number: 1,
      headSha: sha('a'),
      files: [file],
    });
    // A later push does not change what the first head's comparison answers.
    gh.state.pushHead(pull, sha('b'), [{ ...file, filename: 'b.ts' }]);
    const url = (head: string, base = pull.baseSha) =>
      `${gh.baseUrl}/repos/${OWNER}/${REPO}/compare/${base}...${head}`;
    const diff = await fetch(url(sha('a')), {
      headers: { ...auth, accept: 'application/vnd.github.diff' },
    });
    expect(diff.headers.get('content-type')).toMatch(/^application\/vnd\.github\.diff/);
    expect(await diff.text()).toBe(buildUnifiedDiff([file]));

    const json = (await (await fetch(url(sha('a')), { headers: auth })).json()) as Record<
      string,
      unknown
    >;
    expect(json).toMatchObject({
      status: 'ahead',
      ahead_by: 1,
      behind_by: 0,
      total_commits: 1,
      merge_base_commit: { sha: pull.baseSha },
      files: [{ filename: 'a.ts', status: 'added', patch: '@@ -0,0 +1 @@\n+x' }],
    });
    expect((json.files as Array<{ contents_url: string }>)[0]?.contents_url).toContain(
      `?ref=${sha('a')}`,
    );

    const unknown = await fetch(url(sha('zz')), { headers: auth });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Not Found' });

    gh.state.recordHead(
      sha('big'),
      Array.from({ length: 301 }, (_, i) => ({ ...file, filename: `f${i}.ts` })),
    );
    const big = await fetch(url(sha('big')), {
      headers: { ...auth, accept: 'application/vnd.github.diff' },
    });
    expect(big.status).toBe(406);
    expect(await big.json()).toMatchObject({
      errors: [{ resource: 'PullRequest', field: 'diff', code: 'too_large' }],
    });
  });

  it('request hooks change state around exactly one request', async () => {
    const pull = gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: sha('a') });
    gh.state.recordHead(sha('b'), []);
    gh.faults.onRequest(
      { method: 'GET', path: `/repos/${OWNER}/${REPO}/pulls/1` },
      {
        before: (state) => state.pushHead(pull, sha('b')),
        after: (state) => state.pushHead(pull, sha('a')),
      },
    );
    const read = async () =>
      (
        (await (
          await fetch(`${gh.baseUrl}/repos/${OWNER}/${REPO}/pulls/1`, { headers: auth })
        ).json()) as {
          head: { sha: string };
        }
      ).head.sha;
    expect(await read()).toBe(sha('b'));
    expect(await read()).toBe(sha('a'));
  });
});

describe('the endpoints the event paths read, in the OpenAPI shapes', () => {
  it('collaborator permission: permission, role_name, user (with permissions and role_name)', async () => {
    gh.state.grantRole(OWNER, REPO, 'mona', 'maintain');
    const octokit = fastClient(gh);
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: OWNER,
      repo: REPO,
      username: 'mona',
    });
    expect(data).toMatchObject({ permission: 'write', role_name: 'maintain' });
    expect(data.user).toMatchObject({ login: 'mona', role_name: 'maintain' });
    expect(data.user?.permissions).toEqual({
      pull: true,
      triage: true,
      push: true,
      maintain: true,
      admin: false,
    });
    const stranger = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: OWNER,
      repo: REPO,
      username: 'stranger',
    });
    expect(stranger.data.role_name).toBe('read');
  });

  it('compare: the commit-comparison fields, commits in order, and the diff media type', async () => {
    const base = sha('base');
    const head = sha('group');
    gh.state.addCompare({
      owner: OWNER,
      repo: REPO,
      baseSha: base,
      headSha: head,
      commits: [{ message: 'A (#1)' }, { message: 'B (#2)' }],
      files: [
        {
          filename: 'a.ts',
          status: 'added',
          additions: 1,
          deletions: 0,
          patch: '@@ -0,0 +1 @@\n+a',
        },
      ],
    });
    const octokit = fastClient(gh);
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: OWNER,
      repo: REPO,
      basehead: `${base}...${head}`,
    });
    for (const key of [
      'url',
      'html_url',
      'permalink_url',
      'diff_url',
      'patch_url',
      'base_commit',
      'merge_base_commit',
      'status',
      'ahead_by',
      'behind_by',
      'total_commits',
      'commits',
    ]) {
      expect(data, key).toHaveProperty(key);
    }
    expect(data.commits.map((c) => c.commit.message)).toEqual(['A (#1)', 'B (#2)']);
    expect(data.commits[1]?.sha).toBe(head);
    expect(data.commits[1]?.parents[0]?.sha).toBe(data.commits[0]?.sha);
    const diff = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: OWNER,
      repo: REPO,
      basehead: `${base}...${head}`,
      mediaType: { format: 'diff' },
    });
    expect(String(diff.data)).toContain('+++ b/a.ts');
    await expect(
      octokit.rest.repos.compareCommitsWithBasehead({
        owner: OWNER,
        repo: REPO,
        basehead: `${head}...${base}`,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
