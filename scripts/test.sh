#!/bin/sh
# test.sh [MESON TEST ARGS...]: install what is missing, build, and run the
# whole test suite. The first run sets up build/ with warnings as errors, as
# CI builds it; a build/ that exists keeps the options it has.
set -eu
cd "$(dirname "$0")/.."
./scripts/deps.sh test
[ -f build/build.ninja ] || meson setup build -Dwerror=true >/dev/null
meson test -C build --print-errorlogs "$@"
