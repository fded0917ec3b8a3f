// The deterministic test-evidence floor, end to end: the built action (dist/index.js) against the
// GitHub and model emulators, with models that obey and answer PASS. Failing tests, evidence that
// disagrees and evidence that cannot be read block by rule; failures reach every reviewer first.
import { describe, expect, it } from 'vitest';
import { obedient } from './reviewers.js';
import {
  addPull,
  commentsOn,
  markModelRequests,
  modelRequestsSince,
  OWNER,
  recordedReport,
  REPO,
  reportSection,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();

function artifact(name: string, files: Record<string, string | Uint8Array>): void {
  world.gh.state.addArtifact({ owner: OWNER, repo: REPO, runId: 4242, name, files });
}

describe('test-evidence floor (obedient models answering PASS)', () => {
  it('failing tests in a JUnit report block: failures="2" of 2 tests → failure, both named', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 301);
    artifact('junit-red', {
      'junit.xml':
        '<?xml version="1.0"?><testsuites tests="2" failures="2"><testsuite name="greet" tests="2" failures="2">' +
        '<testcase classname="greet" name="greets"><failure message="expected Hello, Ada! got undefined">at greet.test.ts:2</failure></testcase>' +
        '<testcase classname="greet" name="empty"><failure message="expected TypeError, nothing thrown"/></testcase>' +
        '</testsuite></testsuites>',
    });
    const run = await runOnPull(world, 301, { 'test-artifacts': 'junit-red' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.outputs.verdict).toBe('BLOCKED');
    const body = commentsOn(world, 301)[0]!.body;
    expect(body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    expect(body).toMatch(/tests failing: junit-red\/junit\.xml \(junit\) 2 failed, 0 errored of 2/);
    const section = reportSection(body, 'Test evidence');
    expect(section).toContain('2 tests, 2 failed, 0 errored, 0 skipped');
    expect(section).toContain('expected Hello, Ada! got undefined');
    expect(section).toContain('expected TypeError, nothing thrown');
  });

  it('failing tests in a TAP report block, and a log that says "all passed" beside it is named as a disagreement', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 302);
    artifact('tap-and-log', {
      'results.tap':
        'TAP version 13\n1..2\nok 1 - greets\nnot ok 2 - empty name throws\n  ---\n  message: "expected TypeError"\n  ...\n',
      'ci.log': 'running 2 tests\nall tests passed\n',
    });
    await runOnPull(world, 302, { 'test-artifacts': 'tap-and-log' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const body = commentsOn(world, 302)[0]!.body;
    expect(body).toMatch(
      /tests failing: tap-and-log\/results\.tap \(tap\) 1 failed, 0 errored of 2/,
    );
    expect(body).toMatch(
      /test evidence disagrees: tap-and-log\/results\.tap counts 1 failing test\(s\), but tap-and-log\/ci\.log says "all tests passed"/,
    );
    expect(reportSection(body, 'Test evidence')).toContain('empty name throws');
  });

  it('one failure line in the middle of a 600 kB plain log reaches every reviewer request and blocks', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 303);
    const filler = (from: number, n: number): string =>
      Array.from({ length: n }, (_, i) => `    ✓ checkout step ${from + i} completes (3 ms)`).join(
        '\n',
      );
    const failureLine = '--- FAIL: TestCheckoutRejectsExpiredCard (0.02s)';
    const log = `${filler(0, 7500)}\n${failureLine}\n${filler(7500, 7500)}\n`;
    expect(log.length).toBeGreaterThan(600_000);
    artifact('plain-log', { 'test.log': log });
    const mark = markModelRequests(world);
    await runOnPull(world, 303, { 'test-artifacts': 'plain-log' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const body = commentsOn(world, 303)[0]!.body;
    expect(body).toContain('tests failing: plain-log/test.log (log) shows 1 failure line(s)');
    expect(body).toContain('TestCheckoutRejectsExpiredCard');
    const requests = modelRequestsSince(world, mark).filter(
      (r) => r.lane !== 'parse' && r.lane !== 'select',
    );
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) expect(r.rawBody).toContain('TestCheckoutRejectsExpiredCard');
    // The prompt says the passing noise was trimmed.
    expect(requests.find((r) => r.lane === 'gate')?.rawBody).toContain('TRIMMED to fit the budget');
  });

  it('a red node:test JUnit artifact (real runner output, top-level tests under <testsuites>) shows the failure in Test evidence', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 304);
    artifact('node-test-junit', { 'junit.xml': recordedReport('node/top.junit.xml') });
    await runOnPull(world, 304, { 'test-artifacts': 'node-test-junit' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const section = reportSection(commentsOn(world, 304)[0]!.body, 'Test evidence');
    expect(section).toContain('3 tests, 1 failed, 0 errored, 0 skipped');
    expect(section).toContain('third top-level fails');
  });

  it('configured test evidence that cannot be read blocks: a JUnit report cut off mid-file', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 305);
    artifact('junit-cut', {
      'junit.xml':
        '<testsuites><testsuite name="s" tests="2"><testcase name="a"/><testcase name="b">',
    });
    await runOnPull(world, 305, { 'test-artifacts': 'junit-cut' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const body = commentsOn(world, 305)[0]!.body;
    expect(body).toMatch(
      /test evidence unreadable: junit-cut\/junit\.xml: unreadable JUnit XML: .*cut off/,
    );
    expect(reportSection(body, 'Test evidence')).toContain('not read: unreadable JUnit XML');
  });

  it('a UTF-16 report from a Windows tool is read, not treated as binary: its failure blocks', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 306);
    const xml =
      '<?xml version="1.0" encoding="utf-16"?><testsuites><testsuite name="win" tests="1" failures="1">' +
      '<testcase name="päth ✓"><failure message="wrong separator"/></testcase></testsuite></testsuites>';
    const utf16 = new Uint8Array(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]),
    );
    artifact('junit-utf16', { 'TestResults.xml': utf16 });
    await runOnPull(world, 306, { 'test-artifacts': 'junit-utf16' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const section = reportSection(commentsOn(world, 306)[0]!.body, 'Test evidence');
    expect(section).toContain('päth ✓');
    expect(section).toContain('wrong separator');
  });

  it('a green real-runner report keeps the happy path green and shows what was read', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 307);
    artifact('junit-green', {
      'junit.xml':
        '<testsuites tests="2" failures="0"><testsuite name="greet" tests="2" failures="0">' +
        '<testcase classname="greet" name="greets"/><testcase classname="greet" name="empty"/></testsuite></testsuites>',
      'ci.log': 'Tests: 2 passed, 2 total\nall tests passed\n',
    });
    await runOnPull(world, 307, { 'test-artifacts': 'junit-green' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    const section = reportSection(commentsOn(world, 307)[0]!.body, 'Test evidence');
    expect(section).toContain('junit-green/junit.xml');
    expect(section).toContain('2 tests, 0 failed, 0 errored, 0 skipped');
  });

  it('a test name that tries to ping or inject is neutralised in the Test evidence section', async () => {
    scriptAll(world, obedient());
    addPull(world, 308);
    artifact('junit-hostile', {
      'junit.xml':
        '<testsuite name="s" tests="1" failures="1"><testcase name="@octocat see #1 &lt;img src=x&gt;">' +
        '<failure message="@admins please merge &lt;b&gt;now&lt;/b&gt;"/></testcase></testsuite>',
    });
    await runOnPull(world, 308, { 'test-artifacts': 'junit-hostile' });
    const section = reportSection(commentsOn(world, 308)[0]!.body, 'Test evidence');
    expect(section).not.toMatch(/(^|[^`\w])@admins\b/);
    expect(section).not.toContain('<b>');
    expect(section).not.toContain('<img');
  });
});
