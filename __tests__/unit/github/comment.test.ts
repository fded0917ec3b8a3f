import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  findStickyComment,
  hasMarkerAtPlace,
  isOwnComment,
  resolveOwnLogin,
  stickyMarker,
  upsertStickyComment,
} from '../../../src/github/comment.js';
import {
  INSTALLATION_LOGIN,
  PERSONAL_LOGIN,
  PERSONAL_TOKEN,
  startGitHubEmulator,
} from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { OWNER, REPO, fastClient, sha } from './helpers.js';

let gh: GitHubEmulator;
const PR = { owner: OWNER, repo: REPO, number: 9 };
const MARKER = stickyMarker('done-gate');
const commentsPath = `/repos/${OWNER}/${REPO}/issues/9/comments`;

beforeEach(async () => {
  gh = await startGitHubEmulator();
  gh.state.addPull({ owner: OWNER, repo: REPO, number: 9, headSha: sha('head') });
});
afterEach(async () => {
  await gh.close();
});

const report = (verdict: string) => `GAUNTLET: ${verdict}\n\nReport body.\n\n${MARKER}`;

describe('stickyMarker', () => {
  it('names the status context', () => {
    expect(stickyMarker('done-gate/backend')).toBe('<!-- done-gate:report:done-gate/backend -->');
  });
});

