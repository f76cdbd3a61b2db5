#!/bin/sh
# play.sh [ARGS...]: install what is missing, build, and start the game.
set -eu
cd "$(dirname "$0")/.."
./scripts/deps.sh play
[ -f build/build.ninja ] || meson setup build >/dev/null
meson compile -C build footprints >/dev/null
exec ./build/footprints "$@"
