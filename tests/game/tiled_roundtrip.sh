#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# tiled_roundtrip.sh LEVEL_SAME FOOTPRINTS LEVELS_DIR WINS_DIR DATA_DIR ASSETS_DIR:
# levels saved by the Tiled editor (Debian's tiled, headless) play the same.
# - every shipped level, saved by Tiled as JSON and as TMX, plays its
#   winning script (WINS_DIR) exactly as the original does: the run's stats,
#   tick by tick, are the same bytes (less the timing fields);
# - DATA_DIR/templates.tmx (instances of a .tx and a .tj template) is the
#   same level saved both ways, and the same as Tiled's own detached copies;
# - DATA_DIR/defaults.tmx, exported with the project's object types
#   resolved (their defaults written into every object), is the same: the
#   project declares the loader's defaults.
# Exits 77 (meson: skipped) when tiled is not installed.
set -u
same=$1
game=$2
dir=$3
wins=$4
data=$5
assets=$6
command -v tiled >/dev/null 2>&1 || { echo "tiled not installed: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -m 700 "$tmp/run"
export QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$tmp/run" XDG_CONFIG_HOME="$tmp/config"
export XDG_DATA_HOME="$tmp/data"
status=0

# save FORMAT SRC OUT [TILED OPTIONS]
save() {
	fmt=$1 src=$2 out=$3
	shift 3
	if ! tiled "$@" --export-map "$fmt" "$src" "$out" >"$tmp/log" 2>&1; then
		echo "$src: tiled could not save it as $fmt:"; cat "$tmp/log"; status=1; return 1
	fi
}

# check WHAT A B [--tmx-digits]
check() {
	what=$1 a=$2 b=$3
	shift 3
	if "$same" "$@" "$a" "$b"; then
		echo "$(basename "$a"): $what: same level"
	else
		echo "$(basename "$a"): $what: differs"; status=1
	fi
}

# play LEVEL SCRIPT OUT: SCRIPT played on LEVEL headless, to its last tick;
# OUT gets the run's stats less the timing fields.
play() {
	frames=$(grep -o '^[0-9]*' "$2" | tail -n 1)
	if ! SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$game" "$1" --headless \
		--frames "$frames" --input "$2" --stats "$3.jsonl" >"$tmp/log" 2>&1; then
		echo "$1: the game did not play it:"; cat "$tmp/log"; status=1; return 1
	fi
	sed -E 's/,"(collision_us|frame_ms)":[^,}]*//g' "$3.jsonl" >"$3"
}

for f in "$dir"/*.tmj; do
	name=$(basename "$f" .tmj)
	script=$wins/$name.txt
	[ -f "$script" ] || { echo "$name: no winning script in $wins"; status=1; continue; }
	play "$f" "$script" "$tmp/$name.played" || continue
	for fmt in json tmx; do
		saved=$tmp/$name.$fmt
		[ "$fmt" = json ] && saved=$tmp/$name.saved.tmj
		[ "$fmt" = tmx ] && saved=$tmp/$name.saved.tmx
		save "$fmt" "$f" "$saved" && play "$saved" "$script" "$tmp/$name.$fmt.played" || continue
		if cmp -s "$tmp/$name.played" "$tmp/$name.$fmt.played"; then
			echo "$name: saved by Tiled as $fmt: its winning run plays the same"
		else
			tick=$(cmp "$tmp/$name.played" "$tmp/$name.$fmt.played" 2>&1 | awk '{ print $NF }')
			echo "$name: saved by Tiled as $fmt: its winning run differs from tick $tick"
			status=1
		fi
	done
done

# Templates are found relative to the map: the copies sit beside them.
cp "$data/coin.tx" "$data/blade.tj" "$tmp/"
t=$data/templates.tmx
save json "$t" "$tmp/t.tmj" && check "saved as JSON, templates kept" "$t" "$tmp/t.tmj"
save tmx "$t" "$tmp/t.tmx" && check "saved as TMX, templates kept" "$t" "$tmp/t.tmx"
save json "$t" "$tmp/td.tmj" --detach-templates &&
	check "Tiled's detached JSON" "$t" "$tmp/td.tmj"
save tmx "$t" "$tmp/td.tmx" --detach-templates &&
	check "Tiled's detached TMX" "$t" "$tmp/td.tmx"

# Without a project, the command line reads object types from its data
# directory's objecttypes.xml.
mkdir -p "$XDG_DATA_HOME/tiled"
cp "$assets/footprints-objecttypes.xml" "$XDG_DATA_HOME/tiled/objecttypes.xml"
d=$data/defaults.tmx
save json "$d" "$tmp/resolved.tmj" --resolve-types-and-properties &&
	if grep -q '"solid"' "$tmp/resolved.tmj"; then
		check "types resolved with the project's defaults" "$d" "$tmp/resolved.tmj"
	else
		echo "$d: Tiled wrote no defaults: the object types were not read"; status=1
	fi
exit $status
