#!/bin/sh
# tiled_roundtrip.sh LEVEL_SAME LEVELS_DIR DATA_DIR ASSETS_DIR: levels saved
# by the Tiled editor (Debian's tiled, headless) load into the same level.
# - every shipped level, saved as JSON, is the same level; saved as TMX it
#   is the same as the JSON save of that TMX, and the same as the original
#   up to TMX's 6 significant digits;
# - DATA_DIR/templates.tmx (instances of a .tx and a .tj template) is the
#   same saved both ways, and the same as Tiled's own detached copies;
# - DATA_DIR/defaults.tmx, exported with the project's object types
#   resolved (their defaults written into every object), is the same: the
#   project declares the loader's defaults.
# Exits 77 (meson: skipped) when tiled is not installed.
set -u
same=$1
dir=$2
data=$3
assets=$4
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

for f in "$dir"/*.tmj; do
	base="$tmp/$(basename "$f" .tmj)"
	save json "$f" "$base.tmj" && check "saved as JSON" "$f" "$base.tmj"
	save tmx "$f" "$base.tmx" && save json "$base.tmx" "$base.back.tmj" &&
		check "saved as TMX, vs that TMX saved as JSON" "$base.tmx" "$base.back.tmj" &&
		check "saved as TMX, vs the original (6 digits)" "$f" "$base.tmx" --tmx-digits
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
