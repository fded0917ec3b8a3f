// A configuration error is visible on the pull request (#25): the built action writes `failure` on
// the head naming the input and its fix, lists every problem in the job summary, and asks no model.
// Without a token it cannot write a status: the step still fails, with the summary.
import { afterAll, describe, expect, it } from 'vitest';
import {
  addPull,
  allSecrets,
  githubRequestsWithSecrets,
  markModelRequests,
  modelRequestsSince,
  OWNER,
  REPO,
  runOnPull,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();
afterAll(() => {
  expect(githubRequestsWithSecrets(world)).toEqual([]);
});

function lastStatus(sha: string) {
  return world.gh.state.statusesFor(OWNER, REPO, sha).at(-1);
}

describe('configuration errors reach the pull request', () => {
  it('a misspelled forced lane is a configuration error: failure naming forced-lanes, no model asked', async () => {
    const sha = addPull(world, 601);
    const mark = markModelRequests(world);
    const run = await runOnPull(world, 601, { 'forced-lanes': 'secruity' });
    expect(run.exitCode).not.toBe(0);
    expect(run.outputs['verdict']).toBe('BLOCKED');
    expect(statusesOn(world, sha)).toEqual(['failure']);
    expect(lastStatus(sha)?.description).toMatch(
      /^done-gate configuration: forced-lanes — names no lane: 'secruity' \(did you mean 'security'\?\)/,
    );
    expect(run.summary).toContain('done-gate: configuration error');
    expect(run.summary).toContain('`forced-lanes`');
    expect(modelRequestsSince(world, mark)).toEqual([]);
  });

  it('every problem is in the job summary; the status names the first', async () => {
    const sha = addPull(world, 602);
    const run = await runOnPull(world, 602, {
      models: 'anthropic/',
      rigor: 'strict',
      'max-cost-usd': 'lots',
    });
    expect(statusesOn(world, sha)).toEqual(['failure']);
    expect(lastStatus(sha)?.description).toMatch(/^done-gate configuration: models — /);
    for (const input of ['models', 'rigor', 'max-cost-usd']) {
      expect(run.summary).toContain(`\`${input}\``);
    }
    expect(run.summary).toContain("has no model name after 'anthropic/'");
    expect(run.stdout + run.stderr).toContain('::error::done-gate configuration:');
  });

  it('a bad status-context still leaves a failure, under the default context', async () => {
    const sha = addPull(world, 603);
    await runOnPull(world, 603, { 'status-context': 'x'.repeat(300) });
    expect(statusesOn(world, sha, 'done-gate')).toEqual(['failure']);
    expect(lastStatus(sha)?.description).toMatch(/^done-gate configuration: status-context — /);
  });

  it('without a token no status can be written; the step fails and the summary says what to fix', async () => {
    const sha = addPull(world, 604);
    const run = await runOnPull(world, 604, { 'github-token': '', rigor: 'strict' });
    expect(run.exitCode).not.toBe(0);
    expect(run.outputs['verdict']).toBe('BLOCKED');
    expect(statusesOn(world, sha)).toEqual([]);
    expect(run.summary).toContain('`rigor`');
  });

  it('no key or token reaches the status or the summary', async () => {
    const sha = addPull(world, 605);
    const run = await runOnPull(world, 605, { 'forced-lanes': 'everything' });
    const description = lastStatus(sha)?.description ?? '';
    expect(description).toMatch(/^done-gate configuration: forced-lanes — names no lane/);
    for (const secret of allSecrets()) {
      expect(description).not.toContain(secret);
      expect(run.summary).not.toContain(secret);
    }
  });
});
