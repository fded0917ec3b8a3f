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

HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
SRC="$HERE/native-test-corpus"
OUT="$REPO/__tests__/fixtures/test-reports"
# A fixed folder: the paths a runner prints stay the same from one recording to the next.
WORK="${WORK:-/tmp/done-gate-native-corpus}"
export CI=1 LC_ALL=C.UTF-8 TZ=UTC
RUNNERS="${RUNNERS:-unittest}"
NODE="$(command -v node)"
mkdir -p "$WORK"
echo "tools in $WORK"

install_debian() {
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    maven-debian-helper libsurefire-java junit4 junit5 gradle ruby-rspec ruby-minitest elixir \
    erlang-base erlang-eunit libgtest-dev googletest catch2 libboost-test-dev check libcmocka-dev \
    libcunit1-dev pkg-config
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

if [ "${SKIP_INSTALL:-}" = "" ]; then install_debian || exit 1; fi
for runner in $RUNNERS; do
  rm -rf "${OUT:?}/$runner"; mkdir -p "$OUT/$runner"
  echo "== $runner"
  "run_$runner" || echo "!! $runner failed"
done
echo "recorded into $OUT; tools left in $WORK (delete it when done)"
