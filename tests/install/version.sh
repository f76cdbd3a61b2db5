#!/bin/sh
# version.sh VERSION COLLIDE_H: the library's header says the project's
# version (FP_VERSION_MAJOR.MINOR.PATCH), so a release changes both.
set -eu
version=$1 header=$2
said=$(sed -n 's/^#define FP_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\)$/\2/p' "$header" \
	| paste -s -d .)
if [ "$said" != "$version" ]; then
	echo "version: $header says $said, the project (meson.build) is $version" >&2
	exit 1
fi
echo "version: $header and meson.build both say $version"
