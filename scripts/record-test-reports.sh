#!/usr/bin/env bash
# Records the real-runner test-report corpus under __tests__/fixtures/test-reports/.
#
# Installs each runner into a temporary folder (npm registry: vitest, jest + jest-junit, mocha (its own
# json, tap and xunit reporters), tap, tape, ava, @playwright/test without browsers, CTRF reporters; Debian:
# golang-go + gotestsum, phpunit, TAP::Formatter::JUnit for prove; pytest and cargo as installed),
# runs the same small suite (passes, failures, a skip, a flaky test retried, nested groups, unicode
# and '#' in names) and a huge generated suite, and keeps every report the runner writes plus its
# console output. The expected totals are read from the runner's own printed summary
# (test-report-corpus/totals.mjs), never from our parser. Needs root for apt-get.
#
# Then the case runs of every runner (cases_<runner>; suites from test-report-corpus/cases.cjs for
# the JS runners): green.console.log (passes and a skip), red.console.log (failures),
# color-green/color-red (the same with colour forced: escapes kept byte for byte),
# crash*.console.log (an exception or an unhandled rejection during the run, a test that ends the
# process, a file that does not parse, a Go build failure or panic, a cargo compile error or
# abort), skipped.* (every test skipped, with the runner's structured report where it has one)
# and none.console.log (no test file). expected.txt gets each file's totals and its outcome:
# green, red, crash or none. Each new runner's folder has a README with its exact command.
#
# Tools: Node 24 (put the repo's node_modules/.bin first on PATH); npm: the versions in install_npm
# below (vitest 5.1.2, jest 30.5.2, mocha 12.0.3, tap 21.8.0, tape 5.10.2, ava 6.4.1, playwright
# 1.65.1, deno 2.9.6, bun 1.4.5, karma 6.4.4, jasmine 7.0.0, uvu 0.5.6, @cucumber/cucumber 13.3.0,
# qunit 2.25.0, @web/test-runner 1.0.0); Debian 12: go 1.19.8, gotestsum 1.8.2 (it has no testdox
# or github-actions format), phpunit 9.6.7, chromium 156 (karma, web-test-runner); pytest 9.0.3,
# cargo 1.95.0 and perl 5.36 as installed.
#
#   bash scripts/record-test-reports.sh            # everything
#   HUGE_N=2000 RUNNERS="vitest jest" bash scripts/record-test-reports.sh
#   CASES_ONLY=1 RUNNERS=deno bash scripts/record-test-reports.sh   # only the case runs
set -uo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
SRC="$HERE/test-report-corpus"
OUT="$REPO/__tests__/fixtures/test-reports"
WORK="${WORK:-$(mktemp -d /tmp/done-gate-corpus-XXXXXX)}"
export HUGE_N="${HUGE_N:-2000}"
export NO_COLOR=1 FORCE_COLOR=0 CI=1
# No Rust backtraces in cargo's and deno's output unless a CI asks for them.
unset RUST_BACKTRACE
RUNNERS="${RUNNERS:-vitest jest mocha node tape tap ava playwright pytest go gotestsum cargo prove phpunit deno bun karma jasmine uvu cucumber qunit wtr}"
NODE="$(command -v node)"
echo "tools in $WORK; node $("$NODE" --version)"

install_npm() {
  cd "$WORK" || exit 1
  [ -f package.json ] || echo '{ "name": "corpus-tools", "private": true }' >package.json
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error \
    vitest@5.1.2 jest@30.5.2 jest-junit@17.0.0 mocha@12.0.3 \
    tap@21.8.0 tape@5.10.2 ava@6.4.1 @playwright/test@1.65.1 \
    jest-ctrf-json-reporter@0.0.11 playwright-ctrf-json-reporter@0.0.29 mocha-ctrf-json-reporter@0.0.11 \
    deno@2.9.6 bun@1.4.5 karma@6.4.4 karma-jasmine@5.1.0 karma-chrome-launcher@3.2.0 \
    karma-junit-reporter@2.0.1 jasmine@7.0.0 uvu@0.5.6 @cucumber/cucumber@13.3.0 qunit@2.25.0 \
    @web/test-runner@1.0.0 @web/test-runner-chrome@1.0.1
}
install_debian() {
  command -v go >/dev/null && command -v gotestsum >/dev/null && command -v phpunit >/dev/null &&
    command -v chromium >/dev/null &&
    perl -MTAP::Formatter::JUnit -e1 2>/dev/null && return 0
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    golang-go gotestsum phpunit libtap-formatter-junit-perl chromium
  command -v pytest >/dev/null || apt-get install -y -qq python3-pytest
}

# A fresh project folder per runner and suite: the suite file, flaky.cjs, huge.cjs.
project() { # runner suite
  local dir="$WORK/run/$1-$2"
  rm -rf "$dir" && mkdir -p "$dir/test" "$dir/flaky"
  cp "$SRC/flaky.cjs" "$SRC/huge.cjs" "$dir/"
  ln -s "$WORK/node_modules" "$dir/node_modules"
  # Its own package.json: runners that look upwards for one (jest) must not find the tools' folder.
  echo '{ "name": "corpus-suite", "private": true }' >"$dir/package.json"
  echo "$dir"
}
keep() { # runner file-in-project dest-name
  mkdir -p "$OUT/$1" && cp "$2" "$OUT/$1/$3"
}
expect() { # runner console-file dest-names...   (outcome from the totals)
  expect_as auto "$@"
}
expect_as() { # outcome(auto|crash) runner console-file dest-names...
  local outcome="$1" runner="$2" console="$3"
  shift 3
  local totals
  totals="$("$NODE" "$SRC/totals.mjs" "$runner" "$console" "$outcome")" || return
  touch "$OUT/$runner/expected.txt"
  for name in "$@"; do
    # A re-recorded file replaces its line.
    awk -v n="$name {" 'index($0, n) != 1' "$OUT/$runner/expected.txt" >"$OUT/$runner/expected.tmp"
    mv "$OUT/$runner/expected.tmp" "$OUT/$runner/expected.txt"
    echo "$name $totals" >>"$OUT/$runner/expected.txt"
  done
}

