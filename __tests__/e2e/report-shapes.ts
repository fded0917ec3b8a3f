// Every shape of report done-gate writes (#25 item 7), produced by running the built action
// (dist/index.js) against the loopback emulators — the real comment body and job summary, not a
// renderer called on a hand-made decision. One run per shape, in a fixed order, on a world of its
// own: the SHAs, PR numbers and comment ids are the same on every call, and whatever still varies
// from run to run (clock times, durations) is normalised in `normaliseRunText`, the one place.
// Used by the snapshot test (report-shapes.test.ts) and the screenshot script.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ActionRun } from './harness.js';
import { attentionOnly, findingReply, gateFails, obedient, reviewers } from './reviewers.js';
import type { GateFailure } from './reviewers.js';
import {
  addPull,
  CLEAN_FILES,
  commentsOn,
  CRITERIA,
  OWNER,
  REPO,
  runCommand,
  runOnPull,
  scriptAll,
  shaFor,
  startWorld,
} from './fixtures.js';
import type { World } from './fixtures.js';
import { issueCommentPayload, mergeGroupPayload } from './webhooks.js';

export const SHAPE_NAMES = [
  'pass',
  'blocked-finding',
  'blocked-criterion',
  'blocked-red-test',
  'blocked-protected-path',
  'blocked-hostile-text',
  'attention',
  'approved',
  'overridden',
  'provider-fault',
  'merge-group',
  'configuration-error',
] as const;
export type ShapeName = (typeof SHAPE_NAMES)[number];

export interface ReportShape {
  name: ShapeName;
  /** One line on what the reader of this shape should see (docs/report.md). */
  expect: string;
  /** The commit status done-gate left last on the judged head. */
  status: 'success' | 'failure' | 'pending' | 'error' | 'none';
  /** The sticky comment's body; null for runs that write none (merge group, configuration). */
  comment: string | null;
  /** The job summary of the run that decided the shape (the command run, for approve/override). */
  summary: string;
}

const MAINTAINER = 'mona-maintainer';

const RED_REPORT = resolve(import.meta.dirname, '../fixtures/test-reports/gotestsum/red.junit.xml');

/**
 * Clock times, durations, review session ids, the judgement record (which embeds the report's
 * time) and the order of parallel lanes' notes differ from run to run; nothing else may.
 */
export function normaliseRunText(text: string): string {
  return sortLaneNotes(text)
    .replace(/^<!-- done-gate:judged:[A-Za-z0-9_-]+ -->$/gm, '<!-- done-gate:judged:RECORD -->')
    .replace(/\breview-[A-Za-z0-9_-]{16,}/g, 'review-SESSION')
    .replace(/\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\b/g, 'TIME')
    .replace(/\b\d+(?:\.\d+)?\s?(?:ms|s)\b(?![\w-])/g, 'DURATION');
}

/**
 * Pipeline notes about lanes running in parallel (`- lane code-review faulted …`) are written in
 * the order the lanes finish, which the clock decides: each run of them is sorted.
 */
function sortLaneNotes(text: string): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const line of [...text.split('\n'), '']) {
    if (line.startsWith('- lane ')) {
      run.push(line);
      continue;
    }
    out.push(...run.sort(), line);
    run = [];
  }
  return out.slice(0, -1).join('\n');
}

/** The attention item of the `attention` and `approved` shapes. */
const ATTENTION = { line: 3, fix: 'Escape the name before it is interpolated.' };

/** The gate's reasons in the `overridden` shape. */
const EMPTY_NAME_UNHANDLED: GateFailure = {
  summary: 'The empty-name case is not handled as the spec asks.',
  issues: [
    { file: 'src/greet.ts', line: 2, end_line: null, claim: 'no TypeError for a blank name' },
  ],
};

/** Foreign text that would render as live HTML, an image and a forged section if not neutralised. */
export const HOSTILE_TITLE = 'Unescaped <img src=x onerror=alert(1)> in greet()';
const HOSTILE_DETAIL =
  '<details open><summary>click</summary><script>alert(1)</script></details> ![beacon](https://evil.example/p.png)';

interface Step {
  name: ShapeName;
  expect: string;
  /** `commentless`: the run writes no comment (a merge group's PR comment is the PR run's). */
  run(world: World, number: number): Promise<{ run: ActionRun; sha: string; commentless?: true }>;
}

async function judge(world: World, number: number, script: ReturnType<typeof reviewers>) {
  scriptAll(world, script);
  const sha = addPull(world, number);
  const run = await runOnPull(world, number);
  return { run, sha };
}

function command(world: World, number: number, body: string) {
  world.gh.state.grantRole(OWNER, REPO, MAINTAINER, 'admin');
  return runCommand(world, number, issueCommentPayload(world, number, body, MAINTAINER));
}

