/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* screenshot.h: what a renderer has drawn, saved as a PNG picture. */
#ifndef PLATFORM_SCREENSHOT_H
#define PLATFORM_SCREENSHOT_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL2/SDL.h>

/* Writes what r has drawn so far to a PNG file, opaque (RGB); false with a
 * message naming the file in err. */
bool screenshot_save(SDL_Renderer *r, const char *path, char *err, size_t errlen);

#endif
