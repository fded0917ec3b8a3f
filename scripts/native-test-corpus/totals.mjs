// Reads a runner's own printed totals from its console output (ANSI codes removed) and prints
// them as JSON: { failed, passed, skipped, tests, outcome } — the expected values for the fixtures.
// Each case matches the summary line the runner itself prints; a log without one reads as zeros.
// Usage: node totals.mjs <runner> <console-file> [crash]
import { readFileSync } from 'node:fs';

const [runner, file, crashed] = process.argv.slice(2);
// eslint-disable-next-line no-control-regex
const text = readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
const lastMatch = (re) => {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  let found = null;
  for (const m of text.matchAll(g)) found = m;
  return found;
};
const n = (line, re) => Number(re.exec(line ?? '')?.[1] ?? 0);
let t;
switch (runner) {
  case 'unittest': {
    const tests = n(lastMatch(/^Ran \d+ tests? in/m)?.[0], /Ran (\d+)/);
    const line = lastMatch(/^(?:OK|FAILED)(?: \(.*\))?$/m)?.[0] ?? '';
    const failed = n(line, /failures=(\d+)/) + n(line, /errors=(\d+)/);
    const skipped = n(line, /skipped=(\d+)/) + n(line, /expected failures=(\d+)/);
    t = { failed, passed: tests - failed - skipped, skipped };
    break;
  }
  case 'maven': {
    // Surefire's "Results:" total, or with TOTALS_OF=<class> that class's own "- in <class>" line.
    const of = process.env.TOTALS_OF;
    const line = of
      ? [...text.matchAll(/^\[\w+\] Tests run: .* - in (\S+)$/gm)].findLast((m) => m[1] === of)?.[0]
      : lastMatch(
          /^\[\w+\] Tests run: \d+, Failures: \d+, Errors: \d+, Skipped: \d+(?:, Flakes: \d+)?$/m,
        )?.[0];
    const run = n(line, /Tests run: (\d+)/);
    const failed = n(line, /Failures: (\d+)/) + n(line, /Errors: (\d+)/);
    const skipped = n(line, /Skipped: (\d+)/);
    t = { failed, passed: run - failed - skipped, skipped };
    break;
  }
  case 'gtest': {
    // "[==========] N tests from M test suites ran.", then "[  PASSED  ] N tests.",
    // "[  SKIPPED ] N tests, listed below:", "[  FAILED  ] N tests, listed below:".
    const ran = n(lastMatch(/^\[=+\] \d+ tests? from .* ran\./m)?.[0], /(\d+)/);
    const skipped = n(lastMatch(/^\[ {2}SKIPPED \] \d+ tests?, listed below:$/m)?.[0], /(\d+)/);
    const failed = n(lastMatch(/^\[ {2}FAILED {2}\] \d+ tests?, listed below:$/m)?.[0], /(\d+)/);
    t = { failed, passed: ran - failed - skipped, skipped };
    break;
  }
  case 'catch2': {
    // "All tests passed (A assertions in N test cases)" or "test cases: N | P passed | F failed".
    const all = lastMatch(/^All tests passed \(\d+ assertions? in (\d+) test cases?\)$/m);
    const line = lastMatch(/^test cases: .*$/m)?.[0];
    t = all
      ? { failed: 0, passed: Number(all[1]), skipped: 0 }
      : { failed: n(line, /(\d+) failed/), passed: n(line, /(\d+) passed/), skipped: 0 };
    break;
  }
  case 'boost': {
    // 'Test module "m" has passed|failed with:' then "N test cases out of M passed|failed|skipped"
    // (an aborted test case is one of the failed).
    const line = (w) => lastMatch(new RegExp(`^ {2}(\\d+) test cases? out of \\d+ ${w}$`, 'm'));
    t = {
      failed: Number(line('failed')?.[1] ?? 0),
      passed: Number(line('passed')?.[1] ?? 0),
      skipped: Number(line('skipped')?.[1] ?? 0),
    };
    break;
  }
  case 'check': {
    // "N%: Checks: C, Failures: F, Errors: E" (Check has no skip).
    const line = lastMatch(/^\d+%: Checks: \d+, Failures: \d+, Errors: \d+$/m)?.[0];
    const failed = n(line, /Failures: (\d+)/) + n(line, /Errors: (\d+)/);
    t = { failed, passed: n(line, /Checks: (\d+)/) - failed, skipped: 0 };
    break;
  }
  case 'cmocka': {
    // "[==========] N test(s) run.", "[  PASSED  ] N test(s).", "[  SKIPPED ] N test(s), listed
    // below:", "[  FAILED  ] N test(s), listed below:".
    const count = (re) => n(lastMatch(re)?.[0], /(\d+) test/);
    t = {
      failed: count(/^\[ {2}FAILED {2}\] \d+ test\(s\), listed below:$/m),
      passed: count(/^\[ {2}PASSED {2}\] \d+ test\(s\)\.$/m),
      skipped: count(/^\[ {2}SKIPPED \] \d+ test\(s\), listed below:$/m),
    };
    break;
  }
  case 'cunit': {
    // The "Run Summary:" table's tests row: Total, Ran, Passed, Failed, Inactive. A test that did
    // not run (inactive itself or in an inactive suite) is counted skipped.
    const row = lastMatch(/^ +tests +(\d+) +(\d+) +(\d+) +(\d+) +(\d+)$/m);
    const [total, ran, passed, failed] = [1, 2, 3, 4].map((i) => Number(row?.[i] ?? 0));
    t = { failed, passed, skipped: total - ran };
    break;
  }
  case 'rspec': {
    // "N examples, F failures, P pending" and, when a file fails to load, ", E errors occurred
    // outside of examples" (counted failed: the run did not pass).
    const line = lastMatch(/^\d+ examples?, \d+ failures?.*$/m)?.[0];
    const failed = n(line, /(\d+) failures?/) + n(line, /(\d+) errors? occurred outside/);
    const skipped = n(line, /(\d+) pending/);
    const examples = n(line, /^(\d+)/);
    t = { failed, passed: examples - n(line, /(\d+) failures?/) - skipped, skipped };
    break;
  }
  case 'hspec': {
    // "N examples, F failures, P pending" (pending counted skipped)
    const line = lastMatch(/^\d+ examples?, \d+ failures?.*$/m)?.[0];
    const failed = n(line, /(\d+) failures?/);
    const skipped = n(line, /(\d+) pending/);
    t = { failed, passed: n(line, /^(\d+)/) - failed - skipped, skipped };
    break;
  }
  case 'testng': {
    // "Total tests run: N, Failures: F, Skips: S" (the run count includes the skipped)
    const line = lastMatch(/^Total tests run: \d+, .*$/m)?.[0];
    const failed = n(line, /Failures: (\d+)/);
    const skipped = n(line, /Skips: (\d+)/);
    t = { failed, passed: n(line, /run: (\d+)/) - failed - skipped, skipped };
    break;
  }
  case 'minitest': {
    // "R runs, A assertions, F failures, E errors, S skips"
    const line = lastMatch(/^\d+ runs, \d+ assertions, .*$/m)?.[0];
    const failed = n(line, /(\d+) failures/) + n(line, /(\d+) errors/);
    const skipped = n(line, /(\d+) skips/);
    t = { failed, passed: n(line, /^(\d+) runs/) - failed - skipped, skipped };
    break;
  }
  case 'exunit': {
    // "N tests, F failures, S skipped" (also "E excluded", "I invalid"); "0 failures" alone when
    // no test ran.
    const line = lastMatch(/^(?:\d+ tests?, )?\d+ failures?.*$/m)?.[0];
    const failed = n(line, /(\d+) failures?/) + n(line, /(\d+) invalid/);
    const skipped = n(line, /(\d+) skipped/) + n(line, /(\d+) excluded/);
    t = { failed, passed: n(line, /^(\d+) tests?/) - failed - skipped, skipped };
    break;
  }
  case 'eunit': {
    // "All N tests passed." or "Failed: F.  Skipped: S.  Passed: P."
    const all = lastMatch(/^ {2}All (\d+) tests passed\.$/m);
    const line = lastMatch(/^ {2}Failed: \d+\. {2}Skipped: \d+\. {2}Passed: \d+\.$/m)?.[0];
    t = all
      ? { failed: 0, passed: Number(all[1]), skipped: 0 }
      : {
          failed: n(line, /Failed: (\d+)/),
          passed: n(line, /Passed: (\d+)/),
          skipped: n(line, /Skipped: (\d+)/),
        };
    if (/^ {2}There were no tests to run\.$/m.test(text)) t = { failed: 0, passed: 0, skipped: 0 };
    break;
  }
  case 'junit-console': {
    // The launcher's table: "[ N tests skipped ]", "[ N tests aborted ]" (an assumption that
    // failed: counted skipped), "[ N tests successful ]", "[ N tests failed ]".
    const row = (w) => n(lastMatch(new RegExp(`^\\[ +\\d+ tests ${w} +\\]$`, 'm'))?.[0], /(\d+)/);
    t = {
      failed: row('failed'),
      passed: row('successful'),
      skipped: row('skipped') + row('aborted'),
    };
    break;
  }
  case 'ctest': {
    // "P% tests passed, F tests failed out of N", and under "The following tests did not run:"
    // one line per skipped test ("  2 - name (Skipped)"), which the percentage counts as passed.
    const line = lastMatch(/^\d+% tests passed, \d+ tests? failed out of \d+$/m)?.[0];
    const failed = n(line, /(\d+) tests? failed/);
    const skipped = [...text.matchAll(/^\t +\d+ - .* \((?:Skipped|Disabled|Not Run)\)$/gm)].length;
    t = { failed, passed: n(line, /out of (\d+)/) - failed - skipped, skipped };
    break;
  }
  case 'gradle': {
    // "N tests completed, F failed, S skipped" — printed only when a test failed; otherwise the
    // per-test event lines ("Class > test PASSED|SKIPPED|FAILED") are the runner's own account.
    const line = lastMatch(/^\d+ tests? completed, .*$/m)?.[0];
    if (line) {
      const failed = n(line, /(\d+) failed/);
      const skipped = n(line, /(\d+) skipped/);
      t = { failed, passed: n(line, /^(\d+)/) - failed - skipped, skipped };
    } else {
      const events = (w) => [...text.matchAll(new RegExp(`^\\S.* > .* ${w}$`, 'gm'))].length;
      t = { failed: events('FAILED'), passed: events('PASSED'), skipped: events('SKIPPED') };
    }
    break;
  }
  case 'ounit': {
    // "OK: Cases: N Skip: S" or "FAILED: Cases: N Tried: T Errors: E Failures: F Skip: S Todo: D
    // Timeouts: O."
    const line = lastMatch(/^(?:OK|FAILED): Cases: .*$/m)?.[0];
    const failed =
      n(line, /Errors: (\d+)/) + n(line, /Failures: (\d+)/) + n(line, /Timeouts: (\d+)/);
    const skipped = n(line, /Skip: +(\d+)/) + n(line, /Todo: (\d+)/);
    t = { failed, passed: n(line, /Cases: (\d+)/) - failed - skipped, skipped };
    break;
  }
  default:
    throw new Error(`unknown runner ${runner}`);
}
t.tests = t.passed + t.failed + t.skipped;
t.outcome = crashed ? 'crash' : t.failed > 0 ? 'red' : t.passed > 0 ? 'green' : 'none';
process.stdout.write(`${JSON.stringify(t)}\n`);
