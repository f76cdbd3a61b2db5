#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# render.sh [OUTDIR]: render the icon's PNG sizes from footprints.svg (the
# source) with rsvg-convert (Debian's librsvg2-bin) as footprints-N.png, into
# this folder by default. Run it after editing the SVG and commit the PNGs:
# the test 'icons' checks they are what it makes. render.sh --sizes lists the
# sizes, for data/meson.build.
set -eu
sizes="16 24 32 48 64 128 256 512"
if [ "${1:-}" = --sizes ]; then
	echo $sizes
	exit 0
fi
here=$(dirname "$0")
out=${1:-$here}
for size in $sizes; do
	rsvg-convert --width "$size" --height "$size" --output "$out/footprints-$size.png" \
		"$here/footprints.svg"
done
