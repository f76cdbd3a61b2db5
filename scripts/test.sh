#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# test.sh [MESON TEST ARGS...]: install what is missing, build, and run the
# whole test suite (`--suite web`: the browser build's, tests/web/run.sh). The first run sets up build/ with warnings as errors, as
# CI builds it; a build/ that exists keeps the options it has, and is
# reconfigured so that it finds what deps.sh just installed (play.sh's build
# has no test libraries yet, and without them meson leaves their tests out).
set -eu
cd "$(dirname "$0")/.."
# The browser build's tests drive the page in chromium, apart from meson's;
# they need the native game (its stats of each winning script), built here
# with what it needs installed first (tests/web/run.sh installs the rest).
if [ "$*" = "--suite web" ]; then
	if [ ! -x build/footprints ]; then
		./scripts/deps.sh play
		if [ -f build/build.ninja ]; then
			meson setup --reconfigure build >/dev/null
		else
			meson setup build -Dwerror=true >/dev/null
		fi
		ninja -C build footprints
	fi
	exec ./tests/web/run.sh build/footprints
fi
./scripts/deps.sh test
if [ -f build/build.ninja ]; then
	meson setup --reconfigure build >/dev/null
else
	meson setup build -Dwerror=true >/dev/null
fi
# Every program is built, not only those the tests run (the benchmarks,
# the planner): each compiles with warnings as errors, and the dead-code
# test reads every object.
ninja -C build
meson test -C build --print-errorlogs "$@"
