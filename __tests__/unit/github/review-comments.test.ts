// The review-comment calls (src/github/review-comments.ts) against the GitHub emulator, and the
// emulator's own reading of a patch checked against done-gate's diff parser on a recorded diff.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAL_TOKEN, startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { newSideHunks } from '../../emulators/github/review-comments.js';
import { createGitHubClient } from '../../../src/github/client.js';
import {
  createCommentReview,
  listReviewComments,
  minimizeAsOutdated,
  minimizedAmong,
} from '../../../src/github/review-comments.js';
import { parseUnifiedDiff } from '../../../src/evidence/diff.js';
import { indexNewSideLines } from '../../../src/publish/inline-plan.js';
import { OWNER, REPO, fastClient, sha } from './helpers.js';

const RECORDED = readFileSync(
  join(__dirname, '../../fixtures/inline-comments/two-hunks.diff'),
  'utf8',
);
/** The recorded file's hunks, as GitHub's file list gives a patch (no file headers). */
const PATCH = RECORDED.slice(RECORDED.indexOf('@@'));

let gh: GitHubEmulator;
beforeEach(async () => {
  gh = await startGitHubEmulator();
  gh.state.addPull({
    owner: OWNER,
    repo: REPO,
    number: 7,
    headSha: sha('pr7'),
    files: [{ filename: 'calc.ts', status: 'modified', additions: 3, deletions: 3, patch: PATCH }],
  });
});
afterEach(async () => {
  await gh.close();
});
const pr = { owner: OWNER, repo: REPO, number: 7 };

describe('the emulator reads a patch as done-gate does', () => {
  it('new-side lines per hunk agree with indexNewSideLines on the recorded diff', () => {
    const ours = indexNewSideLines({
      files: parseUnifiedDiff(RECORDED),
      source: 'diff',
      complete: true,
    });
    const emulated = newSideHunks(PATCH).map((h) => [Math.min(...h), Math.max(...h), h.size]);
    expect(emulated).toEqual((ours.get('calc.ts') ?? []).map(([lo, hi]) => [lo, hi, hi - lo + 1]));
  });
});

describe('review comments against the emulator', () => {
  it('posts one COMMENT review, lists its comments, hides one as outdated', async () => {
    const octokit = fastClient(gh);
    await createCommentReview(octokit, pr, {
      headSha: sha('pr7'),
      body: 'review',
      comments: [
        { path: 'calc.ts', line: 5, side: 'RIGHT', body: 'one' },
        {
          path: 'calc.ts',
          start_line: 28,
          start_side: 'RIGHT',
          line: 31,
          side: 'RIGHT',
          body: 'range',
        },
      ],
    });
    const listed = await listReviewComments(octokit, pr);
    expect(listed.map((c) => [c.path, c.startLine, c.line, c.commitId])).toEqual([
      ['calc.ts', null, 5, sha('pr7')],
      ['calc.ts', 28, 31, sha('pr7')],
    ]);
    expect(gh.state.reviews.at(-1)?.state).toBe('COMMENTED');
    const [first, second] = listed;
    await minimizeAsOutdated(octokit, first!.nodeId);
    expect(await minimizedAmong(octokit, [first!.nodeId, second!.nodeId])).toEqual(
      new Set([first!.nodeId]),
    );
    expect(gh.state.reviewComments[0]?.minimizedReason).toBe('outdated');
  });

  it('a line outside the hunks, or a range across two hunks, is a 422 and nothing is posted', async () => {
    const octokit = fastClient(gh);
    for (const comment of [
      { path: 'calc.ts', line: 20, side: 'RIGHT' as const, body: 'x' },
      {
        path: 'calc.ts',
        start_line: 9,
        start_side: 'RIGHT' as const,
        line: 29,
        side: 'RIGHT' as const,
        body: 'x',
      },
      { path: 'other.ts', line: 5, side: 'RIGHT' as const, body: 'x' },
    ]) {
      await expect(
        createCommentReview(octokit, pr, { headSha: sha('pr7'), body: 'r', comments: [comment] }),
      ).rejects.toMatchObject({ status: 422 });
    }
    expect(gh.state.reviewComments).toEqual([]);
    expect(gh.state.reviews).toEqual([]);
  });

  it('another account cannot hide our comment (a GraphQL FORBIDDEN error)', async () => {
    await createCommentReview(fastClient(gh), pr, {
      headSha: sha('pr7'),
      body: 'r',
      comments: [{ path: 'calc.ts', line: 5, side: 'RIGHT', body: 'one' }],
    });
    const other = createGitHubClient({ token: PERSONAL_TOKEN, baseUrl: gh.baseUrl, retries: 0 });
    const id = gh.state.reviewComments[0]!.nodeId;
    await expect(minimizeAsOutdated(other, id)).rejects.toThrow(/permission/);
    expect(gh.state.reviewComments[0]?.minimizedReason).toBeNull();
  });
});
