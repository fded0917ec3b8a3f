import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullRequestRef } from '../../../src/evidence/types.js';
import {
  fetchCommitMessages,
  fetchDiff,
  entryCommit,
  fetchSpec,
  hashText,
  lastPageOf,
  LIST_FILES_CONCURRENCY,
  listingBindingProblems,
  rereadPullRequest,
} from '../../../src/github/pull.js';
import { startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator, PullFile } from '../../emulators/github.js';
import { OWNER, REPO, fastClient, sha } from './helpers.js';
import { propertyRuns } from '../../knobs.js';

let gh: GitHubEmulator;
beforeEach(async () => {
  gh = await startGitHubEmulator();
});
afterEach(async () => {
  await gh.close();
});

const HEAD = sha('head');
const pullPath = `/repos/${OWNER}/${REPO}/pulls/1`;

function ref(number = 1, headSha = HEAD): PullRequestRef {
  return {
    owner: OWNER,
    repo: REPO,
    number,
    title: 't',
    headSha,
    baseSha: gh.state.pull(OWNER, REPO, number)?.baseSha ?? sha('base'),
    headRef: 'feature',
    baseRef: 'main',
    author: 'alice',
    htmlUrl: null,
  };
}

function modified(path: string, added = 'const b = 2;'): PullFile {
  return {
    filename: path,
    status: 'modified',
    additions: 1,
    deletions: 0,
    patch: `@@ -1,2 +1,3 @@\n const a = 1;\n+${added}\n export {};`,
  };
}

const binary: PullFile = {
  filename: 'assets/logo.png',
  status: 'added',
  additions: 0,
  deletions: 0,
  patch: null,
};

