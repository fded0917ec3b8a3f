// Structured reports recorded from real runners (the corpus under __tests__/fixtures/test-reports),
// end to end: the built action (dist/index.js) against the GitHub and model emulators, with models
// that obey and answer PASS. A gotestsum build failure and a Go test that exits mid-run block by
// name; Catch2's own XML with a failure blocks; a real Maven Surefire 2.22.3 flaky test that passed
// on re-run is green and says so. Each artifact holds one structured report alone (a log beside
// it would be judged by the log rules).
import { describe, expect, it } from 'vitest';
import { obedient } from './reviewers.js';
import { recordedReport, reportSection, runOnArtifact, scriptAll, useWorld } from './fixtures.js';

const world = useWorld();

let nextPull = 2100;

/** One pull request whose artifact holds `files`; returns its statuses and its comment. */
async function judge(
  files: Record<string, string | Uint8Array>,
): Promise<{ statuses: string[]; body: string }> {
  scriptAll(world, obedient());
  const number = nextPull++;
  const { statuses, body } = await runOnArtifact(world, number, `corpus-${number}`, files);
  return { statuses, body };
}

describe('real-runner structured reports (obedient models answering PASS)', () => {
  it('gotestsum’s JUnit of a build failure (tests="0" errors="2", no cases) blocks', async () => {
    const { statuses, body } = await judge({
      'junit.xml': recordedReport('gotestsum/crash-build.junit.xml'),
    });
    expect(statuses).toEqual(['pending', 'failure']);
    expect(body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    expect(body).toMatch(
      /tests failing: corpus-\d+\/junit\.xml \(junit\) 0 failed, 2 errored of 0/,
    );
    expect(body).toMatch(/declares 2 error\(s\) outside any test case/);
  });

  it('go test -json of a test that called os.Exit blocks: "test started, never finished"', async () => {
    const { statuses, body } = await judge({
      'go.json': recordedReport('gotestsum/crash-exit.gotest.json'),
    });
    expect(statuses).toEqual(['pending', 'failure']);
    expect(body).toMatch(
      /tests failing: corpus-\d+\/go\.json \(go-test-json\) 0 failed, 1 errored of 2/,
    );
    expect(body).toContain('TestExits: test started, never finished');
  });

  it('Catch2’s own XML with two failing cases blocks, naming them', async () => {
    const { statuses, body } = await judge({
      'catch2.xml': recordedReport('catch2/red.catch2.xml'),
    });
    expect(statuses).toEqual(['pending', 'failure']);
    expect(body).toMatch(
      /tests failing: corpus-\d+\/catch2\.xml \(catch2-xml\) 1 failed, 1 errored of 5/,
    );
    expect(body).toContain('rejects #skipped rows');
  });

  it('the real Surefire 2.22.3 flaky test that passed on re-run is green and said', async () => {
    const { statuses, body } = await judge({
      'TEST-corpus.FlakyTest.xml': recordedReport('maven/flaky-green.FlakyTest.junit.xml'),
    });
    expect(statuses).toEqual(['pending', 'success']);
    expect(reportSection(body, 'Test evidence')).toContain(
      'flaky: passed on re-run: corpus.FlakyTest › passesOnSecondRun',
    );
  });
});
