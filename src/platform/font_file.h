/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* font_file.h: where the font the game draws its text in ("DejaVu Sans")
 * lies: asked of fontconfig on the desktop, in the page's data in the
 * browser. */
#ifndef APP_FONT_FILE_H
#define APP_FONT_FILE_H

#include <stdbool.h>
#include <stddef.h>

/* Writes the font file's path into path and returns true, or returns false
 * with why none was found in why. */
bool font_file_find(char *path, size_t len, char *why, size_t whylen);

#endif
