// Findings on their lines (#25 item 3), end to end: the built action against the emulators, a
// scripted code-review critical. The review of line comments is posted once per head on lines
// inside the diff, replaced (the old ones hidden as outdated) on a new head, absent with
// `inline-comments: none`, and a failed review post leaves the status and the verdict as they were.
import { describe, expect, it } from 'vitest';
import { INSTALLATION_LOGIN, INSTALLATION_TOKEN } from '../emulators/github.js';
import { findingReply, reviewers } from './reviewers.js';
import {
  addPull,
  CLEAN_FILES,
  CRITERIA,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  shaFor,
  useWorld,
} from './fixtures.js';

const world = useWorld();

/** Every reviewer obedient except code-review, which reports one critical at `line`. */
function criticalAt(line: number, title = 'Throws on every name'): void {
  scriptAll(
    world,
    reviewers({
      criteria: CRITERIA,
      override: { 'code-review': () => findingReply('code-review', 'src/greet.ts', title, line) },
    }),
  );
}

const reviewPath = (n: number) => `/repos/${OWNER}/${REPO}/pulls/${n}/reviews`;
const reviewPosts = (n: number) => world.gh.requestsTo('POST', reviewPath(n));
const commentsOf = (n: number) => world.gh.state.reviewComments.filter((c) => c.pullNumber === n);
const finalStatus = (sha: string) => {
  const s = world.gh.state.latestStatus(OWNER, REPO, sha, 'done-gate');
  return { state: s?.state, description: s?.description };
};

describe('inline comments (#25 item 3)', () => {
  it('posts one review with the critical on its line, once per head; a new head hides and replaces it', async () => {
    const n = 2501;
    const head = addPull(world, n);
    criticalAt(2);
    const first = await runOnPull(world, n);
    expect(first.outputs.verdict).toBe('BLOCKED');
    expect(finalStatus(head).state).toBe('failure');
    expect(reviewPosts(n)).toHaveLength(1);
    const posted = reviewPosts(n)[0]?.body as Record<string, unknown>;
    expect(posted).toMatchObject({ event: 'COMMENT', commit_id: head });
    const [comment, ...rest] = commentsOf(n);
    expect(rest).toEqual([]);
    expect(comment).toMatchObject({ path: 'src/greet.ts', line: 2, user: INSTALLATION_LOGIN });
    expect(comment?.body).toContain('Throws on every name');
    expect(comment?.body.trimEnd().endsWith(`<!-- done-gate:inline done-gate ${head} -->`)).toBe(
      true,
    );
    // The status was written before the review was asked for.
    const statusSeq = world.gh
      .requestsTo('POST', `/repos/${OWNER}/${REPO}/statuses/${head}`)
      .map((r) => r.seq);
    expect(Math.max(...statusSeq)).toBeLessThan(reviewPosts(n)[0]?.seq ?? 0);

    // The same head again: nothing new is posted, nothing hidden.
    const again = await runOnPull(world, n);
    expect(again.outputs.verdict).toBe('BLOCKED');
    expect(reviewPosts(n)).toHaveLength(1);
    expect(commentsOf(n)).toHaveLength(1);
    expect(commentsOf(n)[0]?.minimizedReason).toBeNull();

    // A new head: the old comment is hidden as outdated, the new one names the new head.
    const pull = world.gh.state.pull(OWNER, REPO, n);
    const newHead = shaFor(n, 'b');
    world.gh.state.pushHead(pull!, newHead, CLEAN_FILES);
    await runOnPull(world, n);
    expect(reviewPosts(n)).toHaveLength(2);
    const [old, fresh] = commentsOf(n);
    expect(old?.minimizedReason).toBe('outdated');
    expect(fresh?.minimizedReason).toBeNull();
    expect(fresh?.body).toContain(`<!-- done-gate:inline done-gate ${newHead} -->`);
  });

  it('inline-comments none: no review request, no review comment read', async () => {
    const n = 2502;
    addPull(world, n);
    criticalAt(2);
    const run = await runOnPull(world, n, { 'inline-comments': 'none' });
    expect(run.outputs.verdict).toBe('BLOCKED');
    expect(world.gh.requestsTo('POST', reviewPath(n))).toEqual([]);
    expect(world.gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/pulls/${n}/comments`)).toEqual([]);
  });

  it('a finding on a line outside the diff is not posted, and a notice says so', async () => {
    const n = 2503;
    addPull(world, n);
    // src/greet.ts is a 4-line added file: line 40 is not in any hunk.
    criticalAt(40, 'Off the diff');
    // Off the diff and the head, the critical cannot block (it is an unanchored attention item,
    // #23), so only `all` would place it: it is still never posted off the diff.
    const run = await runOnPull(world, n, { 'inline-comments': 'all' });
    expect(run.outputs.verdict).toBe('BLOCKED');
    expect(reviewPosts(n)).toEqual([]);
    expect(commentsOf(n)).toEqual([]);
    expect(run.stdout).toMatch(
      /::notice::done-gate: findings not posted on their lines \(1 on a line outside the diff\)/,
    );
  });

  for (const [status, control, n] of [
    [500, 2515, 2525],
    [422, 2514, 2524],
  ] as const) {
    it(`a review POST answering ${status} leaves the status and the verdict as they were`, async () => {
      // The control: the same change, the same reviewers, posting allowed.
      // One base for both, so the status descriptions (which name it) can be compared.
      const baseSha = shaFor(control, 'c');
      const controlHead = addPull(world, control, { baseSha });
      criticalAt(2);
      const controlRun = await runOnPull(world, control);
      expect(reviewPosts(control)).toHaveLength(1);

      const head = addPull(world, n, { baseSha });
      world.gh.faults.error({ method: 'POST', path: reviewPath(n) }, { status, times: 5 });
      const run = await runOnPull(world, n);
      expect(reviewPosts(n)).toHaveLength(1);
      expect(commentsOf(n)).toEqual([]);
      expect(run.outputs.verdict).toBe(controlRun.outputs.verdict);
      expect(run.outputs['gate-state']).toBe(controlRun.outputs['gate-state']);
      expect(run.exitCode).toBe(controlRun.exitCode);
      const statuses = world.gh.state.statusesFor(OWNER, REPO, head).map((s) => s.state);
      expect(statuses).toEqual(
        world.gh.state.statusesFor(OWNER, REPO, controlHead).map((s) => s.state),
      );
      expect(finalStatus(head).description).toBe(finalStatus(controlHead).description);
      expect(run.stdout).toContain(
        '::notice::done-gate: the findings could not be posted on their lines',
      );
      expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
      expect(run.stdout).not.toMatch(/::error::POST/);
    });
  }

  it('GitHub itself refuses a comment outside the diff with 422 (the emulator, as GitHub)', async () => {
    const n = 2530;
    const head = addPull(world, n);
    const reply = await fetch(`${world.gh.baseUrl}${reviewPath(n)}`, {
      method: 'POST',
      headers: { authorization: `token ${INSTALLATION_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        commit_id: head,
        event: 'COMMENT',
        body: 'x',
        comments: [{ path: 'src/greet.ts', line: 9, side: 'RIGHT', body: 'off' }],
      }),
    });
    expect(reply.status).toBe(422);
    expect(await reply.json()).toMatchObject({ errors: ['Line could not be resolved'] });
    expect(world.gh.state.reviewComments.filter((c) => c.pullNumber === n)).toEqual([]);
  });
});
