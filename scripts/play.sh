#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# play.sh [ARGS...]: install what is missing, build, and start the game. The
# first run sets up build/ as test.sh does, warnings as errors.
set -eu
cd "$(dirname "$0")/.."
./scripts/deps.sh play
[ -f build/build.ninja ] || meson setup build -Dwerror=true >/dev/null
meson compile -C build footprints >/dev/null
# A build run in place plays the source tree's levels, as `meson devenv` would.
FOOTPRINTS_DATA_DIR=$PWD/assets exec ./build/footprints "$@"
