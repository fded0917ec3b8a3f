#!/usr/bin/env bash
# Records the non-JS half of the real-runner corpus under __tests__/fixtures/test-reports/.
#
# Installs each runner from Debian (offline where the runner would reach a network: Maven and
# Gradle build against /usr/share/maven-repo), runs one small suite per runner (native-test-corpus/
# <runner>/) in its shapes — green (passes and a skip), red (a pass, an assertion failure, an
# unexpected exception), skipped (every test skipped), none (no test found), crash (the runner or
# build dies before its summary), color-red where the runner can colour — and keeps the console
# output (stdout and stderr interleaved, as CI shows them) plus every report the runner writes. The
# expected totals come from the runner's own printed summary (native-test-corpus/totals.mjs),
# never from our parser. Needs root for apt-get.
#
#   bash scripts/record-native-test-reports.sh
#   RUNNERS="unittest maven" SKIP_INSTALL=1 bash scripts/record-native-test-reports.sh
set -uo pipefail
# The whole script is one block, read before it runs: an edit during a recording cannot change it.
{

HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
SRC="$HERE/native-test-corpus"
OUT="$REPO/__tests__/fixtures/test-reports"
# A fixed folder: the paths a runner prints stay the same from one recording to the next.
WORK="${WORK:-/tmp/done-gate-native-corpus}"
export CI=1 LC_ALL=C.UTF-8 TZ=UTC
RUNNERS="${RUNNERS:-unittest maven gradle junit-console gtest catch2 boost ctest check cmocka cunit rspec minitest exunit eunit ounit hspec testng}"
NODE="$(command -v node)"
mkdir -p "$WORK"
echo "tools in $WORK"

install_debian() {
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    maven-debian-helper libsurefire-java junit4 junit5 gradle ruby-rspec ruby-rspec-junit-formatter \
    ruby-minitest elixir erlang-base erlang-eunit erlang-dev libgtest-dev googletest catch2 \
    libboost-test-dev check libcmocka-dev libcunit1-dev pkg-config ocaml-nox ocaml-findlib \
    libounit-ocaml-dev ghc libghc-hspec-dev testng
}

# A fresh project folder for a runner, holding a copy of its suite sources.
project() { # runner
  local dir="$WORK/$1"
  rm -rf "$dir" && mkdir -p "$dir"
  [ -d "$SRC/$1" ] && cp -r "$SRC/$1/." "$dir/"
  echo "$dir"
}
# Runs a command in the current folder with stdout and stderr interleaved into <shape>.console.log
# and records the runner's totals for it (and for any report files named after it).
record() { # runner shape command...
  local runner="$1" shape="$2"
  shift 2
  mkdir -p "$OUT/$runner"
  "$@" >"$OUT/$runner/$shape.console.log" 2>&1
  echo "   $shape: exit $?"
}
keep() { # runner file-in-project dest-name
  [ -f "$2" ] || { echo "!! $1: no $2"; return; }
  mkdir -p "$OUT/$1" && cp "$2" "$OUT/$1/$3"
}
expect() { # runner shape dest-names... (totals from <shape>.console.log; crash shapes say so)
  local runner="$1" shape="$2" crash=""
  shift 2
  case "$shape" in crash*) crash=crash ;; esac
  local totals
  totals="$("$NODE" "$SRC/totals.mjs" "$runner" "$OUT/$runner/$shape.console.log" $crash)" || return
  for name in "$@"; do echo "$name $totals" >>"$OUT/$runner/expected.txt"; done
}

