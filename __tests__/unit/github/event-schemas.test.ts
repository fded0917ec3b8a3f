// routeEvent reads payloads through zod schemas of exactly the fields it uses: every published
// example of each event it handles (@octokit/webhooks-examples) parses, and a payload missing any
// field a route needs is refused with that route's named reason, never routed on a guess.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeEvent } from '../../../src/github/event.js';
import { example, examplesOf } from '../../e2e/webhooks.js';

const ctx = (eventName: string, payload: unknown) => ({
  eventName,
  payload,
  owner: 'octo-org',
  repo: 'octo-repo',
});

const HANDLED = [
  'pull_request',
  'pull_request_target',
  'workflow_run',
  'merge_group',
  'issue_comment',
  'pull_request_review',
];

const SHA = 'a'.repeat(40);

/** A published example: GitHub's shape, edited field by field. */
type Payload = ReturnType<typeof example>;

/** A published approving review, made approving with a full commit id. */
function approval(): Payload {
  const payload = example('pull_request_review', 'submitted');
  payload.review.state = 'approved';
  payload.review.commit_id = SHA;
  return payload;
}

/** A published PR comment that carries a command. */
function command(): Payload {
  const payload = example('issue_comment', 'created');
  payload.issue.pull_request ??= { url: 'https://api.github.com/repos/o/r/pulls/1' };
  payload.comment.body = '/done-gate approve';
  return payload;
}

describe('the event schemas on the published examples', () => {
  it('no published example of a handled event is refused as malformed', () => {
    for (const name of HANDLED) {
      let seen = 0;
      for (const payload of name === 'pull_request_target' ? [] : examplesOf(name)) {
        seen += 1;
        expect(routeEvent(ctx(name, payload)).kind, `${name}.${payload.action}`).not.toBe(
          'unsupported',
        );
      }
      if (name !== 'pull_request_target') expect(seen, name).toBeGreaterThan(0);
    }
  });

  it('a published approving review and a PR comment command parse into commands', () => {
    expect(routeEvent(ctx('pull_request_review', approval()))).toMatchObject({
      kind: 'command',
      command: { verb: 'approve', source: 'review', reviewedSha: SHA },
    });
    expect(routeEvent(ctx('issue_comment', command()))).toMatchObject({
      kind: 'command',
      command: { verb: 'approve', source: 'comment', reviewedSha: null },
    });
  });
});

describe('a payload without a field the route needs', () => {
  const needed: { event: string; build: () => Payload; paths: string[][] }[] = [
    {
      event: 'pull_request_review',
      build: approval,
      paths: [
        ['pull_request', 'number'],
        ['review', 'user', 'login'],
        ['review', 'commit_id'],
      ],
    },
    {
      event: 'issue_comment',
      build: command,
      paths: [
        ['issue', 'number'],
        ['comment', 'user', 'login'],
      ],
    },
  ];

  it('is refused with the named reason, whatever wrong value the field holds (property)', () => {
    const wrong = fc.constantFrom(undefined, null, '', 0, -1, 1.5, [], {}, true);
    for (const { event, build, paths } of needed) {
      fc.assert(
        fc.property(fc.constantFrom(...paths), wrong, (path, value) => {
          const payload = build();
          let at = payload;
          for (const key of path.slice(0, -1)) at = at[key];
          const last = path[path.length - 1]!;
          if (value === undefined) delete at[last];
          else at[last] = value;
          const route = routeEvent(ctx(event, payload));
          expect(route.kind).toBe('unsupported');
          expect((route as { reason: string }).reason).toMatch(/^the \w+ payload has no /);
        }),
        { numRuns: 100 },
      );
    }
  });

  it('a merge group without a full head SHA is refused, not judged', () => {
    const payload = example('merge_group', 'checks_requested');
    payload.merge_group.head_sha = 'abc123';
    expect(routeEvent(ctx('merge_group', payload))).toEqual({
      kind: 'unsupported',
      reason: 'the merge_group payload has no head_sha, base_sha, head_ref or base_ref',
    });
  });
});
