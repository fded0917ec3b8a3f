// publishInlineReview against the GitHub emulator (real client, real routes): what it posts,
// hides and skips for each kind of run, and that every GitHub failure ends as a notice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSTALLATION_LOGIN, startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import type {
  ActionsCore,
  Judged,
  PublishContext,
  ReviewedChange,
} from '../../../src/publish/port.js';
import { parseUnifiedDiff } from '../../../src/evidence/diff.js';
import type { PullRequestRef } from '../../../src/evidence/types.js';
import { publishInlineReview } from '../../../src/publish/inline.js';
import type { LocatedFinding } from '../../../src/review/gauntlet/lane-types.js';
import { OWNER, REPO, fastClient, sha } from '../github/helpers.js';

const RECORDED = readFileSync(
  join(__dirname, '../../fixtures/inline-comments/two-hunks.diff'),
  'utf8',
);
const PATCH = RECORDED.slice(RECORDED.indexOf('@@'));
const DIFF = { files: parseUnifiedDiff(RECORDED), source: 'diff' as const, complete: true };
const HEAD = sha('head-1');

let gh: GitHubEmulator;
let notices: string[];
beforeEach(async () => {
  gh = await startGitHubEmulator();
  notices = [];
  gh.state.addPull({
    owner: OWNER,
    repo: REPO,
    number: 9,
    headSha: HEAD,
    files: [{ filename: 'calc.ts', status: 'modified', additions: 3, deletions: 3, patch: PATCH }],
  });
});
afterEach(async () => {
  await gh.close();
});

const core = {
  notice: (m: string) => notices.push(m),
  info: () => undefined,
} as unknown as ActionsCore;

function run(mode: 'blocking' | 'all' | 'none' = 'blocking'): PublishContext {
  return {
    config: { inlineComments: mode, statusContext: 'done-gate' },
    octokit: fastClient(gh),
    secrets: [],
  } as unknown as PublishContext;
}

function change(headSha: string, group: unknown = null): ReviewedChange {
  const pr = { owner: OWNER, repo: REPO, number: 9, headSha } as PullRequestRef;
  return { pr, runId: null, group } as ReviewedChange;
}

function judged(findings: LocatedFinding[], headAtPublish: string | null = HEAD): Judged {
  return {
    judgement: { review: { gauntlet: { outcomes: { 'code-review': { findings } } } } },
    input: { evidence: { diff: DIFF } },
    headAtPublish,
  } as unknown as Judged;
}

const critical: LocatedFinding = {
  lane: 'code-review',
  severity: 'CRITICAL',
  blocking: true,
  file: 'calc.ts',
  line: 5,
  title: 'eval of user input',
  suggestion: 'const v5 = Number(input);',
};
const reviewPosts = () => gh.requestsTo('POST', `/repos/${OWNER}/${REPO}/pulls/9/reviews`);

describe('publishInlineReview', () => {
  it('posts once, skips the same comments on the same head, hides them on a new head', async () => {
    const first = await publishInlineReview(
      run(),
      change(HEAD),
      judged([critical]),
      INSTALLATION_LOGIN,
      core,
    );
    expect(first).toMatchObject({ state: 'posted', posted: 1 });
    expect(gh.state.reviewComments[0]?.body).toContain(
      '```suggestion\nconst v5 = Number(input);\n```',
    );

    const again = await publishInlineReview(
      run(),
      change(HEAD),
      judged([critical]),
      INSTALLATION_LOGIN,
      core,
    );
    expect(again).toMatchObject({ state: 'unchanged', posted: 0, minimized: 0 });
    expect(reviewPosts()).toHaveLength(1);

    const next = sha('head-2');
    gh.state.pull(OWNER, REPO, 9)!.headSha = next;
    const moved = await publishInlineReview(
      run(),
      change(next),
      judged([critical], next),
      INSTALLATION_LOGIN,
      core,
    );
    expect(moved).toMatchObject({ state: 'posted', posted: 1, minimized: 1 });
    expect(gh.state.reviewComments.map((c) => c.minimizedReason)).toEqual(['outdated', null]);

    // A later head whose findings are gone: the last ones are hidden, nothing is posted, and the
    // already hidden one is not hidden again.
    const third = sha('head-3');
    const fixed = await publishInlineReview(
      run(),
      change(third),
      judged([], third),
      INSTALLATION_LOGIN,
      core,
    );
    expect(fixed).toMatchObject({ state: 'nothing-to-post', minimized: 1 });
    expect(gh.state.reviewComments.map((c) => c.minimizedReason)).toEqual(['outdated', 'outdated']);
    expect(
      gh
        .requestsTo('POST', '/graphql')
        .filter((r) => /minimizeComment/.test(JSON.stringify(r.body))),
    ).toHaveLength(2);
  });

  it('a comment with our marker by another account is neither ours to skip nor to hide', async () => {
    const forged = `x\n<!-- done-gate:inline done-gate ${HEAD} -->`;
    gh.state.reviewComments.push({
      id: 1,
      nodeId: 'PRRC_forged',
      owner: OWNER,
      repo: REPO,
      pullNumber: 9,
      reviewId: 1,
      user: 'mallory',
      body: forged,
      path: 'calc.ts',
      line: 5,
      startLine: null,
      commitId: HEAD,
      createdAt: '2026-01-01T00:00:00Z',
      minimizedReason: null,
    });
    const out = await publishInlineReview(
      run(),
      change(HEAD),
      judged([critical]),
      INSTALLATION_LOGIN,
      core,
    );
    expect(out).toMatchObject({ state: 'posted', minimized: 0 });
  });

  it('none, a merge group and a superseded head send no request at all', async () => {
    const before = gh.requests.length;
    expect(
      (
        await publishInlineReview(
          run('none'),
          change(HEAD),
          judged([critical]),
          INSTALLATION_LOGIN,
          core,
        )
      ).state,
    ).toBe('off');
    expect(
      (
        await publishInlineReview(
          run(),
          change(HEAD, { id: 1 }),
          judged([critical]),
          INSTALLATION_LOGIN,
          core,
        )
      ).state,
    ).toBe('off');
    expect(
      (
        await publishInlineReview(
          run(),
          change(HEAD),
          judged([critical], sha('newer')),
          INSTALLATION_LOGIN,
          core,
        )
      ).state,
    ).toBe('superseded');
    expect(gh.requests.length).toBe(before);
  });

  it('every GitHub failure is a notice, never a throw', async () => {
    for (const path of [
      `/repos/${OWNER}/${REPO}/pulls/9/comments`,
      `/repos/${OWNER}/${REPO}/pulls/9/reviews`,
    ]) {
      gh.faults.error({ path }, { status: 502, times: 10 });
      const out = await publishInlineReview(
        run(),
        change(HEAD),
        judged([critical]),
        INSTALLATION_LOGIN,
        core,
      );
      expect(out.state).toBe('failed');
      expect(notices.at(-1)).toMatch(/could not be posted on their lines \(HTTP 502/);
    }
    expect(gh.state.reviewComments).toEqual([]);
  });
});