describe('fetchDiff', () => {
  it('reads the diff media type and parses every file', async () => {
    gh.state.addPull({
      owner: OWNER,
      repo: REPO,
      number: 1,
      headSha: HEAD,
      files: [modified('src/a.ts'), modified('src/b.ts', 'let c = 3;'), binary],
    });
    const diff = await fetchDiff(fastClient(gh), ref());
    expect(diff.source).toBe('diff');
    expect(diff.complete).toBe(true);
    expect(diff.files.map((f) => f.path)).toEqual(['src/a.ts', 'src/b.ts', 'assets/logo.png']);
    expect(diff.files[1]?.hunks[0]?.lines.filter((l) => l.kind === '+').map((l) => l.text)).toEqual(
      ['let c = 3;'],
    );
    expect(diff.files[2]?.binary).toBe(true);
    // Read by the pinned SHAs (three-dot: from the merge base, as the PR shows it), never by PR
    // number.
    const diffRequests = gh.requests.filter((r) => /diff/.test(String(r.headers.accept)));
    expect(diffRequests.map((r) => r.path)).toEqual([
      `/repos/${OWNER}/${REPO}/compare/${ref().baseSha}...${HEAD}`,
    ]);
    expect(gh.requestsTo('GET', `${pullPath}/files`)).toHaveLength(0);
  });

  it('is the diff of the pinned SHAs even when the PR has moved on (A → B): B is never read', async () => {
    gh.state.addPull({
      owner: OWNER,
      repo: REPO,
      number: 1,
      headSha: HEAD,
      files: [modified('a.ts')],
    });
    const pull = gh.state.pull(OWNER, REPO, 1)!;
    gh.state.pushHead(pull, sha('pushed'), [modified('b.ts', 'evil();')]);
    const diff = await fetchDiff(fastClient(gh), ref());
    expect(diff).toMatchObject({ source: 'diff', complete: true });
    expect(diff.files.map((f) => f.path)).toEqual(['a.ts']);
  });

  it('A → B → A while the file list is read (406 fallback, by PR number) → incomplete, naming B', async () => {
    const a = [modified('a.ts'), modified('c.ts')];
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, files: a });
    gh.state.recordHead(sha('pushed'), [modified('b.ts', 'evil();')]);
    gh.faults.diffTooLarge({ owner: OWNER, repo: REPO, number: 1 });
    const pull = gh.state.pull(OWNER, REPO, 1)!;
    gh.faults.onRequest(
      { method: 'GET', path: `${pullPath}/files` },
      {
        before: (state) => state.pushHead(pull, sha('pushed')),
        after: (state) => state.pushHead(pull, HEAD),
      },
    );
    const diff = await fetchDiff(fastClient(gh), ref());
    expect(diff.source).toBe('list-files');
    expect(diff.complete).toBe(false);
    expect(diff.incompleteReason).toMatch(
      new RegExp(`not the diff of the pinned .*computed at ${sha('pushed').slice(0, 12)}`),
    );
    // The PR pointed at the pinned head both before and after the listing: only the entries tell.
    expect(diff.incompleteReason).not.toMatch(/the PR's head was/);
  });

  it('property: whatever page of the file list a push (and a force-push back) lands on, the list is never taken for the pinned diff', async () => {
    const aFiles = Array.from({ length: 301 }, (_, i) => modified(`src/a${i}.ts`));
    const bFiles = Array.from({ length: 301 }, (_, i) => modified(`src/b${i}.ts`));
    let number = 100;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        async (request, restoreAfter) => {
          number += 1;
          const pull = gh.state.addPull({
            owner: OWNER,
            repo: REPO,
            number,
            headSha: HEAD,
            files: aFiles,
          });
          gh.state.recordHead(sha(`pushed${number}`), bFiles);
          let seen = 0;
          gh.faults.onRequest(
            { method: 'GET', path: `/repos/${OWNER}/${REPO}/pulls/${number}/files` },
            {
              before: (state) => {
                seen += 1;
                if (seen === request) state.pushHead(pull, sha(`pushed${number}`));
              },
              after: (state) => {
                if (seen === request && restoreAfter) state.pushHead(pull, HEAD);
              },
            },
            { times: 4 },
          );
          const diff = await fetchDiff(fastClient(gh), ref(number));
          expect(diff.source).toBe('list-files');
          // A page of B was read in every schedule: never taken for A's diff, and B is named.
          expect(diff.complete).toBe(false);
          expect(diff.incompleteReason).toContain(sha(`pushed${number}`).slice(0, 12));
        },
      ),
      { numRuns: propertyRuns(0.08) },
    );
  });

  it('a retarget while the file list is read → incomplete, naming the other base', async () => {
    gh.state.addPull({
      owner: OWNER,
      repo: REPO,
      number: 1,
      headSha: HEAD,
      files: [modified('a.ts')],
    });
    gh.faults.diffTooLarge({ owner: OWNER, repo: REPO, number: 1 });
    const pull = gh.state.pull(OWNER, REPO, 1)!;
    const pinned = ref();
    gh.faults.onRequest(
      { method: 'GET', path: `${pullPath}/files` },
      { after: (state) => state.retarget(pull, 'staging') },
    );
    const diff = await fetchDiff(fastClient(gh), pinned);
    expect(diff.complete).toBe(false);
    expect(diff.incompleteReason).toMatch(/the PR's base was [0-9a-f]{12}, not the pinned base/);
  });

  it('entryCommit reads the commit a file entry was computed at, from contents_url or blob_url', () => {
    const c = 'a'.repeat(40);
    expect(
      entryCommit({ contents_url: `https://api.github.com/repos/o/r/contents/x?ref=${c}` }),
    ).toBe(c);
    expect(entryCommit({ blob_url: `https://github.com/o/r/blob/${c}/x` })).toBe(c);
    expect(
      entryCommit({ contents_url: 'https://api.github.com/repos/o/r/contents/x?ref=main' }),
    ).toBeNull();
    expect(entryCommit({ contents_url: 'not a url' })).toBeNull();
    expect(entryCommit(null)).toBeNull();
  });

  it('listingBindingProblems: nothing when both reads and every entry agree with the pinned SHAs', () => {
    const pinned = { headSha: 'a'.repeat(40), baseSha: 'b'.repeat(40) };
    expect(listingBindingProblems(pinned, pinned, pinned, [])).toEqual([]);
    expect(
      listingBindingProblems(pinned, pinned, { ...pinned, headSha: 'c'.repeat(40) }, []),
    ).toEqual([`the PR's head was ${'c'.repeat(12)}, not the pinned head`]);
  });

  it('on 406 too_large falls back to the paginated file list; a file without patch keeps patch null', async () => {
    const files = [modified('src/a.ts'), binary, modified('src/c.ts')];
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, files });
    gh.faults.diffTooLarge({ owner: OWNER, repo: REPO, number: 1 });
    const diff = await fetchDiff(fastClient(gh), ref());
    expect(diff.source).toBe('list-files');
    expect(diff.complete).toBe(true);
    expect(diff.files.map((f) => f.path)).toEqual(['src/a.ts', 'assets/logo.png', 'src/c.ts']);
    expect(diff.files[1]?.patch).toBeNull();
    expect(diff.files[0]?.hunks[0]?.newStart).toBe(1);
    expect(gh.requestsTo('GET', `${pullPath}/files`)[0]?.query.per_page).toBe('100');
  });

  it('a PR of 301 files gets GitHub 406 and is read through 4 pages of the file list', async () => {
    const files = Array.from({ length: 301 }, (_, i) => modified(`src/f${i}.ts`));
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, files });
    const diff = await fetchDiff(fastClient(gh), ref());
    expect(diff).toMatchObject({ source: 'list-files', complete: true });
    expect(diff.files).toHaveLength(301);
    const statuses = gh.requestsTo('GET', /\/compare\//).map((r) => r.status);
    expect(statuses).toContain(406);
    expect(gh.requestsTo('GET', `${pullPath}/files`)).toHaveLength(4);
  });

  it('keeps file order across pages read concurrently, with at most LIST_FILES_CONCURRENCY in flight', async () => {
    const files = Array.from({ length: 1250 }, (_, i) =>
      modified(`src/f${String(i).padStart(4, '0')}.ts`),
    );
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, files });
    gh.faults.delay({ method: 'GET', path: `${pullPath}/files` }, { ms: 40, times: 20 });
    const diff = await fetchDiff(fastClient(gh), ref());
    expect(diff.files.map((f) => f.path)).toEqual(files.map((f) => f.filename));
    const pages = gh.requestsTo('GET', `${pullPath}/files`).map((r) => Number(r.query.page));
    expect([...pages].sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    // Arrival order shows the overlap: page 1 first, then batches no wider than the limit.
    expect(pages[0]).toBe(1);
    expect(Math.max(...pages.slice(1, 1 + LIST_FILES_CONCURRENCY))).toBeLessThanOrEqual(
      1 + LIST_FILES_CONCURRENCY,
    );
  });

  it('lastPageOf reads the rel="last" page of a Link header, and nothing else', () => {
    const link =
      '<https://api.github.com/repositories/1/pulls/2/files?per_page=100&page=2>; rel="next", ' +
      '<https://api.github.com/repositories/1/pulls/2/files?per_page=100&page=30>; rel="last"';
    expect(lastPageOf(link)).toBe(30);
    expect(lastPageOf('<https://x/?page=2>; rel="next"')).toBeNull();
    expect(lastPageOf(undefined)).toBeNull();
    expect(lastPageOf('<https://x/?page=abc>; rel="last"')).toBeNull();
  });

  it('more than 3,000 changed files: incomplete, with the reason', async () => {
    const files = Array.from({ length: 3005 }, (_, i) => modified(`f${i}.ts`));
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, files });
    const diff = await fetchDiff(fastClient(gh), ref());
    expect(diff.source).toBe('list-files');
    expect(diff.files).toHaveLength(3000);
    expect(diff.complete).toBe(false);
    expect(diff.incompleteReason).toMatch(/listed 3000 of the PR's 3005 changed files/);
  });

  it('a diff showing fewer files than changed_files is replaced by the file list', async () => {
    gh.state.addPull({
      owner: OWNER,
      repo: REPO,
      number: 1,
      headSha: HEAD,
      files: [modified('a.ts'), modified('b.ts')],
      rawDiff: `diff --git a/a.ts b/a.ts\n--- a/a.ts\n+++ b/a.ts\n@@ -1,2 +1,3 @@\n const a = 1;\n+x\n export {};\n`,
    });
    const diff = await fetchDiff(fastClient(gh), ref());
    expect(diff.source).toBe('list-files');
    expect(diff.files.map((f) => f.path)).toEqual(['a.ts', 'b.ts']);
  });

  it('a pinned head GitHub cannot compare (404) falls back to the file list, which the moved head makes incomplete', async () => {
    gh.state.addPull({
      owner: OWNER,
      repo: REPO,
      number: 1,
      headSha: sha('newer'),
      files: [modified('a.ts')],
    });
    const diff = await fetchDiff(fastClient(gh), ref());
    expect(diff.complete).toBe(false);
    expect(diff.incompleteReason).toMatch(/could not be read \(HTTP 404/);
    expect(diff.incompleteReason).toMatch(/the PR's head was 6e6577657200, not the pinned head/);
  });
});

