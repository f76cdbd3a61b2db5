#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# run.sh [NATIVE_EXE]: the browser build's tests (web.mjs) in Debian's
# chromium, headless. Builds the site (scripts/web.sh, its dependencies
# cached) and the native game's stats of every winning script, which the
# page's replays must match tick by tick. Prints "N passed, N failed" and
# leaves each check in build-web/web-testlog.json (meson's format). A
# machine without chromium or emscripten skips them, saying so.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
exe=${1:-$root/build/footprints}
log=$root/build-web/web-testlog.json
chromium=${CHROMIUM:-/usr/bin/chromium}
# skip WHY: no browser tests on this machine, said so, and one skipped
# entry in the log so that counts over it show them missing.
skip() {
  echo "tests/web: skipped: $1"
  mkdir -p "$root/build-web"
  echo "{\"name\": \"web: all ($1)\", \"result\": \"SKIP\"}" >"$log"
  echo "0 passed, 0 failed, 1 skipped"
  exit 0
}
[ -x "$chromium" ] || skip "no chromium at $chromium (scripts/deps.sh web installs it)"
command -v emcc >/dev/null 2>&1 || skip "no emscripten (emcc; scripts/deps.sh web installs it)"
# FOOTPRINTS_WEB_CACHED_ONLY=1 (.ci/run sets it): only where the browser's
# libraries are built already, since building them takes about 25 minutes
# of a 2-core machine the first time.
cache=${FOOTPRINTS_WEB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/footprints-web}
if [ "${FOOTPRINTS_WEB_CACHED_ONLY:-0}" = 1 ]; then
  for lib in sdl2 ttf image mixer freetype cjson expat; do
    [ -e "$cache/stamp/$lib" ] || skip "the browser's libraries are not built in $cache yet (./scripts/web.sh builds them once)"
  done
fi
"$root/scripts/web.sh" >/dev/null
[ -x "$exe" ] || { echo "tests/web: no native game at $exe (build it first)" >&2; exit 1; }
stats=$root/build-web/native-stats
rm -rf "$stats"
mkdir -p "$stats"
for s in "$root"/tests/levels/wins/*.txt; do
  name=$(basename "$s" .txt)
  frames=$(grep -o '^[0-9]*' "$s" | tail -1)
  SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$exe" "$root/assets/levels/$name.tmj" --headless \
    --frames "$frames" --input "$s" --stats "$stats/$name.jsonl" >/dev/null
done
view_3d=$(meson introspect "$root/build-web" --buildoptions | python3 -c \
  'import json, sys; print(str(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "view_3d")).lower())')
: >"$log"
export NODE_PATH="$root/node_modules"
cd "$root"
exec node tests/web/web.mjs "$root/build-web/site" "$stats" "$root/assets/levels" \
  "$root/tests/levels/wins" "$log" "$root/docs/web-page.png" "$view_3d"
