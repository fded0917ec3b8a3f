// The built action (dist/index.js) run as the runner runs it, against the GitHub REST emulator and
// the model emulators. What counts is what GitHub received: the statuses on the pinned head SHA and
// the one sticky comment.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTALLATION_LOGIN } from '../emulators/github.js';
import { obedient } from './reviewers.js';
import {
  addPull,
  allSecrets,
  commentsOn,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  shaFor,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();

function expectNoSecretsSent(): void {
  for (const request of world.gh.requests) {
    const text = JSON.stringify(request.body ?? '');
    for (const secret of allSecrets()) expect(text).not.toContain(secret);
  }
}

describe('a clean pull request', () => {
  it('goes pending → success on the head SHA, posts one comment that opens with the report, writes every output', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 1);
    const run = await runOnPull(world, 1);
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    const comments = commentsOn(world, 1);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.user).toBe(INSTALLATION_LOGIN);
    expect(comments[0]!.body.split('\n')[0]).toBe('GAUNTLET: PASS');
    expect(comments[0]!.body).toContain(sha);
    expect(comments[0]!.body).toContain('<!-- done-gate:report:done-gate -->');
    expect(run.outputs.verdict).toBe('PASS');
    expect(run.outputs['gate-state']).toBe('pass');
    expect(run.outputs['review-incomplete']).toBe('');
    expect(run.outputs['comment-id']).toBe(String(comments[0]!.id));
    expect(Number(run.outputs.tokens)).toBeGreaterThan(0);
    expect(run.outputs['cost-usd']).toMatch(/^\d+\.\d{4}$/);
    expect(run.outputs['report-path']).toBeTruthy();
    expect(run.summary.split('\n')[0]).toBe('GAUNTLET: PASS');
    expectNoSecretsSent();
  });

  for (const [vendor, models] of [
    ['anthropic', 'anthropic/claude-sonnet-5-5'],
    ['openai', 'openai/gpt-6.2-sol'],
    ['gemini', 'google/gemini-4-neon'],
  ] as const) {
    it(`passes with ${vendor} as the only vendor`, async () => {
      scriptAll(world, obedient());
      const number = 10 + ['anthropic', 'openai', 'gemini'].indexOf(vendor);
      const sha = addPull(world, number);
      const before = world[vendor].requests.length;
      const run = await runOnPull(world, number, { models });
      expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
      expect(run.exitCode).toBe(0);
      const lanes = new Set(world[vendor].requests.slice(before).map((r) => r.lane));
      // The spec lists its criteria, so they are read by done-gate: no parse call.
      expect([...lanes].sort()).toEqual(['adversary', 'code-review', 'gate', 'select']);
    });
  }
});

