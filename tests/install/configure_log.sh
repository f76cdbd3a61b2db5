#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# configure_log.sh MESON_LOG: configuring the project printed no warning and
# no deprecation notice (meson writes each into its log as it prints it).
set -eu
log=$1
[ -s "$log" ] || { echo "configure_log: $log is missing or empty" >&2; exit 1; }
if grep -n -E 'WARNING|DEPRECATION' "$log" >&2; then
	echo "configure_log: configuring printed the warnings above (from $log)" >&2
	exit 1
fi
echo "configure_log: no warning in $log"
