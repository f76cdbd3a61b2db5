#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# exports.sh LIBRARY INCLUDE_DIR: the shared library exports exactly the
# functions the public headers (INCLUDE_DIR/*.h) declare, and each is
# declared FP_API. A function declared without FP_API, a declared function
# the library does not export, or anything it exports that no header
# declares, fails. (A declaration starts a line: "[FP_API] type name(".) A
# static library exports nothing to check: skipped.
set -eu
lib=$1 dir=$2
case $lib in
*.so*) ;;
*) echo "exports: $lib is not a shared library: nothing to check"; exit 77 ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

decl='^\(FP_API \)\{0,1\}\([A-Za-z_][A-Za-z_0-9]* \{1,\}\**\)\{1,\}\([A-Za-z_][A-Za-z_0-9]*\)(.*'
grep -h -v -E '^(typedef|static|extern|#)' "$dir"/*.h | sed -n "s/$decl/\1\3/p" | sort -u >"$tmp/lines"
[ -s "$tmp/lines" ] || { echo "exports: no function declaration in $dir/*.h" >&2; exit 1; }
sed 's/^FP_API //' "$tmp/lines" | sort -u >"$tmp/declared"
nm -D --defined-only "$lib" | awk '{ print $NF }' | sort -u >"$tmp/exported"

status=0
for name in $(grep -v '^FP_API ' "$tmp/lines" || true); do
	echo "exports: $name is declared without FP_API" >&2
	status=1
done
for name in $(comm -23 "$tmp/declared" "$tmp/exported"); do
	echo "exports: $name is declared but $lib does not export it" >&2
	status=1
done
for name in $(comm -13 "$tmp/declared" "$tmp/exported"); do
	echo "exports: $lib exports $name, which no public header declares" >&2
	status=1
done
echo "exports: $(wc -l <"$tmp/declared") functions declared in $dir, $(wc -l <"$tmp/exported") exported"
exit $status
