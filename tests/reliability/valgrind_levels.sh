#!/bin/sh
# valgrind_levels.sh FOOTPRINTS SCRIPT LEVELDIR: runs the game headless on
# every LEVELDIR/*.tmj for 600 ticks with the input script under valgrind;
# fails on any memory error, any definite or indirect leak, or a level that
# does not run. Exit 77 (meson's skip) when valgrind is not installed or
# there is no level.
set -u
[ $# -eq 3 ] || { echo "usage: $0 FOOTPRINTS SCRIPT LEVELDIR" >&2; exit 2; }
bin=$1
script=$2
dir=$3
if ! command -v valgrind >/dev/null 2>&1; then
	echo "valgrind not installed: skipped"
	exit 77
fi
# No display and no sound card in CI: SDL's dummy drivers.
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
status=0
runs=0
for level in "$dir"/*.tmj; do
	[ -f "$level" ] || continue
	runs=$((runs + 1))
	log=$(mktemp)
	if valgrind --error-exitcode=1 --leak-check=full \
		--errors-for-leak-kinds=definite,indirect \
		--show-leak-kinds=definite,indirect --track-origins=yes \
		"$bin" "$level" --headless --frames 600 --input "$script" \
		>/dev/null 2>"$log"; then
		echo "$level: $(grep -o 'ERROR SUMMARY: [0-9]* errors' "$log")"
	else
		echo "$level: FAILED"
		cat "$log"
		status=1
	fi
	rm -f "$log"
done
if [ "$runs" -eq 0 ]; then
	echo "no levels in $dir yet: skipped"
	exit 77
fi
exit $status
