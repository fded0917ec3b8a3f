// The first model call as soon as its inputs exist (#26 item 4), end to end: the built action
// against the emulators. The reads only deciding and publishing need — the token's login
// (`GET /user`) and the base branch's protection (`git/trees` of the base) — are held back by the
// GitHub emulator; the first model request must arrive while they are still unanswered (order,
// read from the two emulators' records), and the verdict must be written only after they answer.
// A publish-only read that fails still ends BLOCKED with its named reason, never `success`.
import { describe, expect, it } from 'vitest';
import type { RecordedRequest as GitHubRequest } from '../emulators/github.js';
import { reviewers } from './reviewers.js';
import {
  addPull,
  CRITERIA,
  markModelRequests,
  modelRequestsSince,
  onlyComment,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();

/**
 * Long enough that a review waiting for these reads could not have sent a model request, with a
 * margin for a loaded machine (the CPU between the last read and the first request took ~5 s at
 * a load average of 20 on 2 cores).
 */
const HOLD_MS = 15_000;
const TREE_READ = /\/git\/trees\//;
const OWN_LOGIN_READ = '/user';

/** The requests of this run to `path`, and when the emulator answered each (arrival + hold). */
function heldReads(since: number, path: string | RegExp): GitHubRequest[] {
  return world.gh.requests
    .slice(since)
    .filter((r) => (typeof path === 'string' ? r.path === path : path.test(r.path)));
}

function statusWrites(since: number): GitHubRequest[] {
  return world.gh.requests
    .slice(since)
    .filter((r) => r.method === 'POST' && /\/statuses\//.test(r.path));
}

describe('the first model request does not wait for publish-only reads', () => {
  it('is sent while the login and base-protection reads are held, and the verdict after they answer', async () => {
    scriptAll(world, reviewers({ criteria: [...CRITERIA] }));
    const mark = markModelRequests(world);
    const since = world.gh.requests.length;
    const sha = addPull(world, 2601);
    world.gh.faults.delay({ method: 'GET', path: TREE_READ }, { ms: HOLD_MS, times: 1 });
    world.gh.faults.delay({ method: 'GET', path: OWN_LOGIN_READ }, { ms: HOLD_MS, times: 1 });

    const run = await runOnPull(world, 2601);

    expect(run.outputs.verdict).toBe('PASS');
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    const held = [...heldReads(since, TREE_READ), ...heldReads(since, OWN_LOGIN_READ)];
    expect(held).toHaveLength(2);
    const answeredAt = Math.min(...held.map((r) => r.at + HOLD_MS));
    const models = modelRequestsSince(world, mark).sort((a, b) => a.time - b.time);
    expect(models.length).toBeGreaterThan(0);
    // The gate and the floor lanes went out before either held read was answered.
    const early = models.filter((m) => m.time < answeredAt).map((m) => m.lane);
    expect(early).toContain('gate');
    expect(early).toContain('code-review');
    // The verdict waited for both: the final status was written after the later one answered.
    const final = statusWrites(since).at(-1)!;
    expect(final.at).toBeGreaterThanOrEqual(Math.max(...held.map((r) => r.at + HOLD_MS)));
    // The sticky comment (the login decides whose it is) is the one report.
    expect(onlyComment(world, 2601)).toMatch(/^GAUNTLET: PASS/m);
  }, 120_000);

  it('a base-protection read that fails after the models started still ends BLOCKED with its reason', async () => {
    scriptAll(world, reviewers({ criteria: [...CRITERIA] }));
    const mark = markModelRequests(world);
    const since = world.gh.requests.length;
    const sha = addPull(world, 2602);
    // Held, then refused (404 is not retried): the review is under way when the read fails.
    world.gh.faults.delay({ method: 'GET', path: TREE_READ }, { ms: HOLD_MS, times: 1 });
    world.gh.faults.error({ method: 'GET', path: TREE_READ }, { status: 404, times: 1 });

    const run = await runOnPull(world, 2602);

    const [tree] = heldReads(since, TREE_READ);
    expect(tree?.status).toBe(404);
    const models = modelRequestsSince(world, mark);
    expect(models.some((m) => m.time < tree!.at + HOLD_MS)).toBe(true);
    expect(run.outputs.verdict).toBe('BLOCKED');
    const statuses = statusesOn(world, sha);
    expect(statuses).toEqual(['pending', 'failure']);
    expect(statuses).not.toContain('success');
    const report = onlyComment(world, 2602);
    expect(report).toMatch(/^GAUNTLET: BLOCKED/m);
    expect(report).toContain('protected paths unreadable');
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  }, 120_000);
});
