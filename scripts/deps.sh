#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# deps.sh [play|test|bench|web]: install the Debian 12 packages Footprints
# needs that are missing (play builds the game and its manual page, with
# Mesa's OpenGL, which draws the 3D view headless and where no other driver
# does; test adds the checkers, g++ for the C++ build of the example, the
# validators of the desktop files, twm (a window manager without EWMH full
# screen, for the window tests), abigail-tools for the ABI check and reuse
# for the licence lines; bench adds the benchmarks' peers, Box2D and
# Chipmunk, and gnuplot for the broadphase's picture; web builds the browser
# version (scripts/web.sh: emscripten, the tools that fetch and build
# Debian's source packages for it, and chromium with node for its tests).
# Runs apt-get as root (or through sudo); does nothing when all are present.
set -eu
play="gcc libc6-dev meson ninja-build pkg-config libcglm-dev libcjson-dev libexpat1-dev
  libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libsdl2-mixer-dev libfontconfig-dev fonts-dejavu-core scdoc
  libgl-dev libgles-dev libgl1-mesa-dri libegl-mesa0"
test="$play libcmocka-dev python3 valgrind clang libclang-rt-14-dev tiled xvfb sox g++
  xdotool x11-utils imagemagick twm
  desktop-file-utils appstream man-db librsvg2-bin abigail-tools reuse"
bench="$test libbox2d-dev libchipmunk-dev gnuplot-nox"
web="meson ninja-build pkg-config libcglm-dev fonts-dejavu-core python3 emscripten cmake dpkg-dev
  chromium"
# A node installed from elsewhere brings its own npm, which Debian's would conflict with.
command -v npm >/dev/null 2>&1 || web="$web nodejs npm"
case "${1:-play}" in
  play) want=$play ;;
  test) want=$test ;;
  bench) want=$bench ;;
  web) want=$web ;;
  *) echo "usage: $0 [play|test|bench|web]" >&2; exit 2 ;;
esac
missing=""
for p in $want; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "deps.sh: installing$missing" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# shellcheck disable=SC2086
$sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
