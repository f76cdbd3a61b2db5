/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* floor_pen.h: what a theme paints a floor with: convex pieces in map
 * pixels, handed to the view that draws them (the top view's batch, the 3D
 * view's ground). */
#ifndef APP_FLOOR_PEN_H
#define APP_FLOOR_PEN_H

#include <stdint.h>

#include <cglm/struct.h>

#include "level_props.h"

typedef struct floor_pen floor_pen;

/* Where a view takes a piece of floor: the convex polygon pts (n points in
 * map pixels, either winding) in colour c, over what is there. */
typedef void floor_part_fn(floor_pen *f, const vec2s *pts, int n, rgba8 c);

struct floor_pen {
	float width, height;  /* the map */
	floor_part_fn *part;  /* the view's */
	void *view;           /* the view's own */
};

/* The axis-aligned rectangle x0..x1 x y0..y1 in colour c. */
void floor_rect(floor_pen *f, float x0, float y0, float x1, float y1, rgba8 c);

/* A regular polygon of n (at most 16) corners round (x, y), radius r. */
void floor_disc(floor_pen *f, float x, float y, float r, int n, rgba8 c);

/* A number from 0 to 1 fixed by the integers (x, y) and salt: a pattern's
 * variation that stays put. */
float floor_hash(int x, int y, uint32_t salt);

#endif
