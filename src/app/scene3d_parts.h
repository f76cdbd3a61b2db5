/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* scene3d_parts.h: the parts of looks the 3D view draws as instances of a
 * shape's mesh (scene3d.h), a list of them grown a part at a time, and the
 * list put in order nearest the eye first. */
#ifndef APP_SCENE3D_PARTS_H
#define APP_SCENE3D_PARTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <cglm/struct.h>

/* A part of a look: the quadrilateral c (corners x0 y0 .. x3 y3, convex,
 * counter-clockwise in the map's own numbers) from height z0 to z1 in
 * colour rgba; a disc's part is the ellipse inscribed in it (the corners of
 * its parallelogram). A shadow's z1 is the height of what casts it. */
typedef struct scene3d_part {
	float c[8];
	float z0, z1;
	uint8_t r, g, b, a;
} scene3d_part;

typedef struct scene3d_parts {
	scene3d_part *p;
	size_t count, cap;
} scene3d_parts;

/* Room for n more parts; false when out of memory. */
bool scene3d_parts_reserve(scene3d_parts *l, size_t n);

/* The runs scene3d_parts_nearest_first sorts into. */
#define SCENE3D_NEAREST_RUNS 256

/* Room scene3d_parts_nearest_first works in, kept from call to call (zeroed
 * to begin; scene3d_sort_fini frees it). */
typedef struct scene3d_sort {
	scene3d_parts spare; /* the parts laid out in order */
	float *d;            /* each part's distance from the eye */
	size_t d_cap;
} scene3d_sort;

/* Puts l's parts in order of their middles' distance from eye, nearest
 * first, to within a run: the span from the nearest to the farthest cut in
 * SCENE3D_NEAREST_RUNS runs of equal length, parts in one run in the order
 * they came. False when out of memory (l is then as it was). */
bool scene3d_parts_nearest_first(scene3d_parts *l, scene3d_sort *room, vec3s eye);

/* Frees room; safe on a zeroed one. */
void scene3d_sort_fini(scene3d_sort *room);

#endif
