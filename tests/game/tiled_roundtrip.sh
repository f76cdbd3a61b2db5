#!/bin/sh
# tiled_roundtrip.sh LEVEL_SAME LEVELS_DIR: every level saved again by the
# Tiled editor (Debian's tiled, headless) still loads into the same level.
# Exits 77 (meson: skipped) when tiled is not installed.
set -u
same=$1
dir=$2
command -v tiled >/dev/null 2>&1 || { echo "tiled not installed: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$tmp"
status=0
for f in "$dir"/*.tmj; do
	out="$tmp/$(basename "$f")"
	if ! tiled --export-map json "$f" "$out" >"$tmp/log" 2>&1; then
		echo "$f: tiled could not save it:"; cat "$tmp/log"; status=1; continue
	fi
	if "$same" "$f" "$out"; then
		echo "$f: same level after a Tiled save"
	else
		echo "$f: differs after a Tiled save"; status=1
	fi
done
exit $status
