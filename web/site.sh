#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# site.sh OUT EXE INDEX: the static site: the page, and the game's .js with
# the .wasm and .data emcc wrote beside it.
set -eu
out=$1; exe=$2; index=$3
base=${exe%.js}
mkdir -p "$out"
cp "$index" "$out/index.html"
for ext in js wasm data; do
  cp "$base.$ext" "$out/footprints.$ext"
done
