#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# subproject.sh SOURCE_DIR CONSUMER_DIR EXAMPLE_C: a project that has this
# one as its subproject finds the library with a plain dependency('footprint')
# (forced to the subproject even where the library is installed), builds the
# usage example against it and runs it; the subproject builds the library
# alone, and installs nothing into the parent's prefix unless the parent
# sets its option subproject_install.
set -eu
src=$1 consumer=$2 example=$3
fail() { echo "subproject: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$consumer/meson.build" "$example" "$tmp/"
mkdir "$tmp/subprojects"
ln -s "$(cd "$src" && pwd)" "$tmp/subprojects/footprint"
# The caller's sanitizer or compiler settings belong to its own build.
unset CC CFLAGS LDFLAGS
meson setup --wrap-mode=forcefallback -Dwerror=true "$tmp/build" "$tmp" >"$tmp/setup.log" 2>&1 \
	|| fail "meson setup failed: $(cat "$tmp/setup.log")"
grep -q "Dependency footprint found: YES .*(overridden)" "$tmp/setup.log" \
	|| fail "dependency('footprint') did not come from the subproject: $(cat "$tmp/setup.log")"
ninja -C "$tmp/build" >"$tmp/build.log" 2>&1 || fail "the consumer does not build: $(cat "$tmp/build.log")"
"$tmp/build/consumer" || fail "the consumer's example failed"
[ ! -e "$tmp/build/subprojects/footprint/footprints" ] || fail "the subproject built the game"
[ ! -d "$tmp/build/subprojects/footprint/tests" ] || fail "the subproject built its tests"
meson install -C "$tmp/build" --destdir "$tmp/dest" >"$tmp/install.log" 2>&1 \
	|| fail "meson install failed: $(cat "$tmp/install.log")"
if [ -d "$tmp/dest" ] && [ -n "$(find "$tmp/dest" ! -type d)" ]; then
	fail "the subproject installed into the parent's prefix: $(find "$tmp/dest" ! -type d)"
fi
meson configure -Dfootprint:subproject_install=true "$tmp/build" >/dev/null
meson install -C "$tmp/build" --destdir "$tmp/asked" >"$tmp/install.log" 2>&1 \
	|| fail "meson install with subproject_install failed: $(cat "$tmp/install.log")"
for f in footprint.h version.h libfootprint.so footprint.pc; do
	[ -n "$(find "$tmp/asked" -name "$f")" ] || fail "subproject_install=true did not install $f"
done
echo "subproject: dependency('footprint') fell back to the subproject; its example built and ran;" \
	"it installed nothing unless asked, and the library, headers and footprint.pc when asked"
