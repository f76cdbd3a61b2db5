#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# readme_example.sh README EXAMPLE_C: the README quotes the usage example
# verbatim (the fenced block after the line naming the file), less the
# file's licence lines (comments naming SPDX tags).
set -eu
readme=$1 example=$2
quoted=$(awk '/^<!-- quoted from examples\/collide_example.c/ { on = 1; next }
	on && /^```c$/ { inside = 1; next }
	inside && /^```$/ { exit }
	inside { print }' "$readme")
if [ -z "$quoted" ]; then
	echo "readme_example: $readme has no block quoted from examples/collide_example.c" >&2
	exit 1
fi
bare=$(mktemp)
trap 'rm -f "$bare"' EXIT
grep -v '^/\* SPDX-' "$example" >"$bare"
if ! printf '%s\n' "$quoted" | diff -u "$bare" - >&2; then
	echo "readme_example: $readme's quote differs from $example (diff above: - file, + README)" >&2
	exit 1
fi
echo "readme_example: the README quotes $example verbatim"
