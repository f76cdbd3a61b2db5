#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# abi.sh LIBRARY DUMP RELEASE SOVERSION HEADERS...: the shared library built
# here keeps the ABI of the last release, recorded in DUMP (abidw of release
# RELEASE, whose soname was libfootprint.so.SOVERSION), or has a new soname.
# abidiff compares them, seeing only the types of the public HEADERS
# directories; an incompatible change (a function removed, a type or an
# enumerator changed) under the same soversion fails. Skipped (77) without
# abidiff (Debian's abigail-tools) or for a static library.
set -eu
lib=$1 dump=$2 release=$3 recorded=$4
shift 4
case $lib in
*.so*) ;;
*) echo "abi: $lib is not a shared library: no ABI to compare"; exit 77 ;;
esac
if ! command -v abidiff >/dev/null 2>&1; then
	echo "abi: abidiff not found (install Debian's abigail-tools: scripts/deps.sh test): not checked"
	exit 77
fi
soname=$(objdump -p "$lib" | awk '$1 == "SONAME" { print $2 }')
soversion=${soname##*.so.}
headers=""
for dir in "$@"; do
	headers="$headers --headers-dir2 $dir"
done
status=0
# shellcheck disable=SC2086
abidiff --drop-private-types $headers "$dump" "$lib" || status=$?
if [ $((status & 3)) -ne 0 ]; then
	echo "abi: abidiff could not compare $dump with $lib (status $status)" >&2
	exit 1
fi
if [ $((status & 8)) -eq 0 ]; then
	echo "abi: $soname keeps release $release's ABI (libfootprint.so.$recorded)" \
		"or only adds to it"
	exit 0
fi
if [ "$soversion" = "$recorded" ]; then
	echo "abi: $soname changes release $release's ABI incompatibly (above) but keeps" \
		"its soversion $recorded: raise fp_soversion in meson.build" >&2
	exit 1
fi
echo "abi: $soname changes release $release's ABI incompatibly (above), and the" \
	"soversion moved from $recorded to $soversion"
