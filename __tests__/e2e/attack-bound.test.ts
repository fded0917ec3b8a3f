// Attacks on the bound success (issue #22, items 1, 2 and 6), end to end against the built action
// with every model obedient: a collaborator with write access tries to make a command, a review
// or a GitHub fault on the approval path write `success` where it must not, or crash the run.
// Each case asserts the head keeps its `failure` and the notice names why, with no stack trace.
import { afterEach, describe, expect, it } from 'vitest';
import { setGitHubClockOffset } from '../emulators/github/util.js';
import { attentionOnly, gateFails } from './reviewers.js';
import {
  gauntletReport,
  judged,
  OWNER,
  pullOf,
  pushAndJudge,
  REPO,
  runCommand,
  shaFor,
  statusesOn,
  useWorld,
} from './fixtures.js';
import { issueCommentPayload, reviewPayload } from './webhooks.js';
import { scaled } from '../knobs.js';

const world = useWorld();
afterEach(() => {
  setGitHubClockOffset(0);
});

const MAINTAINER = 'mona-maintainer';
const STACK_LINE = /^\s+at .+\(.*:\d+:\d+\)$/m;

describe('clock skew between the runner and GitHub', { timeout: scaled(120_000) }, () => {
  it('a runner clock 90 s behind GitHub: an old override replayed after a new blocked head → no success, named', async () => {
    // The report's time came from the runner's clock, the command's from GitHub's: a slow runner
    // clock made a command typed before the new head's report look newer than it.
    setGitHubClockOffset(90_000);
    const first = await judged(world, 1001, gateFails(), 'failure');
    world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'admin');
    const event = issueCommentPayload(world, 1001, '/done-gate override flaky suite', MAINTAINER);
    const granted = await runCommand(world, 1001, event);
    expect(granted.stdout).toMatch(/applied/);
    expect(statusesOn(world, first)).toEqual(['pending', 'failure', 'success']);
    const next = await pushAndJudge(world, 1001, gateFails());
    const replay = await runCommand(world, 1001, event);
    expect(statusesOn(world, next)).toEqual(['pending', 'failure']);
    expect(replay.stdout).toMatch(
      new RegExp(`before the report of head ${next.slice(0, 7)} was posted at \\S+`),
    );
    expect(gauntletReport(world, 1001)).not.toContain('Human decision');
  });

  it('a runner clock 90 s behind GitHub: an approving review of the old head replayed after a new head → no success, named', async () => {
    setGitHubClockOffset(90_000);
    const first = await judged(world, 1002, attentionOnly(), 'failure');
    world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
    const old = reviewPayload(world, 1002, MAINTAINER, first);
    const next = await pushAndJudge(world, 1002, attentionOnly());
    const run = await runCommand(world, 1002, old, 'pull_request_review');
    expect(statusesOn(world, next)).toEqual(['pending', 'failure']);
    expect(run.stdout).toMatch(
      /changed nothing — the review approved [0-9a-f]{7}, not the judged head/,
    );
  });
});

describe('a command only where GitHub would show one', { timeout: scaled(120_000) }, () => {
  const commands: Array<[string, string]> = [
    ['a quoted reply', '> /done-gate approve'],
    ['a fenced code block', '```\n/done-gate approve\n```'],
    ['an indented code block', '    /done-gate approve'],
    ['a trailing zero-width space', '/done-gate approve\u200b'],
    ['a zero-width joiner inside the name', '/done\u200dgate approve'],
    ['another case', '/Done-Gate APPROVE'],
    ['a fullwidth slash', '\uff0fdone-gate approve'],
    ['a non-breaking space', '/done-gate\u00a0approve'],
    ['the command below other text', 'Looks fine.\n/done-gate approve'],
  ];
  it.each(commands.map(([what, body], i): [string, string, number] => [what, body, 1010 + i]))(
    '%s changes nothing',
    async (_what, body, number) => {
      const sha = await judged(world, number, attentionOnly(), 'failure');
      world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
      const run = await runCommand(
        world,
        number,
        issueCommentPayload(world, number, body, MAINTAINER),
      );
      expect(run.exitCode).toBe(0);
      expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
      expect(run.stdout).toMatch(/carries no \/done-gate command/);
    },
  );
});

