#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# check-reproducible.sh [MESON_SETUP_OPTIONS...]: builds the committed tree
# (HEAD) twice, from two folders of different names and depths, and checks
# that the game and the library come out byte for byte the same, less their
# build-id notes. A release is checked with it before its checksum is
# published (docs/install.md: the release steps). Exits 1 naming what differs.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# build DIR [OPTIONS...]: HEAD's files in DIR, built in DIR/build.
build() {
	d=$1
	shift
	mkdir -p "$d"
	git archive HEAD | tar -x -C "$d"
	meson setup "$d/build" "$d" -Dtests=disabled "$@" >"$d.log" 2>&1 &&
		ninja -C "$d/build" footprints >>"$d.log" 2>&1 ||
		{ echo "check-reproducible: the build in $d failed:" >&2; tail -n 20 "$d.log" >&2; exit 1; }
}

# bare FILE OUT: FILE without its build-id note, which hashes the rest.
bare() {
	objcopy --remove-section=.note.gnu.build-id "$1" "$2"
}

a=$tmp/a
b=$tmp/elsewhere/much/deeper/footprints-copy
build "$a" "$@"
build "$b" "$@"
status=0
for f in footprints $(cd "$a/build" && find src/footprint -maxdepth 1 -name 'libfootprint.so.*' -type f); do
	bare "$a/build/$f" "$tmp/1"
	bare "$b/build/$f" "$tmp/2"
	if cmp -s "$tmp/1" "$tmp/2"; then
		echo "check-reproducible: $f: the same bytes from $a and $b"
	else
		echo "check-reproducible: $f differs between $a and $b" >&2
		status=1
	fi
done
exit $status
