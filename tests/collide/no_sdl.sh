#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# no_sdl.sh BUILD_DIR LIBRARY EXAMPLE_C: the library is plain C11 on cglm and
# libm. Its built file references no SDL; installed into a temporary root,
# pkg-config names only footprint, cglm and m; and the installed headers
# compile the usage example on their own.
set -eu
build=$1 lib=$2 example=$3
fail() { echo "no_sdl: $*" >&2; exit 1; }

dynamic=""
case $lib in *.so*) dynamic=-D ;; esac
if nm $dynamic -u "$lib" | grep -i sdl; then
	fail "$lib references the SDL symbols above"
fi
case $lib in
*.so*)
	needed=$(readelf -d "$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
	echo "$lib needs:" $needed
	for n in $needed; do
		# A sanitized build (.ci/run's build-san) adds the sanitizers' runtimes.
		case $n in
		libc.so.* | libm.so.* | libcglm.so.* | libgcc_s.so.*) ;;
		libasan.so.* | libubsan.so.* | liblsan.so.* | libtsan.so.* | libclang_rt.*) ;;
		*) fail "$lib needs $n (only libc, libm and libcglm may be needed)" ;;
		esac
	done
	;;
esac

dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
# The devel tag holds the headers and footprint.pc, and needs nothing built.
meson install -C "$build" --no-rebuild --quiet --tags devel --destdir "$dest" >/dev/null \
	|| fail "meson install --tags devel --destdir $dest failed"
pc=$(find "$dest" -name footprint.pc | head -n 1)
[ -n "$pc" ] || fail "meson install put no footprint.pc under $dest"
PKG_CONFIG_PATH=$(dirname "$pc")
export PKG_CONFIG_PATH
for mode in --libs "--libs --static"; do
	# shellcheck disable=SC2086
	libs=$(pkg-config $mode footprint) || fail "pkg-config $mode footprint failed"
	echo "pkg-config $mode footprint: $libs"
	for flag in $libs; do
		case $flag in
		-L* | -lfootprint | -lcglm | -lm) ;;
		*) fail "pkg-config $mode footprint names $flag (only footprint, cglm and m allowed)" ;;
		esac
	done
	case " $libs " in
	*" -lfootprint "*) ;;
	*) fail "pkg-config $mode footprint does not name -lfootprint" ;;
	esac
done

includedir=$dest$(pkg-config --variable=includedir footprint)
[ -f "$includedir/footprint/collide.h" ] || fail "no footprint/collide.h under $includedir"
# shellcheck disable=SC2046
${CC:-cc} -std=c11 -fsyntax-only -I"$includedir" $(pkg-config --cflags cglm) "$example" \
	|| fail "the installed headers do not compile $example"
echo "no_sdl: ok"