describe(
  'reviews that are no longer approvals of the judged head',
  { timeout: scaled(120_000) },
  () => {
    it('an approving review dismissed before its run → no success, named', async () => {
      const sha = await judged(world, 1031, attentionOnly(), 'failure');
      world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
      const event = reviewPayload(world, 1031, MAINTAINER, sha);
      const review = world.gh.state.reviews.find((r) => r.id === event.review.id)!;
      review.state = 'DISMISSED';
      const run = await runCommand(world, 1031, event, 'pull_request_review');
      expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
      expect(run.stdout).toMatch(new RegExp(`review ${event.review.id} is dismissed now`));
    });
  },
);

describe(
  'every GitHub fault on the approval path is a named refusal',
  { timeout: scaled(300_000) },
  () => {
    type Fault = { method: string; path: (n: number, sha: string) => string | RegExp };
    const faults: Array<[string, Fault, number, RegExp]> = [
      [
        'pulls.get 500',
        { method: 'GET', path: (n) => `/repos/${OWNER}/${REPO}/pulls/${n}` },
        500,
        /pull request #\d+ could not be read \(HTTP 500/,
      ],
      [
        'pulls.get 404',
        { method: 'GET', path: (n) => `/repos/${OWNER}/${REPO}/pulls/${n}` },
        404,
        /pull request #\d+ could not be read \(HTTP 404/,
      ],
      [
        'permission 403',
        {
          method: 'GET',
          path: () => `/repos/${OWNER}/${REPO}/collaborators/${MAINTAINER}/permission`,
        },
        403,
        /role could not be read \(HTTP 403/,
      ],
      [
        'permission 500',
        {
          method: 'GET',
          path: () => `/repos/${OWNER}/${REPO}/collaborators/${MAINTAINER}/permission`,
        },
        500,
        /role could not be read \(HTTP 500/,
      ],
      [
        'sticky list 500',
        { method: 'GET', path: (n) => `/repos/${OWNER}/${REPO}/issues/${n}/comments` },
        500,
        /the done-gate report could not be read \(HTTP 500/,
      ],
      [
        'sticky list 403',
        { method: 'GET', path: (n) => `/repos/${OWNER}/${REPO}/issues/${n}/comments` },
        403,
        /the done-gate report could not be read \(HTTP 403/,
      ],
      [
        'statuses 404',
        { method: 'GET', path: (_n, sha) => `/repos/${OWNER}/${REPO}/commits/${sha}/statuses` },
        404,
        /statuses of [0-9a-f]{7} could not be read \(HTTP 404/,
      ],
      [
        'updateComment 403',
        {
          method: 'PATCH',
          path: () => new RegExp(`^/repos/${OWNER}/${REPO}/issues/comments/\\d+$`),
        },
        403,
        /could not be recorded in the report \(HTTP 403/,
      ],
      [
        'createCommitStatus 500',
        { method: 'POST', path: (_n, sha) => `/repos/${OWNER}/${REPO}/statuses/${sha}` },
        500,
        /success status could not be written \(HTTP 500/,
      ],
      [
        'createCommitStatus 422',
        { method: 'POST', path: (_n, sha) => `/repos/${OWNER}/${REPO}/statuses/${sha}` },
        422,
        /success status could not be written \(HTTP 422/,
      ],
    ];

    it.each(faults.map((f, i) => [...f, 1041 + i] as const))(
      '%s → no success, named, no stack trace',
      async (_what, fault, status, named, number) => {
        const sha = await judged(world, number, attentionOnly(), 'failure');
        world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
        const event = issueCommentPayload(world, number, '/done-gate approve', MAINTAINER);
        world.gh.faults.error(
          { method: fault.method, path: fault.path(number, sha) },
          { status, times: 20 },
        );
        const run = await runCommand(world, number, event);
        expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
        expect(run.stdout).toMatch(named);
        expect(run.stdout).toMatch(/changed nothing/);
        expect(`${run.stdout}\n${run.stderr}`).not.toMatch(STACK_LINE);
        expect(run.outputs.verdict).not.toBe('PASS');
      },
    );

    type Malformed = [string, (n: number) => string | RegExp, unknown, RegExp];
    const malformed: Malformed[] = [
      [
        'pulls.get with no head',
        (n: number) => `/repos/${OWNER}/${REPO}/pulls/${n}`,
        { number: 1 },
        /answered without a head or base/,
      ],
      [
        'a permission reply with no role',
        () => `/repos/${OWNER}/${REPO}/collaborators/${MAINTAINER}/permission`,
        { permission: 'admin' },
        /role on acme\/widgets is none/,
      ],
      [
        'a comments list that is not a list',
        (n: number) => `/repos/${OWNER}/${REPO}/issues/${n}/comments`,
        { comments: [] },
        /changed nothing — /,
      ],
      [
        'a statuses list that is not a list',
        () => /^\/repos\/acme\/widgets\/commits\/[0-9a-f]{40}\/statuses$/,
        { statuses: [] },
        /changed nothing — /,
      ],
    ];
    it.each(malformed.map((c, i): [...Malformed, number] => [...c, 1061 + i]))(
      'malformed: %s → no success, named, no stack trace',
      async (_what, path, body, named, number) => {
        const sha = await judged(world, number, attentionOnly(), 'failure');
        world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
        const event = issueCommentPayload(world, number, '/done-gate approve', MAINTAINER);
        world.gh.faults.error(
          { method: 'GET', path: path(number) },
          { status: 200, body, times: 20 },
        );
        const run = await runCommand(world, number, event);
        expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
        expect(run.stdout).toMatch(named);
        expect(`${run.stdout}\n${run.stderr}`).not.toMatch(STACK_LINE);
      },
    );

    it('the base moved and its ancestry compare answers 404 → no success, named', async () => {
      const sha = await judged(world, 1081, attentionOnly(), 'failure');
      world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
      const judgedBase = pullOf(world, 1081).baseSha;
      world.gh.state.retarget(pullOf(world, 1081), pullOf(world, 1081).baseRef, shaFor(1081, 'nb'));
      const event = issueCommentPayload(world, 1081, '/done-gate approve', MAINTAINER);
      world.gh.faults.error(
        {
          method: 'GET',
          path: `/repos/${OWNER}/${REPO}/compare/${judgedBase}...${shaFor(1081, 'nb')}`,
        },
        { status: 404, times: 20 },
      );
      const run = await runCommand(world, 1081, event);
      expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
      expect(run.stdout).toMatch(
        /whether the judged base [0-9a-f]{7,} is an ancestor of the base [0-9a-f]{7,} could not be read \(HTTP 404/,
      );
      expect(`${run.stdout}\n${run.stderr}`).not.toMatch(STACK_LINE);
    });

    it('the review re-read answering 404 → no success, named', async () => {
      const sha = await judged(world, 1082, attentionOnly(), 'failure');
      world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
      const event = reviewPayload(world, 1082, MAINTAINER, sha);
      world.gh.faults.error(
        { method: 'GET', path: `/repos/${OWNER}/${REPO}/pulls/1082/reviews/${event.review.id}` },
        { status: 404, times: 20 },
      );
      const run = await runCommand(world, 1082, event, 'pull_request_review');
      expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
      expect(run.stdout).toMatch(
        new RegExp(`review ${event.review.id} could not be read \\(HTTP 404`),
      );
      expect(`${run.stdout}\n${run.stderr}`).not.toMatch(STACK_LINE);
    });
  },
);
