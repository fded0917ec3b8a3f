import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IgnoredEventError,
  UnsupportedEventError,
  resolvePullRequest,
} from '../../../src/github/event.js';
import { startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { OWNER, REPO, fastClient, sha } from './helpers.js';

let gh: GitHubEmulator;
beforeEach(async () => {
  gh = await startGitHubEmulator();
});
afterEach(async () => {
  await gh.close();
});

const HEAD = sha('head-1');
const MERGE = sha('merge-commit');

function pullRequestPayload(headSha = HEAD) {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      title: 'Add the widget cache',
      html_url: `https://github.com/${OWNER}/${REPO}/pull/7`,
      user: { login: 'alice', type: 'User' },
      head: { sha: headSha, ref: 'cache', repo: { full_name: `${OWNER}/${REPO}` } },
      base: { sha: sha('base'), ref: 'main', repo: { name: REPO, full_name: `${OWNER}/${REPO}` } },
    },
    repository: { name: REPO, owner: { login: OWNER } },
  };
}

function workflowRunPayload(options: {
  headSha: string;
  headBranch: string;
  headRepo: string;
  pullRequests?: unknown[];
  event?: string;
}) {
  const [headOwner] = options.headRepo.split('/');
  return {
    action: 'completed',
    workflow_run: {
      id: 9001,
      event: options.event ?? 'pull_request',
      head_sha: options.headSha,
      head_branch: options.headBranch,
      head_repository: { full_name: options.headRepo, owner: { login: headOwner } },
      pull_requests: options.pullRequests ?? [],
    },
  };
}

