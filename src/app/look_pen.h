/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* look_pen.h: what a look draws with, in the actor's own frame: u along
 * its heading (its box's width axis), v across, both in map pixels from its
 * centre, z up from the ground in map pixels. Parts drawn inside the box
 * (|u| <= half_u, |v| <= half_v) stay inside the footprint, so the drawn
 * base stays the collision shape. The same calls draw the top view (each
 * part's top, later over earlier) and the 3D view (each part a prism from
 * z0 to z1, lit by render's light). */
#ifndef APP_LOOK_PEN_H
#define APP_LOOK_PEN_H

#include <stdint.h>

#include <cglm/struct.h>

#include "level_props.h"
#include "world_types.h"

typedef struct look_pen look_pen;

/* Where a view takes a part: the convex polygon pts (n points in map
 * pixels, counter-clockwise in the map's own numbers) from z0 to z1 in
 * colour c. */
typedef void look_pen_part_fn(look_pen *p, const vec2s *pts, int n, float z0, float z1, rgba8 c);

struct look_pen {
	const actor *a;
	float half_u, half_v; /* the box's half width and half height */
	float height;         /* the top of the 3D box */
	rgba8 body;           /* the actor's colour as drawn (tinted or not) */
	uint32_t seed;        /* per actor, for variation that stays put */
	float cos_a, sin_a;   /* its heading */
	look_pen_part_fn *part; /* the view's */
	void *view;           /* the view's own */
};

/* A pen for actor a of colour body, height height and seed seed, drawing
 * through part. */
#define LOOK_PEN_DISC 8 /* corners of a disc */
look_pen look_pen_make(const actor *a, rgba8 body, float height, uint32_t seed,
                       look_pen_part_fn *part, void *view);

/* The footprint itself (its four corners as the collision step saw them)
 * from z 0 to z1, in colour c. */
void look_pen_base(look_pen *p, float z1, rgba8 c);

/* The rectangle u0..u1 x v0..v1 from z0 to z1, in colour c. */
void look_pen_box(look_pen *p, float u0, float v0, float u1, float v1, float z0, float z1,
                  rgba8 c);

/* The convex quadrilateral q (four points u, v, either winding) from z0 to
 * z1, in colour c. */
void look_pen_quad(look_pen *p, const vec2s q[4], float z0, float z1, rgba8 c);

/* The ellipse of centre (u, v) and radii ru, rv from z0 to z1, in colour c. */
void look_pen_disc(look_pen *p, float u, float v, float ru, float rv, float z0, float z1,
                   rgba8 c);

/* c moved towards grey level `to` (0 black, 255 white) by t (0..1). */
rgba8 look_shade(rgba8 c, int to, float t);

#endif
