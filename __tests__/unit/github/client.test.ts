import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createGitHubClient,
  GITHUB_API_VERSION,
  isExpectedAnswer,
  nullOn404,
} from '../../../src/github/client.js';
import { setCommitStatus } from '../../../src/github/publish.js';
import { INSTALLATION_TOKEN, startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { OWNER, REPO, fastClient, sha } from './helpers.js';

let gh: GitHubEmulator;
const HEAD = sha('head');
const statusPath = `/repos/${OWNER}/${REPO}/statuses/${HEAD}`;

beforeEach(async () => {
  gh = await startGitHubEmulator();
  gh.state.addPull({ owner: OWNER, repo: REPO, number: 1, headSha: HEAD });
});
afterEach(async () => {
  await gh.close();
});

const status = (description = 'checking') => ({
  owner: OWNER,
  repo: REPO,
  sha: HEAD,
  state: 'pending' as const,
  context: 'done-gate',
  description,
});

describe('createGitHubClient', () => {
  it('waits out a secondary rate limit for the retry-after GitHub sends (1 s)', async () => {
    const octokit = createGitHubClient({
      token: INSTALLATION_TOKEN,
      baseUrl: gh.baseUrl,
      writeIntervalMs: 0,
      notificationIntervalMs: 0,
    });
    gh.faults.secondaryRateLimit({ method: 'POST', path: statusPath }, { retryAfter: 1 });
    await setCommitStatus(octokit, status());
    const posts = gh.requestsTo('POST', statusPath);
    expect(posts.map((r) => r.status)).toEqual([403, 201]);
    // Causal, so load cannot shorten it: the retry leaves only after the 403 (sent after the
    // first request arrived) and a 1 s wait. A slow machine only makes the gap longer.
    expect((posts[1]?.at ?? 0) - (posts[0]?.at ?? 0)).toBeGreaterThanOrEqual(1000);
    expect(gh.state.statusesFor(OWNER, REPO, HEAD)).toHaveLength(1);
  });

  it('handles a 429 secondary limit through the throttle, not a blind retry', async () => {
    gh.faults.secondaryRateLimit({ method: 'POST', path: statusPath }, { status: 429, times: 2 });
    await setCommitStatus(fastClient(gh), status());
    expect(gh.requestsTo('POST', statusPath).map((r) => r.status)).toEqual([429, 429, 201]);
  });

  it('gives up on a rate-limit wait longer than allowed, without waiting', async () => {
    const octokit = fastClient(gh, { rateLimitUnitMs: 1000, maxRateLimitWaitSeconds: 30 });
    gh.faults.secondaryRateLimit({ method: 'POST', path: statusPath }, { retryAfter: 600 });
    // A 600-unit wait would outlast the test's timeout; giving up means one request and no retry.
    await expect(setCommitStatus(octokit, status())).rejects.toMatchObject({ status: 403 });
    expect(gh.requestsTo('POST', statusPath).map((r) => r.status)).toEqual([403]);
    expect(gh.state.statusesFor(OWNER, REPO, HEAD)).toHaveLength(0);
  });

  it('waits for the primary rate limit reset when x-ratelimit-remaining is 0', async () => {
    gh.faults.primaryRateLimit({ method: 'GET', path: `/repos/${OWNER}/${REPO}/pulls/1` });
    const octokit = fastClient(gh);
    const { data } = await octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: 1 });
    expect(data.head.sha).toBe(HEAD);
    expect(gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/pulls/1`).map((r) => r.status)).toEqual([
      403, 200,
    ]);
  });

  it('retries a 5xx and a dropped connection on a read', async () => {
    const path = `/repos/${OWNER}/${REPO}/pulls/1`;
    gh.faults.error({ method: 'GET', path }, { status: 502 });
    gh.faults.drop({ method: 'GET', path });
    const { data } = await fastClient(gh).rest.pulls.get({
      owner: OWNER,
      repo: REPO,
      pull_number: 1,
    });
    expect(data.number).toBe(1);
    expect(gh.requestsTo('GET', path).map((r) => r.status)).toEqual([502, 0, 200]);
  });

  it('aborts a hung attempt after requestTimeoutMs and retries it', async () => {
    const path = `/repos/${OWNER}/${REPO}/pulls/1`;
    // Held past the test timeout: only an aborted first attempt lets a second one answer.
    gh.faults.delay({ method: 'GET', path }, { ms: 60_000 });
    const { data } = await fastClient(gh, { requestTimeoutMs: 200 }).rest.pulls.get({
      owner: OWNER,
      repo: REPO,
      pull_number: 1,
    });
    expect(data.number).toBe(1);
    expect(gh.requestsTo('GET', path).length).toBe(2);
  });

  it('sends writes one at a time, in the order they were issued', async () => {
    gh.faults.delay({ method: 'POST', path: statusPath }, { ms: 300 });
    const octokit = fastClient(gh);
    await Promise.all([
      setCommitStatus(octokit, { ...status('first'), state: 'pending' }),
      setCommitStatus(octokit, { ...status('second'), state: 'failure' }),
    ]);
    const [first, second] = gh.requestsTo('POST', statusPath);
    expect((first?.body as { description: string }).description).toBe('first');
    expect((second?.body as { description: string }).description).toBe('second');
    // The second write only left the client once the first (held 300 ms) was answered.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(280);
    expect(gh.state.latestStatus(OWNER, REPO, HEAD, 'done-gate')?.state).toBe('failure');
  });

  it('paces writes to one per writeIntervalMs once the burst is spent, on the clock it is given', async () => {
    const clock = fakeClock();
    const octokit = fastClient(gh, { writeIntervalMs: 200, writeBurst: 2, writeClock: clock });
    await setCommitStatus(octokit, status('one'));
    await setCommitStatus(octokit, status('two'));
    // The burst (2) is spent: the third waits one interval, the fourth (50 later) what is left.
    await setCommitStatus(octokit, status('three'));
    clock.advance(50);
    await setCommitStatus(octokit, status('four'));
    // 500 later the bucket holds 2.5 tokens, capped at the burst: two go at once, the third waits.
    clock.advance(500);
    await setCommitStatus(octokit, status('five'));
    await setCommitStatus(octokit, status('six'));
    await setCommitStatus(octokit, status('seven'));
    expect(clock.sleeps).toEqual([200, 150, 200]);
    expect(gh.requestsTo('POST', statusPath)).toHaveLength(7);
  });

  it('by default one run’s five writes go without waiting, and the sixth waits a second', async () => {
    const clock = fakeClock();
    const octokit = fastClient(gh, { writeIntervalMs: 1000, writeClock: clock });
    for (let i = 0; i < 5; i += 1) await setCommitStatus(octokit, status(`w${i}`));
    expect(clock.sleeps).toEqual([]);
    await setCommitStatus(octokit, status('sixth'));
    expect(clock.sleeps).toEqual([1000]);
  });

  it('lets a run’s two notifying writes go at once and paces a third by the notification interval', async () => {
    const octokit = fastClient(gh, { notificationIntervalMs: 400 });
    const path = `/repos/${OWNER}/${REPO}/issues/1/comments`;
    const comment = (body: string) =>
      octokit.rest.issues.createComment({ owner: OWNER, repo: REPO, issue_number: 1, body });
    await comment('report');
    await comment('review');
    await comment('third');
    const [first, , third] = gh.requestsTo('POST', path);
    expect(gh.requestsTo('POST', path)).toHaveLength(3);
    // A lower bound only: the third waited for the reservoir's refill (a busy machine only adds).
    expect((third?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(350);
  });

  it('does not space GraphQL queries like writes (they are reads)', async () => {
    const clock = fakeClock();
    const octokit = fastClient(gh, { writeIntervalMs: 500, writeClock: clock });
    await setCommitStatus(octokit, status('one'));
    await octokit.graphql('query { viewer { login } }');
    await octokit.graphql('query { viewer { login } }');
    expect(clock.sleeps).toEqual([]);
  });
});

/** A clock that stands still until told, and records each wait instead of sleeping. */
function fakeClock() {
  let now = 1_000_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: (ms: number) => {
      sleeps.push(ms);
      now += ms;
      return Promise.resolve();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('request headers and the request log', () => {
  it('every request names the API version; the diff is asked for as application/vnd.github.diff', async () => {
    const octokit = fastClient(gh);
    await octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: 1 });
    await octokit.rest.pulls.get({
      owner: OWNER,
      repo: REPO,
      pull_number: 1,
      mediaType: { format: 'diff' },
    });
    const [json, diff] = gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/pulls/1`);
    expect(json?.headers['x-github-api-version']).toBe(GITHUB_API_VERSION);
    expect(json?.headers.accept).toBe('application/vnd.github+json');
    expect(diff?.headers['x-github-api-version']).toBe('2022-11-28');
    expect(diff?.headers.accept).toBe('application/vnd.github.diff');
  });

  it('the expected 403 from GET /user and a 406 go to debug; other failures stay errors', async () => {
    const lines: Array<[string, string]> = [];
    const record = (level: string) => (message: string) => lines.push([level, message]);
    const octokit = createGitHubClient({
      token: INSTALLATION_TOKEN,
      baseUrl: gh.baseUrl,
      retries: 0,
      writeIntervalMs: 0,
      log: {
        debug: record('debug'),
        info: record('info'),
        warn: record('warn'),
        error: record('error'),
      },
    });
    await expect(octokit.rest.users.getAuthenticated()).rejects.toMatchObject({ status: 403 });
    await expect(
      octokit.rest.pulls.get({ owner: OWNER, repo: REPO, pull_number: 404 }),
    ).rejects.toMatchObject({ status: 404 });
    const errors = lines.filter(([level]) => level === 'error').map(([, m]) => m);
    expect(errors).toEqual([expect.stringMatching(/^GET \/repos\/.*\/pulls\/404 - 404 /)]);
    expect(lines).toContainEqual(['debug', expect.stringMatching(/^GET \/user - 403 /)]);
    expect(isExpectedAnswer('GET /repos/o/r/pulls/1 - 406 with id X in 3ms')).toBe(true);
    expect(isExpectedAnswer('POST /user - 403 with id X in 3ms')).toBe(false);
    expect(isExpectedAnswer('GET /users/x - 403 with id X in 3ms')).toBe(false);
    expect(
      isExpectedAnswer(`GET /repos/o/r/tarball/${'a'.repeat(40)} - 404 with id X in 3ms`),
    ).toBe(true);
    expect(isExpectedAnswer('GET /repos/o/r/pulls/1/tarball - 404 with id X in 3ms')).toBe(false);
    // The line-comment review's failure is reported as a notice by its caller.
    expect(isExpectedAnswer('POST /repos/o/r/pulls/1/reviews - 422 with id X in 3ms')).toBe(true);
    expect(isExpectedAnswer('POST /repos/o/r/pulls/1/comments - 422 with id X in 3ms')).toBe(false);
  });
});

describe('nullOn404', () => {
  const failure = (status: unknown) =>
    Object.assign(new Error(`HTTP ${String(status)}`), { status });

  it('passes the result through, answers null on 404 and rethrows every other failure', async () => {
    expect(await nullOn404(() => Promise.resolve('read'))).toBe('read');
    expect(await nullOn404(() => Promise.reject(failure(404)))).toBeNull();
    await expect(nullOn404(() => Promise.reject(failure(403)))).rejects.toThrow('HTTP 403');
    await expect(nullOn404(() => Promise.reject(failure('404')))).rejects.toThrow('HTTP 404');
    await expect(nullOn404(() => Promise.reject(new Error('socket hang up')))).rejects.toThrow(
      'socket hang up',
    );
  });
});
