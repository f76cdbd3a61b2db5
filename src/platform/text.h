/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* text.h: strings on an SDL renderer with SDL2_ttf and a font found through
 * fontconfig ("DejaVu Sans"). When no font can be found or opened, every call
 * still works and draws nothing; stderr says so once per process. Each
 * string is rasterised once into a texture and drawn from it while it is
 * drawn again in the same colour and size (the last 192 are kept: more
 * than a frame draws). */
#ifndef PLATFORM_TEXT_H
#define PLATFORM_TEXT_H

#include <stdbool.h>

#include <SDL2/SDL.h>

typedef struct text text;

/* A text drawer for renderer r at pixel size px (clamped to 4..256). Returns
 * NULL only when out of memory. */
text *text_create(SDL_Renderer *r, int px);

/* NULL is fine. */
void text_destroy(text *t);

/* Draws the printf-style string with its top-left at (x, y) in the
 * renderer's logical coordinates. Returns the width drawn in pixels (0 when
 * there is no font). A NULL t draws nothing. */
int text_draw(text *t, float x, float y, SDL_Color color, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* The width the string would take, without drawing it (0 with no font). */
int text_width(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Distance between baselines of two lines, in pixels (px when no font). */
int text_line_height(const text *t);

#endif
