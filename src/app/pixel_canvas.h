/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* pixel_canvas.h: window pixels painted on the CPU, for triangles showing
 * a few pixels wide: each covers the pixels whose centres it holds (the
 * left and top edges' centres, not the right and bottom ones', as GL
 * rasterises), so two triangles sharing an edge never cover a pixel twice.
 * Straight alpha, blended as SDL_BLENDMODE_BLEND would blend them one over
 * another, so the canvas blended over a picture in one go shows what the
 * triangles drawn over it one by one would. No SDL. */
#ifndef APP_PIXEL_CANVAS_H
#define APP_PIXEL_CANVAS_H

#include <stdbool.h>
#include <stddef.h>

#include "batch.h"

typedef struct pixel_canvas {
	rgba8 *px;  /* w * h pixels, row by row; unpainted ones all zero */
	size_t cap;
	int w, h;
	int x0, y0, x1, y1; /* the painted pixels lie in [x0, x1) x [y0, y1) */
} pixel_canvas;

/* Makes c cover w by h window pixels from the window's corner, none
 * painted, keeping its memory when it is big enough; false when out of
 * memory (c then covers nothing). */
bool pixel_canvas_size(pixel_canvas *c, int w, int h);

/* True when some pixel is painted. */
bool pixel_canvas_dirty(const pixel_canvas *c);

/* Paints triangle p0 p1 p2 (window pixels, either winding) in colour col:
 * blended over what is painted when blend, else replacing it with col
 * made opaque (what an unblended draw leaves showing). */
void pixel_canvas_tri(pixel_canvas *c, vec2s p0, vec2s p1, vec2s p2, rgba8 col, bool blend);

/* True when a pixel triangle p0 p1 p2 would cover is painted. */
bool pixel_canvas_painted_under(const pixel_canvas *c, vec2s p0, vec2s p1, vec2s p2);

/* Unpaints every pixel. */
void pixel_canvas_clear(pixel_canvas *c);

#endif
