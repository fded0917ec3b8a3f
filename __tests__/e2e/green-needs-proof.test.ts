// Green needs proof, end to end: the built action (dist/index.js) against the GitHub and model
// emulators, every reviewer scripted to answer PASS. A red or crashed run, a log no runner shape
// reads, and evidence in which no test ran block by rule; a recognised green summary — coloured,
// or with a non-breaking space in it — is read and passes.
import { describe, expect, it } from 'vitest';
import { obedient } from './reviewers.js';
import {
  recordedReport,
  reportSection,
  runOnArtifact,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();

/** One artifact of the workflow run, and the gate run on a new pull request against it. */
async function gate(
  pr: number,
  files: Record<string, string | Uint8Array>,
): Promise<{ sha: string; body: string; verdict: unknown }> {
  scriptAll(world, obedient());
  const { sha, body, run } = await runOnArtifact(world, pr, `ev-${pr}`, files);
  return { sha, body, verdict: run.outputs.verdict };
}

describe('green needs proof (obedient models answering PASS)', () => {
  for (const runner of ['vitest', 'jest', 'pytest']) {
    it(`a coloured ${runner} red log blocks with the failing reason`, async () => {
      const pr = 700 + ['vitest', 'jest', 'pytest'].indexOf(runner);
      const r = await gate(pr, { 'ci.log': recordedReport(`${runner}/color-red.console.log`) });
      expect(statusesOn(world, r.sha)).toEqual(['pending', 'failure']);
      expect(r.verdict).toBe('BLOCKED');
      expect(r.body).toMatch(new RegExp(`tests failing: ev-${pr}/ci\\.log \\(log\\)`));
      // The reason is the runner's own text, without the colour codes.
      expect(reportSection(r.body, 'Test evidence')).not.toContain('\u001b[');
    });
  }

  it('a log no runner shape reads blocks as not understood', async () => {
    const r = await gate(710, { 'build.log': 'compiling…\nall good, shipping it\n' });
    expect(statusesOn(world, r.sha)).toEqual(['pending', 'failure']);
    expect(r.body).toContain(
      'test output not understood: ev-710/build.log — upload a JUnit XML, TAP or CTRF report, or name the runner',
    );
  });

  it('a JUnit report in which every test is skipped blocks: no test ran', async () => {
    const r = await gate(711, { 'junit.xml': recordedReport('jest/skipped.junit.xml') });
    expect(statusesOn(world, r.sha)).toEqual(['pending', 'failure']);
    expect(r.body).toMatch(/no test ran: ev-711\/junit\.xml \(junit\) 2 test\(s\), 2 skipped/);
  });

  it('a log holding only a crash blocks, naming the crash line', async () => {
    const r = await gate(712, {
      'ci.log':
        'node:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\n' +
        "Error: Cannot find module './setup.js'\n    at Module._resolveFilename (node:internal)\n\nNode.js v24.1.0\n",
    });
    expect(statusesOn(world, r.sha)).toEqual(['pending', 'failure']);
    expect(r.body).toMatch(
      /tests failing: ev-712\/ci\.log \(log\) crashed — line 5: Error: Cannot find module '\.\/setup\.js'/,
    );
  });

  it('a recorded crash (vitest: an uncaught exception after the tests passed) blocks', async () => {
    const r = await gate(713, { 'ci.log': recordedReport('vitest/crash.console.log') });
    expect(statusesOn(world, r.sha)).toEqual(['pending', 'failure']);
    expect(r.body).toMatch(/tests failing: ev-713\/ci\.log \(log\) crashed — line \d+: /);
  });

  it('a summary with a non-breaking space in it is read: its failures block', async () => {
    const r = await gate(714, {
      'ci.log': 'collected 3 items\n==== 1\u00a0failed, 2\u00a0passed in 0.12s ====\n',
    });
    expect(statusesOn(world, r.sha)).toEqual(['pending', 'failure']);
    expect(r.body).toMatch(/tests failing: ev-714\/ci\.log \(log\) shows 1 failure line\(s\)/);
  });

  it('green controls: recognised green summaries of several runners, coloured too, pass', async () => {
    const r = await gate(715, {
      'vitest.log': recordedReport('vitest/color-green.console.log'),
      'jest.log': recordedReport('jest/color-green.console.log'),
      'pytest.log': recordedReport('pytest/color-green.console.log'),
      'mocha.log': recordedReport('mocha/green.console.log'),
      'nbsp.log': 'Tests:\u00a0\u00a03\u00a0passed, 3\u2007total\n',
    });
    expect(statusesOn(world, r.sha)).toEqual(['pending', 'success']);
    expect(r.verdict).toBe('PASS');
    const section = reportSection(r.body, 'Test evidence');
    expect(section).toContain('Proof of green:');
  });
  it('a recorded green Maven console log (first line [INFO], coloured) is read and passes', async () => {
    const r = await gate(716, { 'mvn.log': recordedReport('maven/green.console.log') });
    expect(statusesOn(world, r.sha)).toEqual(['pending', 'success']);
    expect(r.verdict).toBe('PASS');
    expect(reportSection(r.body, 'Test evidence')).toContain('Proof of green:');
  });

  it('a recorded green gotestsum dots log (it starts with "[") is read and passes', async () => {
    const r = await gate(717, { 'go.log': recordedReport('gotestsum/green.dots.console.log') });
    expect(statusesOn(world, r.sha)).toEqual(['pending', 'success']);
    expect(r.verdict).toBe('PASS');
  });

  it('a coloured TAP stream whose `not ok` is wrapped in escapes blocks as failing', async () => {
    const r = await gate(718, {
      'results.tap':
        'TAP version 13\n\u001b[32mok 1 - adds\u001b[0m\n' +
        '\u001b[31mnot ok 2 - subtracts\u001b[0m\n\u001b[32mok 3 - divides\u001b[0m\n1..3\n',
    });
    expect(statusesOn(world, r.sha)).toEqual(['pending', 'failure']);
    expect(r.verdict).toBe('BLOCKED');
    expect(r.body).toMatch(/tests failing: ev-718\/results\.tap \(tap\)/);
    expect(r.body).toContain('subtracts');
  });

  it('a recorded red run of a runner new to the table (Boost.Test) blocks as failing', async () => {
    const r = await gate(719, { 'boost.log': recordedReport('boost/red.console.log') });
    expect(statusesOn(world, r.sha)).toEqual(['pending', 'failure']);
    expect(r.body).toMatch(/tests failing: ev-719\/boost\.log \(log\)/);
  });
});
