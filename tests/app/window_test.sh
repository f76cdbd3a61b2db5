#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# window_test.sh FOOTPRINTS DATA_DIR: the real window under a private Xvfb
# display plays a scripted run, in each view, to exactly the stats the
# headless mode gives: fixed steps from real time never change the
# simulation, nor does the view. Exit 77 (skip)
# when Xvfb is not installed.
set -u
[ $# -eq 2 ] || { echo "usage: $0 FOOTPRINTS DATA_DIR" >&2; exit 2; }
bin=$1
data=$2
. "$(dirname "$0")/xvfb.sh"
status=0
# Under AddressSanitizer the window run's leak check is off: X11 and D-Bus,
# loaded and unloaded by SDL, keep blocks that LeakSanitizer reports from
# modules it can no longer name. The headless run below is leak-checked.
# Each view the build has (--help names them) in turn: the 3D view draws
# with OpenGL (GLX, llvmpipe) there.
views=$("$bin" --help | sed -n 's/^ *--view \([^ ]*\).*/\1/p' | tr '|' ' ')
[ -n "$views" ] || { echo "--help names no view"; exit 1; }
for view in $views; do
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
	DISPLAY="$display" XDG_DATA_HOME="$out" SDL_AUDIODRIVER=dummy SDL_VIDEODRIVER=x11 \
		"$bin" "$data/tint.tmj" --view "$view" --frames 90 --input "$data/drive.txt" \
		--stats "$out/window-$view.txt" --screenshot "$out/window-$view.png" ||
		{ echo "$view window run failed"; status=1; }
done
"$bin" "$data/tint.tmj" --headless --frames 90 --input "$data/drive.txt" \
	--stats "$out/headless.txt" || { echo "headless run failed"; status=1; }
# A window's lines also carry frame_ms (a frame's time or null), which
# headless lines leave out.
strip() { sed 's/,"collision_us":[^,}]*//; s/,"frame_ms":[^,}]*//' "$1"; }
for view in $views; do
	if [ "$(strip "$out/window-$view.txt")" != "$(strip "$out/headless.txt")" ]; then
		echo "$view window and headless stats differ:"
		diff "$out/window-$view.txt" "$out/headless.txt" | head -5
		status=1
	fi
	grep -q '"frame_ms":[0-9]' "$out/window-$view.txt" ||
		{ echo "$view window stats carry no frame's time"; status=1; }
	grep -q 'frame_ms' "$out/headless.txt" && { echo "headless stats carry frame_ms"; status=1; }
	lines=$(wc -l <"$out/window-$view.txt")
	[ "$lines" -eq 90 ] || { echo "$view window run wrote $lines stats lines, wanted 90"; status=1; }
	[ -s "$out/window-$view.png" ] || { echo "no $view window screenshot"; status=1; }
done
[ -s "$out/window-3d.png" ] && cmp -s "$out/window-2d.png" "$out/window-3d.png" &&
	{ echo "the 3D window shows the top-down picture"; status=1; }
[ $status -eq 0 ] && echo "window runs, views $views: 90 ticks, stats equal to headless"
exit $status
