#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# destdir.sh BUILD_DIR SOURCE_DIR PREFIX BINDIR LIBDIR DATADIR ASSETS_DIR MANDIR APP_ID ICON_SIZES:
# `meson install` into a DESTDIR puts every part where prefix, datadir and
# gamedatadir (ASSETS_DIR is its assets folder) say, and the installed game,
# run from another directory, plays its own installed levels (the first is
# overwritten there with the last, so the run shows which copy it read)
# with its font.
set -eu
build=$1 src=$2 prefix=$3 bindir=$4 libdir=$5 datadir=$6 assets=$7 mandir=$8 id=$9
shift 9
sizes=$1
# The installed game must find its levels by itself, not through the
# variable an uninstalled build uses.
unset FOOTPRINTS_DATA_DIR
fail() { echo "destdir: $*" >&2; exit 1; }
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
meson install -C "$build" --no-rebuild --quiet --destdir "$dest" >"$dest/install.log" 2>&1 \
	|| fail "meson install --destdir $dest failed: $(cat "$dest/install.log")"
root=$dest$prefix
levels=$root/$assets/levels

expect() {
	for f; do
		[ -f "$root/$f" ] || fail "nothing installed at $prefix/$f"
	done
}
expect "$bindir/footprints" "$libdir/pkgconfig/footprint.pc" "include/footprint/collide.h" \
	"$datadir/applications/$id.desktop" "$datadir/metainfo/$id.metainfo.xml" \
	"$datadir/icons/hicolor/scalable/apps/$id.svg" "$mandir/man6/footprints.6"
for size in $sizes; do
	expect "$datadir/icons/hicolor/${size}x$size/apps/$id.png"
done
ls "$root/$libdir"/libfootprint.so* >/dev/null 2>&1 || fail "no libfootprint.so under $prefix/$libdir"
for level in "$src"/assets/levels/*.tmj; do
	cmp -s "$level" "$levels/$(basename "$level")" || fail "$level is not installed as it is"
done
if [ -e "$levels/meson.build" ] || [ -e "$root/$assets/meson.build" ]; then
	fail "a meson.build was installed among the data"
fi

first=$(ls "$levels"/*.tmj | head -n 1)
last=$(ls "$levels"/*.tmj | tail -n 1)
[ "$first" != "$last" ] || fail "fewer than two levels installed"
cp "$last" "$first"

# Under /usr the game has no run path: the loader must be told.
if [ "$prefix" = /usr ]; then
	LD_LIBRARY_PATH=$root/$libdir
	export LD_LIBRARY_PATH
fi
mkdir "$dest/elsewhere"
cd "$dest/elsewhere"
game=$root/$bindir/footprints
run() { # NAME [LEVEL]: 90 headless ticks, stats without the timing
	"$game" ${2:+"$2"} --headless --frames 90 --stats "$1.jsonl" --screenshot "$1.png" \
		2>"$1.err" || fail "$game ${2:-} failed: $(cat "$1.err")"
	[ ! -s "$1.err" ] || fail "$game ${2:-} complained: $(cat "$1.err")"
	[ -s "$1.png" ] || fail "$game ${2:-} wrote no screenshot"
	sed 's/,"collision_us":[^}]*//' "$1.jsonl" >"$1.stats"
}
run default
run last "$src/assets/levels/$(basename "$last")"
run first "$src/assets/levels/$(basename "$first")"
! cmp -s first.stats last.stats \
	|| fail "the first and last levels give the same stats: this test cannot tell them apart"
cmp -s default.stats last.stats \
	|| fail "the installed game did not play its installed first level (its stats are another level's)"
echo "destdir: all parts under $dest$prefix; the game, run from $PWD, played its installed levels and found its font"
