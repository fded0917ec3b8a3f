// XML test reports end to end: the built action (dist/index.js) against the GitHub and model
// emulators, with models that obey and answer PASS. What the XML says decides: JUnit shapes that
// hide a failure (declared only on an outer suite, one test under two Playwright projects, re-runs
// that never passed) block; a Surefire test that passed on a re-run is green and said; NUnit 2,
// TestNG, Robot Framework and Eclipse reports are read both ways; an XML root not read is named.
import { describe, expect, it } from 'vitest';
import { obedient } from './reviewers.js';
import { recordedReport, reportSection, runOnArtifact, scriptAll, useWorld } from './fixtures.js';

const world = useWorld();

let nextPull = 700;

/** One pull request whose artifact holds `files`; returns its statuses and its comment. */
async function judge(
  files: Record<string, string | Uint8Array>,
): Promise<{ statuses: string[]; body: string }> {
  scriptAll(world, obedient());
  const number = nextPull++;
  const { statuses, body } = await runOnArtifact(world, number, `xml-${number}`, files);
  return { statuses, body };
}

describe('XML reports (obedient models answering PASS)', () => {
  it('failures declared only on an outer nested <testsuite> block, naming the suite', async () => {
    const { statuses, body } = await judge({
      'junit.xml':
        '<?xml version="1.0"?><testsuites><testsuite name="checkout" tests="2" failures="1">' +
        '<testsuite name="cart" tests="2" failures="0"><testcase classname="cart" name="adds"/>' +
        '<testcase classname="cart" name="totals"/></testsuite></testsuite></testsuites>',
    });
    expect(statuses).toEqual(['pending', 'failure']);
    expect(body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    // The comment escapes `<` as `&lt;`.
    expect(body).toMatch(/(<|&lt;)testsuite "checkout"> declares 1 failing \(lists 0\)/);
  });

  it('one test under two Playwright projects is two tests: the failing one blocks', async () => {
    const { statuses, body } = await judge({
      'results.xml':
        '<testsuites id="" name="" tests="2" failures="1" skipped="0" errors="0" time="1.2">' +
        '<testsuite name="cart.spec.ts" timestamp="2026-12-01T00:00:00.000Z" hostname="chromium" tests="1" failures="0" skipped="0" time="0.5" errors="0">' +
        '<testcase name="cart › adds items" classname="cart.spec.ts" time="0.5"></testcase></testsuite>' +
        '<testsuite name="cart.spec.ts" timestamp="2026-12-01T00:00:00.000Z" hostname="firefox" tests="1" failures="1" skipped="0" time="0.7" errors="0">' +
        '<testcase name="cart › adds items" classname="cart.spec.ts" time="0.7">' +
        '<failure message="expect(received).toBe(expected)" type="FAILURE">Expected: 2 Received: 1</failure>' +
        '</testcase></testsuite></testsuites>',
    });
    expect(statuses).toEqual(['pending', 'failure']);
    expect(body).toMatch(/tests failing: xml-\d+\/results\.xml \(junit\) 1 failed, 0 errored of 2/);
    expect(body).toContain('cart › adds items');
  });

  it('a Surefire test that passed on a re-run (flakyFailure, declared failures="2") is green and said', async () => {
    const { statuses, body } = await judge({
      'TEST-example.PaymentTest.xml': recordedReport(
        'from-docs/surefire-flaky-passed.from-docs.xml',
      ),
    });
    expect(statuses).toEqual(['pending', 'success']);
    expect(reportSection(body, 'Test evidence')).toContain(
      'flaky: passed on re-run: example.PaymentTest › passesOnThirdRun',
    );
  });

  it('Surefire re-runs that never passed (rerunFailure) block', async () => {
    const { statuses, body } = await judge({
      'TEST-example.CheckoutTest.xml': recordedReport('from-docs/surefire-rerun.from-docs.xml'),
    });
    expect(statuses).toEqual(['pending', 'failure']);
    expect(body).toContain('example.CheckoutTest › failsEveryRun');
  });

  it.each([
    [
      'NUnit 2',
      'TestResult.xml',
      'from-docs/nunit2.from-docs.xml',
      'nunit2',
      'Shop.CartTests.RejectsEmptyCart',
    ],
    [
      'TestNG',
      'testng-results.xml',
      'testng/small.testng-results.xml',
      'testng',
      'example.CartTest › rejectsEmptyCart',
    ],
    [
      'Robot Framework',
      'output.xml',
      'from-docs/robot.from-docs.xml',
      'robot',
      'Checkout › Rejects Empty Cart',
    ],
    [
      'Eclipse',
      'testrun.xml',
      'from-docs/eclipse-testrun.from-docs.xml',
      'eclipse-junit',
      'example.CartTest › rejectsEmptyCart',
    ],
  ] as const)(
    'a %s report with a failure blocks, naming it',
    async (_label, file, fixture, format, test) => {
      const { statuses, body } = await judge({ [file]: recordedReport(fixture) });
      expect(statuses).toEqual(['pending', 'failure']);
      expect(body).toMatch(
        new RegExp(`tests failing: xml-\\d+/${file.replace('.', '\\.')} \\(${format}\\)`),
      );
      expect(body).toContain(test);
    },
  );

  it.each([
    ['NUnit 2', 'TestResult.xml', 'from-docs/nunit2-green.from-docs.xml', '2 tests, 0 failed'],
    ['TestNG', 'testng-results.xml', 'testng/green.testng-results.xml', '2 tests, 0 failed'],
    ['Robot Framework', 'output.xml', 'from-docs/robot-green.from-docs.xml', '1 tests, 0 failed'],
    [
      'Eclipse',
      'testrun.xml',
      'from-docs/eclipse-testrun-green.from-docs.xml',
      '2 tests, 0 failed',
    ],
  ] as const)('a green %s report is green', async (_label, file, fixture, totals) => {
    const { statuses, body } = await judge({ [file]: recordedReport(fixture) });
    expect(statuses).toEqual(['pending', 'success']);
    expect(reportSection(body, 'Test evidence')).toContain(totals);
  });

  it('an XML root no reader knows blocks as "format not supported"', async () => {
    const { statuses, body } = await judge({
      'coverage.xml': '<?xml version="1.0"?><coverage line-rate="1" branch-rate="1"></coverage>',
    });
    expect(statuses).toEqual(['pending', 'failure']);
    expect(body).toMatch(/xml-\d+\/coverage\.xml: format not supported: (<|&lt;)coverage>/);
  });
});
