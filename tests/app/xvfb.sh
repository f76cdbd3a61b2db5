# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# xvfb.sh, sourced by the window tests: starts a private Xvfb display and
# sets $display to it, and $out to a fresh directory; both go when the
# script exits. Exits 77 (skip) when Xvfb is not installed. Xvfb picks a
# free display itself and writes its number (-displayfd): tests that start
# at once never share one. XVFB_SCREEN sets its screen (1024x768x24).
command -v Xvfb >/dev/null 2>&1 || { echo "Xvfb not installed: skipped"; exit 77; }
out=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 "${XVFB_SCREEN:-1024x768x24}" -nolisten tcp 3>"$out/display" >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$out"' EXIT
i=0
while [ ! -s "$out/display" ] && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
[ -s "$out/display" ] || { echo "Xvfb did not start"; exit 1; }
display=":$(tr -d '\n' <"$out/display")"
