/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "font_file.h"

#include <stdio.h>

/* The browser has no fontconfig: the build puts the font in the page's
 * data at FOOTPRINTS_FONT_FILE (platform's meson.build). */
bool font_file_find(char *path, size_t len, char *why, size_t whylen)
{
	FILE *f = fopen(FOOTPRINTS_FONT_FILE, "rb");
	if (f == NULL) {
		snprintf(why, whylen, "%s is not in the page's data", FOOTPRINTS_FONT_FILE);
		return false;
	}
	fclose(f);
	snprintf(path, len, "%s", FOOTPRINTS_FONT_FILE);
	return true;
}