# --- The case runs: green, red, colour, crash, skipped, none -----------------------------------
# Colour forced the way CI does it (FORCE_COLOR and friends; the runner's own flag is passed by the
# caller), stdout and stderr interleaved into one file as a CI log shows them.
# COLOUR_FORCE_ONLY=1: FORCE_COLOR alone (tap under TERM=xterm-256color once reported "no tests
# found" after 32 s on a loaded machine).
colour_env() {
  if [ -n "${COLOUR_FORCE_ONLY:-}" ]; then env -u NO_COLOR FORCE_COLOR=1 "$@"
  else env -u NO_COLOR FORCE_COLOR=1 CLICOLOR_FORCE=1 TERM=xterm-256color "$@"; fi
}
# rec runner dest-name outcome(auto|crash) colour(0|1) command... — runs in the current folder.
rec() {
  local runner="$1" name="$2" outcome="$3" colour="$4"
  shift 4
  rm -rf flaky/*
  if [ "$colour" = 1 ]; then colour_env "$@" >case.out 2>&1; else "$@" >case.out 2>&1; fi
  echo "   $name: exit $?"
  keep "$runner" case.out "$name"
  expect_as "$outcome" "$runner" case.out "$name"
}
# A project folder for one case: the case suite written at <file> in the runner's test API (style);
# "small" copies the runner's existing small suite; "none" leaves no test file at all.
case_dir() { # runner case style file [small-suite]
  local d; d="$(project "$1" "case-$2")"
  mkdir -p "$d/$(dirname "$4")"
  case $2 in
    none) ;;
    small) cp "$SRC/suites/$5" "$d/$4" ;;
    *) "$NODE" "$SRC/cases.cjs" "$3" "$2" >"$d/$4" ;;
  esac
  echo "$d"
}
CASE_NAMES="green red crash rejection exit syntax skipped none"
case_file() { # case -> the console file it is kept as
  case $1 in
    # A runner that reports nothing of the rejection (REJECTION_OUTCOME=auto): named for that.
    rejection) [ "${REJECTION_OUTCOME:-crash}" = crash ] && echo crash-rejection.console.log ||
      echo rejection-unreported.console.log ;;
    exit) echo crash-exit.console.log ;;
    syntax) echo crash-syntax.console.log ;;
    *) echo "$1.console.log" ;;
  esac
}
case_outcome() {
  case $1 in
    crash | exit | syntax) echo crash ;;
    rejection) echo "${REJECTION_OUTCOME:-crash}" ;;
    *) echo auto ;;
  esac
}
# js_cases runner style file small-suite colour-flag -- command... : every case of CASE_NAMES
# (CASES overrides), the green and red ones also with colour forced. small-suite "" writes the red
# case from cases.cjs (a runner with no existing small suite).
js_cases() {
  local runner="$1" style="$2" file="$3" small="$4" cflag="$5"
  shift 6
  local c d src
  for c in ${CASES:-$CASE_NAMES}; do
    src=$c
    [ "$c" = red ] && [ -n "$small" ] && src=small
    d="$(case_dir "$runner" "$src" "$style" "$file" "$small")"; cd "$d" || return
    [ -n "${SETUP:-}" ] && $SETUP "$c"
    rec "$runner" "$(case_file "$c")" "$(case_outcome "$c")" 0 "$@"
    # A runner with no colour at all (cflag "none") gets no colour runs.
    case $c in
      green | red) [ "$cflag" = none ] || rec "$runner" "color-$c.console.log" "$(case_outcome "$c")" 1 "$@" $cflag ;;
    esac
  done
}

huge_js() { # style (vitest|jest|mocha|node|playwright|tape|ava) -> a generated test file on stdout
  "$NODE" -e '
    const style = process.argv[1];
    const { groups, fails } = require(process.argv[2]);
    const head = {
      vitest: "import { describe, it, expect } from \"vitest\";",
      jest: "", mocha: "const expect = (v) => ({ toBe: (w) => { if (v !== w) throw new Error(`expected ${w}, got ${v}`); } });",
      node: "import { describe, it } from \"node:test\"; const expect = (v) => ({ toBe: (w) => { if (v !== w) throw new Error(`expected ${w}, got ${v}`); } });",
      playwright: "const { test, expect } = require(\"@playwright/test\"); const describe = test.describe, it = test;",
    }[style];
    const out = [head];
    for (const [g, ids] of groups.entries()) {
      out.push(`describe("group ${g}", () => {`);
      for (const i of ids) out.push(`  it("case ${i}", () => expect(${fails(i) ? 1 : 0}).toBe(0));`);
      out.push("});");
    }
    console.log(out.join("\n"));
  ' "$1" "$SRC/huge.cjs"
}

run_vitest() {
  for suite in small huge; do
    local d; d="$(project vitest $suite)"; cd "$d" || return
    if [ $suite = small ]; then cp "$SRC/suites/vitest.test.mjs" test/; else huge_js vitest >test/huge.test.mjs; fi
    npx vitest run --reporter=default --reporter=junit --outputFile.junit=junit.xml \
      --reporter=json --outputFile.json=report.json >console.txt 2>&1
    rm -rf flaky/*; npx vitest run --reporter=tap >tap.txt 2>/dev/null
    rm -rf flaky/*; npx vitest run --reporter=default >default.txt 2>&1
    keep vitest junit.xml $suite.junit.xml; keep vitest report.json $suite.vitest.json
    keep vitest tap.txt $suite.tap; keep vitest default.txt $suite.console.log
    expect vitest default.txt $suite.junit.xml $suite.vitest.json $suite.tap $suite.console.log
  done
}
run_jest() {
  for suite in small huge; do
    local d; d="$(project jest $suite)"; cd "$d" || return
    if [ $suite = small ]; then cp "$SRC/suites/jest.test.js" test/; else huge_js jest >test/huge.test.js; fi
    JEST_JUNIT_OUTPUT_FILE=junit.xml npx jest --ci --json --outputFile=report.json \
      --reporters=default --reporters=jest-junit --reporters=jest-ctrf-json-reporter >console.txt 2>&1
    keep jest junit.xml $suite.junit.xml; keep jest report.json $suite.jest.json
    keep jest console.txt $suite.console.log; keep jest ctrf/ctrf-report.json $suite.ctrf.json
    expect jest console.txt $suite.junit.xml $suite.jest.json $suite.console.log $suite.ctrf.json
  done
}
run_mocha() {
  for suite in small huge; do
    local d; d="$(project mocha $suite)"; cd "$d" || return
    if [ $suite = small ]; then cp "$SRC/suites/mocha.test.cjs" test/t.cjs; else huge_js mocha >test/t.cjs; fi
    npx mocha test/t.cjs --reporter spec >console.txt 2>&1
    rm -rf flaky/*; npx mocha test/t.cjs --reporter json >report.json 2>/dev/null
    rm -rf flaky/*; npx mocha test/t.cjs --reporter tap >tap.txt 2>/dev/null
    rm -rf flaky/*; npx mocha test/t.cjs --reporter xunit --reporter-option output=xunit.xml >/dev/null 2>&1
    rm -rf flaky/*; npx mocha test/t.cjs --reporter mocha-ctrf-json-reporter >/dev/null 2>&1
    keep mocha console.txt $suite.console.log; keep mocha report.json $suite.mocha.json
    keep mocha tap.txt $suite.tap; keep mocha xunit.xml $suite.xunit-reporter.junit.xml
    keep mocha ctrf/ctrf-report.json $suite.ctrf.json
    expect mocha console.txt $suite.console.log $suite.mocha.json $suite.tap $suite.xunit-reporter.junit.xml $suite.ctrf.json
  done
}
run_node() {
  for suite in small top huge; do
    local d; d="$(project node $suite)"; cd "$d" || return
    case $suite in
      small) cp "$SRC/suites/node.test.mjs" test/t.test.mjs ;;
      top) cp "$SRC/suites/node-top.test.mjs" test/t.test.mjs ;;
      huge) huge_js node >test/t.test.mjs ;;
    esac
    "$NODE" --test --test-reporter=spec --test-reporter-destination=stdout \
      --test-reporter=junit --test-reporter-destination=junit.xml \
      --test-reporter=tap --test-reporter-destination=tap.txt test/t.test.mjs >console.txt 2>&1
    keep node junit.xml $suite.junit.xml; keep node tap.txt $suite.tap; keep node console.txt $suite.console.log
    expect node console.txt $suite.junit.xml $suite.tap $suite.console.log
  done
}
run_tape() {
  local d; d="$(project tape small)"; cd "$d" || return
  cp "$SRC/suites/tape.test.cjs" test/t.cjs
  "$NODE" test/t.cjs >tap.txt 2>&1
  keep tape tap.txt small.tap; expect tape tap.txt small.tap
}
run_tap() {
  local d; d="$(project tap small)"; cd "$d" || return
  cp "$SRC/suites/tap.test.cjs" test/t.cjs
  npx tap --disable-coverage --reporter=tap test/t.cjs >tap.txt 2>&1
  npx tap --disable-coverage --reporter=junit test/t.cjs >junit.xml 2>/dev/null
  npx tap --disable-coverage --reporter=base test/t.cjs >console.txt 2>&1
  "$NODE" test/t.cjs >raw.tap 2>&1
  keep tap tap.txt small.runner.tap; keep tap raw.tap small.tap; keep tap junit.xml small.junit.xml
  keep tap console.txt small.console.log
  expect tap tap.txt small.runner.tap small.tap small.junit.xml small.console.log
}
run_ava() {
  local d; d="$(project ava small)"; cd "$d" || return
  cp "$SRC/suites/ava.test.mjs" test/t.test.mjs
  npx ava --tap test/t.test.mjs >tap.txt 2>&1
  npx ava test/t.test.mjs >console.txt 2>&1
  keep ava tap.txt small.tap; keep ava console.txt small.console.log
  expect ava tap.txt small.tap small.console.log
}
run_playwright() {
  for suite in small huge; do
    local d; d="$(project playwright $suite)"; cd "$d" || return
    if [ $suite = small ]; then cp "$SRC/suites/playwright.spec.cjs" test/t.spec.cjs; else huge_js playwright >test/t.spec.cjs; fi
    cat >playwright.config.cjs <<'CFG'
module.exports = {
  testDir: 'test', testMatch: /.*\.spec\.cjs/, retries: 1, workers: 1,
  reporter: [['list'], ['json', { outputFile: 'report.json' }], ['junit', { outputFile: 'junit.xml' }],
    ['playwright-ctrf-json-reporter', {}]],
};
CFG
    npx playwright test -c playwright.config.cjs >console.txt 2>&1
    keep playwright report.json $suite.playwright.json; keep playwright junit.xml $suite.junit.xml
    keep playwright console.txt $suite.console.log; keep playwright ctrf/ctrf-report.json $suite.ctrf.json
    expect playwright console.txt $suite.playwright.json $suite.junit.xml $suite.console.log $suite.ctrf.json
  done
}
run_pytest() {
  local d; d="$(project pytest small)"; cd "$d" || return
  cat >test_small.py <<'PY'
import os, pytest

class TestMath:
    def test_adds_numbers(self):
        assert 1 + 1 == 2
    def test_rejects_hash_skipped_rows(self):
        assert 1 == 2, "rejects #skipped rows"
    @pytest.mark.skip(reason="skipped test")
    def test_skipped(self):
        pass
    class TestDeep:
        def test_deep_fail(self):
            raise ValueError("deep failure")
        def test_unicode_名前(self):
            assert "名前" == "名前"

@pytest.fixture
def broken():
    raise RuntimeError("fixture setup error")

def test_error_in_fixture(broken):
    pass

@pytest.mark.parametrize("value", ["a#b", "ünï"])
def test_param(value):
    assert value
PY
  pytest -p no:cacheprovider --junitxml=junit.xml -o junit_family=xunit2 test_small.py >console.txt 2>&1
  pytest -p no:cacheprovider --junitxml=junit1.xml -o junit_family=xunit1 test_small.py >/dev/null 2>&1
  keep pytest junit.xml small.xunit2.junit.xml; keep pytest junit1.xml small.xunit1.junit.xml
  keep pytest console.txt small.console.log
  expect pytest console.txt small.xunit2.junit.xml small.xunit1.junit.xml small.console.log
}
run_gotestsum() {
  local d; d="$(project go small)"; cd "$d" || return
  export GOPATH="$WORK/gopath" GOCACHE="$WORK/gocache" GOFLAGS=-mod=mod GOTOOLCHAIN=local
  cat >go.mod <<'GO'
module example.com/corpus

go 1.19
GO
  cat >small_test.go <<'GO'
package corpus

import "testing"

func TestAdds(t *testing.T) {
	if 1+1 != 2 {
		t.Fatal("math broke")
	}
}
func TestRejectsHashSkippedRows(t *testing.T) { t.Errorf("rejects #skipped rows: got 1, want 2") }
func TestSkipped(t *testing.T)                { t.Skip("skipped test") }
func TestDeep(t *testing.T) {
	t.Run("deep_fail", func(t *testing.T) { t.Fatal("deep failure") })
	t.Run("ünïcode_名前", func(t *testing.T) {})
}
GO
  gotestsum --format standard-verbose --junitfile junit.xml --jsonfile go.json -- ./... >console.txt 2>&1
  go test -v ./... >plain.txt 2>&1
  keep gotestsum junit.xml small.junit.xml; keep gotestsum go.json small.gotest.json
  keep gotestsum console.txt small.console.log; keep gotestsum plain.txt small.go-test-v.log
  expect gotestsum console.txt small.junit.xml small.gotest.json small.console.log small.go-test-v.log
}
run_cargo() {
  local d; d="$(project cargo small)"; cd "$d" || return
  mkdir -p src && cat >Cargo.toml <<'TOML'
[package]
name = "corpus"
version = "0.1.0"
edition = "2021"
TOML
  cat >src/lib.rs <<'RS'
#[cfg(test)]
mod tests {
    #[test]
    fn adds_numbers() { assert_eq!(1 + 1, 2); }
    #[test]
    fn rejects_hash_skipped_rows() { assert_eq!(1, 2, "rejects #skipped rows"); }
    #[test]
    #[ignore]
    fn skipped_test() {}
    mod deep {
        #[test]
        fn deep_fail() { panic!("deep failure"); }
        #[test]
        fn unicode_名前() { assert_eq!("名前", "名前"); }
    }
}
RS
  CARGO_TARGET_DIR="$WORK/cargo-target" cargo test --offline >console.txt 2>&1
  keep cargo console.txt small.console.log; expect cargo console.txt small.console.log
}
run_prove() {
  local d; d="$(project prove small)"; cd "$d" || return
  mkdir -p t && cat >t/small.t <<'PL'
use strict; use warnings; use utf8;
use Test::More tests => 6;
binmode Test::More->builder->output, ':utf8';
binmode Test::More->builder->failure_output, ':utf8';
ok(1 + 1 == 2, 'adds numbers');
is(1, 2, 'rejects #skipped rows');
SKIP: { skip 'skipped test', 1; ok(1, 'never runs'); }
subtest 'deep' => sub { plan tests => 2; ok(0, 'deep fail'); ok(1, 'ünïcode ✓ 名前'); };
TODO: { local $TODO = 'not yet'; ok(0, 'a todo that fails'); }
ok(1, 'last');
PL
  prove -v t/small.t >console.txt 2>&1
  perl t/small.t >raw.tap 2>&1
  prove --formatter TAP::Formatter::JUnit t/small.t >junit.xml 2>/dev/null
  keep prove console.txt small.console.log; keep prove raw.tap small.tap; keep prove junit.xml small.junit.xml
  expect prove console.txt small.console.log small.tap small.junit.xml
}
run_phpunit() {
  local d; d="$(project phpunit small)"; cd "$d" || return
  mkdir -p tests/Deep && cat >tests/MathTest.php <<'PHP'
<?php
use PHPUnit\Framework\TestCase;
final class MathTest extends TestCase {
    public function testAddsNumbers(): void { $this->assertSame(2, 1 + 1); }
    public function testRejectsHashSkippedRows(): void { $this->assertSame(2, 1, 'rejects #skipped rows'); }
    public function testSkipped(): void { $this->markTestSkipped('skipped test'); }
    /** @dataProvider names */
    public function testNames(string $n): void { $this->assertNotSame('', $n); }
    public static function names(): array { return ['unicode' => ['ünïcode ✓ 名前'], 'hash' => ['a #b']]; }
}
PHP
  cat >tests/Deep/DeepTest.php <<'PHP'
