/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* box_raster_face.h: box_raster's faces set up to be painted: each box's
 * top and the sides that face the eye, their corners projected (cut by
 * the planes that bound what is drawn where they reach past them) and
 * snapped to GL's grid, their edges as lines across the rows, their
 * depth and mist as planes over the pixels, their colours lit and fogged.
 * Inside box_raster only. */
#ifndef APP_BOX_RASTER_FACE_H
#define APP_BOX_RASTER_FACE_H

#include <stdbool.h>
#include <stdint.h>

#include "box_raster_view.h"
#include "scene3d_parts.h"

/* A face cut by the planes that bound what is drawn (box_raster_face.c) has at
 * most its four corners and one more for each plane. */
#define FACE_MOST 9

/* The line a face's edge lies on, for a row at height y: its x is
 * c + y * s, c worked out from the edge's lower end, so that the two faces
 * of a box that share an edge find it at exactly the same x, and a pixel
 * on it goes to one of them. */
typedef struct edge_line {
	double c, s;
} edge_line;

/* A face ready to paint: what every row reads first (its rows, its depth
 * and its mist, over w and one over w, as planes over the window's pixels:
 * value at pixel centre (x, y) p[0] x + p[1] y + p[2]; its colour), then
 * its edges, those that bound a row's pixels from the left (the first
 * n_lo) and from the right (the next n_hi). */
typedef struct box_raster_face {
	int16_t j0, j1; /* rows [j0, j1); none when j0 >= j1 */
	uint8_t n_lo, n_hi;
	bool quad; /* two edges a side: e[0], e[1] left, e[2], e[3] right */
	bool misted;
	uint32_t rgba; /* unless misted */
	float z[3];
	float m[3], q[3];
	float base[3]; /* misted: the lit colour, 0..255 */
	edge_line e[FACE_MOST];
} box_raster_face;

/* What the view gives every face: the fog's colour 0..1, the light. */
typedef struct box_raster_seen {
	const box_raster_view *v;
	float fog[3];
	float fog_scale; /* one over the fog's depth, 0 with none */
	vec3s light;
} box_raster_seen;

/* What every face of v's is seen with. */
void box_raster_seen_of(box_raster_seen *s, const box_raster_view *v);

/* The faces of part p into f[0..3): its top and the sides that face the
 * eye (none where fewer show); far (drawn as outlines or points by gl3d)
 * fogged at its middle, else at each corner, the fog spread across. */
void box_raster_part_faces(box_raster_face f[3], const box_raster_seen *s, const scene3d_part *p,
                           bool far);

/* Colour c (0..255) misted by m towards the fog, as GL's mix and its
 * conversion to bytes give it: bytes red, green, blue, alpha in memory. */
uint32_t box_raster_misted(const box_raster_seen *s, const float c[3], float m);

/* The first pixel whose centre lies at or right of x on a row w pixels
 * wide, 0 to w: ceil(x - 0.5), clamped. */
int box_raster_first_right_of(double x, int w);

#endif
