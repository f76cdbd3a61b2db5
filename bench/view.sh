#!/bin/sh
# view.sh BENCH_VIEW LEVEL: runs bench_view in a window of a private Xvfb
# display, through Debian's xvfb-run (exit 77, skipped, without it).
set -u
[ $# -eq 2 ] || { echo "usage: $0 BENCH_VIEW LEVEL" >&2; exit 2; }
command -v xvfb-run >/dev/null 2>&1 || { echo "xvfb-run not installed: skipped"; exit 77; }
SDL_VIDEODRIVER=x11 exec xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" "$1" "$2"