<?php
use PHPUnit\Framework\TestCase;
final class DeepTest extends TestCase {
    public function testDeepFail(): void { throw new RuntimeException('deep failure'); }
    public function testPasses(): void { $this->assertTrue(true); }
}
PHP
  phpunit --log-junit junit.xml tests >console.txt 2>&1
  keep phpunit junit.xml small.junit.xml; keep phpunit console.txt small.console.log
  expect phpunit console.txt small.junit.xml small.console.log
}

cases_vitest() {
  js_cases vitest vitest test/case.test.mjs vitest.test.mjs "" -- npx vitest run
  skipped_junit vitest test/case.test.mjs vitest \
    npx vitest run --reporter=default --reporter=junit --outputFile.junit=junit.xml
}
# The all-skipped run once more with the runner's structured report (written at <report> in the
# project) kept as skipped.<ext>; its totals are the runner's printed ones of skipped.console.log,
# the same suite recorded just before.
skipped_report() { # runner file style report dest-name command...
  local runner="$1" file="$2" style="$3" report="$4" dest="$5"
  shift 5
  local d; d="$(case_dir "$runner" skipped "$style" "$file")"; cd "$d" || return
  [ -n "${SETUP:-}" ] && $SETUP skipped
  "$@" >console.txt 2>&1
  keep "$runner" "$report" "$dest"
  expect_as auto "$runner" "$OUT/$runner/skipped.console.log" "$dest"
}
skipped_junit() { # runner file style command... (writes junit.xml in the project)
  local runner="$1" file="$2" style="$3"
  shift 3
  skipped_report "$runner" "$file" "$style" junit.xml skipped.junit.xml "$@"
}
cases_jest() {
  js_cases jest jest test/case.test.js jest.test.js --colors -- npx jest --ci
  skipped_junit jest test/case.test.js jest \
    env JEST_JUNIT_OUTPUT_FILE=junit.xml npx jest --ci --reporters=default --reporters=jest-junit
}
cases_mocha() {
  # mocha 12 prints nothing of an unhandled rejection and exits 0: that log is green by its own
  # account (rejection-unreported.console.log).
  REJECTION_OUTCOME=auto js_cases mocha mocha test/case.cjs mocha.test.cjs --color -- npx mocha 'test/*.cjs'
  skipped_report mocha test/case.cjs mocha xunit.xml skipped.xunit-reporter.junit.xml \
    npx mocha 'test/*.cjs' --reporter xunit --reporter-option output=xunit.xml
  skipped_report mocha test/case.cjs mocha tap.txt skipped.tap \
    sh -c "npx mocha 'test/*.cjs' --reporter tap >tap.txt"
}
cases_node() {
  js_cases node node test/case.test.mjs node.test.mjs "" -- "$NODE" --test
  skipped_report node test/case.test.mjs node junit.xml skipped.junit.xml "$NODE" --test \
    --test-reporter=junit --test-reporter-destination=junit.xml
  skipped_report node test/case.test.mjs node tap.txt skipped.tap "$NODE" --test \
    --test-reporter=tap --test-reporter-destination=tap.txt
}
cases_tape() {
  js_cases tape tape test/case.cjs tape.test.cjs none -- npx tape 'test/*.cjs'
  skipped_report tape test/case.cjs tape tap.txt skipped.tap sh -c "npx tape 'test/*.cjs' >tap.txt"
}
cases_tap() {
  # A long per-file timeout: on a loaded machine the default 30 s expires ("not ok 1 - timeout!").
  COLOUR_FORCE_ONLY=1 js_cases tap tap test/case.test.cjs tap.test.cjs --color -- \
    npx tap --disable-coverage --timeout=600
  skipped_junit tap test/case.test.cjs tap \
    sh -c 'npx tap --disable-coverage --timeout=600 --reporter=junit >junit.xml'
}
cases_ava() {
  js_cases ava ava test/case.test.mjs ava.test.mjs --color -- npx ava
  skipped_report ava test/case.test.mjs ava tap.txt skipped.tap sh -c 'npx ava --tap >tap.txt'
}
playwright_config() {
  echo "module.exports = { testDir: 'test', testMatch: /.*\.spec\.cjs/, workers: 1 };" >playwright.config.cjs
}
cases_playwright() {
  SETUP=playwright_config js_cases playwright playwright test/case.spec.cjs playwright.spec.cjs "" -- \
    npx playwright test -c playwright.config.cjs
  SETUP=playwright_config skipped_junit playwright test/case.spec.cjs playwright \
    env PLAYWRIGHT_JUNIT_OUTPUT_FILE=junit.xml npx playwright test -c playwright.config.cjs --reporter=dot,junit
}

