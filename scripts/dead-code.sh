#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# dead-code.sh BUILD_DIR: every C function or variable that an object file of
# the build defines as global and no other source file names: it should be
# static, or go. Source files compiled into several targets count once. The
# library's public API (FP_API in include/footprint/) is left out, as is
# what a program's entry is (main, a fuzzer's entry, a test's __wrap_
# stand-in, which the linker's --wrap calls): their callers are outside.
# Prints "SOURCE: SYMBOL" for each; exit status 1 when any.
set -eu
build=${1:?usage: dead-code.sh BUILD_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Each object as "SOURCE KIND SYMBOL" (KIND D: defined global, U: named):
# SOURCE is the object's target folder's folder and its own name, which
# identifies the source file (a source built into two targets of one
# folder gives the same SOURCE twice).
find "$build" -name '*.o' -path '*.p/*' | sort | xargs nm -g -A 2>/dev/null | awk -v build="$build/" '
	{
		# "path/to/target.p/name.c.o:[value] type symbol"
		o = $1
		sub(/:.*$/, "", o)
		n = split(o, part, "/")
		src = part[n]
		sub(/\.o$/, "", src)
		dir = substr(o, 1, length(o) - length(part[n]) - length(part[n - 1]) - 2)
		if (index(dir, build) == 1)
			dir = substr(dir, length(build) + 1)
		src = dir "/" src
	}
	$2 == "U" { print src, "U", $3; next }
	NF == 3 && $2 ~ /^[TDBR]$/ && src ~ /\.c$/ { print src, "D", $3 }' | sort -u >"$tmp/all"

grep -ho 'FP_API[^(;]*[ *]\(fp_[a-z0-9_]*\)' "$root"/include/footprint/*.h |
	sed 's/.*[ *]\(fp_[a-z0-9_]*\)$/\1/' | sort -u >"$tmp/public"
printf '%s\n' main LLVMFuzzerTestOneInput LLVMFuzzerInitialize >>"$tmp/public"

# A definition is dead unless another SOURCE names the symbol.
awk '
	NR == FNR { public[$1] = 1; next }
	$2 == "D" { def[$3] = def[$3] ? def[$3] : $1; defs[$3, $1] = 1; next }
	$2 == "U" { used[$3] = used[$3] " " $1 }
	END {
		for (s in def) {
			if (s in public || s ~ /^__wrap_/)
				continue
			n = split(used[s], by, " ")
			outside = 0
			for (k = 1; k <= n; k++)
				if (!((s, by[k]) in defs))
					outside = 1
			if (!outside)
				print def[s] ": " s
		}
	}' "$tmp/public" "$tmp/all" | sort >"$tmp/dead"

# Sources this build leaves out (the browser's loop, a view an option turns
# off) still call what they name: such a symbol is not dead.
# (meson names an object after its source's path below the target's folder,
# '/' made '_': a source is built when an object's name ends in its name).
awk '{ n = split($1, p, "/"); print p[n] }' "$tmp/all" | sort -u >"$tmp/built"
find "$root/src" -name '*.c' | while read -r f; do
	b=$(basename "$f")
	grep -q -e "^$b\$" -e "_$b\$" "$tmp/built" || echo "$f"
done >"$tmp/unbuilt"
while read -r line; do
	sym=${line##*: }
	if [ -s "$tmp/unbuilt" ] && xargs grep -qw -- "$sym" <"$tmp/unbuilt"; then
		continue
	fi
	echo "$line"
done <"$tmp/dead" >"$tmp/dead.kept"
mv "$tmp/dead.kept" "$tmp/dead"

if [ -s "$tmp/dead" ]; then
	cat "$tmp/dead"
	echo "dead-code: $(wc -l <"$tmp/dead") global symbols named in one source file only" >&2
	exit 1
fi
echo "dead-code: every global symbol is named outside its own source file"
