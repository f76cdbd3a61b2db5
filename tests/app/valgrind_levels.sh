#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# valgrind_levels.sh FOOTPRINTS SCRIPT LEVELDIR: runs the game headless on
# every LEVELDIR/*.tmj for 600 ticks with the input script under valgrind,
# every overlay on and every output file written (screenshot, stats,
# record), then the first level again with a stress crowd; fails on any
# memory error, any definite or indirect leak, or a run that does not end
# with status 0. Exit 77 (meson's skip) when valgrind is not installed or
# there is no level.
set -u
[ $# -eq 3 ] || { echo "usage: $0 FOOTPRINTS SCRIPT LEVELDIR" >&2; exit 2; }
bin=$1
script=$2
dir=$3
if ! command -v valgrind >/dev/null 2>&1; then
	echo "valgrind not installed: skipped"
	exit 77
fi
set -- "$dir"/*.tmj
if [ ! -f "$1" ]; then
	echo "no levels in $dir yet: skipped"
	exit 77
fi
# No display and no sound card in CI: SDL's dummy drivers.
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0

# run LEVEL [ARGS...]: one game under valgrind; prints its verdict.
run() {
	level=$1
	shift
	log=$out/valgrind.log
	if valgrind --error-exitcode=1 --leak-check=full \
		--errors-for-leak-kinds=definite,indirect \
		--show-leak-kinds=definite,indirect --track-origins=yes \
		"$bin" "$level" --headless --frames 600 --input "$script" \
		--overlay triangles,edges,bounds,pairs,stats,help \
		--screenshot "$out/shot.png" --stats "$out/stats.jsonl" \
		--record "$out/record.txt" "$@" >/dev/null 2>"$log"; then
		echo "$level${*:+ $*}: $(grep -o 'ERROR SUMMARY: [0-9]* errors' "$log"), $(grep -o \
			'definitely lost: [0-9,]* bytes' "$log" || echo 'no leaks possible')"
	else
		echo "$level${*:+ $*}: FAILED"
		cat "$log"
		status=1
	fi
}

for level in "$@"; do
	run "$level"
done
run "$1" --stress 100 --seed 7
exit $status
