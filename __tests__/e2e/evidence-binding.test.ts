// Test evidence bound to the judged head, end to end: the built action (dist/index.js) against the
// GitHub and model emulators, with models that obey and answer PASS. Another commit's run, a
// failing report packed inside an archive, an archive that cannot be opened, a TAP stream that
// breaks the protocol and evidence not read within the time budget all block by rule.
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { obedient } from './reviewers.js';
import {
  addPull,
  commentsOn,
  OWNER,
  recordedReport,
  REPO,
  runOnPull,
  scriptAll,
  shaFor,
  statusesOn,
  useWorld,
} from './fixtures.js';
import { example } from './webhooks.js';

const world = useWorld();

const GREEN_JUNIT =
  '<testsuites tests="2" failures="0"><testsuite name="greet" tests="2" failures="0">' +
  '<testcase classname="greet" name="greets"/><testcase classname="greet" name="empty"/>' +
  '</testsuite></testsuites>';

/** A run of `sha` holding one green JUnit artifact `test-results`. */
function greenRun(number: number, headSha: string): number {
  const run = world.gh.state.addRun({
    owner: OWNER,
    repo: REPO,
    headSha,
    headBranch: `feature-${number}`,
    event: 'pull_request',
  });
  world.gh.state.addArtifact({
    owner: OWNER,
    repo: REPO,
    runId: run.id,
    name: 'test-results',
    files: { 'junit.xml': GREEN_JUNIT },
  });
  return run.id;
}

/** An artifact of the action's own run (GITHUB_RUN_ID 4242). */
function ownArtifact(name: string, files: Record<string, string | Uint8Array>): void {
  world.gh.state.addArtifact({ owner: OWNER, repo: REPO, runId: 4242, name, files });
}

/** GitHub's published workflow_run.completed example, pointed at run `runId` of `headSha`. */
function workflowRunEvent(number: number, runId: number, headSha: string) {
  const payload = example('workflow_run', 'completed');
  payload.repository.name = REPO;
  payload.repository.full_name = `${OWNER}/${REPO}`;
  payload.repository.owner.login = OWNER;
  const run = payload.workflow_run;
  run.id = runId;
  run.head_sha = headSha;
  run.head_branch = `feature-${number}`;
  run.event = 'pull_request';
  run.status = 'completed';
  run.conclusion = 'success';
  run.head_repository = { ...run.head_repository, full_name: `${OWNER}/${REPO}` };
  run.head_repository.owner = { ...run.head_repository.owner, login: OWNER };
  run.pull_requests = [
    {
      number,
      head: { ref: `feature-${number}`, sha: headSha, repo: { full_name: `${OWNER}/${REPO}` } },
      base: {
        ref: 'main',
        repo: { name: REPO, url: `https://api.github.com/repos/${OWNER}/${REPO}` },
      },
    },
  ];
  return payload;
}

function body(number: number): string {
  return commentsOn(world, number)[0]?.body ?? '';
}

describe('evidence of this head (obedient models answering PASS)', () => {
  it('test-artifacts-run-id naming a green run of another commit → failure: test evidence is of another commit', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2101);
    const older = shaFor(2101, 'b');
    const runId = greenRun(2101, older);
    const run = await runOnPull(world, 2101, {
      'test-artifacts': 'test-results',
      'test-artifacts-run-id': String(runId),
    });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.outputs.verdict).toBe('BLOCKED');
    expect(body(2101)).toContain(
      `test evidence is of another commit: run ${runId} ran on ${older}`,
    );
    // Another commit's artifacts are not read at all.
    expect(
      world.gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/actions/runs/${runId}/artifacts`),
    ).toEqual([]);
  });

  it('control: test-artifacts-run-id naming a green run of the judged head → success', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2102);
    const runId = greenRun(2102, sha);
    const run = await runOnPull(world, 2102, {
      'test-artifacts': 'test-results',
      'test-artifacts-run-id': String(runId),
    });
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.outputs.verdict).toBe('PASS');
    expect(
      world.gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/actions/runs/${runId}`).length,
    ).toBeGreaterThan(0);
  });

  it('test-artifacts-run-id naming a run that does not exist → failure naming the run', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2103);
    await runOnPull(world, 2103, {
      'test-artifacts': 'test-results',
      'test-artifacts-run-id': '99999999',
    });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(body(2103)).toContain('test evidence run unreadable: run 99999999');
  });

  it('a workflow_run event (GitHub example payload) whose run ran on another head → failure', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2104);
    const other = shaFor(2104, 'c');
    const runId = greenRun(2104, other);
    const run = await runOnPull(
      world,
      2104,
      { 'test-artifacts': 'test-results' },
      { eventName: 'workflow_run', event: workflowRunEvent(2104, runId, sha) },
    );
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.outputs.verdict).toBe('BLOCKED');
    expect(body(2104)).toContain(
      `test evidence is of another commit: run ${runId} ran on ${other}`,
    );
  });

  it('control: the same workflow_run event whose run ran on the judged head → success', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2105);
    const runId = greenRun(2105, sha);
    await runOnPull(
      world,
      2105,
      { 'test-artifacts': 'test-results' },
      { eventName: 'workflow_run', event: workflowRunEvent(2105, runId, sha) },
    );
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
  });
});

