#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# screenshots.sh FOOTPRINTS: regenerate docs/title.png and docs/game-1.png ..
# docs/game-6.png, the pictures of the game in the README and docs/playing.md,
# and docs/levels/ (every level in both views), with that binary's headless mode (same
# level, seed and input give the same picture, byte for byte). Run by
# `meson compile -C build screenshots`, which builds the game first.
set -eu
[ $# -eq 1 ] || { echo "usage: $0 FOOTPRINTS" >&2; exit 2; }
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
levels=assets/levels

# The title screen, as a window opens on it, its live scene two seconds on.
"$bin" "$levels/02-first-steps.tmj" --menu --headless --frames 120 \
  --screenshot docs/title.png
echo "docs/title.png"

# 1: First Steps, the player driven past the pillar to its first coin
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
"$bin" "$levels/02-first-steps.tmj" --headless --frames 360 \
  --input "$tmp/first.txt" --screenshot docs/game-1.png
echo "docs/game-1.png"

# 2: Guards and Blades with the triangle and edge overlays: each footprint's
# two triangles, the diagonal, and arrows showing each triangle's winding.
"$bin" "$levels/04-guards-and-blades.tmj" --headless --frames 240 \
  --overlay triangles,edges --screenshot docs/game-2.png
echo "docs/game-2.png"

# 3: The Crowd with 150 extra wandering actors, bounding boxes and the
# pairs the broadphase tested (red: hits); tinted actors overlap.
"$bin" "$levels/05-the-crowd.tmj" --headless --frames 120 --stress 150 \
  --overlay bounds,pairs --screenshot docs/game-3.png
echo "docs/game-3.png"

# 4: solids: the doors-and-blades level 15 s into its winning script, the
# player sliding along a spinning blade that turns only as far as the
# player leaves it room; walls, turnstiles, blades and rams hatched.
"$bin" "$levels/08-doors-and-blades.tmj" --headless --frames 900 \
  --input tests/levels/wins/08-doors-and-blades.txt --screenshot docs/game-4.png
echo "docs/game-4.png"

# 5: the crowd level in 3D with 40 extra actors and the triangles overlay,
# from the chase camera: the boxes stand on their footprint triangles, which
# show on the ground through them; the player overlaps the boxes ahead.
cat >"$tmp/chase.txt" <<'END'
1 forward down
50 forward up
51 left down
66 left up
END
"$bin" "$levels/05-the-crowd.tmj" --headless --frames 130 --view 3d --stress 40 \
  --input "$tmp/chase.txt" --overlay triangles --screenshot docs/game-5.png
echo "docs/game-5.png"

# 6: the big level a minute into its winning script, zoomed out three steps
# (to 0.51): the camera follows the player over a part of its 6400 x 4160 px.
awk '$1 < 3590' tests/levels/wins/09-grand-tour.txt >"$tmp/tour.txt"
for t in 3590 3592 3594; do
  printf '%s zoom-out down\n%s zoom-out up\n' "$t" "$((t + 1))" >>"$tmp/tour.txt"
done
"$bin" "$levels/09-grand-tour.tmj" --headless --frames 3600 \
  --input "$tmp/tour.txt" --screenshot docs/game-6.png
echo "docs/game-6.png"

# Every shipped level in both views, two seconds into its winning script,
# with the minimap on: docs/levels/NAME-2d.png and NAME-3d.png, shown in
# docs/playing.md.
mkdir -p docs/levels
for map in "$levels"/*.tmj; do
  name=$(basename "$map" .tmj)
  for view in 2d 3d; do
    "$bin" "$map" --headless --frames 120 --view "$view" --overlay minimap \
      --input "tests/levels/wins/$name.txt" --size 960x540 \
      --screenshot "docs/levels/$name-$view.png"
    echo "docs/levels/$name-$view.png"
  done
done
