// Which path each event takes, fed GitHub's own published webhook examples
// (@octokit/webhooks-examples) for merge_group, issue_comment, pull_request_review and
// workflow_run, and the command parser's rules (first line only; never in a quote or code).
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IgnoredEventError,
  parseCommand,
  queuedPullNumber,
  resolvePullRequest,
  routeEvent,
  triggeringRunId,
} from '../../../src/github/event.js';
import { startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { example, examplesOf } from '../../e2e/webhooks.js';
import { fastClient } from './helpers.js';

const ctx = (eventName: string, payload: unknown) => ({
  eventName,
  payload,
  owner: 'octo-org',
  repo: 'octo-repo',
});

describe('routeEvent on the published webhook examples', () => {
  it('merge_group checks_requested → the group: head SHA, base branch, and the queued PR from head_ref', () => {
    const all = examplesOf('merge_group');
    expect(all.length).toBeGreaterThan(0);
    for (const payload of all) {
      const route = routeEvent(ctx('merge_group', payload));
      expect(route).toEqual({
        kind: 'merge-group',
        group: {
          headSha: payload.merge_group.head_sha,
          baseSha: payload.merge_group.base_sha,
          headRef: payload.merge_group.head_ref,
          baseRef: 'main',
          prNumber: 104,
        },
      });
    }
  });

  it('merge_group destroyed (any other action) → ignored', () => {
    const payload = example('merge_group', 'checks_requested');
    payload.action = 'destroyed';
    expect(routeEvent(ctx('merge_group', payload)).kind).toBe('ignore');
  });

  it('issue_comment: every published example (comments on issues, edits, deletions) is ignored', () => {
    const all = examplesOf('issue_comment');
    expect(new Set(all.map((p) => p.action))).toEqual(new Set(['created', 'edited', 'deleted']));
    for (const payload of all) {
      const route = routeEvent(ctx('issue_comment', payload));
      expect(route.kind, payload.action).toBe('ignore');
      if (payload.action === 'created') expect(route).toMatchObject({ reason: /on an issue/ });
      else expect(route).toMatchObject({ reason: /only a new comment/ });
    }
  });

  it('issue_comment created on a pull request with a command → the command, by the comment author', () => {
    const payload = example('issue_comment', 'created');
    payload.issue.pull_request = { url: 'https://api.github.com/repos/o/r/pulls/1' };
    payload.comment.body = '/done-gate override the flaky suite is tracked in #12\r\nmore text';
    payload.sender.login = 'someone-else';
    expect(routeEvent(ctx('issue_comment', payload))).toEqual({
      kind: 'command',
      command: {
        verb: 'override',
        reason: 'the flaky suite is tracked in #12',
        actor: payload.comment.user.login,
        actorType: 'User',
        number: payload.issue.number,
        source: 'comment',
        reviewedSha: null,
        at: payload.comment.created_at,
        id: payload.comment.id,
        body: payload.comment.body,
      },
    });
    payload.action = 'edited';
    expect(routeEvent(ctx('issue_comment', payload)).kind).toBe('ignore');
  });

  it('pull_request_review: the published examples (commented, dismissed) are no approval', () => {
    const all = examplesOf('pull_request_review');
    for (const payload of all) {
      expect(routeEvent(ctx('pull_request_review', payload)).kind).toBe('ignore');
    }
  });

  it('pull_request_review submitted with state approved → approve, bound to the reviewed commit', () => {
    const payload = example('pull_request_review', 'submitted');
    payload.review.state = 'approved';
    const route = routeEvent(ctx('pull_request_review', payload));
    expect(route).toMatchObject({
      kind: 'command',
      command: {
        verb: 'approve',
        actor: payload.review.user.login,
        number: payload.pull_request.number,
        source: 'review',
        reviewedSha: payload.review.commit_id,
        id: payload.review.id,
      },
    });
  });

  describe('workflow_run examples', () => {
    let gh: GitHubEmulator;
    beforeEach(async () => {
      gh = await startGitHubEmulator();
    });
    afterEach(async () => {
      await gh.close();
    });

    it('none of them (workflow_dispatch, repository_dispatch, requested) is judged; the triggering run is named', async () => {
      const all = examplesOf('workflow_run');
      expect(all.length).toBeGreaterThan(0);
      for (const payload of all) {
        const context = ctx('workflow_run', payload);
        expect(routeEvent(context).kind).toBe('pull-request');
        expect(triggeringRunId(context)).toBe(payload.workflow_run.id);
        await expect(resolvePullRequest(fastClient(gh), context)).rejects.toBeInstanceOf(
          IgnoredEventError,
        );
      }
      // Decided from the payloads alone, although one lists a pull request (with another head).
      expect(gh.requests).toHaveLength(0);
    });
  });

  describe('pull_request examples', () => {
    let gh: GitHubEmulator;
    beforeEach(async () => {
      gh = await startGitHubEmulator();
    });
    afterEach(async () => {
      await gh.close();
    });

    it('a closed (or merged) pull request is ignored from the payload alone; an open one is judged', async () => {
      const all = examplesOf('pull_request');
      const closed = all.filter((p) => p.pull_request.state === 'closed');
      expect(closed.length).toBeGreaterThan(0);
      for (const payload of closed) {
        await expect(
          resolvePullRequest(fastClient(gh), ctx('pull_request', payload)),
        ).rejects.toThrow(/pull request #\d+ is (closed|merged): nothing to judge/);
      }
      const open = all.find((p) => p.pull_request.state === 'open');
      const pr = await resolvePullRequest(fastClient(gh), ctx('pull_request_target', open));
      expect(pr.headSha).toBe(open?.pull_request.head.sha);
      expect(gh.requests).toHaveLength(0);
    });
  });

  it('anything else is refused, naming every supported event', () => {
    const route = routeEvent(ctx('push', {}));
    expect(route).toMatchObject({ kind: 'unsupported', reason: /merge_group.*got 'push'/ });
  });
});

describe('queuedPullNumber', () => {
  it('reads N from gh-readonly-queue/<base>/pr-<N>-<sha>, with or without refs/heads/', () => {
    const sha = 'a'.repeat(40);
    expect(queuedPullNumber(`refs/heads/gh-readonly-queue/main/pr-7-${sha}`)).toBe(7);
    expect(queuedPullNumber(`gh-readonly-queue/release/v1/pr-12-${sha}`)).toBe(12);
    expect(queuedPullNumber('refs/heads/feature/pr-7')).toBeNull();
    expect(queuedPullNumber(`refs/heads/gh-readonly-queue/main/pr-7-${sha}x`)).toBeNull();
  });
});

describe('parseCommand', () => {
  it('takes the first non-blank line only, at its start', () => {
    expect(parseCommand('/done-gate approve')).toEqual({ verb: 'approve', reason: '' });
    expect(parseCommand('\n\n/done-gate approve  \nthanks')).toEqual({
      verb: 'approve',
      reason: '',
    });
    expect(parseCommand('/done-gate approve looked at the cache')).toEqual({
      verb: 'approve',
      reason: 'looked at the cache',
    });
    expect(parseCommand('/done-gate override  flaky upstream ')).toEqual({
      verb: 'override',
      reason: 'flaky upstream',
    });
    expect(parseCommand('/done-gate override')).toEqual({
      invalid: expect.stringMatching(/needs a reason/),
    });
    for (const body of [
      '> /done-gate approve',
      '```\n/done-gate approve\n```',
      '~~~\n/done-gate approve\n~~~',
      '    /done-gate approve',
      ' /done-gate approve',
      'Please\n/done-gate approve',
      '`/done-gate approve`',
      '/done-gate approved',
      '/done-gate  APPROVE',
      '/done-gateapprove',
      '',
    ]) {
      expect(parseCommand(body), JSON.stringify(body)).toBeNull();
    }
  });

  it('a command never comes out of a body whose first non-blank line is not one (property)', () => {
    const notCommandLine = fc
      .string({ maxLength: 80 })
      .filter((s) => s.trim().length > 0 && !s.includes('\n') && !s.startsWith('/done-gate'));
    fc.assert(
      fc.property(notCommandLine, fc.string({ maxLength: 200 }), (first, rest) => {
        expect(parseCommand(`${first}\n/done-gate approve\n${rest}`)).toBeNull();
      }),
    );
  });

  it('reads long hostile text in one pass (a backtracking parse would time the test out)', () => {
    const body = `/done-gate override ${' \t'.repeat(200_000)}x${'\n'.repeat(100_000)}`;
    expect(parseCommand(body)).toMatchObject({ verb: 'override', reason: 'x' });
    expect(parseCommand('\n'.repeat(500_000) + '> x')).toBeNull();
    expect(parseCommand(`/done-gate approve${' '.repeat(300_000)}!`)).toMatchObject({
      reason: '!',
    });
  });
});