describe('upsertStickyComment', () => {
  it('first run creates, second run edits the same comment', async () => {
    const octokit = fastClient(gh);
    const first = await upsertStickyComment(octokit, PR, {
      marker: MARKER,
      body: report('BLOCKED'),
      ownLogin: INSTALLATION_LOGIN,
    });
    const second = await upsertStickyComment(octokit, PR, {
      marker: MARKER,
      body: report('PASS'),
      ownLogin: INSTALLATION_LOGIN,
    });
    expect(first).toMatchObject({ created: true, written: true });
    expect(second).toMatchObject({ id: first.id, created: false, written: true });
    const comments = gh.state.commentsOn(OWNER, REPO, 9);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toBe(report('PASS'));
    expect(comments[0]?.user).toBe(INSTALLATION_LOGIN);
    expect(first.htmlUrl).toMatch(/\/pull\/9#issuecomment-\d+$/);
  });

  it('an unchanged body is not written again', async () => {
    const octokit = fastClient(gh);
    await upsertStickyComment(octokit, PR, {
      marker: MARKER,
      body: report('PASS'),
      ownLogin: INSTALLATION_LOGIN,
    });
    const again = await upsertStickyComment(octokit, PR, {
      marker: MARKER,
      body: report('PASS'),
      ownLogin: INSTALLATION_LOGIN,
    });
    expect(again.written).toBe(false);
    expect(gh.requestsTo('PATCH', /\/issues\/comments\//)).toHaveLength(0);
  });

  it('appends the marker when the body lacks it', async () => {
    await upsertStickyComment(fastClient(gh), PR, {
      marker: MARKER,
      body: 'GAUNTLET: PASS\n',
      ownLogin: INSTALLATION_LOGIN,
    });
    expect(gh.state.commentsOn(OWNER, REPO, 9)[0]?.body).toBe(`GAUNTLET: PASS\n\n${MARKER}`);
  });

  it('a create that lands but loses its connection is not duplicated', async () => {
    gh.faults.dropAfterHandling({ method: 'POST', path: commentsPath });
    const result = await upsertStickyComment(fastClient(gh), PR, {
      marker: MARKER,
      body: report('BLOCKED'),
      ownLogin: INSTALLATION_LOGIN,
      retryDelayMs: 10,
    });
    const comments = gh.state.commentsOn(OWNER, REPO, 9);
    expect(comments).toHaveLength(1);
    expect(result).toMatchObject({ id: comments[0]?.id, created: true });
    // One POST only: the client did not re-send it; it listed the comments again instead.
    expect(gh.requestsTo('POST', commentsPath)).toHaveLength(1);
    expect(gh.requestsTo('GET', commentsPath)).toHaveLength(2);
  });

  it('a create refused with 502 is listed, then sent again once', async () => {
    gh.faults.error({ method: 'POST', path: commentsPath }, { status: 502 });
    const result = await upsertStickyComment(fastClient(gh), PR, {
      marker: MARKER,
      body: report('PASS'),
      ownLogin: INSTALLATION_LOGIN,
      retryDelayMs: 10,
    });
    expect(result.created).toBe(true);
    expect(gh.requestsTo('POST', commentsPath).map((r) => r.status)).toEqual([502, 201]);
    expect(gh.state.commentsOn(OWNER, REPO, 9)).toHaveLength(1);
  });

  it('gives up after the attempts and throws; a 422 is not retried', async () => {
    gh.faults.error({ method: 'POST', path: commentsPath }, { status: 503, times: 10 });
    await expect(
      upsertStickyComment(fastClient(gh), PR, {
        marker: MARKER,
        body: report('PASS'),
        ownLogin: INSTALLATION_LOGIN,
        retryDelayMs: 1,
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(gh.requestsTo('POST', commentsPath)).toHaveLength(3);

    gh.faults.clear();
    await expect(
      upsertStickyComment(fastClient(gh), PR, {
        marker: MARKER,
        body: 'x'.repeat(70_000),
        ownLogin: INSTALLATION_LOGIN,
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(gh.requestsTo('POST', commentsPath)).toHaveLength(4);
  });

  it("leaves someone else's comment carrying the marker alone", async () => {
    const planted = gh.state.addComment({
      owner: OWNER,
      repo: REPO,
      issueNumber: 9,
      user: 'mallory',
      body: `GAUNTLET: PASS\n${MARKER}`,
    });
    const result = await upsertStickyComment(fastClient(gh), PR, {
      marker: MARKER,
      body: report('BLOCKED'),
      ownLogin: INSTALLATION_LOGIN,
    });
    expect(result.created).toBe(true);
    expect(result.id).not.toBe(planted.id);
    expect(gh.state.comments.find((c) => c.id === planted.id)?.body).toBe(
      `GAUNTLET: PASS\n${MARKER}`,
    );
    expect(
      gh.requestsTo('PATCH', `/repos/${OWNER}/${REPO}/issues/comments/${planted.id}`),
    ).toHaveLength(0);
  });

  it("ignores our own comments without the marker and another context's marker", async () => {
    gh.state.addComment({
      owner: OWNER,
      repo: REPO,
      issueNumber: 9,
      user: INSTALLATION_LOGIN,
      body: 'Some other bot note',
    });
    gh.state.addComment({
      owner: OWNER,
      repo: REPO,
      issueNumber: 9,
      user: INSTALLATION_LOGIN,
      body: `x\n${stickyMarker('done-gate/other')}`,
    });
    const found = await findStickyComment(fastClient(gh), PR, MARKER, INSTALLATION_LOGIN);
    expect(found).toBeNull();
  });

  it("matches the marker only as the last line: our own report quoting a forged marker of another context is not that context's comment", async () => {
    const other = stickyMarker('other-gate');
    // done-gate's report, quoting (say, in fault text) the other gate's marker mid-body.
    const ours = gh.state.addComment({
      owner: OWNER,
      repo: REPO,
      issueNumber: 9,
      user: INSTALLATION_LOGIN,
      body: `GAUNTLET: BLOCKED\n- fault: reply was ${other} GAUNTLET: PASS\n\n${MARKER}`,
    });
    const octokit = fastClient(gh);
    expect(await findStickyComment(octokit, PR, other, INSTALLATION_LOGIN)).toBeNull();
    expect((await findStickyComment(octokit, PR, MARKER, INSTALLATION_LOGIN))?.id).toBe(ours.id);
    // The other gate posts its own comment and leaves done-gate's alone.
    const result = await upsertStickyComment(octokit, PR, {
      marker: other,
      body: 'GAUNTLET: PASS',
      ownLogin: INSTALLATION_LOGIN,
    });
    expect(result.created).toBe(true);
    expect(gh.state.comments.find((c) => c.id === ours.id)?.body).toContain('GAUNTLET: BLOCKED');
    expect(
      gh.requestsTo('PATCH', `/repos/${OWNER}/${REPO}/issues/comments/${ours.id}`),
    ).toHaveLength(0);
  });

  it('finds our comment past the first 100 (pagination)', async () => {
    for (let i = 0; i < 150; i += 1) {
      gh.state.addComment({
        owner: OWNER,
        repo: REPO,
        issueNumber: 9,
        user: `user${i}`,
        body: `comment ${i} ${i % 7 === 0 ? MARKER : ''}`,
      });
    }
    const ours = gh.state.addComment({
      owner: OWNER,
      repo: REPO,
      issueNumber: 9,
      user: INSTALLATION_LOGIN,
      body: report('BLOCKED'),
    });
    const result = await upsertStickyComment(fastClient(gh), PR, {
      marker: MARKER,
      body: report('PASS'),
      ownLogin: INSTALLATION_LOGIN,
    });
    expect(result).toMatchObject({ id: ours.id, created: false });
    expect(gh.state.commentsOn(OWNER, REPO, 9)).toHaveLength(151);
    const pages = gh.requestsTo('GET', commentsPath);
    expect(pages.map((r) => r.query.page ?? '1')).toEqual(['1', '2']);
    expect(pages[0]?.query.per_page).toBe('100');
  });

  it('replaceIf can keep an existing comment (e.g. it judged a newer SHA)', async () => {
    const octokit = fastClient(gh);
    await upsertStickyComment(octokit, PR, {
      marker: MARKER,
      body: `${report('PASS')}\nsha: newer`,
      ownLogin: INSTALLATION_LOGIN,
    });
    const result = await upsertStickyComment(octokit, PR, {
      marker: MARKER,
      body: report('BLOCKED'),
      ownLogin: INSTALLATION_LOGIN,
      replaceIf: (existing) => !existing.body.includes('sha: newer'),
    });
    expect(result.written).toBe(false);
    expect(gh.state.commentsOn(OWNER, REPO, 9)[0]?.body).toContain('sha: newer');
  });
});

describe('resolveOwnLogin', () => {
  it('installation token: GET /user is 403, GraphQL viewer answers', async () => {
    const identity = await resolveOwnLogin(fastClient(gh));
    expect(identity).toEqual({ login: INSTALLATION_LOGIN, source: 'graphql-viewer' });
    expect(gh.requestsTo('GET', '/user').map((r) => r.status)).toEqual([403]);
  });

  it('personal access token: GET /user answers', async () => {
    const identity = await resolveOwnLogin(fastClient(gh, { token: PERSONAL_TOKEN }));
    expect(identity).toEqual({ login: PERSONAL_LOGIN, source: 'rest-user' });
    expect(gh.requestsTo('POST', '/graphql')).toHaveLength(0);
  });

  it('neither answers: assumes the Actions bot', async () => {
    gh.faults.error(
      { method: 'POST', path: '/graphql' },
      { status: 200, body: { errors: [{ message: 'nope' }] } },
    );
    expect(await resolveOwnLogin(fastClient(gh))).toEqual({
      login: 'github-actions[bot]',
      source: 'fallback',
    });
  });
});

describe('isOwnComment', () => {
  it('matches the login exactly (case-insensitive), and a bare bot login to name[bot]', () => {
    expect(isOwnComment({ login: 'github-actions[bot]', type: 'Bot' }, 'github-actions[bot]')).toBe(
      true,
    );
    expect(isOwnComment({ login: 'GitHub-Actions[bot]', type: 'Bot' }, 'github-actions[bot]')).toBe(
      true,
    );
    expect(isOwnComment({ login: 'github-actions[bot]', type: 'Bot' }, 'github-actions')).toBe(
      true,
    );
    expect(isOwnComment({ login: 'github-actions', type: 'User' }, 'github-actions[bot]')).toBe(
      false,
    );
    expect(isOwnComment({ login: 'mallory', type: 'User' }, 'github-actions[bot]')).toBe(false);
    expect(isOwnComment(null, 'github-actions[bot]')).toBe(false);
  });
});

describe('hasMarkerAtPlace', () => {
  it('is true only when the marker is the whole last line (trailing whitespace aside)', () => {
    expect(hasMarkerAtPlace(`GAUNTLET: PASS\n\n${MARKER}`, MARKER)).toBe(true);
    expect(hasMarkerAtPlace(`GAUNTLET: PASS\n\n${MARKER}\n \n`, MARKER)).toBe(true);
    expect(hasMarkerAtPlace(MARKER, MARKER)).toBe(true);
    expect(hasMarkerAtPlace(`${MARKER}\nGAUNTLET: PASS`, MARKER)).toBe(false);
    expect(hasMarkerAtPlace(`a ${MARKER} b\nend`, MARKER)).toBe(false);
    expect(hasMarkerAtPlace(`quoted: ${MARKER}`, MARKER)).toBe(false);
    expect(hasMarkerAtPlace(`x\n${MARKER}x`, MARKER)).toBe(false);
    expect(hasMarkerAtPlace(null, MARKER)).toBe(false);
    expect(hasMarkerAtPlace('anything', '')).toBe(false);
  });
});
