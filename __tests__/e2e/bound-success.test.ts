// Every success is bound to what was judged (issue #22, items 1, 2 and 6), end to end: the built
// action against the emulators, every model obedient. A command acts only on the report it
// answers (re-read by id, newer than the report, by someone who holds an approver role now); a
// PASS is reused only while the base branch, the base's ancestry and the spec are unchanged; an
// event that changes the base fails the head at once; a GitHub fault on the merge-queue path is a
// named failure, never a crash. Controls: a fresh approval lands, a group of a PR judged against
// its current base is reused with no model call, a clean PR passes.
import { describe, expect, it } from 'vitest';
import {
  attentionOnly,
  cleanReply,
  findingReply,
  gateFails,
  obedient,
  reviewers,
} from './reviewers.js';
import {
  addPull,
  CLEAN_FILES,
  CRITERIA,
  gauntletReport,
  judged,
  markModelRequests,
  modelRequestsSince,
  OWNER,
  pullOf,
  pushAndJudge,
  REPO,
  runCommand,
  runOnPull,
  scriptAll,
  shaFor,
  SPEC_BODY,
  statusesOn,
  useWorld,
} from './fixtures.js';
import { baseEditedPayload, issueCommentPayload, mergeGroupPayload } from './webhooks.js';
import { scaled } from '../knobs.js';

const world = useWorld();

const MAINTAINER = 'mona-maintainer';

/** A critical finding on the new head (the security lane is not triaged in for this diff). */
const criticalFinding = () =>
  obedient({
    'code-review': () => findingReply('code-review', 'src/greet.ts', 'Throws on every name', 2),
  });

const STACK_LINE = /^\s+at .+\(.*:\d+:\d+\)$/m;

describe('a command acts only on the report it answers', { timeout: scaled(120_000) }, () => {
  it('control: a fresh maintainer approval on the judged head lands, naming comment, base and time', async () => {
    const sha = await judged(world, 901, attentionOnly(), 'failure');
    world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
    const event = issueCommentPayload(world, 901, '/done-gate approve', MAINTAINER);
    const run = await runCommand(world, 901, event);
    expect(run.exitCode).toBe(0);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure', 'success']);
    const body = gauntletReport(world, 901);
    expect(body).toContain(
      `from comment ${event.comment.id}, against base \`${pullOf(world, 901).baseSha}\``,
    );
    expect(body).toMatch(/Recorded at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/);
    // The command run's own page says what it decided (#25).
    expect(run.summary).toContain('## done-gate: /done-gate approve applied');
    // Mentions are inert in the summary: no one is pinged by it.
    expect(run.summary).toContain(`by \`@${MAINTAINER}\``);
  });

  it('the approval replay: an old approve re-run after a new head with a critical finding → no success, named', async () => {
    const first = await judged(world, 902, attentionOnly(), 'failure');
    world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
    const event = issueCommentPayload(world, 902, '/done-gate approve', MAINTAINER);
    await runCommand(world, 902, event);
    expect(statusesOn(world, first)).toEqual(['pending', 'failure', 'success']);
    const next = await pushAndJudge(world, 902, criticalFinding());
    // GitHub's "Re-run" replays the original payload.
    const replay = await runCommand(world, 902, event);
    expect(replay.exitCode).toBe(0);
    expect(statusesOn(world, next)).toEqual(['pending', 'failure']);
    expect(replay.stdout).toMatch(
      new RegExp(
        `changed nothing — the command was written at \\S+, before the report of head ${next.slice(0, 7)} was posted at \\S+: it answers an earlier report`,
      ),
    );
    expect(replay.summary).toMatch(/it answers an earlier report/);
    expect(gauntletReport(world, 902)).not.toContain('Human decision');
  });

  it('the override replay: an old override re-run after a new blocked head → no success, named', async () => {
    const first = await judged(world, 903, gateFails(), 'failure');
    world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'admin');
    const event = issueCommentPayload(world, 903, '/done-gate override flaky suite', MAINTAINER);
    await runCommand(world, 903, event);
    expect(statusesOn(world, first)).toEqual(['pending', 'failure', 'success']);
    const next = await pushAndJudge(world, 903, gateFails());
    const replay = await runCommand(world, 903, event);
    expect(statusesOn(world, next)).toEqual(['pending', 'failure']);
    expect(replay.stdout).toMatch(/before the report of head [0-9a-f]{7} was posted/);
  });

  it('an edited command and a deleted command change nothing, and say why', async () => {
    const sha = await judged(world, 904, attentionOnly(), 'failure');
    world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
    const edited = issueCommentPayload(world, 904, '/done-gate approve', MAINTAINER);
    const posted = world.gh.state.comments.find((c) => c.id === edited.comment.id)!;
    posted.body = '/done-gate approve\n\n(edited: actually, not yet)';
    const runEdited = await runCommand(world, 904, edited);
    expect(runEdited.stdout).toMatch(
      new RegExp(`comment ${edited.comment.id} was edited after it was posted`),
    );
    const deleted = issueCommentPayload(world, 904, '/done-gate approve', MAINTAINER);
    const at = world.gh.state.comments.findIndex((c) => c.id === deleted.comment.id);
    world.gh.state.comments.splice(at, 1);
    const runDeleted = await runCommand(world, 904, deleted);
    expect(runDeleted.stdout).toMatch(
      new RegExp(`comment ${deleted.comment.id} no longer exists \\(deleted\\)`),
    );
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
  });

  it('a command by someone who lost the approver role since writing it changes nothing', async () => {
    const sha = await judged(world, 905, attentionOnly(), 'failure');
    world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
    const event = issueCommentPayload(world, 905, '/done-gate approve', MAINTAINER);
    world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'read');
    const run = await runCommand(world, 905, event);
    expect(run.stdout).toMatch(/changed nothing — @mona-maintainer's role .* is read/);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
  });

  it('a comment re-read fault on the approval path is a named refusal, never a crash', async () => {
    const sha = await judged(world, 906, attentionOnly(), 'failure');
    world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'maintain');
    const event = issueCommentPayload(world, 906, '/done-gate approve', MAINTAINER);
    world.gh.faults.error(
      { method: 'GET', path: `/repos/${OWNER}/${REPO}/issues/comments/${event.comment.id}` },
      { status: 502, times: 10 },
    );
    const run = await runCommand(world, 906, event);
    expect(run.stdout).toMatch(
      new RegExp(`comment ${event.comment.id} could not be re-read \\(HTTP 502`),
    );
    expect(`${run.stdout}\n${run.stderr}`).not.toMatch(STACK_LINE);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
  });
});

