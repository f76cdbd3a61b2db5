#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# web.sh [--serve]: build the browser version of the game into build-web/site/
# (index.html, footprints.js, .wasm, .data), a static site any host can serve.
# Installs what is missing (scripts/deps.sh web; the test driver from
# package.json), builds Debian's source packages of SDL2, SDL2_ttf,
# SDL2_image, SDL2_mixer, freetype, cJSON and expat with emscripten into a
# cache outside the tree (reused later), then cross-builds with meson
# (cross/emscripten.ini). --serve then serves the site on 127.0.0.1.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cache=${FOOTPRINTS_WEB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/footprints-web}
prefix=$cache/prefix
serve=false
case "${1:-}" in
  --serve) serve=true ;;
  "") ;;
  *) echo "usage: $0 [--serve]" >&2; exit 2 ;;
esac
# Debian's emcc runs on a node that may not search Debian's node modules.
export NODE_PATH=/usr/share/nodejs
# Builds share the machine: they yield to interactive work.
run() { nice -n 10 "$@"; }
say() { echo "web.sh: $*" >&2; }

"$root/scripts/deps.sh" web
if [ ! -d "$root/node_modules/puppeteer-core" ]; then
  (cd "$root" && npm ci --no-audit --no-fund --loglevel=error) \
    || { say "npm ci failed: the test driver (package.json) is not installed"; exit 1; }
fi

# apt-get source needs a deb-src line for each archive apt already uses.
deb_src() {
  apt-cache showsrc libsdl2 2>/dev/null | grep -q '^Package:' && return 0
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  list=/etc/apt/sources.list.d/debian.sources
  if [ -f "$list" ]; then
    sed 's/^Types: deb$/Types: deb-src/' "$list" | $sudo tee /etc/apt/sources.list.d/footprints-src.sources >/dev/null
  else
    grep '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' \
      | $sudo tee /etc/apt/sources.list.d/footprints-src.list >/dev/null
  fi
  $sudo apt-get update -qq
}

