// Green controls and red controls for every recorded runner, end to end: the built action
// (dist/index.js) against the GitHub and model emulators, every reviewer scripted to answer PASS.
// Per group of runners, one artifact holds the recorded green console logs of every runner whose
// expected.txt records them as green: the run is `success` and the Test evidence section names
// the proof of each. Green logs that are not proof by rule (listed below, with why) block with
// their named reason. And every recorded red and crash log of a group, in one artifact, blocks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reviewers } from './reviewers.js';
import {
  addPull,
  commentsOn,
  CRITERIA,
  OWNER,
  REPO,
  reportSection,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';

const ROOT = fileURLToPath(new URL('../fixtures/test-reports/', import.meta.url));

const world = useWorld();

/** The recorded console logs of the corpus, with the outcome expected.txt records for each. */
function recordedLogs(): { runner: string; file: string; outcome: string }[] {
  const out: { runner: string; file: string; outcome: string }[] = [];
  for (const runner of readdirSync(ROOT).sort()) {
    const expected = join(ROOT, runner, 'expected.txt');
    if (!existsSync(expected)) continue;
    for (const line of readFileSync(expected, 'utf8').split('\n')) {
      const m = /^(\S+\.console\.log) (\{.*\})$/.exec(line);
      if (m === null || !existsSync(join(ROOT, runner, m[1] as string))) continue;
      const { outcome } = JSON.parse(m[2] as string) as { outcome?: string };
      if (outcome !== undefined) out.push({ runner, file: m[1] as string, outcome });
    }
  }
  return out;
}

const LOGS = recordedLogs();

/** Groups of runners, one gate run each. */
const GROUPS: Record<string, string[]> = {
  javascript: [
    'ava',
    'bun',
    'deno',
    'jasmine',
    'jest',
    'karma',
    'mocha',
    'node',
    'playwright',
    'qunit',
    'tap',
    'tape',
    'uvu',
    'vitest',
    'wtr',
  ],
  'python, ruby, php, perl, elixir, haskell': [
    'pytest',
    'unittest',
    'rspec',
    'minitest',
    'cucumber',
    'phpunit',
    'prove',
    'exunit',
    'hspec',
  ],
  go: ['go', 'gotestsum'],
  'jvm and .net': ['maven', 'gradle', 'junit-console', 'testng'],
  'native and others': [
    'cargo',
    'catch2',
    'ctest',
    'gtest',
    'swift-test',
    'boost',
    'check',
    'cmocka',
    'cunit',
    'eunit',
    'ounit',
  ],
};

/**
 * Green logs (expected.txt: green) that are not proof of green, each with why and the blocker it
 * raises. Either the runner prints no test counts (docs/test-evidence.md: a line that says how the
 * run ended but not how many tests ran is not proof). The unit table test (runner-table.test.ts)
 * holds the same rule for every recorded log.
 */
const NOT_PROOF: Record<string, { why: string; blocker: string }> = {
  'go/green.console.log': {
    why: 'plain `go test` prints `ok pkg 0.08s`, no counts (an all-skipped run prints the same): run `go test -v` or gotestsum',
    blocker: 'test output not understood: ev-{pr}/go-green.console.log',
  },
};

const isGreenControl = (file: string) => /^(color-)?green(\.[\w-]+)?\.console\.log$/.test(file);
const isRedOrCrash = (file: string) => /^(red|crash[\w-]*)(\.[\w-]+)?\.console\.log$/.test(file);

/** One artifact of the workflow run, and the gate run on a new pull request against it. */
async function gate(pr: number, files: Record<string, Uint8Array>) {
  scriptAll(world, reviewers({ criteria: CRITERIA }));
  const sha = addPull(world, pr);
  world.gh.state.addArtifact({ owner: OWNER, repo: REPO, runId: 4242, name: `ev-${pr}`, files });
  const run = await runOnPull(world, pr, { 'test-artifacts': `ev-${pr}` });
  return {
    statuses: statusesOn(world, sha),
    verdict: run.outputs.verdict,
    body: commentsOn(world, pr)[0]?.body ?? '',
  };
}

const artifactName = (runner: string, file: string) => `${runner}-${file}`;
const bytesOf = (runner: string, file: string) => readFileSync(join(ROOT, runner, file));

describe('every runner, green and red, end to end (obedient models answering PASS)', () => {
  it('the groups cover every runner of the corpus that has a recorded log', () => {
    const grouped = new Set(Object.values(GROUPS).flat());
    const recorded = [...new Set(LOGS.map((l) => l.runner))];
    expect(recorded.filter((r) => !grouped.has(r))).toEqual([]);
    expect(recorded.length).toBeGreaterThanOrEqual(30);
  });

  let pr = 900;
  for (const [group, runners] of Object.entries(GROUPS)) {
    const greens = LOGS.filter(
      (l) => runners.includes(l.runner) && l.outcome === 'green' && isGreenControl(l.file),
    );
    const proof = greens.filter((l) => NOT_PROOF[`${l.runner}/${l.file}`] === undefined);
    const notProof = greens.filter((l) => NOT_PROOF[`${l.runner}/${l.file}`] !== undefined);
    const reds = LOGS.filter(
      (l) =>
        runners.includes(l.runner) &&
        (l.outcome === 'red' || l.outcome === 'crash') &&
        isRedOrCrash(l.file),
    );

    const greenPr = ++pr;
    it(`${group}: the recorded green logs (${proof.length}) pass, each named as proof`, async () => {
      expect(proof.length).toBeGreaterThan(0);
      const files = Object.fromEntries(
        proof.map((l) => [artifactName(l.runner, l.file), bytesOf(l.runner, l.file)]),
      );
      const r = await gate(greenPr, files);
      expect(r.statuses).toEqual(['pending', 'success']);
      expect(r.verdict).toBe('PASS');
      const section = reportSection(r.body, 'Test evidence');
      const proofLine = section.split('\n').find((l) => l.includes('Proof of green:')) ?? '';
      for (const l of proof) {
        expect(proofLine).toContain(`ev-${greenPr}/${artifactName(l.runner, l.file)}`);
      }
    });

    if (notProof.length > 0) {
      const notProofPr = ++pr;
      it(`${group}: green logs that are not proof (${notProof.map((l) => `${l.runner}/${l.file}`).join(', ')}) block with the named reason`, async () => {
        const files = Object.fromEntries(
          notProof.map((l) => [artifactName(l.runner, l.file), bytesOf(l.runner, l.file)]),
        );
        const r = await gate(notProofPr, files);
        expect(r.statuses).toEqual(['pending', 'failure']);
        expect(r.verdict).toBe('BLOCKED');
        for (const l of notProof) {
          const rule = NOT_PROOF[`${l.runner}/${l.file}`] as { blocker: string };
          expect(r.body).toContain(rule.blocker.replace('{pr}', String(notProofPr)));
        }
        expect(reportSection(r.body, 'Test evidence')).not.toContain('Proof of green: ev-');
      });
    }

    const redPr = ++pr;
    it(`${group}: every recorded red and crash log (${reds.length}) blocks, each named`, async () => {
      expect(reds.length).toBeGreaterThan(0);
      const files = Object.fromEntries(
        reds.map((l) => [artifactName(l.runner, l.file), bytesOf(l.runner, l.file)]),
      );
      const r = await gate(redPr, files);
      expect(r.statuses).toEqual(['pending', 'failure']);
      expect(r.verdict).toBe('BLOCKED');
      for (const l of reds) {
        expect(r.body).toMatch(
          new RegExp(
            `(tests failing|test output not understood|test evidence disagrees): ev-${redPr}/${artifactName(l.runner, l.file).replace(/[.]/g, '\\.')}`,
          ),
        );
      }
    });
  }
});
