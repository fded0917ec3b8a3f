// The crash path against the GitHub emulator (real client, real routes): `error` on the head and
// the sticky comment replaced by a BLOCKED report — also when the crash comes before the token's
// login has answered, since the review does not wait for that read (#26).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSTALLATION_LOGIN, startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { reviewInput } from '../../../src/action/review.js';
import type { RunContext } from '../../../src/action/context.js';
import type { CollectedChange } from '../../../src/action/collect.js';
import { stickyMarker } from '../../../src/github/comment.js';
import type { PullRequestRef } from '../../../src/evidence/types.js';
import { reportCrash } from '../../../src/publish/crash.js';
import type { ActionsCore, PublishRun } from '../../../src/publish/port.js';
import { createStatusPublisher } from '../../../src/publish/status.js';
import { OWNER, REPO, fastClient, sha } from '../github/helpers.js';

const HEAD = sha('crash-head');
const MARKER = stickyMarker('done-gate');

let gh: GitHubEmulator;
let logged: string[];
let savedExitCode: typeof process.exitCode;
beforeEach(async () => {
  gh = await startGitHubEmulator();
  gh.state.addPull({ owner: OWNER, repo: REPO, number: 5, headSha: HEAD, files: [] });
  logged = [];
  savedExitCode = process.exitCode;
});
afterEach(async () => {
  process.exitCode = savedExitCode;
  await gh.close();
});

const core = {
  error: (m: string) => logged.push(m),
  info: () => undefined,
  setOutput: () => undefined,
  setFailed: (m: string) => logged.push(m),
} as unknown as ActionsCore;

function crashingRun(ownLogin: Promise<string> | null): PublishRun {
  const status = createStatusPublisher((text) => text);
  const pr = { owner: OWNER, repo: REPO, number: 5, headSha: HEAD } as PullRequestRef;
  status.target({ octokit: fastClient(gh), pr, context: 'done-gate', targetUrl: null });
  return {
    env: {},
    core: { load: () => Promise.resolve(core) },
    status,
    secrets: [],
    crashComment: ownLogin === null ? null : { marker: MARKER, ownLogin },
  };
}

const statuses = () => gh.state.statusesFor(OWNER, REPO, HEAD).map((s) => s.state);
const comments = () => gh.state.commentsOn(OWNER, REPO, 5).map((c) => c.body);

describe('reportCrash', () => {
  it('a crash before the login answers waits for it, then writes error and replaces the comment', async () => {
    // The run's own progress comment, which the crash report must replace, not sit beside.
    gh.state.addComment({
      owner: OWNER,
      repo: REPO,
      issueNumber: 5,
      body: `reviewing…\n\n${MARKER}`,
      user: INSTALLATION_LOGIN,
    });
    let answer: (login: string) => void = () => undefined;
    const login = new Promise<string>((resolve) => (answer = resolve));
    const crashed = reportCrash(crashingRun(login), new Error('boom in the early review'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(comments()).toEqual([`reviewing…\n\n${MARKER}`]);
    answer(INSTALLATION_LOGIN);
    await crashed;

    expect(statuses()).toEqual(['error']);
    const [body, ...more] = comments();
    expect(more).toEqual([]);
    expect(body).toContain(MARKER);
    expect(body?.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    expect(body).toContain('PIPELINE-FAULT — the pipeline crashed: boom in the early review —');
    expect(process.exitCode).toBe(1);
  });

  it('a login read that failed leaves the error status and a logged reason, no comment', async () => {
    const login = Promise.reject(new Error('HTTP 502 on GET /user'));
    login.catch(() => undefined);
    await reportCrash(crashingRun(login), new Error('boom'));
    expect(statuses()).toEqual(['error']);
    expect(comments()).toEqual([]);
    expect(logged.join('\n')).toMatch(/could not post the failure report/);
  });

  it('a run that had not begun to comment writes the error status only', async () => {
    await reportCrash(crashingRun(null), new Error('boom'));
    expect(statuses()).toEqual(['error']);
    expect(comments()).toEqual([]);
  });
});

describe('the review records the sticky comment for a crash report', () => {
  it('as soon as it starts, with the login still unanswered', async () => {
    const run = {
      config: { comment: true, statusContext: 'done-gate', models: ['anthropic/m'], providers: {} },
      octokit: fastClient(gh),
      secrets: [],
      env: {},
      crashComment: null,
    } as unknown as RunContext;
    const pr = { owner: OWNER, repo: REPO, number: 5, headSha: HEAD } as PullRequestRef;
    const gathered = {
      collected: { evidence: {} },
      checks: { verification: null, probe: null },
      collectBlockers: [],
    } as unknown as CollectedChange;
    const login = new Promise<string>(() => undefined);
    const never = new Promise<never>(() => undefined);
    await reviewInput(run, { pr, runId: null, group: null }, gathered, login, never, 0, core);
    expect(run.crashComment?.marker).toBe(MARKER);
    expect(run.crashComment?.ownLogin).toBe(login);
  });
});
