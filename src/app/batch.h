/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* batch.h: 2D geometry gathered for one draw call: a plain array of
 * coloured triangles in window pixels, in drawing order (a later triangle
 * covers an earlier one). Lines become thin quads, so lines and fills of a
 * layer go out together. No SDL: overlays and the top-down view fill
 * batches that tests can read; batch_draw.h draws one. */
#ifndef APP_BATCH_H
#define APP_BATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <cglm/struct.h>

#include "level.h"

/* Byte for byte an SDL_Color after the position, so SDL reads the colours
 * in place. */
typedef struct batch_vertex {
	float x, y;
	uint8_t r, g, b, a;
} batch_vertex;

typedef struct batch {
	batch_vertex *v; /* count vertices, three a triangle */
	size_t count, cap;
	bool failed;     /* out of memory: what did not fit was left out */
} batch;

/* Empties b, keeping its memory. */
void batch_clear(batch *b);

/* The triangle p0 p1 p2 (either winding) in colour c. */
void batch_tri(batch *b, vec2s p0, vec2s p1, vec2s p2, rgba8 c);

/* Appends n vertices (n / 3 triangles) as they are. */
void batch_vertices(batch *b, const batch_vertex *v, size_t n);

/* The quad o0 o1 i1 i0 shaded from colour outer along o0-o1 to inner
 * along i1-i0 (a band: a vignette's edge). */
void batch_band(batch *b, vec2s o0, vec2s o1, vec2s i1, vec2s i0, rgba8 outer, rgba8 inner);
/* A convex polygon of n points, as a fan from its first. */
void batch_polygon(batch *b, const vec2s *p, int n, rgba8 c);

/* A fan of n rim points around centre, each triangle from the centre
 * (colour inner) to rim points k and k + 1 (colour outer). */
void batch_fan(batch *b, vec2s centre, rgba8 inner, const vec2s *rim, int n, rgba8 outer);

/* The segment p0-p1 one pixel wide, where SDL's renderer draws a line
 * from p0 to p1: on the pixels whose corners the points name. */
void batch_line(batch *b, vec2s p0, vec2s p1, rgba8 c);

/* The polyline through n points, one pixel wide. */
void batch_lines(batch *b, const vec2s *p, int n, rgba8 c);

/* The outline of the rectangle from lo to hi, one pixel wide, on the
 * pixels SDL_RenderDrawRectF would set. */
void batch_rect_outline(batch *b, vec2s lo, vec2s hi, rgba8 c);

/* The rectangle from lo to hi, filled. */
void batch_rect(batch *b, vec2s lo, vec2s hi, rgba8 c);

#endif
