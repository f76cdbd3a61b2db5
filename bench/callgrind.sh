#!/bin/sh
# callgrind.sh BENCH_PAIRS [N]: instructions per pair of fp_footprint_overlap
# and fp_circle_footprint, counted by callgrind. Runs bench_pairs --short on N
# pairs (default 200000) once with the test loop and once without it (same
# setup), and divides the difference by N; then shows where the overlap
# test's instructions go (callgrind_annotate, inclusive).
set -eu
bench=${1:?usage: callgrind.sh path/to/bench_pairs [N]}
n=${2:-200000}
command -v valgrind >/dev/null || { echo "callgrind.sh: valgrind is not installed" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

count() { # MODE -> total instructions of the run
	valgrind --tool=callgrind --callgrind-out-file="$tmp/$1.out" "$bench" --short "$1" "$n" \
		>/dev/null 2>"$tmp/$1.log" || { cat "$tmp/$1.log" >&2; exit 1; }
	awk '/^(summary|totals):/ { print $2; exit }' "$tmp/$1.out"
}

base=$(count none)
for mode in overlap circle; do
	total=$(count "$mode")
	name=fp_footprint_overlap
	[ "$mode" = circle ] && name=fp_circle_footprint
	per=$(awk -v a="$total" -v b="$base" -v n="$n" 'BEGIN { printf "%.1f", (a - b) / n }')
	echo "$name: $per instructions per pair (callgrind, $n pairs, loop included)"
	echo "RESULT callgrind_${name}_instructions $per instr/pair"
done
if command -v callgrind_annotate >/dev/null; then
	echo
	echo "where fp_footprint_overlap's instructions go (inclusive, whole run of $n pairs):"
	callgrind_annotate --inclusive=yes "$tmp/overlap.out" 2>/dev/null | sed -n '1,/^$/d;p' |
		grep -v '^--' | head -20
fi
