/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* pixel_dots.h: marks smaller than a pixel, gathered by the window pixel
 * they fall in and drawn as one quad a run of marked pixels along a row,
 * or painted as a picture: thousands of actors in a few hundred pixels
 * cost a few hundred triangles or a look-up a pixel, and none vanishes
 * between pixel centres. Small polygons can be marked too, on the pixels
 * a canvas would paint for them, so that a whole crowd is one picture.
 * No SDL. */
#ifndef APP_PIXEL_DOTS_H
#define APP_PIXEL_DOTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "batch.h"
#include "pixel_canvas.h"

typedef struct pixel_dots {
	uint8_t *shade; /* w * h pixels, row by row: 0 unmarked */
	size_t cap;
	int x0, y0, w, h; /* the window pixels covered */
} pixel_dots;

/* Covers the window rectangle at (x, y), wd by ht pixels, with no pixel
 * marked, keeping d's memory; false when out of memory (d then covers
 * nothing). */
bool pixel_dots_begin(pixel_dots *d, float x, float y, float wd, float ht);

/* Marks the pixel holding window point p with shade (1..255; a pixel keeps
 * the highest); false when p is outside the rectangle. */
bool pixel_dots_put(pixel_dots *d, vec2s p, uint8_t shade);

/* Marks with shade the pixels a canvas of w by h window pixels paints for
 * the convex polygon p (n corners: pixel_canvas_polygon), save those
 * holding a mark of keep or above; false, some of them marked, when it
 * covers a pixel outside the rectangle. */
bool pixel_dots_polygon(pixel_dots *d, int w, int h, const vec2s *p, int n, uint8_t shade,
                        uint8_t keep);

/* Each run of pixels of one shade along a row, as one rectangle in
 * colour[shade] (colour has an entry for each shade put). */
void pixel_dots_draw(const pixel_dots *d, batch *b, const rgba8 *colour);

/* The marked pixels as a picture to paint, the pixels those rectangles
 * cover in the same colours (shades below PIXEL_CANVAS_SHADES; colour has
 * an entry for each shade put), blended or not; it reads d's marks. */
pixel_canvas_picture pixel_dots_picture(const pixel_dots *d, const rgba8 *colour, int colours,
                                        bool blend);

#endif
