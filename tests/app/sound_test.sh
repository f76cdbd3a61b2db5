#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# sound_test.sh FOOTPRINTS DATA_DIR: the window under a private Xvfb
# display, with SDL's disk audio driver, which writes what the game plays
# to a file (raw, 16-bit stereo at 44.1 kHz, in real time), measured by sox:
# - with the music at 0, sounds.txt on sounds.tmj takes a coin, drives
#   through a crate and into a wall: silent until the coin, then each
#   event's peak, in its own moment, loudest first (pickup, overlap, wall);
#   the title's menu ticks when its highlight moves, below the pickup;
# - with the settings' defaults, music plays on the title and in a level;
# - --mute plays nothing, and the run after it plays again (not kept);
#   M mutes and is kept: the run after it is silent.
# Exit 77 (skip) without Xvfb or sox.
set -u
[ $# -eq 2 ] || { echo "usage: $0 FOOTPRINTS DATA_DIR" >&2; exit 2; }
bin=$1
data=$2
command -v sox >/dev/null 2>&1 || { echo "sox not installed: skipped"; exit 77; }
. "$(dirname "$0")/xvfb.sh"
status=0
fail() { echo "$*"; status=1; }

# run NAME HOME FRAMES [OPTION...]: a window run whose audio goes to
# $out/NAME.raw and stats to $out/NAME.txt, its settings kept in $out/HOME.
run() {
	name=$1 home=$2 frames=$3
	shift 3
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
	DISPLAY="$display" XDG_DATA_HOME="$out/$home" SDL_VIDEODRIVER=x11 \
	SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$out/$name.raw" \
		"$bin" --frames "$frames" --stats "$out/$name.txt" "$@" 2>/dev/null ||
		fail "$name: the run failed"
}
# settings HOME LINE...: a settings file in $out/HOME holding the lines.
settings() {
	dir=$out/$1/footprints/footprints
	shift
	mkdir -p "$dir"
	{ echo "footprints-settings 1"; for l in "$@"; do echo "$l"; done; echo end; } >"$dir/settings.txt"
}
# sox's figure NAME ("Length", "Maximum amplitude") of a raw file through the
# effects that follow.
figure() {
	what=$1 file=$2
	shift 2
	sox -t raw -r 44100 -e signed -b 16 -c 2 "$file" -n "$@" stat 2>&1 |
		awk -F: -v w="$what" '$1 ~ w { gsub(/ /, "", $2); print $2 }'
}
# The loudest sample either way.
peak() {
	hi=$(figure "Maximum amplitude" "$@")
	lo=$(figure "Minimum amplitude" "$@")
	awk -v a="${hi:-0}" -v b="${lo:-0}" 'BEGIN { b = 0 - b; printf "%.3f", (a > b ? a : b) + 0 }'
}
# Seconds of silence (every sample under 0.01%) before the first sound.
lead() {
	total=$(figure Length "$1")
	rest=$(figure Length "$1" silence 1 1s 0.01%)
	awk -v a="$total" -v b="${rest:-0}" 'BEGIN { printf "%.3f", (b > 0 ? a - b : a) }'
}
# The tick of the first stats line whose events include EVENT.
tick_of() {
	grep "\"events\":\[[^]]*\"$1\"" "$2" | head -1 | sed 's/^{"tick":\([0-9]*\),.*/\1/'
}
ge() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a >= b) }'; }

# Effects alone: the run's sounds, split where silence parts them, are
# the pickup's, the overlap's and the wall's, in that order.
settings fx "music 0"
run fx fx 240 "$data/sounds.tmj" --input "$data/sounds.txt"
start=$(lead "$out/fx.raw")
t0=$(tick_of pickup "$out/fx.txt")
[ -n "$t0" ] && [ -n "$(tick_of overlap "$out/fx.txt")" ] && [ -n "$(tick_of wall "$out/fx.txt")" ] ||
	fail "the run lacks a pickup, an overlap or a wall"
