#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# desktop.sh DESKTOP_FILE: the desktop entry is valid (desktop-file-validate,
# from Debian's desktop-file-utils; skipped without it) and lists the game
# under Game and ActionGame.
set -eu
file=$1
fail() { echo "desktop: $*" >&2; exit 1; }
if ! command -v desktop-file-validate >/dev/null; then
	echo "desktop: skipped: desktop-file-validate is not installed (Debian: desktop-file-utils)"
	exit 77
fi
out=$(desktop-file-validate "$file" 2>&1) || fail "$file is not valid: $out"
[ -z "$out" ] || fail "desktop-file-validate has remarks on $file: $out"
categories=$(sed -n 's/^Categories=//p' "$file")
for want in Game ActionGame; do
	case ";$categories" in
	*";$want;"*) ;;
	*) fail "$file: Categories=$categories lacks $want" ;;
	esac
done
echo "desktop: $file is valid; Categories=$categories"
