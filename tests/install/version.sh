#!/bin/sh
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
# version.sh VERSION VERSION_H: the library's generated header says the
# project's version (FP_VERSION_MAJOR.MINOR.PATCH and FP_VERSION_STRING).
set -eu
version=$1 header=$2
said=$(sed -n 's/^#define FP_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\)$/\2/p' "$header" \
	| paste -s -d .)
string=$(sed -n 's/^#define FP_VERSION_STRING "\(.*\)"$/\1/p' "$header")
if [ "$said" != "$version" ] || [ "$string" != "$version" ]; then
	echo "version: $header says $said and \"$string\", the project (meson.build) is $version" >&2
	exit 1
fi
echo "version: $header and meson.build both say $version"
