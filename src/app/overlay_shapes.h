/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* overlay_shapes.h: the footprint overlays' geometry (overlay.h says what
 * each shows) as batches of triangles in window pixels, through the
 * view's projection, only for what the picture can show. No SDL: overlay.c
 * draws each batch in one call, tests read them. */
#ifndef APP_OVERLAY_SHAPES_H
#define APP_OVERLAY_SHAPES_H

#include "batch.h"
#include "projection.h"
#include "world.h"

#define OVERLAY_TRI0 ((rgba8){40, 200, 255, 110})  /* corners 0,1,2 */
#define OVERLAY_TRI1 ((rgba8){255, 60, 220, 110})  /* corners 0,2,3 */
#define OVERLAY_DIAGONAL ((rgba8){255, 255, 255, 255})
#define OVERLAY_EDGE ((rgba8){255, 240, 0, 255})
#define OVERLAY_BOUNDS ((rgba8){80, 255, 120, 255})
#define OVERLAY_PICKUP_BOUNDS ((rgba8){255, 220, 90, 255})
#define OVERLAY_PAIR ((rgba8){160, 160, 180, 255})
#define OVERLAY_PAIR_HIT ((rgba8){255, 40, 40, 255})
#define OVERLAY_ARROW 5.0f /* arrowhead length, map pixels */
#define OVERLAY_ARROW_MIN_PX 2.0f /* shorter on screen, no arrowhead */
/* A footprint or box showing smaller than this both ways (window pixels)
 * is one filled mark in the edges and bounds overlays, and the triangles
 * overlay leaves out its diagonal: their one-pixel lines would cover it
 * anyway, at five times the triangles. */
#define OVERLAY_MARK_PX 8.0f

/* An actor's footprint f as the picture shows it: its corners c in window
 * pixels when all four are in front of the eye (whole), and whether it
 * then shows smaller than OVERLAY_MARK_PX both ways (small). */
typedef struct overlay_seen_fp {
	const fp_footprint *f;
	vec2s c[4];
	bool whole, small;
} overlay_seen_fp;

/* The actors whose boxes the picture through pr may show, in index
 * order: what the footprint overlays draw, found and projected once a
 * picture for all of them. */
typedef struct overlay_seen {
	const world *w;
	const projection *pr;
	overlay_seen_fp *fp;
	size_t count, cap;
} overlay_seen;

/* Fills s with w's actors seen through pr (the world's region query over
 * the ground pr sees, then projection_sees on each box; pr must outlive
 * s's use), keeping s's memory; false when out of memory (then s holds
 * some of them). */
bool overlay_seen_make(overlay_seen *s, const world *w, const projection *pr);

/* Frees what s holds. */
void overlay_seen_free(overlay_seen *s);

/* Each seen footprint triangle filled (translucent: to be blended) in
 * fills, and its diagonal (opaque) in diagonals, unless the footprint is
 * small. When marked (the edges overlay, drawn after, covers exactly
 * those pixels) a small one has no fills, and one whose corners are whole
 * no diagonal: the edges overlay's line between the same corners. */
void overlay_triangles_shapes(batch *fills, batch *diagonals, const overlay_seen *seen,
                              bool marked);

/* Every seen triangle edge with its arrowhead; a small footprint as one
 * mark. */
void overlay_edges_shapes(batch *b, const overlay_seen *seen);

/* The seen footprints' bounding boxes, then the pickups'; a small box as
 * one mark. When marked, a footprint that is its own box has none where
 * the edges overlay, drawn after, draws the same pixels: a small one's
 * mark, and in 3D the four sides of one wholly in front of the eye. */
void overlay_bounds_shapes(batch *b, const overlay_seen *seen, bool marked);

/* A line between the centres of each pair the broadphase tested. */
void overlay_pairs_shapes(batch *b, const world *w, const projection *pr);

#endif