# --- go test and gotestsum ---------------------------------------------------------------------
go_env() { export GOPATH="$WORK/gopath" GOCACHE="$WORK/gocache" GOFLAGS=-mod=mod GOTOOLCHAIN=local; }
# A Go module for one case: green (passes, a subtest, a skip), red (failures), panic, exit
# (os.Exit in a test), build (a compile error in a test file), skipped (all skip), none (no test
# files).
go_case() { # case -> a project folder
  local d; d="$(project go "case-$1")"
  printf 'module example.com/corpus\n\ngo 1.19\n' >"$d/go.mod"
  printf 'package corpus\n\nfunc Add(a, b int) int { return a + b }\n' >"$d/corpus.go"
  local t="$d/corpus_test.go"
  case $1 in
    green) cat >"$t" <<'GO'
package corpus

import "testing"

func TestAdds(t *testing.T) {
	if Add(1, 1) != 2 {
		t.Fatal("math broke")
	}
}
func TestSkipped(t *testing.T) { t.Skip("skipped test") }
func TestDeep(t *testing.T) {
	t.Run("ünïcode_名前", func(t *testing.T) {})
}
GO
    ;;
    red) cat >"$t" <<'GO'
package corpus

import "testing"

func TestAdds(t *testing.T) {
	if Add(1, 1) != 2 {
		t.Fatal("math broke")
	}
}
func TestRejectsHashSkippedRows(t *testing.T) { t.Errorf("rejects #skipped rows: got 1, want 2") }
func TestSkipped(t *testing.T)                { t.Skip("skipped test") }
func TestDeep(t *testing.T) {
	t.Run("deep_fail", func(t *testing.T) { t.Fatal("deep failure") })
	t.Run("ünïcode_名前", func(t *testing.T) {})
}
GO
    ;;
    panic) cat >"$t" <<'GO'
