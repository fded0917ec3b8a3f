import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHeadGuard } from '../../../src/github/comment-head.js';
import { stickyMarker, upsertStickyComment } from '../../../src/github/comment.js';
import { createProgressCommenter, renderProgressBody } from '../../../src/github/progress.js';
import type { LaneProgress } from '../../../src/github/progress.js';
import { INSTALLATION_LOGIN, startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator, RecordedRequest } from '../../emulators/github.js';
import { OWNER, REPO, fastClient, sha } from './helpers.js';
import { scaled } from '../../knobs.js';

let gh: GitHubEmulator;
const PR = { owner: OWNER, repo: REPO, number: 3 };
const MARKER = stickyMarker('done-gate');
const commentsPath = `/repos/${OWNER}/${REPO}/issues/3/comments`;

beforeEach(async () => {
  gh = await startGitHubEmulator();
  gh.state.addPull({ owner: OWNER, repo: REPO, number: 3, headSha: sha('head') });
});
afterEach(async () => {
  await gh.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs = scaled(10_000)): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('waitFor: condition never held');
    await sleep(5);
  }
}

function commentWrites(): RecordedRequest[] {
  return gh.requests.filter(
    (r) =>
      (r.method === 'POST' && r.path === commentsPath) ||
      (r.method === 'PATCH' && /\/issues\/comments\/\d+$/.test(r.path)),
  );
}

function bodyOf(r: RecordedRequest | undefined): string {
  return (r?.body as { body?: string } | undefined)?.body ?? '';
}

const lanes = (states: Array<LaneProgress['state']>): LaneProgress[] =>
  states.map((state, i) => ({
    lane: ['gate', 'code-review', 'security', 'adversary'][i] ?? `lane${i}`,
    state,
  }));

describe('renderProgressBody', () => {
  it('lists each lane and carries the marker, but no GAUNTLET line', () => {
    const body = renderProgressBody(lanes(['finished', 'running', 'retrying', 'skipped']), {
      marker: MARKER,
      headSha: sha('head'),
    });
    expect(body).toContain('| code-review | ⏳ running |');
    expect(body).toContain('| gate | ✅ finished |');
    expect(body).toContain('2 of 4 lanes done');
    expect(body).toContain(sha('head').slice(0, 12));
    expect(body.endsWith(MARKER)).toBe(true);
    expect(body).not.toMatch(/GAUNTLET/);
  });
});

describe('createProgressCommenter', () => {
  it('writes at once, then coalesces a burst into one write after the interval', async () => {
    const progress = createProgressCommenter(fastClient(gh), PR, {
      marker: MARKER,
      ownLogin: INSTALLATION_LOGIN,
      minIntervalMs: 200,
    });
    const started = Date.now();
    progress.update(lanes(['running', 'running']));
    await sleep(50);
    progress.update(lanes(['finished', 'running']));
    progress.update(lanes(['finished', 'faulted']));
    progress.update(lanes(['finished', 'retrying']));
    await waitFor(() => commentWrites().length === 2);
    await progress.flush();

    const writes = commentWrites();
    expect(writes.map((w) => w.method)).toEqual(['POST', 'PATCH']);
    expect(bodyOf(writes[0])).toContain('| code-review | ⏳ running |');
    expect(bodyOf(writes[1])).toContain('| code-review | 🔁 retrying |');
    // The second write waited for the interval, counted from the first write's start: a causal
    // lower bound (it started after \`started\`), which a loaded machine can only lengthen.
    expect((writes[1]?.at ?? 0) - started).toBeGreaterThanOrEqual(200);
    expect(gh.state.commentsOn(OWNER, REPO, 3)).toHaveLength(1);
  });

  it('an in-flight progress write never lands after the final report', async () => {
    const octokit = fastClient(gh);
    const progress = createProgressCommenter(octokit, PR, {
      marker: MARKER,
      ownLogin: INSTALLATION_LOGIN,
      minIntervalMs: 0,
    });
    progress.update(lanes(['running']));
    await waitFor(() => commentWrites().length === 1); // the create has landed
    await sleep(20); // and its reply reached the commenter
    gh.faults.delay({ method: 'PATCH', path: /\/issues\/comments\/\d+$/ }, { ms: 300 });
    progress.update(lanes(['finished']));
    await waitFor(() => commentWrites().length === 2); // that PATCH is now held by the server
    await progress.flush();
    // flush() returned only once the held PATCH was answered.
    expect(commentWrites().map((w) => w.status)).toEqual([201, 200]);
    expect(gh.state.commentsOn(OWNER, REPO, 3)[0]?.body).toContain('✅ finished');
    progress.update(lanes(['faulted'])); // after flush: ignored

    const final = `GAUNTLET: PASS\n\nReport.\n\n${MARKER}`;
    await upsertStickyComment(octokit, PR, {
      marker: MARKER,
      body: final,
      ownLogin: INSTALLATION_LOGIN,
    });
    await sleep(50);

    const writes = commentWrites();
    expect(writes.map((w) => w.method)).toEqual(['POST', 'PATCH', 'PATCH']);
    expect(bodyOf(writes[1])).toContain('✅ finished');
    expect(bodyOf(writes[2])).toBe(final);
    expect(gh.state.commentsOn(OWNER, REPO, 3).map((c) => c.body)).toEqual([final]);
  });

  it('flush drops an update still waiting for its interval', async () => {
    const progress = createProgressCommenter(fastClient(gh), PR, {
      marker: MARKER,
      ownLogin: INSTALLATION_LOGIN,
      minIntervalMs: 5_000,
    });
    progress.update(lanes(['running']));
    await sleep(100);
    progress.update(lanes(['finished']));
    await progress.flush();
    await sleep(50);
    expect(commentWrites()).toHaveLength(1);
    expect(gh.state.commentsOn(OWNER, REPO, 3)[0]?.body).toContain('⏳ running');
  });

  it('a failing progress write is logged, not thrown, and does not stop the final report', async () => {
    gh.faults.error(
      { method: 'POST', path: commentsPath },
      { status: 403, body: { message: 'Resource not accessible by integration' } },
    );
    const warnings: string[] = [];
    const octokit = fastClient(gh);
    const progress = createProgressCommenter(octokit, PR, {
      marker: MARKER,
      ownLogin: INSTALLATION_LOGIN,
      minIntervalMs: 0,
      log: { debug: () => {}, info: () => {}, warn: (m) => warnings.push(m), error: () => {} },
    });
    progress.update(lanes(['running']));
    await sleep(100);
    await expect(progress.flush()).resolves.toBeUndefined();
    expect(warnings[0]).toMatch(/Progress comment not updated: Resource not accessible/);
    const done = await upsertStickyComment(octokit, PR, {
      marker: MARKER,
      body: `GAUNTLET: BLOCKED\n${MARKER}`,
      ownLogin: INSTALLATION_LOGIN,
    });
    expect(done.created).toBe(true);
  });

  it('re-creates the comment if it was deleted between updates', async () => {
    const progress = createProgressCommenter(fastClient(gh), PR, {
      marker: MARKER,
      ownLogin: INSTALLATION_LOGIN,
      minIntervalMs: 0,
    });
    progress.update(lanes(['running']));
    await sleep(100);
    gh.state.comments.length = 0;
    progress.update(lanes(['finished']));
    await sleep(150);
    await progress.flush();
    const comments = gh.state.commentsOn(OWNER, REPO, 3);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('✅ finished');
  });
});

