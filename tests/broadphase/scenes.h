/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* scenes.h: the boxes and circles the broadphase tests run on, and the
 * all-pairs answers they are checked against. */
#ifndef TESTS_BROADPHASE_SCENES_H
#define TESTS_BROADPHASE_SCENES_H

#include <stddef.h>
#include <stdint.h>

#include <footprint/broadphase.h>

/* Boxes (kept to move them), their footprints, and circles. */
typedef struct scene {
	const char *name;
	fp_box *box;
	fp_footprint *fp;
	size_t n;
	fp_circle *circle;
	size_t m;
} scene;

/* A scene of n zeroed boxes and m zeroed circles (aborts when out of memory). */
scene scene_new(const char *name, size_t n, size_t m);
void scene_free(scene *s);

/* Every footprint from its box. */
void scene_prepare(scene *s);

/* xorshift32 in [lo, hi): the scenes are the same on every run. */
float rng_range(uint32_t *r, float lo, float hi);

/* A box centred in [0, side]^2, half extents in [hmin, hmax], any angle. */
fp_box box_random(uint32_t *r, float side, float hmin, float hmax);

/* A circle centred in [0, side]^2, radius in [rmin, rmax]. */
fp_circle circle_random(uint32_t *r, float side, float rmin, float rmax);

/* Every box, then every circle, at random as above. */
void scene_fill(scene *s, uint32_t *r, float side, float hmin, float hmax, float rmin,
                float rmax);

/* n boxes (half extents 0.5 to 2), then m circles (radius 0.3 to 2), at
 * random from seed over [0, side]^2, prepared. */
scene scene_strewn(const char *name, size_t n, size_t m, float side, uint32_t seed);

/* The quadratic inputs of a grid: `big` boxes covering the whole world
 * (spread over the indices, so their pairs come as (big, small) and as
 * (small, big)) among small ones; a tenth long thin boxes at every angle
 * among specks; every box the same. The world side is sqrt(32 n), as in
 * the benchmark. Circles are left as they are. */
void scene_whole_world(scene *s, uint32_t seed, size_t big);
void scene_thin(scene *s, uint32_t seed);
void scene_identical(scene *s);

/* The inputs that are quadratic for a grid whose cells grow with the world:
 * the boxes of the benchmark's scene with `far` of them (spread over the
 * indices) moved `distance` away; the boxes split into two such scenes
 * `distance` apart. Their circles (if any) lie among the boxes, every third
 * one moved as far. */
void scene_far(scene *s, uint32_t seed, size_t far, float distance);
void scene_two_clusters(scene *s, uint32_t seed, float distance);

/* The all-pairs answers, sorted by (a, b) (the caller frees them). */
fp_pair *box_truth(const scene *s, size_t *count);
fp_pair *circle_truth(const scene *s, size_t *count);

#endif