package corpus

import "testing"

func TestAdds(t *testing.T) {
	if Add(1, 1) != 2 {
		t.Fatal("math broke")
	}
}
func TestPanics(t *testing.T) {
	var m map[string]int
	m["boom"] = 1
}
func TestNeverReached(t *testing.T) {}
GO
    ;;
    exit) cat >"$t" <<'GO'
package corpus

import (
	"os"
	"testing"
)

func TestAdds(t *testing.T) {
	if Add(1, 1) != 2 {
		t.Fatal("math broke")
	}
}
func TestExits(t *testing.T)       { os.Exit(1) }
func TestNeverReached(t *testing.T) {}
GO
    ;;
    build) cat >"$t" <<'GO'
package corpus

import "testing"

func TestAdds(t *testing.T) {
	if Add(1, 1) != "2" {
		t.Fatal(undefinedHelper())
	}
}
GO
    ;;
    skipped) cat >"$t" <<'GO'
package corpus

import "testing"

func TestSkippedOne(t *testing.T) { t.Skip("skipped one") }
func TestSkippedTwo(t *testing.T) { t.Skip("skipped two") }
GO
    ;;
    none) ;;
  esac
  echo "$d"
}
GO_CASES="green red panic exit build skipped none"
go_case_name() { # case -> kept base name
  case $1 in
    panic) echo crash ;;
    exit) echo crash-exit ;;
    build) echo crash-build ;;
    *) echo "$1" ;;
  esac
}
go_outcome() { case $1 in panic | exit | build) echo crash ;; *) echo auto ;; esac; }
# go: plain `go test ./...` as <case>.console.log and `go test -v ./...` as <case>.verbose.console.log.
# Plain go test prints no counts: the totals of both are the `--- PASS/FAIL/SKIP` lines of -v.
cases_go() {
  go_env
  local c d base
  for c in ${CASES:-$GO_CASES}; do
    d="$(go_case "$c")"; cd "$d" || return
    base="$(go_case_name "$c")"
    go test -v ./... >verbose.txt 2>&1
    go test ./... >plain.txt 2>&1
    echo "   $base: exit $?"
    keep go plain.txt "$base.console.log"; keep go verbose.txt "$base.verbose.console.log"
    expect_as "$(go_outcome "$c")" go verbose.txt "$base.console.log" "$base.verbose.console.log"
  done
}
# gotestsum 1.8.2 (Debian): its default format as <case>.console.log, each --format as
# <case>.<format>.console.log, colour forced (--no-color=false) for green and red, and the JUnit
# and go test -json files of every case.
GOTESTSUM_FORMATS="dots dots-v2 pkgname pkgname-and-test-fails testname standard-quiet standard-verbose"
cases_gotestsum() {
  go_env
  local c d base f o
  for c in ${CASES:-$GO_CASES}; do
    d="$(go_case "$c")"; cd "$d" || return
    base="$(go_case_name "$c")"; o="$(go_outcome "$c")"
    gotestsum --junitfile junit.xml --jsonfile go.json -- ./... >console.txt 2>&1
    echo "   $base: exit $?"
    keep gotestsum console.txt "$base.console.log"
    keep gotestsum junit.xml "$base.junit.xml"; keep gotestsum go.json "$base.gotest.json"
    expect_as "$o" gotestsum console.txt "$base.console.log" "$base.junit.xml" "$base.gotest.json"
    for f in $GOTESTSUM_FORMATS; do
      gotestsum --format "$f" -- ./... >f.txt 2>&1
      keep gotestsum f.txt "$base.$f.console.log"; expect_as "$o" gotestsum f.txt "$base.$f.console.log"
    done
    case $c in
      green | red)
        colour_env gotestsum --no-color=false -- ./... >f.txt 2>&1
        keep gotestsum f.txt "color-$base.console.log"; expect_as "$o" gotestsum f.txt "color-$base.console.log"
        colour_env gotestsum --no-color=false --format testname -- ./... >f.txt 2>&1
        keep gotestsum f.txt "color-$base.testname.console.log"
        expect_as "$o" gotestsum f.txt "color-$base.testname.console.log"
        ;;
    esac
  done
}