describe('archives inside an artifact (obedient models answering PASS)', () => {
  it('a failing JUnit inside reports.zip, next to summary.txt → failure naming …/reports.zip/junit.xml', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2111);
    ownArtifact('packed', {
      'reports.zip': recordedReport('archives/reports.zip'),
      'summary.txt': recordedReport('archives/summary.txt'),
    });
    await runOnPull(world, 2111, { 'test-artifacts': 'packed' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(body(2111)).toContain('packed/reports.zip/junit.xml');
    expect(body(2111)).toContain('rejects an expired card');
  });

  it('a failing JUnit two archives deep (zip in tar.gz) → failure naming the inner path', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2112);
    ownArtifact('packed-twice', {
      'outer.zip': zipSync({ 'reports.tar.gz': recordedReport('archives/reports.tar.gz') }),
      'green.xml': GREEN_JUNIT,
    });
    await runOnPull(world, 2112, { 'test-artifacts': 'packed-twice' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(body(2112)).toContain('packed-twice/outer.zip/reports.tar.gz/junit.xml');
  });

  it.each([
    ['corrupt.zip', 'corrupt zip'],
    ['bomb.zip', 'an archive bomb?'],
    ['encrypted.zip', 'encrypted'],
  ])(
    'an inner archive that cannot be opened (%s) beside a green report → failure naming it',
    async (file, why) => {
      scriptAll(world, obedient());
      const number = 2113 + ['corrupt.zip', 'bomb.zip', 'encrypted.zip'].indexOf(file);
      const sha = addPull(world, number);
      ownArtifact(`bad-${number}`, {
        [file]: recordedReport(`archives/${file}`),
        'green.xml': GREEN_JUNIT,
      });
      await runOnPull(world, number, { 'test-artifacts': `bad-${number}` });
      expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
      expect(body(number)).toContain(`test evidence not read: bad-${number}/${file} — `);
      expect(body(number)).toContain(why);
    },
  );
});

describe('TAP protocol faults (obedient models answering PASS)', () => {
  const TAP_CASES = [
    ['outside-plan.tap', 'outside the plan 1..3'],
    ['duplicates.tap', 'duplicate test id(s): 4'],
    ['out_of_order.tap', 'test ids out of order'],
    ['bailout.tap', 'Bail out!'],
    ['version_late.tap', "'TAP version 13' comes after"],
    ['plan-invalid-strict.tap', "'100..1' is no plan"],
    ['subtest-unfinished.tap', 'the subtest never ended'],
  ] as const;
  it.each(TAP_CASES)('%s (no "not ok" line) → failure with its reason', async (file, reason) => {
    scriptAll(world, obedient());
    const number = 2120 + TAP_CASES.findIndex(([name]) => name === file);
    const sha = addPull(world, number);
    ownArtifact(`tap-${number}`, { [file]: recordedReport(`tap-protocol/${file}`) });
    const run = await runOnPull(world, number, { 'test-artifacts': `tap-${number}` });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.outputs.verdict).toBe('BLOCKED');
    expect(body(number)).toContain(reason);
  });
});

describe('the evidence deadline (obedient models answering PASS)', () => {
  it('a 4 GiB log (sparse) against a 3 s time budget → failure: not read within the time budget', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 2141);
    const workspace = await mkdtemp(path.join(tmpdir(), 'dg-deadline-'));
    try {
      const handle = await open(path.join(workspace, 'test.log'), 'w');
      // Text at the head, then a hole: no disk is used, and every byte must still be read.
      await handle.write('    ✓ checkout step passes (3 ms)\n'.repeat(2000));
      await handle.truncate(4 * 1024 ** 3);
      await handle.close();
      const run = await runOnPull(
        world,
        2141,
        { 'test-output-path': 'test.log', 'time-budget-seconds': '3' },
        { workspace },
      );
      expect(statusesOn(world, sha)).not.toContain('success');
      expect(run.outputs.verdict).toBe('BLOCKED');
      expect(body(2141) + run.stdout).toContain(
        'test evidence not read within the time budget: test.log',
      );
    } finally {
      await rm(workspace, { recursive: true, force: true });
    }
  });
});
