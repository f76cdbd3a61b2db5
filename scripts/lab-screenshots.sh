#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# lab-screenshots.sh FOOTPRINTS: regenerate docs/lab-1.png .. docs/lab-5.png,
# the pictures of the lab in docs/playing.md, from the state files the screenshot tests
# use. Run by `meson compile -C build lab-screenshots`, which builds the game
# first.
set -eu
[ $# -eq 1 ] || { echo "usage: $0 FOOTPRINTS" >&2; exit 2; }
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")/.."
# One state file a scene, each a case the screenshot tests also check.
n=0
for state in scene1-ulp scene2 scene3-slant scene4-sat scene5; do
  n=$((n + 1))
  "$bin" --lab "tests/lab/data/$state.txt" --headless \
    --screenshot "docs/lab-$n.png" >/dev/null
  echo "docs/lab-$n.png from tests/lab/data/$state.txt"
done
