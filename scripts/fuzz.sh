#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# fuzz.sh TARGET SECONDS [LIBFUZZER ARGS...]: build the libFuzzer targets in
# build-fuzz (the sanitized build of native/sanitize.ini with -Dfuzz=true),
# then run TARGET (fuzz_collide or fuzz_level) for SECONDS on its corpus. New
# inputs go to build-fuzz/corpus/TARGET; a crash is saved as
# build-fuzz/crashes/TARGET-crash-<sha1> and makes the script fail: copy it
# to fuzz/regressions/TARGET/ so it stays a regression test.
set -eu
cd "$(dirname "$0")/.."
usage() { echo "usage: $0 fuzz_collide|fuzz_level SECONDS [LIBFUZZER ARGS...]" >&2; exit 2; }
[ $# -ge 2 ] || usage
target=$1
seconds=$2
shift 2
case $target in fuzz_collide|fuzz_level) ;; *) usage ;; esac
case $seconds in ''|*[!0-9]*) usage ;; esac

./scripts/deps.sh test
if [ ! -f build-fuzz/build.ninja ]; then
	meson setup build-fuzz --native-file native/sanitize.ini -Dfuzz=true -Dtests=disabled \
		-Ddefault_library=static >/dev/null
fi
ninja -C build-fuzz "fuzz/$target"

corpus=build-fuzz/corpus/$target
mkdir -p "$corpus" build-fuzz/crashes
# Seeds: the committed corpus and every saved crash; the loader also gets
# the shipped levels and the loader tests' broken maps (fuzz/meson.build's
# replay tests run the same). New inputs are written to the first directory
# only.
set -- "$@" "$corpus"
for d in "fuzz/corpus/$target" "fuzz/regressions/$target"; do
	if [ -d "$d" ]; then set -- "$@" "$d"; fi
done
if [ "$target" = fuzz_level ]; then
	for d in assets/levels tests/game/data tests/game/data/tiled tests/game/data/tmx; do
		if [ -d "$d" ]; then set -- "$@" "$d"; fi
	done
fi
dict=""
if [ -f "fuzz/$target.dict" ]; then dict="-dict=fuzz/$target.dict"; fi
# Our flags first: libFuzzer lets a later one (from the caller) win.
# shellcheck disable=SC2086
exec "build-fuzz/fuzz/$target" -max_total_time="$seconds" -print_final_stats=1 \
	-timeout=10 -rss_limit_mb=1024 -artifact_prefix="build-fuzz/crashes/$target-" \
	$dict "$@"
