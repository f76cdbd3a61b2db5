#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# fullscreen_test.sh FOOTPRINTS DATA_DIR [twm]: full screen where nothing
# carries it out: under a bare Xvfb display (no window manager), or with
# twm managing it (a window manager without EWMH, so without
# _NET_WM_STATE_FULLSCREEN). F11 from a 640x400 window covers the 1024x768
# screen with the whole picture (the HUD's gold title at the screen's top
# left, the backdrop in its far corner), F11 again brings the 640x400
# window back whole, and a third F11 covers the screen again; the settings
# keep the window's size, never the screen's. A window kept larger than
# the screen opens, and is saved, no larger than it. Exit 77 (skip) without Xvfb,
# xdotool, xwininfo, xprop or ImageMagick, or without the window manager.
set -u
[ $# -ge 2 ] || { echo "usage: $0 FOOTPRINTS DATA_DIR [twm]" >&2; exit 2; }
bin=$1
data=$2
wm=${3:-}
for tool in xdotool xwininfo xprop import convert $wm; do
	command -v $tool >/dev/null 2>&1 || { echo "$tool not installed: skipped"; exit 77; }
done
XVFB_SCREEN=1024x768x24
. "$(dirname "$0")/xvfb.sh"
if [ -n "$wm" ]; then
	# twm's own fonts are not on a bare Xvfb; its built-in "fixed" is. It
	# places a window where the program asks, as bare X does.
	printf '%s\n' 'RandomPlacement' 'UsePPosition "on"' 'TitleFont "fixed"' \
		'ResizeFont "fixed"' 'MenuFont "fixed"' 'IconFont "fixed"' \
		'IconManagerFont "fixed"' >"$out/twmrc"
	# Up to 30 s: a loaded machine can be slow to let clients in.
	i=0
	while ! DISPLAY="$display" timeout 10 xwininfo -root >/dev/null 2>&1 && [ $i -lt 300 ]; do
		sleep 0.1; i=$((i + 1))
	done
	# A loaded X server now and then refuses a client for a moment (twm:
	# "unable to open display"), as it does the game below: up to three
	# times, again a second later.
	tries=0
	while :; do
		DISPLAY="$display" LC_ALL=C "$wm" -f "$out/twmrc" >"$out/wm.log" 2>&1 &
		wmpid=$!
		trap 'kill "$wmpid" "$xvfb" 2>/dev/null; rm -rf "$out"' EXIT
		i=0
		while ! DISPLAY="$display" xwininfo -root -children | grep -q 'TWM' &&
			kill -0 "$wmpid" 2>/dev/null && [ $i -lt 100 ]; do
			sleep 0.1; i=$((i + 1))
		done
		kill -0 "$wmpid" 2>/dev/null && break
		tries=$((tries + 1))
		[ $tries -le 3 ] || { echo "$wm did not start:"; cat "$out/wm.log"; exit 1; }
		sleep 1
	done
	# What this test is about: a manager that does not do full screen.
	DISPLAY="$display" xprop -root _NET_SUPPORTED | grep -q _NET_WM_STATE_FULLSCREEN &&
		{ echo "$wm offers _NET_WM_STATE_FULLSCREEN: not the case tested"; exit 1; }
	where="under $wm (no EWMH full screen)"
else
	where="under bare X"
fi
pref="$out/data/footprints/footprints"
mkdir -p "$pref"
# Starts the game with the settings' window size $1 x $2. A loaded X
# server now and then refuses a client for a moment (SDL: "x11 not
# available"): then, up to three times, again a second later.
start() {
	tries=0
	while :; do
		printf 'footprints-settings 1\nwindow %s %s\nend\n' "$1" "$2" >"$pref/settings.txt"
		ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
		DISPLAY="$display" XDG_DATA_HOME="$out/data" SDL_AUDIODRIVER=dummy SDL_VIDEODRIVER=x11 \
			"$bin" "$data/tint.tmj" --frames 100000 2>"$out/game.err" &
		game=$!
		# Up to 30 s: a loaded machine can be slow to open it; a game that
		# has quit will not.
		i=0
		while [ -z "$(geometry)" ] && [ $i -lt 300 ] && kill -0 "$game" 2>/dev/null; do
			sleep 0.1; i=$((i + 1))
		done
		tries=$((tries + 1))
		kill -0 "$game" 2>/dev/null || ! grep -q 'x11 not available' "$out/game.err" ||
			[ $tries -ge 3 ] && return
		sleep 1
	done
}
# What the game said on its error stream, and whether it still runs.
said() {
	kill -0 "$game" 2>/dev/null && echo "  (the game runs)" || echo "  (the game has quit)"
	sed 's/^/  game: /' "$out/game.err" | tail -5
}
# The window's size and place on the screen, WxH+X+Y, once it is mapped
# (a window manager puts it in a frame of its own: the place is the
# absolute one).
geometry() {
	DISPLAY="$display" timeout 10 xwininfo -root -tree |
		sed -n 's/.*("footprints" "footprints")  *\([0-9]*x[0-9]*\)[-+0-9]*  *+\(-*[0-9]*\)+\(-*[0-9]*\).*/\1+\2+\3/p' |
		head -1
}
# Whether geometry $1 has size $2 (WxH) and lies whole on the screen; or,
# with $2 = full, covers the screen exactly.
fits() {
	size=${1%%+*}; w=${size%x*}; h=${size#*x}
	x=${1#*+}; y=${x#*+}; x=${x%+*}
	[ "$2" = full ] && { [ "$1" = 1024x768+0+0 ]; return; }
	[ "$size" = "$2" ] && [ "$x" -ge 0 ] && [ "$y" -ge 0 ] &&
		[ $((x + w)) -le 1024 ] && [ $((y + h)) -le 768 ]
}
# The share of the 240x20 pixels at (x, y) in the HUD's gold, and the
# pixel at (cx, cy), in the screenshot at $1.
gold() {
	convert "$1" -crop "240x20+$2+$3" +repage -fuzz 12% -fill white \
		-opaque "rgb(255,214,90)" -fill black +opaque white -format '%[fx:mean]' info:
}
# Waits (up to 20 s, for a loaded machine and a sanitized build) for the
# window to take size $1 (or full), then (up to 20 s) for the HUD's gold in the 240x20 pixels at its top left
# and the backdrop, not black, in its bottom right corner.
check() {
	i=0
	while ! fits "$(geometry)" "$1" && [ $i -lt 200 ]; do sleep 0.1; i=$((i + 1)); done
	g=$(geometry)
	fits "$g" "$1" || { echo "$2: window ${g:-none}, wanted $1"; said; status=1; return; }
	size=${g%%+*}; w=${size%x*}; h=${size#*x}
	x=${g#*+}; y=${x#*+}; x=${x%+*}
	try=0
	while [ $try -lt 40 ]; do
		sleep 0.5; try=$((try + 1))
		DISPLAY="$display" timeout 10 import -window root "$out/shot.png"
		share=$(gold "$out/shot.png" "$x" "$y")
		corner=$(convert "$out/shot.png" -format "%[pixel:p{$((x + w - 1)),$((y + h - 1))}]" info:)
		case $corner in *"(0,0,0)"* | black) continue ;; esac
		awk -v g="$share" 'BEGIN { exit !(g > 0.005) }' && return
	done
	echo "$2: HUD gold share $share at the top left, bottom right corner $corner"
	status=1
}
# F11 with the pointer at the screen's centre, on the window in both its
# sizes: a window manager gives the keyboard to the window under the
# pointer, and the game pauses when it loses it.
key() {
	DISPLAY="$display" timeout 10 xdotool mousemove 512 384 key F11
}
# Asks the game to quit; one that has not quit 20 s later is killed and
# fails the test (rather than holding it to meson's timeout).
stop() {
	kill "$game"
	(
		sleep 20 &
		nap=$!
		trap 'kill "$nap"; exit' TERM
		wait "$nap" && kill -9 "$game"
	) >/dev/null 2>&1 &
	dog=$!
	wait "$game" 2>/dev/null
	[ $? -eq 137 ] && { echo "the game did not quit within 20 s of SIGTERM"; status=1; }
	kill "$dog" 2>/dev/null
	wait "$dog" 2>/dev/null
}
status=0
start 640 400
check 640x400 "the window"
key
check full "full screen"
key
check 640x400 "back to the window"
key
check full "full screen again"
stop
grep -q '^window 640 400$' "$pref/settings.txt" ||
	{ echo "settings keep $(grep '^window' "$pref/settings.txt"), wanted window 640 400"; status=1; }
# A size kept from a larger screen: the window opens no larger than this
# one (where a manager puts it, frame and all, is its own affair) and the
# size saved fits it.
start 3000 2000
g=$(geometry)
size=${g%%+*}
[ -n "$g" ] && [ "${size%x*}" -le 1024 ] && [ "${size#*x}" -le 768 ] ||
	{ echo "a 3000x2000 window kept: opened as ${g:-no window} on a 1024x768 screen"; said; status=1; }
stop
saved=$(sed -n 's/^window //p' "$pref/settings.txt")
[ "${saved% *}" -le 1024 ] && [ "${saved#* }" -le 768 ] ||
	{ echo "a 3000x2000 window kept: settings saved window $saved on a 1024x768 screen"; status=1; }
[ $status -eq 0 ] && echo "F11 three times $where: the whole picture each time, HUD in place; settings within the screen"
exit $status