describe('every failure is a non-success status on the pinned SHA, with the reason in the comment', () => {
  it('a lane that answers garbage twice (and on every re-run) → BLOCKED, review incomplete', async () => {
    scriptAll(world, obedient({ 'code-review': () => ({ text: 'I think it looks fine!' }) }));
    const sha = addPull(world, 20);
    const run = await runOnPull(world, 20);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.exitCode).toBe(1);
    const body = commentsOn(world, 20)[0]!.body;
    // The second sentinel is a paragraph of its own (a blank line between), so GitHub renders
    // the two on separate lines.
    expect(body.split('\n').slice(0, 3)).toEqual([
      'GAUNTLET: BLOCKED',
      '',
      expect.stringMatching(/^GAUNTLET_REVIEW_INCOMPLETE: .*code-review/),
    ]);
    expect(run.outputs['review-incomplete']).toContain('code-review');
  });

  it('a model 500 that never recovers → BLOCKED within the time budget', async () => {
    scriptAll(world, () => ({ fault: 'server-error' }));
    const sha = addPull(world, 21);
    const run = await runOnPull(world, 21, { 'time-budget-seconds': '6' });
    // Ended by its own budget: a run still retrying is SIGKILLed by the harness and writes no
    // final status.
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.exitCode).not.toBeNull();
    const body = commentsOn(world, 21)[0]!.body;
    expect(body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    expect(body).toMatch(/server-error|timeout/);
  });

  it('a code-review critical → BLOCKED naming it', async () => {
    scriptAll(
      world,
      obedient({
        'code-review': () => ({
          json: {
            summary: 'Unsafe.',
            findings: [
              {
                severity: 'critical',
                category: 'correctness',
                file: 'src/greet.ts',
                line: 2,
                end_line: null,
                title: 'Throws on whitespace-only names',
                detail: 'd',
                fix: 'f',
                suggestion: null,
                confidence: 0.9,
              },
            ],
          },
        }),
      }),
    );
    const sha = addPull(world, 22);
    const run = await runOnPull(world, 22);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const body = commentsOn(world, 22)[0]!.body;
    expect(body).toContain('1 🔴 CRITICAL');
    expect(run.stdout).toMatch(/::error title=code-review[^:]*,file=src\/greet\.ts,line=2::/);
  });

  it('an unmet criterion → BLOCKED (DIVERGES)', async () => {
    scriptAll(
      world,
      obedient({
        'criterion:c2': () => ({
          json: {
            id: 'c2',
            status: 'UNMET',
            evidence: '',
            complaint: 'no test for the empty name',
            citations: [],
          },
        }),
      }),
    );
    const sha = addPull(world, 23);
    await runOnPull(world, 23);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const body = commentsOn(world, 23)[0]!.body;
    expect(body).toContain('ADVERSARIAL_REVIEW: DIVERGES');
    expect(body).toContain('— Unmet — no test for the empty name');
  });

  it('a missing test artifact → BLOCKED "test output missing"', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 24);
    await runOnPull(world, 24, { 'test-artifacts': 'junit-results' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(commentsOn(world, 24)[0]!.body).toMatch(/test output missing: .*junit-results/);
  });

  it('test output from an artifact reaches the reviewers', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 25);
    world.gh.state.addArtifact({
      owner: OWNER,
      repo: REPO,
      runId: 4242,
      name: 'junit-results',
      files: {
        'junit.xml':
          '<testsuites tests="2" failures="0"><testsuite name="greet" tests="2" failures="0"><testcase name="greets"/><testcase name="empty"/></testsuite></testsuites>',
      },
    });
    const before = world.anthropic.requests.length;
    await runOnPull(world, 25, { 'test-artifacts': 'junit-results' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    const gate = world.anthropic.requests.slice(before).find((r) => r.lane === 'gate');
    expect(gate?.rawBody).toContain('greets');
  });

  it('a 406 diff whose file list lacks a patch → BLOCKED "diff incomplete"', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 26, {
      files: [
        ...(await import('./fixtures.js')).CLEAN_FILES,
        {
          filename: 'assets/huge.bin',
          status: 'modified',
          additions: 0,
          deletions: 0,
          patch: null,
        },
      ],
    });
    world.gh.faults.diffTooLarge({ owner: OWNER, repo: REPO, number: 26 });
    await runOnPull(world, 26);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const body = commentsOn(world, 26)[0]!.body;
    expect(body).toContain('diff incomplete');
    expect(body).toContain('assets/huge.bin');
  });

  it('a head SHA that moves during the run → BLOCKED "superseded", never success on either SHA', async () => {
    scriptAll(world, obedient());
    // A clean run shows how often a run reads the PR; the last read is the pre-publish re-read.
    addPull(world, 270);
    await runOnPull(world, 270);
    const reads = world.gh.state.pull(OWNER, REPO, 270)!.reads;
    const sha = addPull(world, 27);
    world.gh.faults.changePull({
      owner: OWNER,
      repo: REPO,
      number: 27,
      afterReads: reads - 1,
      headSha: shaFor(27, 'b'),
    });
    await runOnPull(world, 27);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(statusesOn(world, shaFor(27, 'b'))).toEqual([]);
    expect(commentsOn(world, 27)[0]!.body).toContain('superseded');
  });

  it('a crash in publish → an error status, never success, and the comment says BLOCKED', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 28);
    const dir = await mkdtemp(join(tmpdir(), 'done-gate-crash-'));
    // GITHUB_OUTPUT is a directory: writing the outputs throws after the review succeeded.
    const run = await runOnPull(world, 28, {}, { env: { GITHUB_OUTPUT: dir } });
    expect(run.exitCode).toBe(1);
    const states = statusesOn(world, sha);
    expect(states[0]).toBe('pending');
    expect(states).not.toContain('success');
    expect(states.at(-1)).toBe('error');
    expect(commentsOn(world, 28)[0]!.body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
  });
});