# --- pytest, cargo, prove, phpunit: the same cases in each language ------------------------------
# runs_of runner name outcome colour-command... : rec of the plain command, then the colour one.
pytest_case() { # case -> a project folder with its test file
  local d; d="$(project pytest "case-$1")"
  case $1 in
    green) printf 'import pytest\n\ndef test_adds():\n    assert 1 + 1 == 2\n\ndef test_unicode_名前():\n    assert "名前"\n\n@pytest.mark.skip(reason="skipped test")\ndef test_skipped():\n    pass\n' >"$d/test_case.py" ;;
    red) printf 'def test_adds():\n    assert 1 + 1 == 2\n\ndef test_rejects_hash_skipped_rows():\n    assert 1 == 2, "rejects #skipped rows"\n\ndef test_deep_fail():\n    raise ValueError("deep failure")\n' >"$d/test_case.py" ;;
    crash) printf 'raise RuntimeError("boom while importing the test module")\n\ndef test_adds():\n    assert 1 + 1 == 2\n' >"$d/test_case.py" ;;
    exit) printf 'import os\n\ndef test_adds():\n    assert 1 + 1 == 2\n\ndef test_exits():\n    os._exit(1)\n\ndef test_never_reached():\n    pass\n' >"$d/test_case.py" ;;
    syntax) printf 'def test_adds(:\n    assert 1 + 1 == 2\n' >"$d/test_case.py" ;;
    skipped) printf 'import pytest\n\n@pytest.mark.skip(reason="skipped one")\ndef test_one():\n    pass\n\n@pytest.mark.skip(reason="skipped two")\ndef test_two():\n    pass\n' >"$d/test_case.py" ;;
    none) ;;
  esac
  echo "$d"
}
cases_pytest() {
  local c d
  for c in ${CASES:-$CASE_NAMES}; do
    d="$(pytest_case "$c")"; cd "$d" || return
    rec pytest "$(case_file "$c")" "$(case_outcome "$c")" 0 pytest -p no:cacheprovider
    case $c in
      green | red) rec pytest "color-$c.console.log" "$(case_outcome "$c")" 1 pytest -p no:cacheprovider --color=yes ;;
      skipped)
        pytest -p no:cacheprovider --junitxml=junit.xml >/dev/null 2>&1
        keep pytest junit.xml skipped.junit.xml; expect_as auto pytest case.out skipped.junit.xml ;;
    esac
  done
}
cargo_case() { # case -> a crate folder
  local d; d="$(project cargo "case-$1")"
  mkdir -p "$d/src"
  printf '[package]\nname = "corpus"\nversion = "0.1.0"\nedition = "2021"\n' >"$d/Cargo.toml"
  local f="$d/src/lib.rs"
  case $1 in
    green) printf '#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds_numbers() { assert_eq!(1 + 1, 2); }\n    #[test]\n    fn unicode_名前() { assert_eq!("名前", "名前"); }\n    #[test]\n    #[ignore]\n    fn skipped_test() {}\n}\n' >"$f" ;;
    red) printf '#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds_numbers() { assert_eq!(1 + 1, 2); }\n    #[test]\n    fn rejects_hash_skipped_rows() { assert_eq!(1, 2, "rejects #skipped rows"); }\n    #[test]\n    #[ignore]\n    fn skipped_test() {}\n}\n' >"$f" ;;
    panic) printf '#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds_numbers() { assert_eq!(1 + 1, 2); }\n    #[test]\n    fn panics() { let v: Vec<u8> = Vec::new(); let _ = v[3]; }\n}\n' >"$f" ;;
    exit) printf '#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds_numbers() { assert_eq!(1 + 1, 2); }\n    #[test]\n    fn exits() { std::process::exit(1); }\n}\n' >"$f" ;;
    abort) printf '#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds_numbers() { assert_eq!(1 + 1, 2); }\n    #[test]\n    fn aborts() { std::process::abort(); }\n}\n' >"$f" ;;
    build) printf '#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds_numbers() { assert_eq!(1 + 1, "2"); }\n}\n' >"$f" ;;
    skipped) printf '#[cfg(test)]\nmod tests {\n    #[test]\n    #[ignore]\n    fn skipped_one() {}\n    #[test]\n    #[ignore]\n    fn skipped_two() {}\n}\n' >"$f" ;;
    none) printf 'pub fn add(a: i32, b: i32) -> i32 { a + b }\n' >"$f" ;;
  esac
  echo "$d"
}
# cargo: a panic in a test is a failed test (panic.console.log, red); exit and abort end the test
# binary before its summary; build is a compile error.
cargo_name() { case $1 in exit) echo crash-exit ;; abort) echo crash-abort ;; build) echo crash-build ;; *) echo "$1" ;; esac; }
cargo_outcome() { case $1 in exit | abort | build) echo crash ;; *) echo auto ;; esac; }
cases_cargo() {
  local c d
  export CARGO_TARGET_DIR="$WORK/cargo-target"
  for c in ${CASES:-green red panic exit abort build skipped none}; do
    d="$(cargo_case "$c")"; cd "$d" || return
    rec cargo "$(cargo_name "$c").console.log" "$(cargo_outcome "$c")" 0 cargo test --offline
    case $c in
      green | red) rec cargo "color-$c.console.log" auto 1 cargo test --offline --color=always -- --color=always ;;
    esac
  done
}
prove_case() { # case -> a project folder with t/
  local d; d="$(project prove "case-$1")"
  mkdir -p "$d/t"
  local f="$d/t/case.t"
  case $1 in
    green) printf "use strict; use warnings;\nuse Test::More tests => 3;\nok(1 + 1 == 2, 'adds numbers');\nSKIP: { skip 'skipped test', 1; ok(1, 'never runs'); }\nok(1, 'last');\n" >"$f" ;;
    red) printf "use strict; use warnings;\nuse Test::More tests => 3;\nok(1 + 1 == 2, 'adds numbers');\nis(1, 2, 'rejects #skipped rows');\nok(0, 'deep fail');\n" >"$f" ;;
    crash) printf "use strict; use warnings;\nuse Test::More tests => 3;\nok(1 + 1 == 2, 'adds numbers');\ndie \"boom during run\\\\n\";\nok(1, 'never reached');\n" >"$f" ;;
    exit) printf "use strict; use warnings;\nuse Test::More;\nok(1 + 1 == 2, 'adds numbers');\nexit 0;\nok(1, 'never reached');\ndone_testing();\n" >"$f" ;;
    syntax) printf "use strict; use warnings;\nuse Test::More tests => 1;\nok(1 + 1 == 2, 'adds numbers'\n" >"$f" ;;
    skipped) printf "use strict; use warnings;\nuse Test::More skip_all => 'nothing to test here';\n" >"$f" ;;
    none) rm -rf "$d/t"/* ;;
  esac
  echo "$d"
}
cases_prove() {
  local c d
  for c in ${CASES:-$CASE_NAMES}; do
    d="$(prove_case "$c")"; cd "$d" || return
    rec prove "$(case_file "$c")" "$(case_outcome "$c")" 0 prove t
    case $c in
      green | red) rec prove "color-$c.console.log" "$(case_outcome "$c")" 1 prove --color t ;;
    esac
  done
}
phpunit_case() { # case -> a project folder with tests/
  local d; d="$(project phpunit "case-$1")"
  mkdir -p "$d/tests"
  local f="$d/tests/CaseTest.php" head='<?php
use PHPUnit\Framework\TestCase;
final class CaseTest extends TestCase {'
  case $1 in
    green) printf '%s\n    public function testAdds(): void { $this->assertSame(2, 1 + 1); }\n    public function testUnicode(): void { $this->assertSame("名前", "名前"); }\n    public function testSkipped(): void { $this->markTestSkipped("skipped test"); }\n}\n' "$head" >"$f" ;;
    red) printf '%s\n    public function testAdds(): void { $this->assertSame(2, 1 + 1); }\n    public function testRejectsHashSkippedRows(): void { $this->assertSame(2, 1, "rejects #skipped rows"); }\n    public function testDeepFail(): void { throw new RuntimeException("deep failure"); }\n}\n' "$head" >"$f" ;;
    crash) printf '%s\n    public function testAdds(): void { $this->assertSame(2, 1 + 1); }\n    public function testFatal(): void { ini_set("memory_limit", "16M"); $a = []; while (true) { $a[] = str_repeat("x", 1 << 20); } }\n    public function testNeverReached(): void { $this->assertTrue(true); }\n}\n' "$head" >"$f" ;;
    exit) printf '%s\n    public function testAdds(): void { $this->assertSame(2, 1 + 1); }\n    public function testExits(): void { exit(1); }\n    public function testNeverReached(): void { $this->assertTrue(true); }\n}\n' "$head" >"$f" ;;
    syntax) printf '%s\n    public function testAdds(): void { $this->assertSame(2, 1 + 1) }\n}\n' "$head" >"$f" ;;
    skipped) printf '%s\n    public function testOne(): void { $this->markTestSkipped("skipped one"); }\n    public function testTwo(): void { $this->markTestSkipped("skipped two"); }\n}\n' "$head" >"$f" ;;
    none) ;;
  esac
  echo "$d"
}
cases_phpunit() {
  local c d
  for c in ${CASES:-$CASE_NAMES}; do
    d="$(phpunit_case "$c")"; cd "$d" || return
    rec phpunit "$(case_file "$c")" "$(case_outcome "$c")" 0 phpunit tests
    case $c in
      green | red) rec phpunit "color-$c.console.log" "$(case_outcome "$c")" 1 phpunit --colors=always tests ;;
      skipped)
        phpunit --log-junit junit.xml tests >/dev/null 2>&1
        keep phpunit junit.xml skipped.junit.xml; expect_as auto phpunit case.out skipped.junit.xml ;;
    esac
  done
}

# --- New JS runners: deno, bun, karma (headless Chromium), jasmine, uvu, cucumber-js -------------
cases_deno() {
  export DENO_DIR="$WORK/deno-dir" DENO_NO_UPDATE_CHECK=1
  # deno takes any FORCE_COLOR, even 0, as "colour on": the plain runs go without it.
  js_cases deno deno case.test.js "" "" -- \
    sh -c '[ "$FORCE_COLOR" = 1 ] || unset FORCE_COLOR; exec npx deno test'
  skipped_junit deno case.test.js deno \
    sh -c 'unset FORCE_COLOR; exec npx deno test --reporter=dot --junit-path=junit.xml' 
}
cases_bun() {
  js_cases bun bun case.test.js "" "" -- npx bun test
  skipped_junit bun case.test.js bun npx bun test --reporter=junit --reporter-outfile=junit.xml
}
karma_config() {
  cat >karma.conf.cjs <<'KARMA'
// Headless Chromium from Debian, with the flags a container needs; JUnit written when asked.
module.exports = (config) =>
  config.set({
    frameworks: ['jasmine'],
    files: ['test/*.js'],
    browsers: ['ChromiumCI'],
    customLaunchers: {
      ChromiumCI: {
        base: 'ChromeHeadless',
        flags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      },
    },
    plugins: ['karma-jasmine', 'karma-chrome-launcher', 'karma-junit-reporter'],
    reporters: process.env.KARMA_JUNIT ? ['progress', 'junit'] : ['progress'],
    junitReporter: { outputDir: '.', outputFile: 'junit.xml', useBrowserName: false },
    singleRun: true,
  });
KARMA
}
cases_karma() {
  export CHROME_BIN="${CHROME_BIN:-$(command -v chromium)}"
  # A browser has no process to exit: no exit case.
  SETUP=karma_config CASES="${CASES:-green red crash rejection syntax skipped none}" \
    js_cases karma karma test/case.js "" --colors -- npx karma start karma.conf.cjs --no-colors
  SETUP=karma_config skipped_junit karma test/case.js karma \
    env KARMA_JUNIT=1 npx karma start karma.conf.cjs --no-colors
}
cases_jasmine() {
  js_cases jasmine jasmine spec/case.spec.js "" --color -- npx jasmine 'spec/**/*.spec.js'
}
cases_uvu() {
  js_cases uvu uvu test/case.mjs "" "" -- npx uvu test
}
wtr_config() {
  cat >web-test-runner.config.mjs <<'WTR'
// Headless Chromium from Debian, with the flags a container needs.
import { chromeLauncher } from '@web/test-runner-chrome';
export default {
  files: 'test/*.test.js',
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_BIN,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      },
    }),
  ],
};
WTR
}
# @web/test-runner: mocha in the browser (describe/it globals); no exit case, as for Karma.
cases_wtr() {
  export CHROME_BIN="${CHROME_BIN:-$(command -v chromium)}"
  SETUP=wtr_config CASES="${CASES:-green red crash rejection syntax skipped none}" \
    js_cases wtr mocha test/case.test.js "" "" -- npx wtr --config web-test-runner.config.mjs
}
cases_qunit() {
  js_cases qunit qunit test/case.js "" "" -- npx qunit 'test/*.js'
}
cucumber_case() { # case -> a project with features/
  local d; d="$(project cucumber "case-$1")"
  mkdir -p "$d/features"
  local f="$d/features/case.feature" steps="$d/features/steps.cjs"
  cat >"$steps" <<'JS'
const { Given } = require('@cucumber/cucumber');
Given('a passing step', () => {});
Given('a failing step', () => {
  throw new Error('expected 2, got 1');
});
Given('a skipped step', () => 'skipped');
Given('a step that throws after it returns', async () => {
  setTimeout(() => {
    throw new Error('boom during run');
  }, 0);
  await new Promise((r) => setTimeout(r, 200));
});
Given('a step that exits the process', () => process.exit(1));
JS
  scenario() { printf '  Scenario: %s\n    Given %s\n\n' "$1" "$2"; }
  case $1 in
    green) { echo 'Feature: case'; scenario 'adds numbers' 'a passing step'; scenario 'ünïcode ✓ 名前' 'a passing step'; scenario 'skipped test' 'a skipped step'; } >"$f" ;;
    red) { echo 'Feature: case'; scenario 'adds numbers' 'a passing step'; scenario 'rejects #skipped rows' 'a failing step'; scenario 'skipped test' 'a skipped step'; scenario 'undefined step' 'a step nobody wrote'; } >"$f" ;;
    crash) { echo 'Feature: case'; scenario 'adds numbers' 'a passing step'; scenario 'throws after it returns' 'a step that throws after it returns'; scenario 'runs after the throw' 'a passing step'; } >"$f" ;;
    exit) { echo 'Feature: case'; scenario 'adds numbers' 'a passing step'; scenario 'exits the process' 'a step that exits the process'; scenario 'never reached' 'a passing step'; } >"$f" ;;
    syntax) { echo 'Feature: case'; scenario 'adds numbers' 'a passing step'; } >"$f"; echo "Given('an unclosed step', () => {" >>"$steps" ;;
    skipped) { echo 'Feature: case'; scenario 'skipped one' 'a skipped step'; scenario 'skipped two' 'a skipped step'; } >"$f" ;;
    none) rm -f "$f" ;;
  esac
  echo "$d"
}
cases_cucumber() {
  local c d
  for c in ${CASES:-$CASE_NAMES}; do
    d="$(cucumber_case "$c")"; cd "$d" || return
    rec cucumber "$(case_file "$c")" "$(case_outcome "$c")" 0 npx cucumber-js --require features/steps.cjs
    case $c in
      green | red) rec cucumber "color-$c.console.log" "$(case_outcome "$c")" 1 npx cucumber-js --require features/steps.cjs ;;
      skipped)
        npx cucumber-js --require features/steps.cjs --format junit:junit.xml >/dev/null 2>&1
        keep cucumber junit.xml skipped.junit.xml; expect_as auto cucumber case.out skipped.junit.xml ;;
    esac
  done
}

