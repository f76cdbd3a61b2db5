#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# icons.sh ICONS_DIR: the committed PNG icons are what render.sh makes from
# the SVG now (rsvg-convert, Debian's librsvg2-bin; skipped without it), and
# there is no other.
set -eu
dir=$1
fail() { echo "icons: $*" >&2; exit 1; }
if ! command -v rsvg-convert >/dev/null; then
	echo "icons: skipped: rsvg-convert is not installed (Debian: librsvg2-bin)"
	exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$dir/render.sh" "$tmp" || fail "$dir/render.sh failed"
for made in "$tmp"/*.png; do
	name=$(basename "$made")
	cmp -s "$made" "$dir/$name" \
		|| fail "$dir/$name differs from what render.sh makes from footprints.svg: run $dir/render.sh and commit"
done
for have in "$dir"/*.png; do
	[ -f "$tmp/$(basename "$have")" ] || fail "$have is not a size render.sh makes"
done
echo "icons: sizes" $("$dir/render.sh" --sizes) "match footprints.svg"
