/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "font_file.h"

#include <stdio.h>

#include <fontconfig/fontconfig.h>

/* A private fontconfig configuration, destroyed after the match, so the
 * lookup leaves nothing behind (the global one is never freed). */
bool font_file_find(char *path, size_t len, char *why, size_t whylen)
{
	path[0] = '\0';
	FcConfig *config = FcInitLoadConfigAndFonts();
	FcPattern *want = config ? FcNameParse((const FcChar8 *)"DejaVu Sans") : NULL;
	if (want != NULL) {
		FcConfigSubstitute(config, want, FcMatchPattern);
		FcDefaultSubstitute(want);
		FcResult res = FcResultNoMatch;
		FcPattern *got = FcFontMatch(config, want, &res);
		FcChar8 *file = NULL;
		if (got != NULL && FcPatternGetString(got, FC_FILE, 0, &file) == FcResultMatch)
			snprintf(path, len, "%s", (const char *)file);
		if (got != NULL)
			FcPatternDestroy(got);
		FcPatternDestroy(want);
	}
	if (config != NULL)
		FcConfigDestroy(config);
	if (path[0] == '\0')
		snprintf(why, whylen, "fontconfig found no match for \"DejaVu Sans\"");
	return path[0] != '\0';
}
