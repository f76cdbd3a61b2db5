#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# readme_length.sh README MAX: the README stays a front page of at most MAX
# lines; what goes beyond belongs in docs/.
set -eu
readme=$1 max=$2
lines=$(wc -l <"$readme")
if [ "$lines" -gt "$max" ]; then
	echo "readme_length: $readme has $lines lines, at most $max: move the detail to docs/" >&2
	exit 1
fi
echo "readme_length: $readme has $lines lines (at most $max)"