if [ "${SKIP_INSTALL:-}" = "" ]; then install_debian; install_npm || exit 1; fi
# RETOTAL=1 records nothing: it recomputes the expected.txt line of every kept case console log
# from the log itself (after a change to totals.mjs). Plain go test logs are left alone: their
# totals are those of the -v log.
retotal() { # runner
  local f name
  for f in "$OUT/$1"/*.console.log; do
    name="$(basename "$f")"
    case $name in small.* | huge.* | top.*) continue ;; esac
    [ "$1" = go ] && case $name in *.verbose.console.log) ;; *) continue ;; esac
    case $name in crash*) expect_as crash "$1" "$f" "$name" ;; *) expect_as auto "$1" "$f" "$name" ;; esac
  done
}
if [ -n "${RETOTAL:-}" ]; then
  for runner in $RUNNERS; do retotal "$runner"; done
  exit 0
fi
# CASES_ONLY=1 records only the case runs (cases_<runner>), keeping the small and huge files.
for runner in $RUNNERS; do
  echo "== $runner"
  if [ -z "${CASES_ONLY:-}" ] && declare -F "run_$runner" >/dev/null; then
    rm -rf "$OUT/$runner"; mkdir -p "$OUT/$runner"
    "run_$runner" || echo "!! $runner failed"
  fi
  mkdir -p "$OUT/$runner"
  if declare -F "cases_$runner" >/dev/null; then "cases_$runner" || echo "!! $runner cases failed"; fi
done
echo "recorded into $OUT; tools left in $WORK (delete it when done)"
