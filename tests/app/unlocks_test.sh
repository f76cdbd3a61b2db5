#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# unlocks_test.sh FOOTPRINTS DATA_DIR: in a window under a private Xvfb
# display, the level select of tests/app/data (big, occlusion, sounds, tint,
# truncated) opens tint, the fourth, only once the one before is won (the
# saved progress says so) or the settings line all_levels opens all; a
# damaged progress or settings file is set aside, and what the other file
# holds is kept. Exit 77 (skip) when Xvfb is not installed.
set -u
[ $# -eq 2 ] || { echo "usage: $0 FOOTPRINTS DATA_DIR" >&2; exit 2; }
bin=$1 data=$2 status=0
. "$(dirname "$0")/xvfb.sh"
dir="$out/footprints/footprints"
printf '2 menu-select down\n3 menu-down down\n4 menu-down down\n5 menu-down down\n6 menu-select down\n' \
	>"$out/choose-tint.txt"
good_progress='footprints-progress 2\nbest 120 5000 2 sounds.tmj\nend\n'
# run NAME PROGRESS SETTINGS WANT: fresh files (printf formats, "" for
# none), the title, Play, down to tint, Enter; the last stats line's screen
# must be WANT.
run() {
	rm -rf "$out/footprints"
	mkdir -p "$dir"
	[ -n "$2" ] && printf "$2" >"$dir/progress.txt"
	[ -n "$3" ] && printf "$3" >"$dir/settings.txt"
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
	DISPLAY="$display" XDG_DATA_HOME="$out" SDL_AUDIODRIVER=dummy SDL_VIDEODRIVER=x11 \
		"$bin" "$data/big.tmj" --menu --frames 12 --input "$out/choose-tint.txt" \
		--stats "$out/$1.txt" 2>"$out/$1.err" || { echo "$1: the run failed"; status=1; }
	got=$(tail -n 1 "$out/$1.txt" | sed 's/.*"screen":"\([a-z]*\)".*/\1/')
	[ "$got" = "$4" ] || { echo "$1: ended on '$got', wanted '$4'"; status=1; }
}
aside() { ls "$dir" | grep -c "^$1\.bad-"; }

run fresh "" "" levels
run won-before "$good_progress" "" playing
run all-levels "" 'footprints-settings 1\nall_levels 1\nend\n' playing
# A progress file cut short: set aside, nothing open beyond the first
# three, and the settings (music 35) kept.
run progress-cut 'footprints-progress 2\nbest 120 5000 2 sounds.tmj\nbest 9' \
	'footprints-settings 1\nmusic 35\nend\n' levels
[ "$(aside progress.txt)" -eq 1 ] || { echo "progress-cut: not set aside"; status=1; }
grep -q '^music 35$' "$dir/settings.txt" || { echo "progress-cut: the settings were lost"; status=1; }
# A settings file with a bad all_levels: set aside, the defaults, and the
# progress kept (it still opens tint).
run settings-bad "$good_progress" 'footprints-settings 1\nall_levels 2\nend\n' playing
[ "$(aside settings.txt)" -eq 1 ] || { echo "settings-bad: not set aside"; status=1; }
grep -q 'sounds.tmj' "$dir/progress.txt" || { echo "settings-bad: the progress was lost"; status=1; }
[ $status -eq 0 ] && echo "levels open in order, by progress or all_levels; damaged files set aside"
exit $status
