// The verdict is bound to what was judged (issue #11, item 2), end to end: the built action
// against the emulators, every model obedient (a clean PASS on every lane). The PR changes while
// the review runs — a retarget, an edited closing issue, a force-push race, a close, a newer
// head's run finishing first — and the run must end without `success` (or without overwriting
// the newer report), naming why. Mid-run changes are made from inside the run: the gate model's
// reply (the review is under way) or a hook around one GitHub request (collection is under way).
import { describe, expect, it } from 'vitest';
import type { PullFile } from '../emulators/github.js';
import type { ScriptContext, ScriptReply } from '../emulators/model-emulator.js';
import { cleanReply, reviewers } from './reviewers.js';
import {
  addPull,
  CLEAN_FILES,
  commentsOn,
  CRITERIA,
  markModelRequests,
  modelRequestsSince,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  shaFor,
  SPEC_BODY,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();

/** The clean reviewers, plus `during` run once when the gate reviewer is asked (mid-review). */
function obedientWhile(during: () => void) {
  let done = false;
  return reviewers({
    criteria: CRITERIA,
    override: {
      gate: () => {
        if (!done) {
          done = true;
          during();
        }
        return cleanReply('gate', 'review', CRITERIA);
      },
    },
  });
}

/** The same change with one more line: a different head whose diff the models must not see. */
const PUSHED_MARK = 'pushedHeadOnlyLine';
const PUSHED_FILES: PullFile[] = [
  ...CLEAN_FILES,
  {
    filename: 'src/pushed.ts',
    status: 'added',
    additions: 1,
    deletions: 0,
    patch: `@@ -0,0 +1 @@\n+export const ${PUSHED_MARK} = 1;`,
  },
];

function pull(number: number) {
  const p = world.gh.state.pull(OWNER, REPO, number);
  if (!p) throw new Error(`no PR #${number}`);
  return p;
}

/** The one sticky comment of a run that must not pass: BLOCKED, the reason among its blockers. */
function expectSuperseded(number: number, reason: RegExp): string {
  const comments = commentsOn(world, number);
  expect(comments).toHaveLength(1);
  const body = comments[0]!.body;
  expect(body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
  const blockers = body.slice(body.indexOf('### What to do'));
  expect(blockers).toMatch(reason);
  return body;
}

describe('before publishing, the PR must still be what was judged — any change supersedes the run', () => {
  it('superseded: the base branch retargeted (main → staging) during the review → failure, never success', async () => {
    const sha = addPull(world, 101);
    scriptAll(
      world,
      obedientWhile(() => world.gh.state.retarget(pull(101), 'staging')),
    );
    const run = await runOnPull(world, 101);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.outputs.verdict).toBe('BLOCKED');
    expectSuperseded(
      101,
      /- superseded: the base branch changed from 'main' to 'staging' during the review/,
    );
  });

  it('superseded: the closing issue that holds the spec edited during the review → failure, naming the issue', async () => {
    world.gh.state.addIssue({
      owner: OWNER,
      repo: REPO,
      number: 102,
      title: 'Greeting helper',
      body: SPEC_BODY,
      user: 'maintainer',
      authorAssociation: 'OWNER',
    });
    const sha = addPull(world, 103, { body: 'Closes #102' });
    scriptAll(
      world,
      obedientWhile(() => {
        // The criterion the review checked is dropped while the review runs.
        world.gh.state.issue(OWNER, REPO, 102)!.body = SPEC_BODY.replace(`- ${CRITERIA[1]}\n`, '');
      }),
    );
    await runOnPull(world, 103);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    // The issue reference is shown inert, in a code span.
    expectSuperseded(103, /- superseded: the spec changed during the review \(`#102` edited\)/);
  });

  it('superseded: an issue linked as closing (Development sidebar) during the review → failure, naming it', async () => {
    world.gh.state.addIssue({
      owner: OWNER,
      repo: REPO,
      number: 108,
      title: 'Also: greet in French',
      body: '- `greet(name, "fr")` returns `Bonjour, <name> !`',
      user: 'maintainer',
      authorAssociation: 'OWNER',
    });
    const sha = addPull(world, 109);
    scriptAll(
      world,
      obedientWhile(() => {
        pull(109).closingIssues.push({ owner: OWNER, repo: REPO, number: 108 });
      }),
    );
    await runOnPull(world, 109);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expectSuperseded(109, /- superseded: the spec changed during the review \(`#108` added\)/);
  });

  it('superseded: the pull request closed during the review → failure, never success', async () => {
    const sha = addPull(world, 104);
    scriptAll(
      world,
      obedientWhile(() => {
        pull(104).state = 'closed';
      }),
    );
    await runOnPull(world, 104);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expectSuperseded(104, /- superseded: the pull request is closed, not open/);
  });
});

describe('what cannot be confirmed current is not a pass', () => {
  it('a pull request that cannot be read again before publishing → failure naming why, never success', async () => {
    const sha = addPull(world, 110);
    scriptAll(
      world,
      obedientWhile(() =>
        world.gh.faults.error(
          { method: 'GET', path: `/repos/${OWNER}/${REPO}/pulls/110` },
          { status: 404, times: 5 },
        ),
      ),
    );
    await runOnPull(world, 110);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expectSuperseded(
      110,
      /- superseded: the pull request could not be read again before publishing \(HTTP 404/,
    );
  });
});

describe('the diff is the diff of the pinned base and head SHAs', () => {
  it('read by SHA: a head A → B → A race while the diff is read shows the models A’s diff, never B’s', async () => {
    const a = addPull(world, 105);
    const b = shaFor(105, 'b');
    world.gh.state.recordHead(b, PUSHED_FILES);
    world.gh.faults.onRequest(
      { method: 'GET', path: /\/compare\// },
      {
        before: (state) => state.pushHead(pull(105), b),
        after: (state) => state.pushHead(pull(105), a),
      },
    );
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const mark = markModelRequests(world);
    await runOnPull(world, 105);
    const compare = world.gh.requestsTo('GET', new RegExp(`/compare/[0-9a-f]+\\.\\.\\.${a}$`));
    expect(compare.map((r) => r.path)).toEqual([
      `/repos/${OWNER}/${REPO}/compare/${pull(105).baseSha}...${a}`,
    ]);
    const prompts = modelRequestsSince(world, mark).map((r) => r.rawBody);
    expect(prompts.length).toBeGreaterThan(0);
    expect(prompts.some((p) => p.includes('greet'))).toBe(true);
    expect(prompts.some((p) => p.includes(PUSHED_MARK))).toBe(false);
    // What was judged is A's diff, and the PR is at A again: the verdict on A stands.
    expect(statusesOn(world, b)).toEqual([]);
    expect(statusesOn(world, a)).toEqual(['pending', 'success']);
  });

  it('commit messages read by PR number during a head A → B → A race are not A’s → failure, never success on A', async () => {
    const a = addPull(world, 111, { commits: [{ message: 'Add greet()' }] });
    const b = shaFor(111, 'b');
    world.gh.state.recordHead(b, PUSHED_FILES);
    world.gh.faults.onRequest(
      { method: 'GET', path: `/repos/${OWNER}/${REPO}/pulls/111/commits` },
      {
        before: (state) => state.pushHead(pull(111), b),
        after: (state) => state.pushHead(pull(111), a),
      },
    );
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    await runOnPull(world, 111);
    expect(statusesOn(world, a)).toEqual(['pending', 'failure']);
    expectSuperseded(
      111,
      new RegExp(
        `- superseded: the PR's commits were listed at ${b.slice(0, 12)}, not at the pinned head ${a.slice(0, 12)}`,
      ),
    );
  });

  it('a file list read by PR number (406 fallback) during a head A → B → A race is not the pinned diff → failure, never success on A', async () => {
    const a = addPull(world, 106);
    const b = shaFor(106, 'b');
    world.gh.state.recordHead(b, PUSHED_FILES);
    world.gh.faults.diffTooLarge({ owner: OWNER, repo: REPO, number: 106 });
    world.gh.faults.onRequest(
      { method: 'GET', path: `/repos/${OWNER}/${REPO}/pulls/106/files` },
      {
        before: (state) => state.pushHead(pull(106), b),
        after: (state) => state.pushHead(pull(106), a),
      },
    );
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const run = await runOnPull(world, 106);
    // The PR was at A before and after the listing, and A at publish: only the entries tell.
    expect(pull(106).headSha).toBe(a);
    expect(statusesOn(world, a)).toEqual(['pending', 'failure']);
    expect(statusesOn(world, b)).toEqual([]);
    expect(run.outputs.verdict).toBe('BLOCKED');
    expectSuperseded(
      106,
      new RegExp(
        `- diff incomplete: the file list \\(read by PR number because the diff is too large for the diff media type \\(406\\)\\) is not the diff of the pinned [0-9a-f]{12}\\.\\.\\.${a.slice(0, 12)}: file entries were computed at ${b.slice(0, 12)} while the list was read`,
      ),
    );
  });
});

describe('a run never overwrites, in the sticky comment, the report of a different head', () => {
  it('a slow run for an older head finishing after the newer head’s PASS leaves that report as it is (progress included)', async () => {
    const a = addPull(world, 107);
    const b = shaFor(107, 'b');
    let releaseOlder!: () => void;
    const olderHeld = new Promise<void>((resolve) => (releaseOlder = resolve));
    let olderGateAsked!: () => void;
    const olderInReview = new Promise<void>((resolve) => (olderGateAsked = resolve));
    const clean = reviewers({ criteria: CRITERIA });
    // The older head's gate reviewer is slow: it answers only once the newer head has its report.
    scriptAll(world, async (ctx: ScriptContext): Promise<ScriptReply> => {
      const isOlder = !JSON.stringify(ctx.body).includes(PUSHED_MARK);
      if (ctx.lane === 'gate' && isOlder) {
        olderGateAsked();
        await olderHeld;
      }
      return clean(ctx);
    });

    const older = runOnPull(world, 107); // its event names head A
    await olderInReview;
    world.gh.state.pushHead(pull(107), b, PUSHED_FILES);
    const newer = await runOnPull(world, 107); // its event names head B
    expect(newer.outputs.verdict).toBe('PASS');
    expect(statusesOn(world, b)).toEqual(['pending', 'success']);
    const [comment] = commentsOn(world, 107);
    const newerReport = comment!.body;
    expect(newerReport.split('\n')[0]).toBe('GAUNTLET: PASS');
    expect(newerReport).toContain(`Judged head \`${b}\``);
    const writesBefore = world.gh.requests.length;

    releaseOlder();
    const run = await older;
    expect(run.outputs.verdict).toBe('BLOCKED');
    expect(statusesOn(world, a)).toEqual(['pending', 'failure']);
    expect(commentsOn(world, 107).map((c) => c.body)).toEqual([newerReport]);
    // Not one comment write from the older run after the newer report landed (progress or final).
    const laterWrites = world.gh.requests
      .slice(writesBefore)
      .filter((r) => (r.method === 'PATCH' || r.method === 'POST') && /comments/.test(r.path));
    expect(laterWrites).toEqual([]);
    // The older run's report still exists where the job shows it, with the reason.
    expect(run.summary).toMatch(/- superseded: the head moved from [0-9a-f]{7} to [0-9a-f]{7}/);
  });
});