run_unittest() {
  local d; d="$(project unittest)"; cd "$d" || return
  local shape
  for shape in green red skipped; do
    SUITE=$shape record unittest $shape python3 -m unittest -v test_small
    expect unittest $shape $shape.console.log
  done
  # The interpreter aborts inside a test: faulthandler's dump on stderr, no summary.
  SUITE=crash record unittest crash python3 -X faulthandler -m unittest -v test_small
  expect unittest crash crash.console.log
  mkdir -p empty && record unittest none python3 -m unittest discover -v -s empty
  expect unittest none none.console.log
  cat >"$OUT/unittest/README.md" <<MD
# Python unittest

$(python3 --version), no reporter (unittest writes no structured report).
Suite: \`scripts/native-test-corpus/unittest/test_small.py\`, the shape chosen by \`SUITE\`.

- green/red/skipped: \`SUITE=<shape> python3 -m unittest -v test_small\`
- crash: \`SUITE=crash python3 -X faulthandler -m unittest -v test_small\` (a test calls
  \`os.abort()\`: the runner dies before its summary)
- none: \`python3 -m unittest discover -v -s empty\` (an empty folder)
MD
}

# Maven Surefire 2.22.3 (Debian's), offline against /usr/share/maven-repo. Every report Surefire
# writes is kept as <shape>.<Class>.junit.xml with that class's own printed totals.
run_maven() {
  local d; d="$(project maven)"; cd "$d" || return
  local mvn=(mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo -Dstyle.color=never)
  local shape
  maven_reports() { # shape
    local xml class
    for xml in target/surefire-reports/TEST-*.xml; do
      [ -f "$xml" ] || continue
      class="${xml#target/surefire-reports/TEST-}"; class="${class%.xml}"
      keep maven "$xml" "$1.${class#corpus.}.junit.xml"
      TOTALS_OF="$class" expect maven "$1" "$1.${class#corpus.}.junit.xml"
    done
  }
  for shape in green red skipped crash; do
    rm -rf target/surefire-reports
    SUITE=$shape record maven $shape "${mvn[@]}" test
    expect maven $shape $shape.console.log
    maven_reports $shape
  done
  # A test that fails once and passes on its re-run (<flakyFailure>), one that fails every run
  # (<rerunFailure>). Only that class runs: Surefire 2.22's per-class line (and the XML's declared
  # tests/failures) counts every run, so the report's totals are the "Results:" line's.
  rm -rf target/surefire-reports
  SUITE=flaky record maven flaky "${mvn[@]}" -Dsurefire.rerunFailingTestsCount=2 -Dtest=FlakyTest test
  keep maven target/surefire-reports/TEST-corpus.FlakyTest.xml flaky.FlakyTest.junit.xml
  expect maven flaky flaky.console.log flaky.FlakyTest.junit.xml
  # The flaky test alone: it passes on its re-run, so the build succeeds with "Flakes: 1".
  rm -rf target/surefire-reports
  SUITE=flaky record maven flaky-green "${mvn[@]}" -Dsurefire.rerunFailingTestsCount=2 \
    -Dtest='FlakyTest#passesOnSecondRun' test
  keep maven target/surefire-reports/TEST-corpus.FlakyTest.xml flaky-green.FlakyTest.junit.xml
  expect maven flaky-green flaky-green.console.log flaky-green.FlakyTest.junit.xml
  rm -rf target/surefire-reports
  SUITE=red record maven color-red mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo -Dstyle.color=always test
  expect maven color-red color-red.console.log
  # A test source that does not compile: the build stops before any test runs.
  cp shapes/Broken.java src/test/java/corpus/
  record maven crash-compile "${mvn[@]}" test
  expect maven crash-compile crash-compile.console.log
  rm -rf src/test/java/corpus target
  record maven none "${mvn[@]}" test
  expect maven none none.console.log
  cat >"$OUT/maven/README.md" <<MD
# Maven Surefire

$(mvn -v 2>/dev/null | sed -n 1p | sed 's/\x1b\[[0-9;]*m//g'), maven-surefire-plugin 2.22.3 with JUnit 4.13.2 (Debian
packages \`maven-debian-helper libsurefire-java junit4\`), built offline:
\`mvn -o -B -Dmaven.repo.local=/usr/share/maven-repo -Dstyle.color=never test\`.
Project: \`scripts/native-test-corpus/maven/\`, the shape chosen by \`SUITE\`.

- green/red/skipped: \`SUITE=<shape> mvn … test\`; \`<shape>.<Class>.junit.xml\` are the
  \`target/surefire-reports/TEST-corpus.<Class>.xml\` files of that run.
- crash: a test calls \`System.exit(3)\` — the forked VM dies and Surefire reports it.
- crash-compile: a test source that does not compile (\`shapes/Broken.java\`).
- flaky: \`SUITE=flaky mvn … -Dsurefire.rerunFailingTestsCount=2 -Dtest=FlakyTest test\` — one
  test fails once then passes (\`<flakyFailure>\`), one fails every run (\`<failure>\` plus two
  \`<rerunFailure>\`). Surefire prints \`Tests run: 2, Failures: 1, Errors: 0, Skipped: 0, Flakes: 1\`
  but its XML declares \`tests="5" failures="4"\` (every run counted): the expected totals are
  the printed ones.
- flaky-green: the same with \`-Dtest='FlakyTest#passesOnSecondRun'\` — only the test that passes
  on its re-run: \`BUILD SUCCESS\`, \`Flakes: 1\`.
- color-red: the red suite with \`-Dstyle.color=always\`.
- none: the project with no test sources.

Maven Failsafe is not packaged by Debian (no \`maven-failsafe-plugin\` in /usr/share/maven-repo)
and Maven Central is not reachable here, so no Failsafe run is recorded.
MD
}

# GoogleTest (Debian libgtest-dev) with gtest_main; --gtest_output writes its JUnit-style XML.
run_gtest() {
  local d; d="$(project gtest)"; cd "$d" || return
  g++ -std=c++17 -o small_test small_test.cc -lgtest -lgtest_main -pthread || return
  local shape
  for shape in green red skipped; do
    SUITE=$shape record gtest $shape ./small_test --gtest_color=no --gtest_output=xml:$shape.xml
    keep gtest $shape.xml $shape.junit.xml
    expect gtest $shape $shape.console.log $shape.junit.xml
  done
  SUITE=red record gtest color-red ./small_test --gtest_color=yes
  expect gtest color-red color-red.console.log
  # A test calls abort(): the process dies before the summary and before the XML is written.
  SUITE=crash record gtest crash ./small_test --gtest_color=no --gtest_output=xml:crash.xml
  expect gtest crash crash.console.log
  record gtest none ./small_test --gtest_color=no --gtest_filter='Nothing*' --gtest_output=xml:none.xml
  keep gtest none.xml none.junit.xml
  expect gtest none none.console.log none.junit.xml
  cat >"$OUT/gtest/README.md" <<MD
# GoogleTest

GoogleTest $(dpkg-query -W -f='${Version}' libgtest-dev) (Debian \`libgtest-dev\`), linked with
\`gtest_main\`: \`g++ -std=c++17 -o small_test small_test.cc -lgtest -lgtest_main -pthread\`.
Suite: \`scripts/native-test-corpus/gtest/small_test.cc\`, the shape chosen by \`SUITE\`.

- green/red/skipped: \`SUITE=<shape> ./small_test --gtest_color=no --gtest_output=xml:<shape>.xml\`
  (\`<shape>.junit.xml\` is that XML)
- color-red: \`SUITE=red ./small_test --gtest_color=yes\`
- crash: a test calls \`abort()\` — no summary, no XML
- none: \`./small_test --gtest_filter='Nothing*'\`
MD
}

# Catch2 v2 (Debian catch2, header only): its console, JUnit and XML reporters.
run_catch2() {
  local d; d="$(project catch2)"; cd "$d" || return
  g++ -std=c++17 -o small_test small_test.cpp || return
  local shape
  for shape in green red; do
    SUITE=$shape record catch2 $shape ./small_test --use-colour no
    SUITE=$shape ./small_test -r junit -o $shape.junit.xml >/dev/null 2>&1
    SUITE=$shape ./small_test -r xml -o $shape.catch2.xml >/dev/null 2>&1
    keep catch2 $shape.junit.xml $shape.junit.xml; keep catch2 $shape.catch2.xml $shape.catch2.xml
    expect catch2 $shape $shape.console.log $shape.junit.xml $shape.catch2.xml
  done
  SUITE=red record catch2 color-red ./small_test --use-colour yes
  expect catch2 color-red color-red.console.log
  SUITE=crash record catch2 crash ./small_test --use-colour no
  expect catch2 crash crash.console.log
  record catch2 none ./small_test --use-colour no 'no such test'
  ./small_test -r junit -o none.junit.xml 'no such test' >/dev/null 2>&1
  keep catch2 none.junit.xml none.junit.xml
  expect catch2 none none.console.log none.junit.xml
  cat >"$OUT/catch2/README.md" <<MD
# Catch2

Catch2 $(dpkg-query -W -f='${Version}' catch2) (Debian \`catch2\`, v2, header only), built with
\`g++ -std=c++17 -o small_test small_test.cpp\`. Suite: \`scripts/native-test-corpus/catch2/small_test.cpp\`,
the shape chosen by \`SUITE\`. Catch2 v2 has no skip (a \`[.]\` test is hidden, not counted), so
there is no skipped shape.

- green/red: \`SUITE=<shape> ./small_test --use-colour no\`; \`-r junit -o <shape>.junit.xml\` and
  \`-r xml -o <shape>.catch2.xml\` of the same suite
- color-red: \`SUITE=red ./small_test --use-colour yes\`
- crash: a test calls \`abort()\`; Catch2 reports the signal as a failure and prints its summary
- none: \`./small_test 'no such test'\` ("No tests ran")
MD
}

# Boost.Test (Debian libboost-test-dev, the header-only variant): its human-readable log and
# report, and its JUnit logger writing a file beside them.
run_boost() {
  local d; d="$(project boost)"; cd "$d" || return
  g++ -std=c++17 -o small_test small_test.cpp || return
  local shape
  for shape in green red skipped; do
    SUITE=$shape record boost $shape ./small_test --color_output=no --report_level=short \
      --logger=HRF,test_suite,stdout:JUNIT,all,$shape.xml
    keep boost $shape.xml $shape.junit.xml
    expect boost $shape $shape.console.log $shape.junit.xml
  done
  SUITE=red record boost color-red ./small_test --color_output=yes --report_level=short --log_level=test_suite
  expect boost color-red color-red.console.log
  # A test calls _Exit(3): the process ends inside the test, no report.
  SUITE=crash record boost crash ./small_test --color_output=no --report_level=short --log_level=test_suite
  expect boost crash crash.console.log
  record boost none ./small_test --color_output=no --report_level=short --run_test=nothing
  expect boost none none.console.log
  cat >"$OUT/boost/README.md" <<MD
# Boost.Test

Boost.Test $(dpkg-query -W -f='${Version}' libboost-test-dev) (Debian \`libboost-test-dev\`,
\`boost/test/included/unit_test.hpp\`), built with \`g++ -std=c++17 -o small_test small_test.cpp\`.
Suite: \`scripts/native-test-corpus/boost/small_test.cpp\`, the shape chosen by \`SUITE\`.

- green/red/skipped: \`SUITE=<shape> ./small_test --color_output=no --report_level=short
  --logger=HRF,test_suite,stdout:JUNIT,all,<shape>.xml\` (\`<shape>.junit.xml\` is that XML)
- color-red: \`SUITE=red ./small_test --color_output=yes --report_level=short --log_level=test_suite\`
- crash: a test calls \`std::_Exit(3)\` — the process ends before the report
- none: \`./small_test --run_test=nothing\` ("Test setup error: no test cases matching filter")

The JUnit logger's \`tests\` attribute leaves the skipped cases out (green: \`tests="4" skipped="1"\`
over five \`<testcase>\`s); the expected totals are the report's printed ones (five test cases).
MD
}

# Check (Debian check): CK_VERBOSE console output and its own XML (srunner_set_xml).
run_check() {
  local d; d="$(project check)"; cd "$d" || return
  # shellcheck disable=SC2046
  gcc -o small_test small_test.c $(pkg-config --cflags --libs check) || return
  local shape
  for shape in green red none; do
    SUITE=$shape CHECK_XML=$shape.xml record check $shape ./small_test
    keep check $shape.xml $shape.check.xml
    expect check $shape $shape.console.log $shape.check.xml
  done
  # Without fork mode the abort() inside a test takes the runner down before its summary.
  SUITE=crash CK_FORK=no record check crash ./small_test
  expect check crash crash.console.log
  cat >"$OUT/check/README.md" <<MD
# Check

Check $(dpkg-query -W -f='${Version}' check) (Debian \`check\`), built with
\`gcc -o small_test small_test.c \$(pkg-config --cflags --libs check)\`, run with \`srunner_run_all(sr, CK_VERBOSE)\`.
Suite: \`scripts/native-test-corpus/check/small_test.c\`, the shape chosen by \`SUITE\`. Check has no
skip and no colour, so there is no skipped or colour shape.

- green/red/none: \`SUITE=<shape> CHECK_XML=<shape>.xml ./small_test\` (\`<shape>.check.xml\` is
  Check's own XML format); red has an assertion failure and a test killed by SIGSEGV (an error)
- crash: \`SUITE=crash CK_FORK=no ./small_test\` — a test calls \`abort()\` outside fork mode
MD
}
# cmocka (Debian libcmocka-dev): its standard output, and its XML and TAP message outputs.
run_cmocka() {
  local d; d="$(project cmocka)"; cd "$d" || return
  gcc -o small_test small_test.c -lcmocka || return
  local shape
  for shape in green red skipped none; do
    SUITE=$shape record cmocka $shape ./small_test
    rm -f $shape.xml
    SUITE=$shape CMOCKA_MESSAGE_OUTPUT=xml CMOCKA_XML_FILE=$shape.xml ./small_test >/dev/null 2>&1
    SUITE=$shape CMOCKA_MESSAGE_OUTPUT=tap ./small_test >$shape.tap 2>/dev/null
    keep cmocka $shape.xml $shape.junit.xml; keep cmocka $shape.tap $shape.tap
    expect cmocka $shape $shape.console.log $shape.junit.xml $shape.tap
  done
  SUITE=crash record cmocka crash ./small_test
  expect cmocka crash crash.console.log
  cat >"$OUT/cmocka/README.md" <<MD
# cmocka

cmocka $(dpkg-query -W -f='${Version}' libcmocka-dev) (Debian \`libcmocka-dev\`), built with
\`gcc -o small_test small_test.c -lcmocka\`. Suite: \`scripts/native-test-corpus/cmocka/small_test.c\`,
the shape chosen by \`SUITE\`. cmocka does not colour.

- green/red/skipped/none: \`SUITE=<shape> ./small_test\`; the same run with
  \`CMOCKA_MESSAGE_OUTPUT=xml CMOCKA_XML_FILE=<shape>.xml\` (\`<shape>.junit.xml\`) and with
  \`CMOCKA_MESSAGE_OUTPUT=tap\` (\`<shape>.tap\`); red has an assertion failure and a SIGSEGV
- crash: a test calls \`exit(3)\` — the runner ends before its summary
MD
}
# CUnit (Debian libcunit1-dev): the basic interface in verbose mode.
run_cunit() {
  local d; d="$(project cunit)"; cd "$d" || return
  gcc -o small_test small_test.c -lcunit || return
  local shape
  for shape in green red skipped none; do
    SUITE=$shape record cunit $shape ./small_test
    expect cunit $shape $shape.console.log
  done
  SUITE=crash record cunit crash ./small_test
  expect cunit crash crash.console.log
  cat >"$OUT/cunit/README.md" <<MD
# CUnit

CUnit $(dpkg-query -W -f='${Version}' libcunit1-dev) (Debian \`libcunit1-dev\`), basic interface
(\`CU_basic_run_tests\`, \`CU_BRM_VERBOSE\`), built with \`gcc -o small_test small_test.c -lcunit\`.
Suite: \`scripts/native-test-corpus/cunit/small_test.c\`, the shape chosen by \`SUITE\`.

- green/red/skipped/none: \`SUITE=<shape> ./small_test\`. CUnit has no skip: an inactive test
  (green, red) or an inactive suite (skipped) is its nearest; the expected \`skipped\` is the
  summary's tests Total minus Ran. red has two failed assertions (C has no exceptions).
- crash: a test calls \`abort()\` — no summary
MD
}

# RSpec (Debian ruby-rspec): documentation format, its JSON formatter, and the JUnit formatter
# of ruby-rspec-junit-formatter.
run_rspec() {
  local d; d="$(project rspec)"; cd "$d" || return
  local junit=() shape
  ruby -e 'require "rspec_junit_formatter"' 2>/dev/null &&
    junit=(--require rspec_junit_formatter --format RspecJunitFormatter --out junit.xml)
  for shape in green red skipped; do
    rm -f junit.xml
    SUITE=$shape record rspec $shape rspec --no-color --format documentation \
      --format json --out report.json "${junit[@]}"
    keep rspec report.json $shape.rspec.json
    expect rspec $shape $shape.console.log $shape.rspec.json
    if [ -f junit.xml ]; then keep rspec junit.xml $shape.junit.xml; expect rspec $shape $shape.junit.xml; fi
  done
  SUITE=red record rspec color-red rspec --force-color --format documentation
  expect rspec color-red color-red.console.log
  # The spec file raises while loading: "An error occurred while loading", no example runs.
  SUITE=crash record rspec crash rspec --no-color --format documentation
  expect rspec crash crash.console.log
  rm -rf spec/* && record rspec none rspec --no-color --format documentation
  expect rspec none none.console.log
  cat >"$OUT/rspec/README.md" <<MD
# RSpec

$(rspec --version | head -1) (Debian \`ruby-rspec\`; JUnit XML from \`ruby-rspec-junit-formatter\`),
$(ruby --version | cut -d' ' -f1-2). Suite: \`scripts/native-test-corpus/rspec/spec/math_spec.rb\`, the shape
chosen by \`SUITE\`.

- green/red/skipped: \`SUITE=<shape> rspec --no-color --format documentation --format json --out
  report.json --require rspec_junit_formatter --format RspecJunitFormatter --out junit.xml\`
  (\`<shape>.rspec.json\`, \`<shape>.junit.xml\`); a skip is RSpec's "pending"
- color-red: \`SUITE=red rspec --force-color --format documentation\`
- crash: the spec file raises \`LoadError\` while loading — "0 examples, 0 failures, 1 error
  occurred outside of examples" (the error is counted failed in expected.txt)
- none: an empty \`spec/\` folder ("No examples found.")
MD
}
# minitest (Debian ruby-minitest): verbose output, fixed seed. Its only colour (--pride) is for a
# terminal, never a pipe, so there is no colour shape.
run_minitest() {
  local d; d="$(project minitest)"; cd "$d" || return
  local shape
  for shape in green red skipped; do
    SUITE=$shape record minitest $shape ruby math_test.rb -v --seed 1
    expect minitest $shape $shape.console.log
  done
  SUITE=crash record minitest crash ruby math_test.rb -v --seed 1
  expect minitest crash crash.console.log
  echo "require 'minitest/autorun'" >empty_test.rb
  record minitest none ruby empty_test.rb -v --seed 1
  expect minitest none none.console.log
  cat >"$OUT/minitest/README.md" <<MD
# minitest

minitest $(dpkg-query -W -f='${Version}' ruby-minitest) (Debian \`ruby-minitest\`), $(ruby --version | cut -d' ' -f1-2).
Suite: \`scripts/native-test-corpus/minitest/math_test.rb\`, the shape chosen by \`SUITE\`.

- green/red/skipped: \`SUITE=<shape> ruby math_test.rb -v --seed 1\`
- no colour shape: minitest's only colour (\`--pride\`) is written to a terminal, never a pipe
- crash: a test calls \`exit!(3)\` — the interpreter ends before the summary
- none: a file that only requires \`minitest/autorun\`
MD
}

# ExUnit (Debian elixir), run as a plain script with trace on and a fixed seed.
run_exunit() {
  local d; d="$(project exunit)"; cd "$d" || return
  local shape
  for shape in green red skipped; do
    SUITE=$shape record exunit $shape elixir math_test.exs
    expect exunit $shape $shape.console.log
  done
  SUITE=red EXUNIT_COLOR=1 record exunit color-red elixir math_test.exs
  expect exunit color-red color-red.console.log
  SUITE=crash record exunit crash elixir math_test.exs
  expect exunit crash crash.console.log
  echo 'ExUnit.start(seed: 1, trace: true)' >empty.exs
  record exunit none elixir empty.exs
  expect exunit none none.console.log
  cat >"$OUT/exunit/README.md" <<MD
# ExUnit

$(elixir --version 2>/dev/null | tail -1) (Debian \`elixir\`). Suite: \`scripts/native-test-corpus/exunit/math_test.exs\`,
run as a script (\`ExUnit.start(seed: 1, trace: true)\`), the shape chosen by \`SUITE\`. With
trace on and no terminal ExUnit rewrites each test's line after a carriage return.

- green/red/skipped: \`SUITE=<shape> elixir math_test.exs\` (skipped tags every test \`:skip\`)
- color-red: \`SUITE=red EXUNIT_COLOR=1 elixir math_test.exs\` (\`colors: [enabled: true]\`)
- crash: the test module raises while it is defined — an exception outside any test, no summary
- none: a script that only starts ExUnit
MD
}

# EUnit (Debian erlang-eunit, erlang-dev for its header): verbose, and its Surefire XML report.
run_eunit() {
  local d; d="$(project eunit)"; cd "$d" || return
  erlc math_tests.erl empty_tests.erl || return
  local run='R = eunit:test(list_to_atom(os:getenv("MODULE")), [verbose, {report, {eunit_surefire,
    [{dir, "."}]}}]), halt(case R of ok -> 0; _ -> 1 end)'
  local shape
  for shape in green red; do
    rm -f TEST-*.xml
    SUITE=$shape MODULE=math_tests record eunit $shape erl -noshell -pa . -eval "$run"
    keep eunit TEST-math_tests.xml $shape.junit.xml
    expect eunit $shape $shape.console.log $shape.junit.xml
  done
  # A test halts the VM: the output stops mid-line, no summary.
  SUITE=crash MODULE=math_tests record eunit crash erl -noshell -pa . -eval "$run"
  expect eunit crash crash.console.log
  MODULE=empty_tests record eunit none erl -noshell -pa . -eval "$run"
  expect eunit none none.console.log
  cat >"$OUT/eunit/README.md" <<MD
# EUnit

EUnit of Erlang/OTP $(erl -noshell -eval 'io:put_chars(erlang:system_info(otp_release)), halt().')
(Debian \`erlang-eunit\`, \`erlang-dev\`). Suite: \`scripts/native-test-corpus/eunit/math_tests.erl\`,
the shape chosen by \`SUITE\`; EUnit has no skip and no colour.

- green/red: \`SUITE=<shape> erl -noshell -pa . -eval 'R = eunit:test(math_tests, [verbose, {report,
  {eunit_surefire, [{dir, "."}]}}]), halt(…)'\` (\`<shape>.junit.xml\` is its \`TEST-math_tests.xml\`)
- crash: a test calls \`erlang:halt(3)\` — the VM stops mid-line, no summary
- none: a module with no tests ("There were no tests to run.")
MD
}

# The JUnit Platform console launcher (Debian junit5's standalone jar): tree details, and its
# legacy XML report for the Jupiter engine.
run_junit_console() {
  local d; d="$(project junit-console)"; cd "$d" || return
  local jar=/usr/share/java/junit-platform-console-standalone.jar shape
  javac -encoding UTF-8 -d classes -cp "$jar" corpus/MathTest.java || return
  local launch=(java -jar "$jar" --class-path classes --scan-class-path --disable-banner --details=tree)
  for shape in green red skipped; do
    rm -rf reports
    SUITE=$shape record junit-console $shape "${launch[@]}" --disable-ansi-colors --reports-dir=reports
    keep junit-console reports/TEST-junit-jupiter.xml $shape.junit.xml
    expect junit-console $shape $shape.console.log $shape.junit.xml
  done
  SUITE=red record junit-console color-red "${launch[@]}"
  expect junit-console color-red color-red.console.log
  # The tree is printed at the end, so the crash run streams its events (--details=verbose).
  SUITE=crash record junit-console crash java -jar "$jar" --class-path classes --scan-class-path \
    --disable-banner --details=verbose --disable-ansi-colors
  expect junit-console crash crash.console.log
  mkdir -p empty
  record junit-console none java -jar "$jar" --class-path empty --scan-class-path --disable-banner \
    --details=tree --disable-ansi-colors
  expect junit-console none none.console.log
  cat >"$OUT/junit-console/README.md" <<MD
# JUnit Platform console launcher

junit-platform-console-standalone $(dpkg-query -W -f='${Version}' junit5) (Debian \`junit5\`), JUnit
Jupiter 5.9, $(java -version 2>&1 | head -1). Suite: \`scripts/native-test-corpus/junit-console/corpus/MathTest.java\`,
the shape chosen by \`SUITE\`, compiled with \`javac -d classes -cp <jar>\`.

- green/red/skipped: \`SUITE=<shape> java -jar /usr/share/java/junit-platform-console-standalone.jar
  --class-path classes --scan-class-path --disable-banner --details=tree --disable-ansi-colors
  --reports-dir=reports\` (\`<shape>.junit.xml\` is \`reports/TEST-junit-jupiter.xml\`); skipped
  fails an assumption in every test (the launcher's "aborted", counted skipped)
- color-red: the red suite without \`--disable-ansi-colors\`
- crash: \`--details=verbose\` (the tree is printed only at the end); a test calls \`System.exit(3)\`
  — the JVM exits mid-test, before the summary
- none: an empty class path ("0 tests found")
MD
}

# CTest (cmake as installed): --output-on-failure, and its JUnit XML (--output-junit).
run_ctest() {
  local d; d="$(project ctest)"; cd "$d" || return
  { cmake -S . -B build && cmake --build build; } >/dev/null || return
  local shape
  for shape in green red skipped; do
    (cd build && SUITE=$shape record ctest $shape ctest --output-on-failure --output-junit $shape.xml)
    keep ctest build/$shape.xml $shape.junit.xml
    expect ctest $shape $shape.console.log $shape.junit.xml
  done
  # The build fails (a source that does not compile), so the CI step never reaches its tests.
  record ctest crash sh -c 'cmake -S . -B build-broken -DCMAKE_C_FLAGS=-DBROKEN && cmake --build build-broken && cd build-broken && ctest --output-on-failure'
  expect ctest crash crash.console.log
  NO_TESTS=1 cmake -S . -B build-none >/dev/null && cmake --build build-none >/dev/null
  (cd build-none && record ctest none ctest --output-on-failure)
  expect ctest none none.console.log
  cat >"$OUT/ctest/README.md" <<MD
# CTest

$(ctest --version | head -1) (the cmake installed here). Project: \`scripts/native-test-corpus/ctest/\`
— five tests, each one run of \`small_test <name>\`, exit code 77 a skip, the shape chosen by
\`SUITE\`. CTest does not colour.

- green/red/skipped: \`cd build && SUITE=<shape> ctest --output-on-failure --output-junit <shape>.xml\`
  (\`<shape>.junit.xml\`); red has a test exiting 1 and one killed by SIGSEGV; skipped still prints
  "100% tests passed, 0 tests failed out of 5"
- crash: \`cmake -S . -B build-broken -DCMAKE_C_FLAGS=-DBROKEN && cmake --build build-broken && …\`
  — the source does not compile, no test runs
- none: a project with no tests ("No tests were found!!!")
MD
}

# Gradle (Debian gradle 4.4.1), offline against /usr/share/maven-repo, the Maven suite's MathTest;
# each run re-runs the test task (cleanTest), since SUITE is not one of its inputs.
run_gradle() {
  local d; d="$(project gradle)"; cd "$d" || return
  mkdir -p src/test/java/corpus && cp "$SRC/maven/src/test/java/corpus/MathTest.java" src/test/java/corpus/
  local gradle=(gradle --offline --console=plain cleanTest test) shape
  for shape in green red skipped; do
    rm -rf build/test-results
    record gradle $shape "${gradle[@]}" -PSUITE=$shape
    keep gradle build/test-results/test/TEST-corpus.MathTest.xml $shape.junit.xml
    expect gradle $shape $shape.console.log $shape.junit.xml
  done
  record gradle color-red gradle --offline --console=rich cleanTest test -PSUITE=red
  expect gradle color-red color-red.console.log
  record gradle crash "${gradle[@]}" -PSUITE=crash
  expect gradle crash crash.console.log
  cp "$SRC/maven/shapes/Broken.java" src/test/java/corpus/
  record gradle crash-compile "${gradle[@]}"
  expect gradle crash-compile crash-compile.console.log
  rm -rf src/test build
  record gradle none "${gradle[@]}"
  expect gradle none none.console.log
  gradle --stop >/dev/null 2>&1
  cat >"$OUT/gradle/README.md" <<MD
# Gradle

Gradle $(gradle --version 2>/dev/null | sed -n 's/^Gradle //p') (Debian \`gradle\`) on $(java -version 2>&1 | head -1), JUnit
4.13.2 from /usr/share/maven-repo, offline. Project: \`scripts/native-test-corpus/gradle/\` with the
Maven suite's \`MathTest.java\`, the shape chosen by \`SUITE\`; \`testLogging\` prints each test's
outcome. Debian's Gradle prints a \`MavenResolverHook\` ClassNotFoundException trace while it
compiles; it is part of what this Gradle writes.

- green/red/skipped: \`gradle --offline --console=plain cleanTest test -PSUITE=<shape>\`
  (\`<shape>.junit.xml\` is \`build/test-results/test/TEST-corpus.MathTest.xml\`). Gradle prints
  "N tests completed, F failed, S skipped" only when a test failed; green and skipped totals are
  its per-test PASSED/SKIPPED lines.
- color-red: the red suite with \`--console=rich\`
- crash: a test calls \`System.exit(3)\` — the test executor dies
- crash-compile: a test source that does not compile
- none: no test sources (\`:test NO-SOURCE\`)
MD
}
# OUnit 2 (Debian libounit-ocaml-dev), native build with ocamlfind; -output-junit-file writes XML.
run_ounit() {
  local d; d="$(project ounit)"; cd "$d" || return
  ocamlfind ocamlopt -package ounit2 -linkpkg small_test.ml -o small_test >/dev/null || return
  local shape
  for shape in green red skipped none; do
    SUITE=$shape record ounit $shape ./small_test -runner sequential -output-junit-file $shape.xml
    keep ounit $shape.xml $shape.junit.xml
    expect ounit $shape $shape.console.log $shape.junit.xml
  done
  SUITE=red record ounit color-red ./small_test -runner sequential -ci true
  expect ounit color-red color-red.console.log
  SUITE=crash record ounit crash ./small_test -runner sequential
  expect ounit crash crash.console.log
  cat >"$OUT/ounit/README.md" <<MD
# OUnit

OUnit $(dpkg-query -W -f='${Version}' libounit-ocaml-dev) (Debian \`libounit-ocaml-dev\`, ounit2), OCaml $(ocamlfind ocamlopt -version),
built with \`ocamlfind ocamlopt -package ounit2 -linkpkg small_test.ml -o small_test\`. Suite:
\`scripts/native-test-corpus/ounit/small_test.ml\`, the shape chosen by \`SUITE\`.

- green/red/skipped/none: \`SUITE=<shape> ./small_test -runner sequential -output-junit-file <shape>.xml\`
  (\`<shape>.junit.xml\`)
- color-red: \`SUITE=red ./small_test -runner sequential -ci true\` (CI mode: a coloured summary table)
- crash: a test calls \`exit 3\` — the runner ends before its summary

OUnit's JUnit writer drops the skip: a skipped test is written as a plain \`<testcase>\` with no
\`<skipped/>\` (skipped.junit.xml: \`tests='6' failures='0' errors='0'\`, six bare cases). The
expected totals are the console's (\`Skip: 6\`), so a reader that trusts the XML sees six passes.
MD
}

# hspec (Debian libghc-hspec-dev), compiled with ghc; a pending example is its skip.
run_hspec() {
  local d; d="$(project hspec)"; cd "$d" || return
  ghc -O0 -o spec Spec.hs >/dev/null || return
  local shape
  for shape in green red skipped; do
    SUITE=$shape record hspec $shape ./spec --no-color
    expect hspec $shape $shape.console.log
  done
  SUITE=red record hspec color-red ./spec --color
  expect hspec color-red color-red.console.log
  SUITE=crash record hspec crash ./spec --no-color
  expect hspec crash crash.console.log
  record hspec none ./spec --no-color --match 'no such example'
  expect hspec none none.console.log
  cat >"$OUT/hspec/README.md" <<MD
# hspec

hspec $(dpkg-query -W -f='${Version}' libghc-hspec-dev) (Debian \`libghc-hspec-dev\`), $(ghc --version),
built with \`ghc -O0 -o spec Spec.hs\`. Suite: \`scripts/native-test-corpus/hspec/Spec.hs\`, the shape
chosen by \`SUITE\`; cabal is not needed for one file.

- green/red/skipped: \`SUITE=<shape> ./spec --no-color\` (skipped makes every example pending)
- color-red: \`SUITE=red ./spec --color\`
- crash: an example calls \`exitImmediately (ExitFailure 3)\` — the process ends before the summary
- none: \`./spec --match 'no such example'\`
MD
}

# TestNG (Debian testng) from its command line, -verbose 2; its XML reports are left to the XML
# corpus, only the console is kept here.
run_testng() {
  local d; d="$(project testng)"; cd "$d" || return
  local cp=/usr/share/java/testng.jar:/usr/share/java/jcommander.jar:/usr/share/java/bsh.jar shape
  javac -encoding UTF-8 -d classes -cp "$cp" corpus/*.java || return
  for shape in green red skipped crash; do
    SUITE=$shape record testng $shape java -cp "$cp:classes" org.testng.TestNG -verbose 2 -d out \
      -testclass corpus.MathTest
    expect testng $shape $shape.console.log
  done
  record testng none java -cp "$cp:classes" org.testng.TestNG -verbose 2 -d out -testclass corpus.NoTests
  expect testng none none.console.log
  cat >"$OUT/testng/README.md" <<MD
# TestNG

TestNG $(dpkg-query -W -f='${Version}' testng) (Debian \`testng\`), $(java -version 2>&1 | head -1).
Suite: \`scripts/native-test-corpus/testng/corpus/MathTest.java\`, the shape chosen by \`SUITE\`.

- green/red/skipped/crash: \`SUITE=<shape> java -cp testng.jar:jcommander.jar:bsh.jar:classes
  org.testng.TestNG -verbose 2 -d out -testclass corpus.MathTest\`; a \`SkipException\` is a skip
  (skipped throws it from \`@BeforeMethod\`), \`enabled = false\` is not counted at all; crash calls
  \`System.exit(3)\` inside a test — no summary
- none: \`-testclass corpus.NoTests\` (a class with no tests)

TestNG's XML reports are not kept here (the XML corpus records them). TestNG does not colour.
MD
}

if [ "${SKIP_INSTALL:-}" = "" ]; then install_debian || exit 1; fi
for runner in $RUNNERS; do
  rm -rf "${OUT:?}/$runner"; mkdir -p "$OUT/$runner"
  echo "== $runner"
  "run_${runner//-/_}" || echo "!! $runner failed"
done
echo "recorded into $OUT; tools left in $WORK (delete it when done)"
exit
}
