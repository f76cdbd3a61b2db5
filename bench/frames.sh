#!/bin/sh
# frames.sh BENCH_FRAMES [ARGS...]: runs bench_frames in a window of a
# private Xvfb display (1920x1080, 24 bits), which Xvfb picks itself
# (-displayfd), so runs at once never share one. Exit 77 (skipped) without
# Xvfb.
set -u
[ $# -ge 1 ] || { echo "usage: $0 BENCH_FRAMES [ARGS...]" >&2; exit 2; }
command -v Xvfb >/dev/null 2>&1 || { echo "Xvfb not installed: skipped"; exit 77; }
out=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp 3>"$out/display" >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$out"' EXIT
i=0
while [ ! -s "$out/display" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
[ -s "$out/display" ] || { echo "Xvfb did not start"; exit 1; }
DISPLAY=":$(tr -d '\n' <"$out/display")" SDL_VIDEODRIVER=x11 "$@"