sox -t raw -r 44100 -e signed -b 16 -c 2 "$out/fx.raw" -t raw "$out/fx-part.raw" \
	silence 1 0.002 0.05% 1 0.25 0.05% : newfile : restart 2>/dev/null
ge "$start" "$(awk -v t="${t0:-0}" 'BEGIN { print t / 60 * 0.5 }')" ||
	fail "sound before the pickup (at $start s, the pickup at tick ${t0:-?})"
line="effects, first heard at $start s:"
n=0
for ev in pickup overlap wall; do
	n=$((n + 1))
	part=$(printf "%s/fx-part%03d.raw" "$out" $n)
	[ -s "$part" ] || { fail "no sound for the $ev"; continue; }
	eval "p_$ev=$(peak "$part")"
	line="$line $ev $(eval echo \$p_$ev);"
done
[ -s "$(printf "%s/fx-part%03d.raw" "$out" 4)" ] && fail "more than three sounds"
echo "$line"
ge "${p_pickup:-0}" 0.05 || fail "the pickup is not heard"
ge "${p_wall:-0}" 0.02 || fail "the wall is not heard"
ge "${p_pickup:-0}" "${p_overlap:-1}" && ge "${p_overlap:-0}" "${p_wall:-1}" ||
	fail "not loudest first: pickup ${p_pickup:-?}, overlap ${p_overlap:-?}, wall ${p_wall:-?}"

# The menu's tick: heard after the first move, below the pickup.
settings menu "music 0"
run menu menu 150 "$data/sounds.tmj" --menu --input "$data/menu-sounds.txt"
start=$(lead "$out/menu.raw")
p_menu=$(peak "$out/menu.raw")
echo "menu: first sound at $start s (the move at tick 30), peak $p_menu"
ge "$start" 0.25 && ge "$p_menu" 0.02 && ge "${p_pickup:-0}" "$p_menu" ||
	fail "the menu's move is not heard after the press, or louder than a pickup"

# Music with the settings' defaults: on the title and in a level, heard
# through the run's last second.
for where in title level; do
	[ $where = title ] && set -- --menu || set --
	run "music-$where" "music-$where" 90 "$data/sounds.tmj" "$@"
	p=$(peak "$out/music-$where.raw")
	last=$(peak "$out/music-$where.raw" reverse trim 0 1)
	echo "music on the $where: peak $p, $last in the last second"
	ge "$p" 0.05 && ge "$last" 0.05 || fail "no music on the $where"
done

# --mute: this run only. M: kept.
run mute-a mute 90 "$data/sounds.tmj" --mute
run mute-b mute 90 "$data/sounds.tmj"
run key-a key 90 "$data/sounds.tmj" --input "$data/mute-key.txt"
run key-b key 90 "$data/sounds.tmj"
pa=$(peak "$out/mute-a.raw") pb=$(peak "$out/mute-b.raw")
ka=$(peak "$out/key-a.raw" reverse trim 0 1) kb=$(peak "$out/key-b.raw")
echo "--mute: $pa, the run after $pb; M: $ka in the last second, the run after $kb"
ge 0.0005 "$pa" || fail "--mute: peak $pa, wanted silence"
ge "$pb" 0.05 || fail "the run after --mute is silent: --mute was kept"
! grep -qx 'mute 1' "$out/mute/footprints/footprints/settings.txt" 2>/dev/null ||
	fail "--mute was saved in settings.txt"
ge 0.0005 "$ka" && ge 0.0005 "$kb" || fail "M did not mute, or was not kept"
grep -qx 'mute 1' "$out/key/footprints/footprints/settings.txt" ||
	fail "M was not kept in settings.txt"
[ $status -eq 0 ] && echo "sound: effects loudest first, menu ticks, music on the title and" \
	"in a level, --mute for one run, M kept"
exit $status
