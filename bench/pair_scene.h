/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* pair_scene.h: one chunk of the pair benchmark's scene, prepared before
 * timing: the boxes, their footprints and first triangles, and the circles
 * paired with the boxes. Chunks keep every method's working set the same
 * size (and the peers' shapes, hundreds of bytes each, in memory). */
#ifndef BENCH_PAIR_SCENE_H
#define BENCH_PAIR_SCENE_H

#include <stddef.h>

#include <footprint/collide.h>

#include "bench_util.h"

typedef struct pair_scene {
	size_t n, cap;
	fp_box *a, *b;           /* box pair i = (a[i], b[i]) */
	fp_footprint *fa, *fb;   /* their footprints */
	fp_tri *ta, *tb;         /* their first triangles (corners 0, 1, 2) */
	fp_box *cbox;            /* circle-box pair i = (circle[i], cbox[i]) */
	fp_footprint *fc;
	fp_tri *tc;
	fp_circle *circle;
	vec2s *ray_from, *ray_to; /* segment i, cast at box a[i] */
	fp_footprint *scratch;   /* where fp_footprint_of's timing writes */
} pair_scene;

/* Room for cap pairs; false when out of memory. */
bool pair_scene_init(pair_scene *s, size_t cap);
void pair_scene_fini(pair_scene *s);

/* The next n pairs of both kinds from r, prepared (n <= cap). Segment i
 * runs from b[i]'s centre past a[i]'s, turned aside by up to half their
 * distance: through a[i], past its corners, or by it. */
void pair_scene_fill(pair_scene *s, bench_rng *r, size_t n);

/* Gaps between shapes, in double from the float corners: 0 when they
 * touch or overlap. */
double pair_gap_boxes(const fp_footprint *a, const fp_footprint *b);
double pair_gap_circle(fp_circle c, const fp_footprint *f);

#endif
