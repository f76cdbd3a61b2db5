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
reuse --root "$src" lint
