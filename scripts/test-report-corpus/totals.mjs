// Reads a runner's own printed totals from its console output (ANSI codes removed) and prints
// them as JSON: { tests, passed, failed, skipped } — the expected values for the fixtures.
// With the outcome: "green" (tests ran, none failed), "red" (some failed), "none" (none ran: all
// skipped or none found), or "crash" when the caller recorded a crash (then the totals are what the
// runner still printed, zeros when it printed no summary).
// Usage: node totals.mjs <runner> <console-file> [auto|crash]
import { readFileSync } from 'node:fs';

const [runner, file, outcomeArg = 'auto'] = process.argv.slice(2);
// The text as a terminal shows it: CSI sequences (colours, cursor moves) and OSC sequences
// (hyperlinks, titles) removed, and what a carriage return overwrote dropped.
const text = readFileSync(file, 'utf8')
  // eslint-disable-next-line no-control-regex
  .replace(/\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g, '')
  // eslint-disable-next-line no-control-regex
  .replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '')
  // Character-set designations, e.g. the ESC ( B that terminfo's sgr0 writes (libtest's colours).
  // eslint-disable-next-line no-control-regex
  .replace(/\u001b[()*+][0-~]/g, '')
  .replace(/^.*\r(?!\n)/gm, '');
const num = (re) => {
  const m = re.exec(text);
  return m ? Number(m[1]) : 0;
};
const last = (re) => {
  let m;
  let found = null;
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  while ((m = g.exec(text)) !== null) found = m;
  return found;
};
let t;
switch (runner) {
  case 'vitest': {
    const line = last(/^\s*Tests\s+(.*)$/m)?.[1] ?? '';
    const n = (w) => Number(new RegExp(`(\\d+) ${w}`).exec(line)?.[1] ?? 0);
    t = { failed: n('failed'), passed: n('passed'), skipped: n('skipped') + n('todo') };
    break;
  }
  case 'jest': {
    const line = last(/^Tests:\s+(.*)$/m)?.[1] ?? '';
    const n = (w) => Number(new RegExp(`(\\d+) ${w}`).exec(line)?.[1] ?? 0);
    t = { failed: n('failed'), passed: n('passed'), skipped: n('skipped') + n('todo') };
    break;
  }
  case 'mocha':
    t = {
      passed: num(/^\s*(\d+) passing/m),
      failed: num(/^\s*(\d+) failing/m),
      skipped: num(/^\s*(\d+) pending/m),
    };
    break;
  case 'node':
    t = {
      passed: num(/^(?:ℹ|#) pass (\d+)/m),
      failed: num(/^(?:ℹ|#) fail (\d+)/m),
      skipped: num(/^(?:ℹ|#) skipped (\d+)/m) + num(/^(?:ℹ|#) todo (\d+)/m),
    };
    break;
  case 'qunit':
  case 'tape':
    t = {
      passed: num(/^# pass\s+(\d+)/m),
      failed: num(/^# fail\s+(\d+)/m),
      skipped: num(/^# skip\s+(\d+)/m),
    };
    break;
  case 'tap': {
    // tap 21: "# { total: 5, pass: 3, fail: 2, skip: 1 }" or the summary lines of its reporters.
    t = {
      passed: num(/pass:\s*(\d+)/),
      failed: num(/fail:\s*(\d+)/),
      skipped: num(/skip:\s*(\d+)/) + num(/todo:\s*(\d+)/),
    };
    break;
  }
  case 'ava':
    // ava's TAP reporter prints its totals (`# tests`, `# pass`, `# skip`, `# fail`); its default
    // reporter leaves out the passed count when something failed.
    if (/^# tests \d+/m.test(text)) {
      t = {
        passed: num(/^# pass (\d+)/m),
        failed: num(/^# fail (\d+)/m),
        skipped: num(/^# skip (\d+)/m) + num(/^# todo (\d+)/m),
      };
      break;
    }
    t = {
      passed: num(/^\s*(\d+) tests? passed/m),
      failed:
        num(/^\s*(\d+) tests? failed/m) +
        num(/^\s*(\d+) known failures?/m) +
        num(/^\s*(\d+) uncaught exceptions?/m) +
        num(/^\s*(\d+) unhandled rejections?/m),
      skipped: num(/^\s*(\d+) tests? skipped/m) + num(/^\s*(\d+) tests? todo/m),
    };
    break;
  case 'playwright':
    t = {
      passed: num(/^\s*(\d+) passed/m) + num(/^\s*(\d+) flaky/m),
      failed: num(/^\s*(\d+) failed/m),
      skipped: num(/^\s*(\d+) skipped/m),
    };
    break;
  case 'pytest': {
    const line = last(/^=+ (.*) in [\d.]+s.*=+$/m)?.[1] ?? '';
    const n = (w) => Number(new RegExp(`(\\d+) ${w}`).exec(line)?.[1] ?? 0);
    t = {
      failed: n('failed') + n('errors?'),
      passed: n('passed') + n('xpassed'),
      skipped: n('skipped') + n('xfailed'),
    };
    break;
  }
  case 'gotestsum': {
    // "DONE 6 tests, 1 skipped, 3 failures, 2 errors in 1.2s": errors (a build failure, a
    // package that panicked outside a test) are counted with the failures, not as tests.
    const m = last(
      /^DONE (\d+) tests?(?:, (\d+) skipped)?(?:, (\d+) failures?)?(?:, (\d+) errors?)?/m,
    );
    const tests = Number(m?.[1] ?? 0);
    const skipped = Number(m?.[2] ?? 0);
    const failures = Number(m?.[3] ?? 0);
    t = { passed: tests - skipped - failures, failed: failures + Number(m?.[4] ?? 0), skipped };
    t.tests = tests;
    break;
  }
  case 'go': {
    // go test -v: one `--- PASS|FAIL|SKIP: Name` line per test and subtest.
    const n = (w) => [...text.matchAll(new RegExp(`^\\s*--- ${w}: `, 'gm'))].length;
    t = { passed: n('PASS'), failed: n('FAIL'), skipped: n('SKIP') };
    break;
  }
  case 'cargo': {
    const g = /^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored/gm;
    t = { passed: 0, failed: 0, skipped: 0 };
    let m;
    while ((m = g.exec(text)) !== null) {
      t.passed += Number(m[1]);
      t.failed += Number(m[2]);
      t.skipped += Number(m[3]);
    }
    break;
  }
  case 'prove': {
    const tests = num(/^Files=\d+, Tests=(\d+)/m);
    // The Test Summary Report's "(Wstat: … Tests: 1 Failed: 0)" counts the tests that ran; the
    // "Failed 2/3 subtests" line also counts the planned ones that never ran, so it is the
    // fallback only.
    const sum = (re) => [...text.matchAll(re)].reduce((a, m) => a + Number(m[1]), 0);
    const reported = /Tests: \d+ Failed: \d+\)/.test(text);
    const failed = reported
      ? sum(/Tests: \d+ Failed: (\d+)\)/g)
      : sum(/Failed (\d+)\/\d+ subtests/g);
    const skipped = [...text.matchAll(/^ok \d+ .*# skip/gim)].length;
    t = { passed: tests - failed - skipped, failed, skipped };
    break;
  }
  case 'phpunit': {
    const m = /^(?:OK \((\d+) tests?|Tests: (\d+))/m.exec(text);
    const tests = Number(m?.[1] ?? m?.[2] ?? 0);
    const failed = num(/Failures: (\d+)/) + num(/Errors: (\d+)/);
    const skipped = num(/Skipped: (\d+)/) + num(/Incomplete: (\d+)/);
    t = { passed: tests - failed - skipped, failed, skipped };
    break;
  }
  case 'deno': {
    // "ok | 2 passed | 0 failed | 1 ignored (525ms)", "FAILED | 2 passed (1 step) | 2 failed | …"
    const line = last(/^(?:ok|FAILED) \| (.*)$/m)?.[1] ?? '';
    const n = (w) => Number(new RegExp(`(\\d+) ${w}`).exec(line)?.[1] ?? 0);
    t = { passed: n('passed'), failed: n('failed'), skipped: n('ignored') };
    break;
  }
  case 'bun':
    // " 2 pass\n 1 skip\n 2 fail\n 1 error\nRan 5 tests across 1 file."
    t = {
      passed: num(/^\s*(\d+) pass$/m),
      failed: num(/^\s*(\d+) fail$/m) + num(/^\s*(\d+) errors?$/m),
      skipped: num(/^\s*(\d+) skip$/m) + num(/^\s*(\d+) todo$/m),
    };
    break;
  case 'jasmine': {
    // "5 specs, 2 failures, 1 pending spec"
    const m = last(/^(\d+) specs?, (\d+) failures?(?:, (\d+) pending specs?)?/m);
    const specs = Number(m?.[1] ?? 0);
    const failed = Number(m?.[2] ?? 0);
    const skipped = Number(m?.[3] ?? 0);
    t = { passed: specs - failed - skipped, failed, skipped };
    break;
  }
  case 'uvu': {
    // "  Total:     3\n  Passed:    2\n  Skipped:   1": Total counts the tests that ran.
    const total = num(/^\s*Total:\s+(\d+)/m);
    const passed = num(/^\s*Passed:\s+(\d+)/m);
    t = { passed, failed: total - passed, skipped: num(/^\s*Skipped:\s+(\d+)/m) };
    break;
  }
  case 'cucumber': {
    // "4 scenarios (1 failed, 1 undefined, 1 skipped, 1 passed)": scenarios are the tests.
    const line = last(/^\d+ scenarios? \((.*)\)$/m)?.[1] ?? '';
    const n = (w) => Number(new RegExp(`(\\d+) ${w}`).exec(line)?.[1] ?? 0);
    t = {
      passed: n('passed'),
      failed: n('failed') + n('undefined') + n('ambiguous'),
      skipped: n('skipped') + n('pending'),
    };
    break;
  }
  case 'karma': {
    // "Executed 4 of 5 (2 FAILED) (skipped 1) (0.01 secs / 0 secs)", then "TOTAL: 2 FAILED, 2 SUCCESS"
    const exec = last(/Executed (\d+) of (\d+)(.*)$/m);
    const failed = Number(/\((\d+) FAILED\)/.exec(exec?.[3] ?? '')?.[1] ?? 0);
    const skipped = Number(/\(skipped (\d+)\)/.exec(exec?.[3] ?? '')?.[1] ?? 0);
    t = { passed: Number(exec?.[1] ?? 0) - failed, failed, skipped };
    break;
  }
  case 'wtr': {
    const line = last(/\d+\/\d+ test files \| (.*)$/m)?.[1] ?? '';
    const n = (w) => Number(new RegExp(`(\\d+) ${w}`).exec(line)?.[1] ?? 0);
    t = { passed: n('passed'), failed: n('failed'), skipped: n('skipped') };
    break;
  }
  default:
    throw new Error(`unknown runner ${runner}`);
}
t.tests ??= t.passed + t.failed + t.skipped;
if (outcomeArg === 'crash') t.outcome = 'crash';
else if (t.failed > 0) t.outcome = 'red';
else if (t.passed === 0) t.outcome = 'none';
else t.outcome = 'green';
process.stdout.write(`${JSON.stringify(t)}\n`);
