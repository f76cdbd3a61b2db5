/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* footprint/seeds.h: the seed articles' own tests that the contract of
 * collide.h does not name, exact like the rest of the library (the seeds are
 * the five articles it recreates: see collide.h).
 *
 * Threads: every function here is pure (it reads only its arguments):
 * call it from any number of threads at once.
 */
#ifndef FOOTPRINT_SEEDS_H
#define FOOTPRINT_SEEDS_H

#include <footprint/collide.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Seed 004's point tests ("Point collisions"), exact. */

/* The two points are the same point (-0.0 equals 0.0; NaN equals nothing). */
FP_API bool fp_point_point(vec2s a, vec2s b);

/* Seed 004's side of a line, the opposite sign of fp_orient: +1 if p is right
 * of the directed line a->b, -1 if left, 0 on the line (or a == b). */
FP_API int fp_point_line_side(vec2s p, vec2s a, vec2s b);

/* Which stage of seed 001's circle-triangle test ("Circle-Triangle
 * Intersection Method") decides (the exact answer is
 * fp_circle_tri(c, t) == (stage != FP_STAGE_NONE)). */
typedef enum fp_circle_stage {
	FP_STAGE_NONE = 0,   /* no stage found contact: disjoint */
	FP_STAGE_VERTEX = 1, /* a vertex lies in the disc */
	FP_STAGE_CENTER = 2, /* the center lies in the triangle */
	FP_STAGE_EDGE = 3    /* an edge passes within the radius */
} fp_circle_stage;

/* The first of seed 001's stages (vertex in disc, center in triangle, edge
 * within the radius) that finds the closed disc and triangle touching, each
 * decided exactly; FP_STAGE_NONE when they are apart or the input is bad. */
FP_API fp_circle_stage fp_circle_tri_stage(fp_circle c, fp_tri t);

#ifdef __cplusplus
}
#endif

#endif