describe('createProgressCommenter with a head guard: an older head never overwrites a newer one', () => {
  const A = sha('head');
  const B = sha('newer');
  const newerReport = `GAUNTLET: PASS\n\nJudged head \`${B}\` · status context \`done-gate\`.\n\n${MARKER}`;
  const guardFor = (octokit: ReturnType<typeof fastClient>, own: string) =>
    createHeadGuard(own, async () => {
      const { data } = await octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: 3 });
      return data.head.sha;
    });

  it('the newer head’s report is already there: the older run writes no progress at all', async () => {
    const octokit = fastClient(gh);
    const pull = gh.state.pull(OWNER, REPO, 3)!;
    pull.headSha = B;
    await upsertStickyComment(octokit, PR, {
      marker: MARKER,
      body: newerReport,
      ownLogin: INSTALLATION_LOGIN,
    });
    const progress = createProgressCommenter(octokit, PR, {
      marker: MARKER,
      ownLogin: INSTALLATION_LOGIN,
      minIntervalMs: 0,
      headSha: A,
      guard: guardFor(octokit, A),
    });
    progress.update(lanes(['running'])); // starts a write at once; flush waits for it
    await progress.flush();
    expect(commentWrites().map((w) => w.method)).toEqual(['POST']);
    expect(gh.state.commentsOn(OWNER, REPO, 3).map((c) => c.body)).toEqual([newerReport]);
    // It looked at the PR's head (B) before deciding.
    expect(gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/pulls/3`)).toHaveLength(1);
  });

  it('the newer head’s report lands between two progress writes: the next one looks and stops', async () => {
    const octokit = fastClient(gh);
    const progress = createProgressCommenter(octokit, PR, {
      marker: MARKER,
      ownLogin: INSTALLATION_LOGIN,
      minIntervalMs: 0,
      headSha: A,
      guard: guardFor(octokit, A),
    });
    progress.update(lanes(['running']));
    await waitFor(() => gh.state.commentsOn(OWNER, REPO, 3).length === 1);
    const [ours] = gh.state.commentsOn(OWNER, REPO, 3);
    expect(ours?.body.split('\n')[0]).toContain(A);
    // A push, and the newer run's PASS report in the same comment.
    gh.state.pull(OWNER, REPO, 3)!.headSha = B;
    ours!.body = newerReport;
    await sleep(20); // the create's reply has reached the commenter
    progress.update(lanes(['finished']));
    // The guard reads the comment before writing over it.
    await waitFor(() => gh.requestsTo('GET', /\/issues\/comments\/\d+$/).length === 1);
    await progress.flush();
    progress.update(lanes(['faulted']));
    expect(commentWrites().map((w) => w.method)).toEqual(['POST']);
    expect(gh.state.commentsOn(OWNER, REPO, 3).map((c) => c.body)).toEqual([newerReport]);
  });

  it('the newer run’s progress replaces the older head’s report', async () => {
    const octokit = fastClient(gh);
    const olderReport = newerReport.replace(B, A);
    gh.state.pull(OWNER, REPO, 3)!.headSha = B;
    await upsertStickyComment(octokit, PR, {
      marker: MARKER,
      body: olderReport,
      ownLogin: INSTALLATION_LOGIN,
    });
    const progress = createProgressCommenter(octokit, PR, {
      marker: MARKER,
      ownLogin: INSTALLATION_LOGIN,
      minIntervalMs: 0,
      headSha: B,
      guard: guardFor(octokit, B),
    });
    progress.update(lanes(['running']));
    await progress.flush();
    expect(commentWrites().map((w) => w.method)).toEqual(['POST', 'PATCH']);
    expect(gh.state.commentsOn(OWNER, REPO, 3)[0]?.body.split('\n')[0]).toContain(B);
  });
});
