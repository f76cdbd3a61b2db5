#!/bin/sh
# lab-screenshots.sh: regenerate docs/lab-1.png .. docs/lab-5.png, the README's
# pictures of the lab, from the state files the screenshot tests use.
set -eu
cd "$(dirname "$0")/.."
[ -f build/build.ninja ] || meson setup build >/dev/null
meson compile -C build footprints >/dev/null
for n in 1 2 3 4 5; do
  ./build/footprints --lab "tests/lab/data/scene$n.txt" --headless \
    --screenshot "docs/lab-$n.png" >/dev/null
  echo "docs/lab-$n.png"
done
