#!/bin/sh
# test.sh [MESON TEST ARGS...]: install what is missing, build with warnings
# as errors, and run the whole test suite.
set -eu
cd "$(dirname "$0")/.."
./scripts/deps.sh test
if [ -f build/build.ninja ]; then
  meson configure build -Dwerror=true
else
  meson setup build -Dwerror=true >/dev/null
fi
meson test -C build --print-errorlogs "$@"