describe('the sticky comment', () => {
  it('a second run edits the first comment in place', async () => {
    scriptAll(world, obedient());
    addPull(world, 30);
    await runOnPull(world, 30);
    const first = commentsOn(world, 30);
    expect(first).toHaveLength(1);
    scriptAll(world, obedient({ security: () => ({ json: { summary: 's', findings: [] } }) }));
    await runOnPull(world, 30, { 'forced-lanes': 'security' });
    const second = commentsOn(world, 30);
    expect(second).toHaveLength(1);
    expect(second[0]!.id).toBe(first[0]!.id);
    expect(second[0]!.body).toContain('SECURITY_REVIEW: PASS');
  });

  it('a create that lands but drops the connection is not duplicated', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 31);
    world.gh.faults.dropAfterHandling(
      { method: 'POST', path: `/repos/${OWNER}/${REPO}/issues/31/comments` },
      { times: 5 },
    );
    await runOnPull(world, 31);
    expect(commentsOn(world, 31)).toHaveLength(1);
    expect(commentsOn(world, 31)[0]!.body.split('\n')[0]).toBe('GAUNTLET: PASS');
    expect(statusesOn(world, sha).at(-1)).toBe('success');
  });

  it("someone else's comment carrying the marker is left alone", async () => {
    scriptAll(world, obedient());
    addPull(world, 32);
    const forged = world.gh.state.addComment({
      owner: OWNER,
      repo: REPO,
      issueNumber: 32,
      user: 'mallory',
      body: 'GAUNTLET: PASS\n<!-- done-gate:report:done-gate -->',
    });
    await runOnPull(world, 32);
    const comments = commentsOn(world, 32);
    expect(comments).toHaveLength(2);
    expect(comments.find((c) => c.id === forged.id)!.body).toBe(
      'GAUNTLET: PASS\n<!-- done-gate:report:done-gate -->',
    );
    expect(comments.find((c) => c.id !== forged.id)!.user).toBe(INSTALLATION_LOGIN);
  });
});

describe('events and configuration', () => {
  it('an unsupported event exits non-zero and writes no status', async () => {
    const before = world.gh.state.statuses.length;
    const run = await runOnPull(
      world,
      1,
      {},
      { eventName: 'push', event: { ref: 'refs/heads/main' } },
    );
    expect(run.exitCode).not.toBe(0);
    expect(run.stdout).toContain('pull_request');
    expect(world.gh.state.statuses.length).toBe(before);
  });

  it('a workflow_run from a fork (empty pull_requests) finds the PR by head SHA', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 40, { headRepo: 'forker/widgets', headRef: 'feature' });
    world.gh.state.addRun({
      owner: OWNER,
      repo: REPO,
      id: 9001,
      headSha: sha,
      headBranch: 'feature',
      headRepo: 'forker/widgets',
      event: 'pull_request',
    });
    const run = await runOnPull(
      world,
      40,
      {},
      { eventName: 'workflow_run', event: world.gh.payloads.workflowRun(OWNER, REPO, 9001) },
    );
    expect(run.exitCode).toBe(0);
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
  });

  it('a provider with no key is a configuration blocker naming the input, and no model is called', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 41);
    const before = world.gemini.requests.length;
    await runOnPull(world, 41, { models: 'google/gemini-4-neon', 'google-api-key': '' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(commentsOn(world, 41)[0]!.body).toContain('google-api-key');
    expect(world.gemini.requests.length).toBe(before);
  });

  it('with no models input the action exits non-zero naming `models`, before any GitHub call', async () => {
    const before = world.gh.requests.length;
    const run = await runOnPull(world, 1, { models: '' }, { event: { number: 1 } });
    expect(run.exitCode).not.toBe(0);
    expect(run.stdout).toContain("'models'");
    expect(world.gh.requests.length).toBe(before);
  });

  it('every bad input is reported at once and the run ends BLOCKED, before any GitHub call', async () => {
    const before = world.gh.requests.length;
    const run = await runOnPull(
      world,
      1,
      { rigor: 'strict', 'max-tool-steps': '0' },
      { event: { number: 1 } },
    );
    expect(run.exitCode).not.toBe(0);
    expect(run.outputs.verdict).toBe('BLOCKED');
    expect(run.stdout).toContain('2 inputs to fix:');
    expect(run.stdout).toContain("Input 'rigor' must be one of poc, prototype, production");
    expect(run.stdout).toContain("Input 'max-tool-steps' must be a whole number from 1 to 50");
    expect(world.gh.requests.length).toBe(before);
  });

  it('fail-job: false keeps the step green but the status still says failure', async () => {
    scriptAll(
      world,
      obedient({
        gate: () => ({
          json: {
            state: 'questions',
            summary: 'unclear',
            issues: [],
            questions: ['Which locale?'],
            confidence: 0.5,
          },
        }),
      }),
    );
    const sha = addPull(world, 43);
    const run = await runOnPull(world, 43, { 'fail-job': 'false' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.verdict).toBe('BLOCKED');
    expect(run.outputs['gate-state']).toBe('questions');
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(commentsOn(world, 43)[0]!.body).toContain('Which locale?');
  });

  it('an invalid input fails the step with a message naming the input, and writes no success', async () => {
    addPull(world, 42);
    const run = await runOnPull(world, 42, { 'model-selection': 'sometimes' });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain("'model-selection'");
    expect(statusesOn(world, shaFor(42))).not.toContain('success');
  });
});