describe('fetchSpec', () => {
  it('PR body + closing keywords + GitHub closing references; an unreadable issue is a problem', async () => {
    gh.state.addPull({
      owner: OWNER,
      repo: REPO,
      number: 1,
      headSha: HEAD,
      user: 'alice',
      authorAssociation: 'MEMBER',
      body: 'Adds the cache.\n\nFixes #10, closes other/lib#3 and resolves #404.\n`fixes #11` is code.',
      closingIssues: [{ number: 10 }, { number: 12 }],
    });
    gh.state.addIssue({
      owner: OWNER,
      repo: REPO,
      number: 10,
      title: 'Cache widgets',
      body: 'Must expire after 5 min.',
      user: 'bob',
      authorAssociation: 'OWNER',
    });
    gh.state.addIssue({
      owner: 'other',
      repo: 'lib',
      number: 3,
      title: 'Lib bug',
      body: 'Crash on empty input.',
      user: 'carol',
      authorAssociation: 'CONTRIBUTOR',
    });
    gh.state.addIssue({
      owner: OWNER,
      repo: REPO,
      number: 12,
      title: 'Sidebar-linked',
      body: 'Linked in Development.',
      user: 'dave',
    });
    gh.state.addIssue({ owner: OWNER, repo: REPO, number: 11, title: 'Not linked', body: 'x' });

    const { spec, problems, prBodyHash } = await fetchSpec(fastClient(gh), ref(), null);
    expect(spec.sources.map((s) => [s.kind, s.ref, s.author, s.association])).toEqual([
      ['pr-body', 'PR body', 'alice', 'MEMBER'],
      ['issue', '#10', 'bob', 'OWNER'],
      ['issue', 'other/lib#3', 'carol', 'CONTRIBUTOR'],
      ['issue', '#12', 'dave', 'NONE'],
    ]);
    expect(spec.sources[1]?.text).toBe('Cache widgets\n\nMust expire after 5 min.');
    expect(spec.text).toContain('Crash on empty input.');
    expect(spec.text).not.toContain('Not linked');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/Issue #404, which PR #1 closes, could not be read \(HTTP 404/);
    expect(prBodyHash).toBe(hashText(gh.state.pull(OWNER, REPO, 1)?.body ?? ''));
    // Issue #10 came from both the body and GraphQL: read once.
    expect(gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/issues/10`)).toHaveLength(1);
  });

  it('an issue that keeps failing with 5xx is a problem, after retries', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, body: 'Fixes #10' });
    gh.state.addIssue({ owner: OWNER, repo: REPO, number: 10 });
    gh.faults.error(
      { method: 'GET', path: `/repos/${OWNER}/${REPO}/issues/10` },
      { status: 503, times: 10 },
    );
    const { spec, problems } = await fetchSpec(fastClient(gh), ref(), null);
    expect(spec.sources.map((s) => s.kind)).toEqual(['pr-body']);
    expect(problems[0]).toMatch(/Issue #10, which PR #1 closes, could not be read \(HTTP 503/);
    expect(gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/issues/10`)).toHaveLength(4);
  });

  it('GraphQL failing is recorded as a problem; keyword issues are still read', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, body: 'Fixes #10' });
    gh.state.addIssue({ owner: OWNER, repo: REPO, number: 10, body: 'spec' });
    gh.faults.error({ method: 'POST', path: '/graphql' }, { status: 502, times: 10 });
    const { spec, problems } = await fetchSpec(fastClient(gh), ref(), null);
    expect(spec.sources.map((s) => s.ref)).toEqual(['PR body', '#10']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/closing issue references of PR #1 could not be read/);
  });

  it('a GraphQL error reply is a problem too', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, body: '' });
    gh.faults.error(
      { method: 'POST', path: '/graphql' },
      {
        status: 200,
        body: {
          errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }],
        },
      },
    );
    const { spec, problems } = await fetchSpec(fastClient(gh), ref(), null);
    expect(spec.sources).toEqual([]);
    expect(spec.text).toBe('');
    expect(problems[0]).toMatch(/Resource not accessible by integration/);
  });

  it('the spec input replaces the PR body and is recorded as OWNER-trusted input', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, body: 'Fixes #10' });
    const { spec, problems, prBodyHash } = await fetchSpec(
      fastClient(gh),
      ref(),
      'The widget must cache.',
    );
    expect(spec.sources).toEqual([
      {
        kind: 'input',
        ref: 'spec input',
        author: null,
        association: 'OWNER',
        text: 'The widget must cache.',
      },
    ]);
    expect(spec.text).toContain('The widget must cache.');
    expect(problems).toEqual([]);
    expect(prBodyHash).toBeNull();
    expect(gh.requests).toHaveLength(0);
  });
});

