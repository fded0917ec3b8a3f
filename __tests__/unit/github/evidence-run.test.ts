// Evidence of this head: the run whose artifacts are read must have run on the judged head.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceRunBlocker } from '../../../src/github/evidence-run.js';
import { startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { fastClient, OWNER, REPO, sha } from './helpers.js';

let gh: GitHubEmulator;
beforeAll(async () => {
  gh = await startGitHubEmulator();
});
afterAll(async () => {
  await gh.close();
});

const HEAD = sha('judged-head');
const OLD = sha('older-head');

describe('evidenceRunBlocker', () => {
  it('a run on the judged head is evidence of it: no blocker', async () => {
    const run = gh.state.addRun({ owner: OWNER, repo: REPO, headSha: HEAD, event: 'pull_request' });
    const blocker = await evidenceRunBlocker(fastClient(gh), {
      owner: OWNER,
      repo: REPO,
      runId: run.id,
      headSha: HEAD.toUpperCase(),
    });
    expect(blocker).toBeNull();
    expect(gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/actions/runs/${run.id}`)).toHaveLength(1);
  });

  it('a run on another commit is named with the SHA it ran on', async () => {
    const run = gh.state.addRun({ owner: OWNER, repo: REPO, headSha: OLD, event: 'pull_request' });
    const blocker = await evidenceRunBlocker(fastClient(gh), {
      owner: OWNER,
      repo: REPO,
      runId: run.id,
      headSha: HEAD,
    });
    expect(blocker).toBe(
      `test evidence is of another commit: run ${run.id} ran on ${OLD}, not on the judged head ${HEAD}`,
    );
  });

  it('a run that does not exist (404) is a named blocker, not a pass', async () => {
    const blocker = await evidenceRunBlocker(fastClient(gh), {
      owner: OWNER,
      repo: REPO,
      runId: 987654,
      headSha: HEAD,
    });
    expect(blocker).toMatch(
      /^test evidence run unreadable: run 987654 — no run 987654 in acme\/widgets \(HTTP 404\)/,
    );
  });

  it('a run that answers 5xx after every retry is a named blocker', async () => {
    const run = gh.state.addRun({ owner: OWNER, repo: REPO, headSha: HEAD, event: 'pull_request' });
    const path = `/repos/${OWNER}/${REPO}/actions/runs/${run.id}`;
    gh.faults.error({ method: 'GET', path }, { status: 502, times: 10 });
    const blocker = await evidenceRunBlocker(fastClient(gh, { retries: 2 }), {
      owner: OWNER,
      repo: REPO,
      runId: run.id,
      headSha: HEAD,
    });
    gh.faults.clear();
    expect(blocker).toMatch(new RegExp(`^test evidence run unreadable: run ${run.id} — HTTP 502`));
    expect(gh.requestsTo('GET', path).length).toBe(3);
  });
});
