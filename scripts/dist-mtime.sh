#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# dist-mtime.sh: run by `meson dist` before it packs the tree. git archive
# gave every file and folder the last commit's time, but meson made the top
# folder itself now; it gets the commit's time too (SOURCE_DATE_EPOCH when
# set), so two runs of `meson dist` pack the same bytes.
set -eu
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$MESON_SOURCE_ROOT" log -1 --format=%ct)}
touch -d "@$epoch" "$MESON_DIST_ROOT"
