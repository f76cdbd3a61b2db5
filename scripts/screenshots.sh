#!/bin/sh
# screenshots.sh FOOTPRINTS: regenerate docs/game-1.png .. docs/game-4.png,
# the README's pictures of the game, with that binary's headless mode (same
# level, seed and input give the same picture, byte for byte). Run by
# `meson compile -C build screenshots`, which builds the game first.
set -eu
[ $# -eq 1 ] || { echo "usage: $0 FOOTPRINTS" >&2; exit 2; }
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
levels=assets/levels

# 1: the first level, the player driven past the pillar to its first coin
# (score 10) and on into the crate, which tints them both.
cat >"$tmp/first.txt" <<'END'
1 forward down
40 forward up
41 left down
71 left up
72 forward down
157 forward up
158 right down
188 right up
189 forward down
296 forward up
297 right down
327 right up
328 forward down
352 forward up
END
"$bin" "$levels/01-first-steps.tmj" --headless --frames 360 \
  --input "$tmp/first.txt" --screenshot docs/game-1.png
echo "docs/game-1.png"

# 2: the second level with the triangle and edge overlays: each footprint's
# two triangles, the diagonal, and arrows showing each triangle's winding.
"$bin" "$levels/02-guards-and-blades.tmj" --headless --frames 240 \
  --overlay triangles,edges --screenshot docs/game-2.png
echo "docs/game-2.png"

# 3: the third level with 150 extra wandering actors, bounding boxes and the
# pairs the broadphase tested (red: hits); tinted actors overlap.
"$bin" "$levels/03-the-crowd.tmj" --headless --frames 120 --stress 150 \
  --overlay bounds,pairs --screenshot docs/game-3.png
echo "docs/game-3.png"

# 4: the third level in 3D with 40 extra actors and the triangles overlay,
# from the chase camera: the boxes stand on their footprint triangles, which
# show on the ground through them; the player overlaps the boxes ahead.
cat >"$tmp/chase.txt" <<'END'
1 forward down
50 forward up
51 left down
66 left up
END
"$bin" "$levels/03-the-crowd.tmj" --headless --frames 130 --view 3d --stress 40 \
  --input "$tmp/chase.txt" --overlay triangles --screenshot docs/game-4.png
echo "docs/game-4.png"
