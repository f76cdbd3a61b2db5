#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# appstream.sh METAINFO VERSION DOCS_DIR: the AppStream metainfo passes
# `appstreamcli validate --no-net` (Debian's appstream; skipped without it),
# its newest release is the project's version, and each screenshot is a
# picture of docs/.
set -eu
file=$1 version=$2 docs=$3
fail() { echo "appstream: $*" >&2; exit 1; }
if ! command -v appstreamcli >/dev/null; then
	echo "appstream: skipped: appstreamcli is not installed (Debian: appstream)"
	exit 77
fi
appstreamcli validate --no-net "$file" || fail "$file does not validate (above)"
newest=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$file" | head -n 1)
[ "$newest" = "$version" ] \
	|| fail "$file: newest <release> is '$newest', the project is $version (add a release)"
shots=$(sed -n 's|.*<image[^>]*>.*/\([^/<]*\)</image>.*|\1|p' "$file")
[ -n "$shots" ] || fail "$file has no screenshots"
for shot in $shots; do
	[ -f "$docs/$shot" ] || fail "$file shows $shot, which docs/ does not have"
done
echo "appstream: release $newest; screenshots" $shots
