#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# frames.sh BENCH_FRAMES [ARGS...]: runs bench_frames in a window of a
# private Xvfb display with a 1920x1080 screen (the window tests' xvfb.sh).
# Exit 77 (skipped) without Xvfb.
set -u
[ $# -ge 1 ] || { echo "usage: $0 BENCH_FRAMES [ARGS...]" >&2; exit 2; }
XVFB_SCREEN=1920x1080x24
. "$(dirname "$0")/../tests/app/xvfb.sh"
DISPLAY="$display" SDL_VIDEODRIVER=x11 "$@"
