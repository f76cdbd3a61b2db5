#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# news.sh METAINFO NEWS VERSION: the metainfo's releases and NEWS.md's
# sections name the same versions with the same dates, in the same order
# (NEWS.md's headings read '## VERSION (YYYY-MM-DD)'), and the newest is
# the project's version.
set -eu
metainfo=$1 news=$2 version=$3
fail() { echo "news: $*" >&2; exit 1; }
ours=$(mktemp) theirs=$(mktemp)
trap 'rm -f "$ours" "$theirs"' EXIT
# One release a line, "VERSION DATE", whatever the order of the attributes.
sed -n 's/.*<release \(.*\)>.*/\1/p' "$metainfo" | while read -r attrs; do
	v=$(printf '%s\n' "$attrs" | sed -n 's/.*version="\([^"]*\)".*/\1/p')
	d=$(printf '%s\n' "$attrs" | sed -n 's/.*date="\([^"]*\)".*/\1/p')
	echo "$v $d"
done >"$theirs"
sed -n 's/^## \([0-9][^ ]*\) (\([0-9-]*\))$/\1 \2/p' "$news" >"$ours"
[ -s "$theirs" ] || fail "$metainfo lists no <release>"
[ -s "$ours" ] || fail "$news has no '## VERSION (YYYY-MM-DD)' heading"
if ! diff -u "$theirs" "$ours" >&2; then
	fail "$news's releases differ from $metainfo's (diff above: - metainfo, + NEWS.md)"
fi
newest=$(head -n 1 "$ours" | cut -d ' ' -f 1)
[ "$newest" = "$version" ] || fail "$news: newest release is $newest, the project is $version"
echo "news: $(wc -l <"$ours") releases agree:" $(cut -d ' ' -f 1 "$ours")