describe(
  'a PASS is reused only while the base and the spec are what was judged',
  { timeout: scaled(120_000) },
  () => {
    function group(number: number, baseSha: string, files = CLEAN_FILES) {
      const head = shaFor(number, 'c');
      world.gh.state.addCompare({
        owner: OWNER,
        repo: REPO,
        baseSha,
        headSha: head,
        commits: [{ message: `Add greet() (#${number})` }],
        files,
      });
      return head;
    }

    function runGroup(number: number, head: string, baseSha: string) {
      return runOnPull(
        world,
        number,
        {},
        {
          eventName: 'merge_group',
          event: mergeGroupPayload({ headSha: head, baseSha, prNumber: number }),
        },
      );
    }

    it('control: a merge group of a PR judged against its current base is reused with 0 model calls', async () => {
      await judged(world, 911, reviewers({ criteria: CRITERIA }), 'success');
      const head = group(911, pullOf(world, 911).baseSha);
      const mark = markModelRequests(world);
      const run = await runGroup(911, head, pullOf(world, 911).baseSha);
      expect(run.exitCode).toBe(0);
      expect(statusesOn(world, head)).toEqual(['pending', 'success']);
      expect(modelRequestsSince(world, mark)).toHaveLength(0);
      expect(run.summary).toMatch(/^## done-gate: PASS — /m);
      expect(run.summary).toContain('#911');
    });

    it('retargeted before a queue: a PR judged against staging, queued into main → failure naming both, no model call', async () => {
      scriptAll(world, reviewers({ criteria: CRITERIA }));
      const sha = addPull(world, 912, { baseRef: 'staging' });
      await runOnPull(world, 912);
      expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
      world.gh.state.retarget(pullOf(world, 912), 'main');
      const head = group(912, pullOf(world, 912).baseSha);
      const mark = markModelRequests(world);
      const run = await runGroup(912, head, pullOf(world, 912).baseSha);
      expect(statusesOn(world, head)).toEqual(['pending', 'failure']);
      expect(modelRequestsSince(world, mark)).toHaveLength(0);
      const status = world.gh.state.latestStatus(OWNER, REPO, head, 'done-gate');
      expect(status?.description).toBe(
        'BLOCKED — merge group: #912 judged against staging, now targets main',
      );
      expect(run.outputs.verdict).toBe('BLOCKED');
      expect(run.summary).toContain(
        '## done-gate: BLOCKED — merge group: `#912` judged against staging, now targets main',
      );
    });

    it('retargeted without a queue: an edited event with changes.base writes failure on the head at once, before any model call', async () => {
      const sha = await judged(world, 913, reviewers({ criteria: CRITERIA }), 'success');
      const from = { ref: pullOf(world, 913).baseRef, sha: pullOf(world, 913).baseSha };
      world.gh.state.retarget(pullOf(world, 913), 'release');
      const mark = markModelRequests(world);
      const run = await runOnPull(
        world,
        913,
        {},
        {
          eventName: 'pull_request',
          event: baseEditedPayload(world, 913, from),
        },
      );
      expect(statusesOn(world, sha)).toEqual(['pending', 'success', 'failure']);
      expect(world.gh.state.latestStatus(OWNER, REPO, sha, 'done-gate')?.description).toBe(
        'BLOCKED — base changed: re-review (now targets release)',
      );
      expect(modelRequestsSince(world, mark)).toHaveLength(0);
      expect(run.outputs.verdict).toBe('BLOCKED');
      expect(run.outputs['base-ref']).toBe('release');
      expect(run.summary).toContain('## done-gate: BLOCKED — base changed');
    });

    it('the spec state changes during the run: the closing issue closed "not planned" → not success, named', async () => {
      world.gh.state.addIssue({
        owner: OWNER,
        repo: REPO,
        number: 914,
        title: 'Greeting helper',
        body: SPEC_BODY,
        user: 'maintainer',
        authorAssociation: 'OWNER',
      });
      const sha = addPull(world, 915, { body: 'Closes #914' });
      let done = false;
      scriptAll(
        world,
        obedient({
          gate: () => {
            if (!done) {
              done = true;
              const issue = world.gh.state.issue(OWNER, REPO, 914)!;
              issue.state = 'closed';
              issue.stateReason = 'not_planned';
            }
            return cleanReply('gate', 'review', CRITERIA);
          },
        }),
      );
      const run = await runOnPull(world, 915);
      expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
      expect(run.outputs.verdict).toBe('BLOCKED');
      expect(gauntletReport(world, 915)).toMatch(
        /- superseded: the spec changed during the review \(`?#914`? state edited\)/,
      );
    });

    it('the PR title edited during the run → not success, named', async () => {
      const sha = addPull(world, 916);
      let done = false;
      scriptAll(
        world,
        obedient({
          gate: () => {
            if (!done) {
              done = true;
              pullOf(world, 916).title = 'Add greet() and drop the TypeError';
            }
            return cleanReply('gate', 'review', CRITERIA);
          },
        }),
      );
      await runOnPull(world, 916);
      expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
      expect(gauntletReport(world, 916)).toMatch(
        /- superseded: the spec changed during the review \(PR title edited\)/,
      );
    });

    it('control: a clean PR passes, and its verdict names the base and the spec digest', async () => {
      scriptAll(world, reviewers({ criteria: CRITERIA }));
      const sha = addPull(world, 917);
      const run = await runOnPull(world, 917);
      expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
      expect(run.outputs['base-ref']).toBe('main');
      expect(run.outputs['base-sha']).toBe(pullOf(world, 917).baseSha);
      expect(run.outputs['spec-digest']).toMatch(/^[0-9a-f]{64}$/);
      const status = world.gh.state.latestStatus(OWNER, REPO, sha, 'done-gate');
      expect(status?.description).toContain(
        `vs main@${pullOf(world, 917).baseSha.slice(0, 7)} · spec ${run.outputs['spec-digest']!.slice(0, 8)}`,
      );
    });
  },
);

describe(
  'a GitHub fault on the merge-queue path is a named failure, never a crash',
  { timeout: scaled(120_000) },
  () => {
    it('the group compare answering 404 → failure with a named reason and no stack trace', async () => {
      const base = shaFor(921, 'b');
      const head = shaFor(921, 'c');
      addPull(world, 921);
      const run = await runOnPull(
        world,
        921,
        {},
        {
          eventName: 'merge_group',
          event: mergeGroupPayload({ headSha: head, baseSha: base, prNumber: 921 }),
        },
      );
      expect(statusesOn(world, head)).toEqual(['pending', 'failure']);
      const status = world.gh.state.latestStatus(OWNER, REPO, head, 'done-gate');
      expect(status?.description).toMatch(
        /^BLOCKED — merge group: the group's comparison [0-9a-f]{7}\.\.\.[0-9a-f]{7} could not be read \(HTTP 404/,
      );
      expect(run.outputs.verdict).toBe('BLOCKED');
      expect(`${run.stdout}\n${run.stderr}`).not.toMatch(STACK_LINE);
      expect(run.stdout).not.toMatch(/crashed/);
    });

    it.each([
      ['403', 403, 931],
      ['422', 422, 932],
      ['5xx after retries', 503, 933],
    ])('the group compare answering %s → failure, named', async (_name, status, n) => {
      addPull(world, n);
      const base = shaFor(n, 'b');
      const head = shaFor(n, 'c');
      world.gh.faults.error(
        { method: 'GET', path: `/repos/${OWNER}/${REPO}/compare/${base}...${head}` },
        { status, times: 20 },
      );
      const run = await runOnPull(
        world,
        n,
        {},
        {
          eventName: 'merge_group',
          event: mergeGroupPayload({ headSha: head, baseSha: base, prNumber: n }),
        },
      );
      expect(statusesOn(world, head)).toEqual(['pending', 'failure']);
      expect(world.gh.state.latestStatus(OWNER, REPO, head, 'done-gate')?.description).toMatch(
        new RegExp(`could not be read \\(HTTP ${status}`),
      );
      expect(`${run.stdout}\n${run.stderr}`).not.toMatch(STACK_LINE);
    });

    it('a malformed compare reply (no commits list) → failure, named', async () => {
      addPull(world, 941);
      const base = shaFor(941, 'b');
      const head = shaFor(941, 'c');
      world.gh.faults.error(
        { method: 'GET', path: `/repos/${OWNER}/${REPO}/compare/${base}...${head}` },
        { status: 200, body: { status: 'ahead' }, times: 1 },
      );
      await runOnPull(
        world,
        941,
        {},
        {
          eventName: 'merge_group',
          event: mergeGroupPayload({ headSha: head, baseSha: base, prNumber: 941 }),
        },
      );
      expect(statusesOn(world, head)).toEqual(['pending', 'failure']);
      expect(world.gh.state.latestStatus(OWNER, REPO, head, 'done-gate')?.description).toMatch(
        /could not be read \(the reply has no commits list\)/,
      );
    });

    it('a judged PR whose statuses cannot be read → failure naming the PR, no model call', async () => {
      const sha = await judged(world, 942, reviewers({ criteria: CRITERIA }), 'success');
      const head = shaFor(942, 'c');
      world.gh.state.addCompare({
        owner: OWNER,
        repo: REPO,
        baseSha: pullOf(world, 942).baseSha,
        headSha: head,
        commits: [{ message: 'Add greet() (#942)' }],
        files: CLEAN_FILES,
      });
      world.gh.faults.error(
        { method: 'GET', path: `/repos/${OWNER}/${REPO}/commits/${sha}/statuses` },
        { status: 403, times: 5 },
      );
      const mark = markModelRequests(world);
      await runOnPull(
        world,
        942,
        {},
        {
          eventName: 'merge_group',
          event: mergeGroupPayload({
            headSha: head,
            baseSha: pullOf(world, 942).baseSha,
            prNumber: 942,
          }),
        },
      );
      expect(statusesOn(world, head)).toEqual(['pending', 'failure']);
      expect(world.gh.state.latestStatus(OWNER, REPO, head, 'done-gate')?.description).toMatch(
        /#942's statuses could not be read \(HTTP 403/,
      );
      expect(modelRequestsSince(world, mark)).toHaveLength(0);
    });
  },
);
