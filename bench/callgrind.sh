#!/bin/sh
# callgrind.sh BENCH_PAIRS [N]: instructions per pair of fp_footprint_overlap
# and fp_circle_footprint, counted by callgrind. Runs bench_pairs --short on N
# pairs (default 200000) once with the test loop and once without it (same
# setup) and divides the difference by N: the cost a caller pays, loop and
# call included. Then, collecting only inside each function
# (--toggle-collect), its own count per pair and where it goes
# (callgrind_annotate: by function, then the hottest source lines).
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
# Where they go: a run collecting only inside the function, then its cost by
# library function (inclusive) and its hottest source lines.
detail() { # MODE FUNCTION
	valgrind --tool=callgrind --callgrind-out-file="$tmp/d$1.out" --toggle-collect="$2" \
		"$bench" --short "$1" "$n" >/dev/null 2>"$tmp/d$1.log" || return 0
	inside=$(awk -v n="$n" '/^(summary|totals):/ { printf "%.1f", $2 / n; exit }' "$tmp/d$1.out")
	echo "$2: $inside instructions per pair inside the function (no loop, no call)"
	echo "RESULT callgrind_${2}_inside_instructions $inside instr/pair"
	command -v callgrind_annotate >/dev/null || return 0
	echo
	echo "$2 over $n pairs: instructions by library function (inclusive), then"
	echo "the hottest source lines (divide by $n for per pair):"
	callgrind_annotate --inclusive=yes "$tmp/d$1.out" 2>/dev/null |
		grep -E '^ *[0-9,]+ \(.*src/footprint/' | head -6
	callgrind_annotate --auto=yes --show-percs=no "$tmp/d$1.out" 2>/dev/null |
		grep -E '^ *[0-9,]+ +[^ ]' | grep -v -E 'file:function|PROGRAM|events annotated' |
		awk '{ gsub(",", "", $1) } $1 > 0' | sort -rn | head -12
}
detail overlap fp_footprint_overlap
detail circle fp_circle_footprint
