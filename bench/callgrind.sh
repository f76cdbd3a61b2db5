#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# callgrind.sh BENCH_PAIRS [N]: instructions per pair of fp_footprint_overlap
# and fp_circle_footprint, and per box of fp_footprint_of and
# fp_footprints_of, counted by callgrind. Runs bench_pairs --short on N pairs
# or boxes (default 200000) once with the pass and once with its setup alone
# (mode none for the pair tests, boxes for the footprints) and divides the
# difference by N: the cost a caller pays, loop and call included. Then,
# collecting only inside each function (--toggle-collect), its own count
# and where it goes (callgrind_annotate: by function, then the hottest
# source lines).
set -eu
bench=${1:?usage: callgrind.sh path/to/bench_pairs [N]}
n=${2:-200000}
command -v valgrind >/dev/null || { echo "callgrind.sh: valgrind is not installed" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# MODE FUNCTION SETUP UNIT UNITS BODY: what each measured pass calls, and
# the symbol its code runs under (fp_footprint_of is an ifunc: calls land in
# footprint_of_avx or footprint_of_sse2, whichever the machine runs).
cases='overlap fp_footprint_overlap none pair pairs fp_footprint_overlap
circle fp_circle_footprint none pair pairs fp_circle_footprint
footprint fp_footprint_of boxes box boxes footprint_of_*
footprints fp_footprints_of boxes box boxes fp_footprints_of'

count() { # MODE [FUNCTION] -> instructions of the run (inside FUNCTION only)
	out="$tmp/$1${2:+-inside}.out"
	valgrind --tool=callgrind --callgrind-out-file="$out" ${2:+"--toggle-collect=$2"} \
		"$bench" --short "$1" "$n" >/dev/null 2>"$tmp/$1.log" ||
		{ cat "$tmp/$1.log" >&2; exit 1; }
	awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

per() { # TOTAL BASE -> (TOTAL - BASE) / n
	awk -v a="$1" -v b="$2" -v n="$n" 'BEGIN { printf "%.1f", (a - b) / n }'
}

base_none=$(count none)
base_boxes=$(count boxes)
echo "$cases" | while read -r mode name setup unit units body; do
	base=$base_none
	[ "$setup" = boxes ] && base=$base_boxes
	total=$(count "$mode")
	v=$(per "$total" "$base")
	echo "$name: $v instructions per $unit (callgrind, $n $units, loop and call included)"
	echo "RESULT callgrind_${name}_instructions $v instr/$unit"
done

# Where they go: a run collecting only inside the function, then its cost by
# library function (inclusive) and its hottest source lines. The setup calls
# none of these functions, so the toggled count is the pass's alone.
detail() { # MODE FUNCTION UNIT UNITS BODY
	total=$(count "$1" "$5")
	inside=$(per "$total" 0)
	echo "$2: $inside instructions per $3 inside the function (no loop, no call)"
	echo "RESULT callgrind_${2}_inside_instructions $inside instr/$3"
	command -v callgrind_annotate >/dev/null || return 0
	echo
	echo "$2 over $n $4: instructions by library function (inclusive), then"
	echo "the hottest source lines (divide by $n for per $3):"
	callgrind_annotate --inclusive=yes "$tmp/$1-inside.out" 2>/dev/null |
		grep -E '^ *[0-9,]+ \(.*src/footprint/' | head -6
	callgrind_annotate --auto=yes --show-percs=no "$tmp/$1-inside.out" 2>/dev/null |
		grep -E '^ *[0-9,]+ +[^ ]' | grep -v -E 'file:function|PROGRAM|events annotated' |
		awk '{ gsub(",", "", $1) } $1 > 0' | sort -rn | head -12
}
echo "$cases" | while read -r mode name setup unit units body; do
	detail "$mode" "$name" "$unit" "$units" "$body"
done
