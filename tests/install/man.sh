#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# man.sh PAGE: the built manual page renders with `man -l` without a warning
# (man-db; skipped without it).
set -eu
page=$1
fail() { echo "man: $*" >&2; exit 1; }
if ! command -v man >/dev/null; then
	echo "man: skipped: man is not installed (Debian: man-db)"
	exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
MANWIDTH=80 man --warnings -E UTF-8 -l "$page" >"$tmp/out" 2>"$tmp/err" \
	|| fail "man -l $page failed: $(cat "$tmp/err")"
[ ! -s "$tmp/err" ] || fail "man -l $page warns: $(cat "$tmp/err")"
grep -q '^OPTIONS' "$tmp/out" || fail "man -l $page shows no OPTIONS section"
echo "man: $page renders, $(wc -l <"$tmp/out") lines, no warnings"
