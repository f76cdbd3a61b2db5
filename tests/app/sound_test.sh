#!/bin/sh
# sound_test.sh FOOTPRINTS DATA_DIR: the window under a private Xvfb
# display plays drive.txt on tint.tmj with SDL's disk audio driver, which
# writes what the game plays to a file (raw, 16-bit stereo at 44.1 kHz, in
# real time), and sox measures it: silent until the first pickup (the
# run's first event), sound right after it. Then --mute plays nothing, and
# a run after it, without --mute, is still silent: the choice was kept.
# Exit 77 (skip) without Xvfb or sox.
set -u
[ $# -eq 2 ] || { echo "usage: $0 FOOTPRINTS DATA_DIR" >&2; exit 2; }
bin=$1
data=$2
command -v sox >/dev/null 2>&1 || { echo "sox not installed: skipped"; exit 77; }
. "$(dirname "$0")/xvfb.sh"
status=0
fail() { echo "$*"; status=1; }

# run NAME FRAMES [OPTION...]: a window run whose audio goes to $out/NAME.raw,
# its settings kept in $out/NAME-data.
run() {
	name=$1 frames=$2
	shift 2
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
	DISPLAY="$display" XDG_DATA_HOME="$out/${name%-*}-data" SDL_VIDEODRIVER=x11 \
	SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$out/$name.raw" \
		"$bin" "$data/tint.tmj" --frames "$frames" --input "$data/drive.txt" \
		--stats "$out/$name.txt" "$@" 2>/dev/null || fail "$name: the run failed"
}
# sox's figure NAME ("Length", "Maximum amplitude") of a raw file through the
# effects that follow.
figure() {
	what=$1 file=$2
	shift 2
	sox -t raw -r 44100 -e signed -b 16 -c 2 "$file" -n "$@" stat 2>&1 |
		awk -F: -v w="$what" '$1 ~ w { gsub(/ /, "", $2); print $2 }'
}

run sound 150
# The first step with an event takes a pickup, at tick $tick.
first=$(grep -v '"events":\[\]' "$out/sound.txt" | head -1)
tick=$(echo "$first" | sed 's/^{"tick":\([0-9]*\),.*/\1/')
case $first in *'"events":["pickup"'*) ;; *) fail "first event is not a pickup: $first" ;; esac
total=$(figure Length "$out/sound.raw")
# What is left once the leading silence (every sample under 0.01%) is cut.
rest=$(figure Length "$out/sound.raw" silence 1 1s 0.01%)
peak=$(figure "Maximum amplitude" "$out/sound.raw" silence 1 1s 0.01% trim 0 0.2)
echo "pickup at tick $tick ($(awk -v t="$tick" 'BEGIN { printf "%.3f", t / 60 }') s);" \
	"audio $total s, silent for the first $(awk -v a="$total" -v b="${rest:-0}" \
	'BEGIN { printf "%.3f", a - b }') s, then peak $peak in 0.2 s"
# The game's clock never runs ahead of real time and the disk driver writes
# at most in real time, so the sound cannot start much before tick/60 s;
# the margin is for the device's own buffering. It must start well before
# the run's end, 124 ticks after the pickup.
awk -v a="$total" -v b="${rest:-0}" -v t="$tick" -v p="${peak:-0}" 'BEGIN {
	lead = a - b
	exit !(b > 0 && lead >= t / 60 * 0.5 && b >= 1.0 && p > 0.05) }' ||
	fail "not silent before the pickup and sounding right after it"

run mute-a 90 --mute
run mute-b 90
for name in mute-a mute-b; do
	peak=$(figure "Maximum amplitude" "$out/$name.raw")
	[ "$peak" = "0.000000" ] || fail "$name: peak $peak, wanted silence"
done
grep -qx 'mute 1' "$out/mute-data/footprints/footprints/settings.txt" ||
	fail "mute was not kept in settings.txt"
[ $status -eq 0 ] && echo "sound: silent before the pickup, sound after; --mute silent, and kept"
exit $status
