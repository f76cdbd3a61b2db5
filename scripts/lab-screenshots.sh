#!/bin/sh
# lab-screenshots.sh: regenerate docs/lab-1.png .. docs/lab-5.png, the README's
# pictures of the lab, from the state files the screenshot tests use.
set -eu
cd "$(dirname "$0")/.."
[ -f build/build.ninja ] || meson setup build >/dev/null
meson compile -C build footprints >/dev/null
# One state file a scene, each a case the screenshot tests also check.
n=0
for state in scene1-ulp scene2 scene3-slant scene4-sat scene5; do
  n=$((n + 1))
  ./build/footprints --lab "tests/lab/data/$state.txt" --headless \
    --screenshot "docs/lab-$n.png" >/dev/null
  echo "docs/lab-$n.png from tests/lab/data/$state.txt"
done