# fetch NAME: unpack Debian's source of NAME into $cache/src/NAME; the newest
# revision first, then older ones the archive still serves.
fetch() {
  dir=$cache/src/$1
  [ -f "$dir/.unpacked" ] && return 0
  rm -rf "$dir" "$cache/dl/$1"
  mkdir -p "$cache/dl/$1"
  got=false
  for v in "" $(apt-cache showsrc "$1" | sed -n 's/^Version: //p'); do
    if (cd "$cache/dl/$1" && apt-get source -qq --download-only "$1${v:+=$v}" >/dev/null 2>&1); then
      got=true
      break
    fi
    say "$1${v:+ $v}: not served, trying an older revision"
  done
  $got || { say "$1: no revision of its source could be fetched"; exit 1; }
  # apt checked the files against the archive's signed index; the .dsc's own
  # signature needs a keyring the machine may not have.
  mkdir -p "$cache/src"
  dpkg-source --no-check -x "$cache/dl/$1"/*.dsc "$dir" >/dev/null
  touch "$dir/.unpacked"
}

# pc NAME DESCRIPTION CFLAGS LIBS: a pkg-config file in the prefix; libraries
# by full path, since emcc maps -lSDL2 and its kin to ports it would download;
# headers as system ones, as they are on the desktop (-Werror is ours only).
pc() {
  mkdir -p "$prefix/lib/pkgconfig"
  cat >"$prefix/lib/pkgconfig/$1.pc" <<EOF
Name: $1
Description: $2 (built for the browser by scripts/web.sh)
Version: $(cat "$cache/src/${5:-$1}/.version" 2>/dev/null || echo 0)
Cflags: $(echo "$3" | sed 's/-I/-isystem/g')
Libs: $4
EOF
}

version_of() { dpkg-parsechangelog -l "$cache/src/$1/debian/changelog" -S Version >"$cache/src/$1/.version"; }

emflags="-O2"
built() { [ -f "$cache/stamp/$1" ]; }
done_() { mkdir -p "$cache/stamp"; touch "$cache/stamp/$1"; }

build_sdl2() {
  built sdl2 && return 0
  fetch libsdl2; version_of libsdl2
  b=$cache/build/sdl2
  rm -rf "$b"
  # Ninja, as the other builds here (deps.sh installs it).
  run emcmake cmake -G Ninja -S "$cache/src/libsdl2" -B "$b" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$prefix" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    >"$cache/sdl2-configure.log" 2>&1 || { say "SDL2 configure failed: $cache/sdl2-configure.log"; exit 1; }
  run cmake --build "$b" -j 1 >"$cache/sdl2-build.log" 2>&1 || { say "SDL2 build failed: $cache/sdl2-build.log"; exit 1; }
  run cmake --install "$b" >/dev/null
  done_ sdl2
}

build_freetype() {
  built freetype && return 0
  fetch freetype; version_of freetype
  b=$cache/build/freetype
  rm -rf "$b"
  run meson setup "$b" "$cache/src/freetype" --cross-file "$root/cross/emscripten.ini" \
    --prefix "$prefix" --libdir lib --buildtype release --default-library static \
    -Dzlib=disabled -Dpng=disabled -Dbzip2=disabled -Dbrotli=disabled -Dharfbuzz=disabled \
    >"$cache/freetype.log" 2>&1 || { say "freetype configure failed: $cache/freetype.log"; exit 1; }
  run ninja -C "$b" -j 1 install >>"$cache/freetype.log" 2>&1 || { say "freetype build failed: $cache/freetype.log"; exit 1; }
  done_ freetype
}

# emlib NAME LIB SOURCES... : compile sources with emcc into $prefix/lib/LIB.
emlib() {
  o=$cache/build/$1
  rm -rf "$o"; mkdir -p "$o" "$prefix/lib"
  lib=$2; shift 2
  for c in "$@"; do
    run emcc $emflags $EMCFLAGS -c "$c" -o "$o/$(basename "$c" .c).o"
  done
  rm -f "$prefix/lib/$lib"
  emar rcs "$prefix/lib/$lib" "$o"/*.o
}

# addon PKG: fetches the source of PKG (an SDL2 add-on) into $s.
addon() { fetch "$1"; version_of "$1"; s=$cache/src/$1; }

# addon_done STAMP HEADER: installs the add-on's header.
addon_done() {
  cp "$2" "$prefix/include/SDL2/"
  done_ "$1"
}

build_ttf() {
  built ttf && return 0
  addon libsdl2-ttf
  EMCFLAGS="-I$prefix/include/SDL2 -I$prefix/include/freetype2 -DTTF_USE_HARFBUZZ=0"
  emlib ttf libSDL2_ttf.a "$s/SDL_ttf.c"
  addon_done ttf "$s/SDL_ttf.h"
}

# PNG through the bundled stb_image (reading) and miniz (writing): no libpng.
build_image() {
  built image && return 0
  addon libsdl2-image
  EMCFLAGS="-I$prefix/include/SDL2 -DLOAD_PNG -DSAVE_PNG -DUSE_STBIMAGE"
  # Each format's file defines its entry points, empty when it is off.
  emlib image libSDL2_image.a $(ls "$s"/IMG*.c | grep -v IMG_WIC)
  addon_done image "$s/SDL_image.h"
}

build_mixer() {
  built mixer && return 0
  addon libsdl2-mixer
  EMCFLAGS="-I$prefix/include/SDL2 -I$s/include -I$s/src -I$s/src/codecs -DMUSIC_WAV"
  # Each codec's file is empty unless its MUSIC_ macro is set.
  emlib mixer libSDL2_mixer.a "$s"/src/*.c "$s"/src/codecs/*.c
  addon_done mixer "$s/include/SDL_mixer.h"
}

build_cjson() {
  built cjson && return 0
  fetch cjson; version_of cjson
  s=$cache/src/cjson
  EMCFLAGS=""
  emlib cjson libcjson.a "$s/cJSON.c"
  mkdir -p "$prefix/include/cjson"
  cp "$s/cJSON.h" "$prefix/include/cjson/"
  done_ cjson
}

# emscripten declares getrandom without defining it: entropy from /dev/urandom.
build_expat() {
  built expat && return 0
  fetch expat; version_of expat
  s=$cache/src/expat/expat
  mkdir -p "$cache/build/expat-config"
  cat >"$cache/build/expat-config/expat_config.h" <<'EOF'
#define BYTEORDER 1234
#define HAVE_MEMMOVE 1
#define XML_CONTEXT_BYTES 1024
#define XML_DTD 1
#define XML_GE 1
#define XML_NS 1
#define XML_DEV_URANDOM 1
EOF
  EMCFLAGS="-I$cache/build/expat-config -I$s/lib"
  emlib expat libexpat.a "$s/lib/xmlparse.c" "$s/lib/xmlrole.c" "$s/lib/xmltok.c"
  cp "$s/lib/expat.h" "$s/lib/expat_external.h" "$prefix/include/"
  done_ expat
}

# cglm's inline API is headers only: Debian's libcglm-dev serves them.
build_cglm() {
  mkdir -p "$prefix/include"
  rm -rf "$prefix/include/cglm"
  # Their own times kept: a copy made again does not make the build stale.
  cp -a /usr/include/cglm "$prefix/include/"
}

# The pkg-config files the cross build reads, written on every run (they
# are cheap, and a cached build keeps up with changes to them). The game
# includes <SDL2/SDL.h> and SDL's add-ons include <SDL.h>: both places.
pcs() {
  sdl="-I$prefix/include -I$prefix/include/SDL2"
  pc sdl2 "SDL2" "$sdl -D_REENTRANT" "$prefix/lib/libSDL2.a" libsdl2
  pc SDL2_ttf SDL2_ttf "$sdl" "$prefix/lib/libSDL2_ttf.a $prefix/lib/libfreetype.a" libsdl2-ttf
  pc SDL2_image SDL2_image "$sdl" "$prefix/lib/libSDL2_image.a" libsdl2-image
  pc SDL2_mixer SDL2_mixer "$sdl" "$prefix/lib/libSDL2_mixer.a" libsdl2-mixer
  pc libcjson "cJSON" "-I$prefix/include" "$prefix/lib/libcjson.a" cjson
  pc expat "expat" "-I$prefix/include" "$prefix/lib/libexpat.a" expat
  pc cglm "cglm" "-I$prefix/include" ""
}

mkdir -p "$cache"
deb_src
build_sdl2
build_freetype
build_ttf
build_image
build_mixer
build_cjson
build_expat
build_cglm
pcs

# The cache's place is known only here: a second cross file names it,
# rewritten only when it changes (meson reconfigures the build when it does).
paths=$(printf "[properties]\npkg_config_libdir = ['%s']" "$prefix/lib/pkgconfig")
[ "$(cat "$cache/paths.ini" 2>/dev/null)" = "$paths" ] || echo "$paths" >"$cache/paths.ini"
b=$root/build-web
if [ ! -f "$b/build.ninja" ]; then
  run meson setup "$b" "$root" --cross-file "$root/cross/emscripten.ini" --cross-file "$cache/paths.ini" \
    -Dwerror=true -Ddefault_library=static -Dtests=disabled -Dpeers=disabled
fi
run ninja -C "$b" site

if $serve; then
  say "serving $b/site on http://127.0.0.1:8024/ (Ctrl-C stops)"
  exec python3 -m http.server 8024 --bind 127.0.0.1 --directory "$b/site"
fi
echo "$b/site"
