#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# fullscreen_test.sh FOOTPRINTS DATA_DIR: full screen under a bare Xvfb
# display (no window manager to carry it out): F11 from a 640x400 window
# covers the 1024x768 screen with the whole picture (the HUD's gold title
# at the screen's top left, the backdrop in its far corner), F11 again
# brings the 640x400 window back whole, and a third F11 covers the screen
# again; the settings keep the window's size, never the screen's. Exit 77
# (skip) without Xvfb, xdotool, xwininfo or ImageMagick.
set -u
[ $# -eq 2 ] || { echo "usage: $0 FOOTPRINTS DATA_DIR" >&2; exit 2; }
bin=$1
data=$2
for tool in xdotool xwininfo import convert; do
	command -v $tool >/dev/null 2>&1 || { echo "$tool not installed: skipped"; exit 77; }
done
XVFB_SCREEN=1024x768x24
. "$(dirname "$0")/xvfb.sh"
pref="$out/data/footprints/footprints"
mkdir -p "$pref"
printf 'footprints-settings 1\nwindow 640 400\nend\n' >"$pref/settings.txt"
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
DISPLAY="$display" XDG_DATA_HOME="$out/data" SDL_AUDIODRIVER=dummy SDL_VIDEODRIVER=x11 \
	"$bin" "$data/tint.tmj" --frames 100000 &
game=$!
status=0
# The window's geometry, WxH+X+Y, once it is mapped.
geometry() {
	DISPLAY="$display" xwininfo -root -tree | sed -n 's/.*("footprints" "footprints")  *\([0-9x+-]*\).*/\1/p' | head -1
}
i=0
while [ -z "$(geometry)" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
# The share of the 240x20 pixels at (x, y) in the HUD's gold, and the
# pixel at (cx, cy), in the screenshot at $1.
gold() {
	convert "$1" -crop "240x20+$2+$3" +repage -fuzz 12% -fill white \
		-opaque "rgb(255,214,90)" -fill black +opaque white -format '%[fx:mean]' info:
}
# Waits for the window to take geometry $1, then (up to 10 s, for a loaded
# machine) for the HUD's gold in the 240x20 pixels at its top left and the
# backdrop, not black, in its bottom right corner.
check() {
	want=$1
	i=0
	while [ "$(geometry)" != "$want" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
	[ "$(geometry)" = "$want" ] || { echo "$2: window $(geometry), wanted $want"; status=1; return; }
	x=${want#*+}; y=${x#*+}; x=${x%+*}
	size=${want%%+*}; w=${size%x*}; h=${size#*x}
	for try in 1 2 3 4 5 6 7 8 9 10; do
		sleep 1
		DISPLAY="$display" import -window root "$out/shot.png"
		share=$(gold "$out/shot.png" "$x" "$y")
		corner=$(convert "$out/shot.png" -format "%[pixel:p{$((x + w - 1)),$((y + h - 1))}]" info:)
		case $corner in *"(0,0,0)"* | black) continue ;; esac
		awk -v g="$share" 'BEGIN { exit !(g > 0.005) }' && return
	done
	echo "$2: HUD gold share $share at the top left, bottom right corner $corner"
	status=1
}
key() {
	DISPLAY="$display" xdotool key F11
}
check 640x400+192+184 "the window"
key
check 1024x768+0+0 "full screen"
key
check 640x400+192+184 "back to the window"
key
check 1024x768+0+0 "full screen again"
kill "$game"
wait "$game" 2>/dev/null
grep -q '^window 640 400$' "$pref/settings.txt" ||
	{ echo "settings keep $(grep '^window' "$pref/settings.txt"), wanted window 640 400"; status=1; }
[ $status -eq 0 ] && echo "F11 three times under bare X: the whole picture each time, HUD in place"
exit $status