describe('fetchCommitMessages', () => {
  it('reads every page, and stops where GitHub does (250)', async () => {
    const commits = Array.from({ length: 260 }, (_, i) => ({ message: `commit ${i}\n\nbody` }));
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, commits });
    const { messages, unbound } = await fetchCommitMessages(fastClient(gh), ref());
    // Past GitHub's cap the head is not listed: nothing to check it against.
    expect(unbound).toBeNull();
    expect(messages).toHaveLength(250);
    expect(messages[0]).toBe('commit 0\n\nbody');
    expect(messages[249]).toBe('commit 249\n\nbody');
    expect(gh.requestsTo('GET', `${pullPath}/commits`)).toHaveLength(3);
  });

  it('a list whose last commit is not the pinned head (a push while it was read) is unbound', async () => {
    const commits = [{ message: 'one' }, { message: 'two' }];
    const pull = gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, commits });
    const octokit = fastClient(gh);
    expect(await fetchCommitMessages(octokit, ref())).toEqual({
      messages: ['one', 'two'],
      unbound: null,
    });
    gh.state.pushHead(pull, sha('pushed'), []);
    expect((await fetchCommitMessages(octokit, ref())).unbound).toBe(
      `the PR's commits were listed at ${sha('pushed').slice(0, 12)}, not at the pinned head ${HEAD.slice(0, 12)}`,
    );
  });
});

