#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# reuse_lint.sh SOURCE_DIR: every file of the source tree says its licence
# and copyright, in its own lines or through .reuse/dep5 (`reuse lint`,
# Debian's reuse; skipped, saying so, where it is not installed).
set -eu
src=$1
if ! command -v reuse >/dev/null; then
	echo "reuse_lint: skipped: reuse is not installed (Debian: reuse; scripts/deps.sh test)"
	exit 77
fi
if git -C "$src" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	reuse --root "$src" lint
	exit
fi
# Not a git checkout (a release tarball, `git archive`): reuse then reads
# every file there, the builds' too. It lints a copy without the build
# folders (those holding meson-private) and npm's node_modules.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
set --
for d in $(cd "$src" && find . -type d -name meson-private -prune -exec dirname {} \;) \
	$(cd "$src" && find . -type d -name node_modules -prune -print); do
	set -- "$@" "--exclude=$d"
done
tar -C "$src" "$@" -cf - . | tar -C "$tmp" -xf -
echo "reuse_lint: not a git checkout: linting a copy without $# build or npm folders"
reuse --root "$tmp" lint