const STEPS: Step[] = [
  {
    name: 'pass',
    expect: 'done: PASS, and nothing to act on.',
    run: (world, n) => judge(world, n, reviewers({ criteria: CRITERIA })),
  },
  {
    name: 'blocked-finding',
    expect: 'not done: the critical finding, its file:line, and the fix.',
    run: (world, n) =>
      judge(
        world,
        n,
        obedient({
          'code-review': () =>
            findingReply(
              'code-review',
              'src/greet.ts',
              'An empty name is returned as "Hello, !"',
              2,
              'The guard compares with the empty string after trimming is skipped.',
            ),
        }),
      ),
  },
  {
    name: 'blocked-criterion',
    expect: "not done: the unmet criterion, and the reviewer's reason.",
    run: (world, n) =>
      judge(
        world,
        n,
        obedient({
          'criterion:c2': () => ({
            json: {
              id: 'c2',
              status: 'UNMET',
              evidence: '',
              complaint: 'no test calls greet with an empty name',
              citations: [],
            },
          }),
        }),
      ),
  },
  {
    name: 'blocked-red-test',
    expect: 'not done: the failing tests by name, with their messages.',
    run: async (world, n) => {
      world.gh.state.addArtifact({
        owner: OWNER,
        repo: REPO,
        runId: 4242,
        name: 'go-test-results',
        files: { 'junit.xml': await readFile(RED_REPORT, 'utf8') },
      });
      scriptAll(world, reviewers({ criteria: CRITERIA }));
      const sha = addPull(world, n);
      const run = await runOnPull(world, n, { 'test-artifacts': 'go-test-results' });
      return { run, sha };
    },
  },
  {
    name: 'blocked-protected-path',
    expect: 'not done: the workflow file the PR changes, and that a maintainer must review it.',
    run: async (world, n) => {
      scriptAll(world, reviewers({ criteria: CRITERIA }));
      const sha = addPull(world, n, {
        files: [
          ...CLEAN_FILES,
          {
            filename: '.github/workflows/ci.yml',
            status: 'modified',
            additions: 1,
            deletions: 1,
            patch:
              '@@ -5,2 +5,2 @@\n     steps:\n-      - run: npm test\n+      - run: echo skipped',
          },
        ],
      });
      return { run: await runOnPull(world, n), sha };
    },
  },
  {
    name: 'blocked-hostile-text',
    expect: 'not done: a finding whose text tries to inject HTML, shown as text, not markup.',
    run: (world, n) =>
      judge(
        world,
        n,
        obedient({
          'code-review': () =>
            findingReply('code-review', 'src/greet.ts', HOSTILE_TITLE, 3, HOSTILE_DETAIL),
        }),
      ),
  },
  {
    name: 'attention',
    expect: 'waiting for a person: the item itself, and how a maintainer accepts it.',
    run: (world, n) => judge(world, n, attentionOnly(ATTENTION)),
  },
  {
    name: 'approved',
    expect: 'done by a human decision: who approved what, for which head and base.',
    run: async (world, n) => {
      const { sha } = await judge(world, n, attentionOnly(ATTENTION));
      return {
        run: await command(world, n, '/done-gate approve the escaping is done by the view'),
        sha,
      };
    },
  },
  {
    name: 'overridden',
    expect: 'done by a human decision: who overrode the block, and their reason.',
    run: async (world, n) => {
      const { sha } = await judge(world, n, gateFails(EMPTY_NAME_UNHANDLED));
      return { run: await command(world, n, '/done-gate override the caller trims the name'), sha };
    },
  },
  {
    name: 'provider-fault',
    expect: 'could not review: the provider failed; re-run the job.',
    run: async (world, n) => {
      // A budget long enough that every call gives up by its attempt count, never by the clock:
      // the same report whatever the machine's load.
      scriptAll(world, () => ({ fault: 'overloaded' }));
      const sha = addPull(world, n);
      return { run: await runOnPull(world, n, { 'time-budget-seconds': '180' }), sha };
    },
  },
  {
    name: 'merge-group',
    expect: 'the merge queue reuses the PASS of the PR it holds (job summary only).',
    run: async (world, n) => {
      await judge(world, n, reviewers({ criteria: CRITERIA }));
      const pull = world.gh.state.pull(OWNER, REPO, n);
      if (!pull) throw new Error(`no PR #${n}`);
      const head = shaFor(n, 'c');
      world.gh.state.addCompare({
        owner: OWNER,
        repo: REPO,
        baseSha: pull.baseSha,
        headSha: head,
        commits: [{ message: `Add greet() (#${n})` }],
        files: CLEAN_FILES,
      });
      const run = await runOnPull(
        world,
        n,
        {},
        {
          eventName: 'merge_group',
          event: mergeGroupPayload({ headSha: head, baseSha: pull.baseSha, prNumber: n }),
        },
      );
      return { run, sha: head, commentless: true };
    },
  },
  {
    name: 'configuration-error',
    expect: 'a configuration error: the input and how to fix it (status and job summary).',
    run: async (world, n) => {
      const sha = addPull(world, n);
      return { run: await runOnPull(world, n, { 'forced-lanes': 'secruity' }), sha };
    },
  },
];

function lastStatus(world: World, sha: string): ReportShape['status'] {
  const last = world.gh.state
    .statusesFor(OWNER, REPO, sha)
    .filter((s) => s.context === 'done-gate')
    .at(-1);
  return (last?.state as ReportShape['status'] | undefined) ?? 'none';
}

function reportOn(world: World, number: number): string | null {
  return commentsOn(world, number).find((c) => c.body.startsWith('GAUNTLET'))?.body ?? null;
}

/** Runs every shape (or those named) on a fresh world, one after another. */
export async function renderShapes(
  only: readonly ShapeName[] = SHAPE_NAMES,
): Promise<ReportShape[]> {
  const world = await startWorld();
  try {
    const shapes: ReportShape[] = [];
    for (const [i, step] of STEPS.entries()) {
      if (!only.includes(step.name)) continue;
      const number = 2500 + i;
      const { run, sha, commentless } = await step.run(world, number);
      const comment = commentless ? null : reportOn(world, number);
      shapes.push({
        name: step.name,
        expect: step.expect,
        status: lastStatus(world, sha),
        comment: comment === null ? null : normaliseRunText(comment),
        summary: normaliseRunText(run.summary),
      });
    }
    return shapes;
  } finally {
    await world.close();
  }
}
