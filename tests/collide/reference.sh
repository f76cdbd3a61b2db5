#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# reference.sh LIBRARY_MD INCLUDE_DIR: docs/library.md, the library's
# reference, names every function the public headers declare FP_API.
set -eu
doc=$1 dir=$2
missing=0 total=0
for name in $(grep -h '^FP_API' "$dir"/*.h | sed 's/(.*//' | awk '{ print $NF }' | tr -d '*'); do
	total=$((total + 1))
	if ! grep -q "\`$name(" "$doc"; then
		echo "reference: $doc does not list $name (a line in its Reference tables)" >&2
		missing=$((missing + 1))
	fi
done
[ "$total" -gt 0 ] || { echo "reference: no FP_API function in $dir" >&2; exit 1; }
echo "reference: $doc lists $((total - missing)) of the $total public functions"
[ "$missing" -eq 0 ]
