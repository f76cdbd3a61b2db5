#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# options.sh FOOTPRINTS MAN_SOURCE DOC: every option `footprints --help`
# prints is in the manual page's source and in the '## Command line'
# section of DOC (docs/playing.md); every option the manual page describes is one --help prints.
set -eu
exe=$1 man=$2 doc=$3
fail() { echo "options: $*" >&2; exit 1; }
has() { grep -q -E -e "(^|[^a-z0-9-])$1([^a-z0-9-]|\$)"; }
help=$("$exe" --help) || fail "$exe --help failed"
opts=$(printf '%s\n' "$help" | grep -o -E -e '--[a-z][a-z0-9-]*' | sort -u)
[ -n "$opts" ] || fail "$exe --help prints no option"
section=$(awk '/^## Command line$/ { on = 1; next } on && /^## / { exit } on' "$doc")
[ -n "$section" ] || fail "$doc has no '## Command line' section"
missing=0
for o in $opts; do
	has "$o" <"$man" || { echo "options: $o is not in $man" >&2; missing=1; }
	printf '%s\n' "$section" | has "$o" \
		|| { echo "options: $o is not in $doc's command-line section" >&2; missing=1; }
done
# The manual's OPTIONS entries are lines of their own: *--name* [value].
described=$(awk '/^# OPTIONS$/ { on = 1; next } on && /^# / { exit } on' "$man" \
	| sed -n 's/^\*\(--[a-z][a-z0-9-]*\)\*.*/\1/p')
for o in $described; do
	printf '%s\n' "$opts" | grep -q -x -e "$o" \
		|| { echo "options: $man describes $o, which --help does not print" >&2; missing=1; }
done
[ "$missing" -eq 0 ] || exit 1
echo "options: all" $(printf '%s\n' "$opts" | wc -l) "in the manual page and $doc:" $opts