describe('resolvePullRequest', () => {
  it.each(['pull_request', 'pull_request_target'])(
    '%s: takes the PR and its head SHA from pull_request, without any request',
    async (eventName) => {
      const pr = await resolvePullRequest(fastClient(gh), {
        eventName,
        payload: pullRequestPayload(),
        owner: OWNER,
        repo: REPO,
      });
      expect(pr).toEqual({
        owner: OWNER,
        repo: REPO,
        number: 7,
        title: 'Add the widget cache',
        headSha: HEAD,
        baseSha: sha('base'),
        headRef: 'cache',
        baseRef: 'main',
        author: 'alice',
        htmlUrl: `https://github.com/${OWNER}/${REPO}/pull/7`,
      });
      expect(pr.headSha).not.toBe(MERGE);
      expect(gh.requests).toHaveLength(0);
    },
  );

  it('workflow_run from the same repository: uses workflow_run.pull_requests', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 12, headSha: HEAD, title: 'Same repo' });
    const pr = await resolvePullRequest(fastClient(gh), {
      eventName: 'workflow_run',
      payload: workflowRunPayload({
        headSha: HEAD,
        headBranch: 'feature-12',
        headRepo: `${OWNER}/${REPO}`,
        pullRequests: [
          {
            number: 12,
            head: { sha: HEAD, ref: 'feature-12', repo: { name: REPO } },
            base: { sha: sha('base'), ref: 'main', repo: { name: REPO } },
          },
        ],
      }),
      owner: OWNER,
      repo: REPO,
    });
    expect(pr).toMatchObject({ number: 12, headSha: HEAD, title: 'Same repo' });
    expect(gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/pulls`)).toHaveLength(0);
  });

  it('workflow_run from a fork (empty pull_requests): finds the PR by head owner:branch and SHA', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 3, headSha: sha('other') });
    gh.state.addPull({
      owner: OWNER,
      repo: REPO,
      number: 4,
      headSha: HEAD,
      headRepo: 'mallory/widgets',
      headRef: 'patch-1',
      title: 'Fork PR',
      user: 'mallory',
    });
    const pr = await resolvePullRequest(fastClient(gh), {
      eventName: 'workflow_run',
      payload: workflowRunPayload({
        headSha: HEAD,
        headBranch: 'patch-1',
        headRepo: 'mallory/widgets',
      }),
      owner: OWNER,
      repo: REPO,
    });
    expect(pr).toMatchObject({ number: 4, headSha: HEAD, title: 'Fork PR', author: 'mallory' });
    const list = gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/pulls`);
    expect(list[0]?.query.head).toBe('mallory:patch-1');
  });

  it('payloads built by the emulator: same-repo run lists its PR, a fork run lists none', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 30, headSha: HEAD, headRef: 'topic' });
    gh.state.addPull({
      owner: OWNER,
      repo: REPO,
      number: 31,
      headSha: sha('fork-head'),
      headRepo: 'mallory/widgets',
      headRef: 'topic',
    });
    gh.state.addRun({ owner: OWNER, repo: REPO, id: 1, headSha: HEAD, headBranch: 'topic' });
    gh.state.addRun({
      owner: OWNER,
      repo: REPO,
      id: 2,
      headSha: sha('fork-head'),
      headBranch: 'topic',
      headRepo: 'mallory/widgets',
    });
    const sameRepo = gh.payloads.workflowRun(OWNER, REPO, 1);
    const fork = gh.payloads.workflowRun(OWNER, REPO, 2);
    expect((fork.workflow_run as { pull_requests: unknown[] }).pull_requests).toEqual([]);
    const octokit = fastClient(gh);
    const ctx = { eventName: 'workflow_run', owner: OWNER, repo: REPO };
    expect(await resolvePullRequest(octokit, { ...ctx, payload: sameRepo })).toMatchObject({
      number: 30,
      headSha: HEAD,
    });
    expect(await resolvePullRequest(octokit, { ...ctx, payload: fork })).toMatchObject({
      number: 31,
      headSha: sha('fork-head'),
    });
    const viaPayload = await resolvePullRequest(octokit, {
      ...ctx,
      eventName: 'pull_request_target',
      payload: gh.payloads.pullRequest(OWNER, REPO, 31),
    });
    expect(viaPayload).toMatchObject({ number: 31, headSha: sha('fork-head'), headRef: 'topic' });
  });

  it('workflow_run: ignores pull_requests entries whose base is another repository', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 40, headSha: HEAD, headRef: 'b' });
    const pr = await resolvePullRequest(fastClient(gh), {
      eventName: 'workflow_run',
      payload: workflowRunPayload({
        headSha: HEAD,
        headBranch: 'b',
        headRepo: `${OWNER}/${REPO}`,
        pullRequests: [
          {
            number: 99,
            head: { sha: HEAD },
            base: { repo: { name: REPO, url: `https://api.github.com/repos/someone/${REPO}` } },
          },
        ],
      }),
      owner: OWNER,
      repo: REPO,
    });
    expect(pr.number).toBe(40);
  });

  it('workflow_run: the commit association finds a same-repo PR when head info is absent', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 5, headSha: HEAD });
    const payload = workflowRunPayload({
      headSha: HEAD,
      headBranch: 'x',
      headRepo: `${OWNER}/${REPO}`,
    });
    delete (payload.workflow_run as Record<string, unknown>).head_repository;
    delete (payload.workflow_run as Record<string, unknown>).head_branch;
    const pr = await resolvePullRequest(fastClient(gh), {
      eventName: 'workflow_run',
      payload,
      owner: OWNER,
      repo: REPO,
    });
    expect(pr.number).toBe(5);
    expect(gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/commits/${HEAD}/pulls`)).toHaveLength(1);
  });

  it('workflow_run: a run of a head the PR has moved on from is ignored, not pinned to the old commit', async () => {
    const newer = sha('newer');
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 8, headSha: newer });
    const run = resolvePullRequest(fastClient(gh), {
      eventName: 'workflow_run',
      payload: workflowRunPayload({
        headSha: HEAD,
        headBranch: 'feature-8',
        headRepo: `${OWNER}/${REPO}`,
        pullRequests: [{ number: 8, head: { sha: newer }, base: { repo: { name: REPO } } }],
      }),
      owner: OWNER,
      repo: REPO,
    });
    await expect(run).rejects.toBeInstanceOf(IgnoredEventError);
    await expect(run).rejects.toThrow(/no open pull request .* has head SHA/);
  });

  it('workflow_run: the payload lists a PR whose head is the run head → that PR, pinned', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 9, headSha: HEAD });
    const pr = await resolvePullRequest(fastClient(gh), {
      eventName: 'workflow_run',
      payload: workflowRunPayload({
        headSha: HEAD,
        headBranch: 'feature-9',
        headRepo: `${OWNER}/${REPO}`,
        pullRequests: [{ number: 9, head: { sha: HEAD }, base: { repo: { name: REPO } } }],
      }),
      owner: OWNER,
      repo: REPO,
    });
    expect(pr.number).toBe(9);
    expect(pr.headSha).toBe(HEAD);
  });

  it('workflow_run of a closed PR is ignored', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 10, headSha: HEAD, state: 'closed' });
    const run = resolvePullRequest(fastClient(gh), {
      eventName: 'workflow_run',
      payload: workflowRunPayload({
        headSha: HEAD,
        headBranch: 'feature-10',
        headRepo: `${OWNER}/${REPO}`,
        pullRequests: [{ number: 10, head: { sha: HEAD }, base: { repo: { name: REPO } } }],
      }),
      owner: OWNER,
      repo: REPO,
    });
    await expect(run).rejects.toBeInstanceOf(IgnoredEventError);
  });

  it('workflow_run of a run not triggered by a pull request: ignored, saying which trigger', async () => {
    gh.state.addPull({ owner: OWNER, repo: REPO, number: 2, headSha: sha('unrelated') });
    const run = resolvePullRequest(fastClient(gh), {
      eventName: 'workflow_run',
      payload: workflowRunPayload({
        headSha: HEAD,
        headBranch: 'main',
        headRepo: `${OWNER}/${REPO}`,
        event: 'push',
      }),
      owner: OWNER,
      repo: REPO,
    });
    await expect(run).rejects.toBeInstanceOf(IgnoredEventError);
    await expect(run).rejects.toThrow(/triggered by 'push', not by a pull request/);
    // Decided from the payload: no request was needed.
    expect(gh.requests).toHaveLength(0);
  });

  it('workflow_run whose SHA heads two open PRs from the same fork: refuses to guess', async () => {
    for (const number of [20, 21]) {
      gh.state.addPull({
        owner: OWNER,
        repo: REPO,
        number,
        headSha: HEAD,
        headRepo: 'mallory/widgets',
        headRef: 'patch-1',
      });
    }
    await expect(
      resolvePullRequest(fastClient(gh), {
        eventName: 'workflow_run',
        payload: workflowRunPayload({
          headSha: HEAD,
          headBranch: 'patch-1',
          headRepo: 'mallory/widgets',
        }),
        owner: OWNER,
        repo: REPO,
      }),
    ).rejects.toThrow(/several open pull requests \(#21, #20\)/);
  });

  it.each([
    ['push', /runs on pull_request, pull_request_target, workflow_run.*got 'push'/],
    ['issue_comment', /got 'issue_comment'/],
    ['', /got '\(no event name\)'/],
  ])('rejects the %s event', async (eventName, message) => {
    const run = resolvePullRequest(fastClient(gh), {
      eventName,
      payload: pullRequestPayload(),
      owner: OWNER,
      repo: REPO,
    });
    await expect(run).rejects.toBeInstanceOf(UnsupportedEventError);
    await expect(run).rejects.toThrow(message);
  });

  it('rejects a pull_request payload without a head SHA', async () => {
    const payload = pullRequestPayload();
    (payload.pull_request.head as { sha?: string }).sha = undefined;
    await expect(
      resolvePullRequest(fastClient(gh), {
        eventName: 'pull_request',
        payload,
        owner: OWNER,
        repo: REPO,
      }),
    ).rejects.toThrow(/no pull_request.head.sha/);
  });
});
