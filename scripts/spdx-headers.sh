#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# spdx-headers.sh: gives every source, build and script file of the
# repository its licence and copyright lines, in the file's own comment
# syntax, first (after a #! line, which stays first). A file that has them
# is left as it is, so running it again changes nothing. Data and documents
# get theirs from .reuse/dep5; `reuse lint` checks both.
set -eu
cd "$(dirname "$0")/.."
# Written in two parts so that this file's own lines are not read as tags.
tag=SPDX
license="$tag-License-Identifier: MIT"
copyright="$tag-FileCopyrightText: 2026 The Footprints authors"

# style FILE: the comment syntax of FILE (c or hash), nothing when it is
# not a source, build or script file.
style() {
	case $1 in
	*.c | *.h | *.cpp | *.h.in) echo c ;;
	*.sh | *.py | meson.build | */meson.build | meson_options.txt | *.ini | *.desktop.in) echo hash ;;
	*) head -n 1 "$1" | grep -q '^#!' && echo hash ;;
	esac
	return 0
}

# comment STYLE TEXT: TEXT as one comment line.
comment() {
	case $1 in
	c) printf '/* %s */\n' "$2" ;;
	hash) printf '# %s\n' "$2" ;;
	esac
}

# add FILE STYLE: the lines FILE lacks, after its #! line if it has one.
add() {
	missing=""
	grep -qF "$license" "$1" || missing=license
	grep -qF "$copyright" "$1" || missing="$missing copyright"
	[ -n "$missing" ] || return 0
	new=$(mktemp)
	skip=0
	if head -n 1 "$1" | grep -q '^#!'; then
		head -n 1 "$1" >"$new"
		skip=1
	fi
	for m in $missing; do
		case $m in
		license) comment "$2" "$license" ;;
		copyright) comment "$2" "$copyright" ;;
		esac
	done >>"$new"
	tail -n +$((skip + 1)) "$1" >>"$new"
	# cat into the file rather than mv over it: its mode (executable) stays.
	cat "$new" >"$1"
	rm -f "$new"
	echo "$1"
}

main() {
	git ls-files | while read -r f; do
		[ -f "$f" ] || continue
		s=$(style "$f")
		[ -z "$s" ] || add "$f" "$s"
	done
}

# On one line, read whole before it runs: this file is among those it
# rewrites, and the shell reads a script as it goes.
main; exit