describe('rereadPullRequest', () => {
  it('sees a push, a retarget and a body edit made during the run, with one read of the PR', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, body: 'v1' });
    gh.faults.changePull({
      owner: OWNER,
      repo: REPO,
      number: 1,
      afterReads: 1,
      headSha: sha('pushed'),
      files: [modified('b.ts')],
      body: 'v2',
      baseRef: 'staging',
    });
    const octokit = fastClient(gh);
    const before = await rereadPullRequest(octokit, ref(), null);
    const reads = gh.state.pull(OWNER, REPO, 1)!.reads;
    const after = await rereadPullRequest(octokit, ref(), null);
    expect(gh.state.pull(OWNER, REPO, 1)!.reads).toBe(reads + 1);
    expect(before).toMatchObject({ headSha: HEAD, baseRef: 'main', state: 'open' });
    expect(after).toMatchObject({ headSha: sha('pushed'), baseRef: 'staging', state: 'open' });
    expect(after.spec.hash).not.toBe(before.spec.hash);
    // The PR title is bound too (not spec text the reviewers read, but what was judged).
    expect(after.spec.sources.map((s) => s.ref)).toEqual(['PR body', 'PR title']);
  });

  it('reads every closing issue again: an edited issue changes its source hash only', async () => {
    gh.state.addPull({
      owner: OWNER,
      repo: REPO,
      number: 1,
      headSha: HEAD,
      body: 'Closes #5',
      closingIssues: [{ number: 6 }],
    });
    gh.state.addIssue({ owner: OWNER, repo: REPO, number: 5, body: 'criteria v1' });
    gh.state.addIssue({ owner: OWNER, repo: REPO, number: 6, body: 'other' });
    const octokit = fastClient(gh);
    const before = await rereadPullRequest(octokit, ref(), null);
    gh.state.issue(OWNER, REPO, 5)!.body = 'criteria v2';
    const after = await rereadPullRequest(octokit, ref(), null);
    expect(before.spec.sources.map((s) => s.ref)).toEqual([
      'PR body',
      '#5',
      '#6',
      'PR title',
      '#5 state',
      '#6 state',
    ]);
    const changed = after.spec.sources.filter((s, i) => s.hash !== before.spec.sources[i]?.hash);
    expect(changed.map((s) => s.ref)).toEqual(['#5']);
    expect(after.specProblems).toEqual([]);
  });

  it('binds each closing issue’s state and state_reason, and the PR title, into the digest', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, body: 'Closes #5' });
    gh.state.addIssue({ owner: OWNER, repo: REPO, number: 5, body: 'criteria' });
    const octokit = fastClient(gh);
    const digestOf = async () => (await rereadPullRequest(octokit, ref(), null)).spec;
    const open = await digestOf();
    const issue = gh.state.issue(OWNER, REPO, 5)!;
    issue.state = 'closed';
    issue.stateReason = 'completed';
    const completed = await digestOf();
    issue.stateReason = 'not_planned';
    const notPlanned = await digestOf();
    const changedRefs = (a: typeof open, b: typeof open) =>
      b.sources.filter((x, i) => x.hash !== a.sources[i]?.hash).map((x) => x.ref);
    expect(changedRefs(open, completed)).toEqual(['#5 state']);
    expect(changedRefs(completed, notPlanned)).toEqual(['#5 state']);
    expect(new Set([open.hash, completed.hash, notPlanned.hash]).size).toBe(3);
    gh.state.pull(OWNER, REPO, 1)!.title = 'Renamed';
    expect(changedRefs(notPlanned, await digestOf())).toEqual(['PR title']);
  });

  it('an issue that can no longer be read is a spec problem, not a silent pass', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, body: 'Fixes #5' });
    const now = await rereadPullRequest(fastClient(gh), ref(), null);
    expect(now.specProblems.join('\n')).toMatch(/#5.*could not be read/);
  });

  it('with the spec input, the input is the spec (the PR body is not part of it)', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, body: 'v1' });
    const octokit = fastClient(gh);
    const before = await rereadPullRequest(octokit, ref(), 'the spec');
    gh.state.pull(OWNER, REPO, 1)!.body = 'v2';
    const after = await rereadPullRequest(octokit, ref(), 'the spec');
    expect(after.spec).toEqual(before.spec);
    expect(after.spec.sources.map((s) => s.ref)).toEqual(['spec input']);
  });

  it('a change after N requests of any kind (afterRequests)', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD, body: 'v1' });
    gh.faults.changePull({
      owner: OWNER,
      repo: REPO,
      number: 1,
      afterRequests: 2,
      headSha: sha('pushed'),
    });
    const octokit = fastClient(gh);
    await octokit.rest.pulls.listCommits({ owner: OWNER, repo: REPO, pull_number: 1 });
    expect((await rereadPullRequest(octokit, ref(), null)).headSha).toBe(HEAD);
    expect((await rereadPullRequest(octokit, ref(), null)).headSha).toBe(sha('pushed'));
  });

  it('reports merged PRs as merged', async () => {
    gh.state.addPull({
      owner: OWNER,
      repo: REPO,
      number: 1,
      headSha: HEAD,
      state: 'closed',
      merged: true,
    });
    expect((await rereadPullRequest(fastClient(gh), ref(), null)).state).toBe('merged');
  });
});

describe('hashText', () => {
  it('is a stable SHA-256 that tells different bodies apart', () => {
    expect(hashText('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashText('a\r\nb')).not.toBe(hashText('a\nb'));
  });
});
