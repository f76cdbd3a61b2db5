/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* footprint/ray.h: exact ray casts (closed segments) against footprints,
 * circles and a broadphase's boxes.
 *
 * A ray here is the closed segment from `from` to `to`; a point when they
 * are equal. It hits a shape when, in exact arithmetic on the float inputs
 * (a footprint's float corners, a circle's float center and radius), the
 * segment and the closed shape share a point: touching and grazing count.
 * The first contact is at from + t (to - from) for a real t in [0, 1]; the
 * answer's t is that exact t rounded down to a float (the largest float not
 * above it), 0 when from is in the shape. A NaN or infinite coordinate of
 * from or to, or a bad shape (see collide.h), hits nothing.
 *
 * A line of sight from an eye to a point is clear when no blocker's cast
 * hits: fp_broadphase_ray(bp, eye, point, NULL).hit is false, bp's last
 * box-pairs call holding the blockers alone (the eye's own box or the
 * target's among them would block at once). A view cone is a fan of such
 * casts; from + t (to - from) is where each one stops.
 *
 * Threads: fp_ray_footprint and fp_ray_circle are pure (any thread, any
 * time); fp_broadphase_ray reads and writes its broadphase, which one thread
 * at a time may use.
 */
#ifndef FOOTPRINT_RAY_H
#define FOOTPRINT_RAY_H

#include <stdbool.h>
#include <stdint.h>

#include <footprint/broadphase.h>
#include <footprint/collide.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A cast's answer. Without a hit, t is 0 and normal (0, 0). */
typedef struct fp_ray_hit {
	bool hit;
	float t;      /* the first contact's fraction of the way, rounded down */
	vec2s normal; /* unit outward normal there (within 1e-6); (0, 0) when
	               * from is strictly inside */
} fp_ray_hit;

/* The segment from -> to against the footprint's two triangles (corners 0,
 * 1, 2 and 0, 2, 3): normal is that of the edge first met (at a corner,
 * either edge's). */
FP_API fp_ray_hit fp_ray_footprint(vec2s from, vec2s to, const fp_footprint *f);

/* The segment from -> to against the closed disc: normal is the radius
 * direction at the first contact (for a zero radius, against the segment's
 * direction). */
FP_API fp_ray_hit fp_ray_circle(vec2s from, vec2s to, fp_circle c);

/* The first hit of the segment from -> to among the footprints of the last
 * fp_broadphase_box_pairs call on bp (whose array must still hold them,
 * unchanged), as fp_ray_footprint gives it: *index (when index is not
 * NULL) is that box's index, the lowest on a tie in t; UINT32_MAX without a
 * hit, or when bp is NULL or has had no successful box-pairs call. It walks
 * the broadphase's grid: the segment cut into pieces about one cell of the
 * finest level it reaches long (at most one a box), nearest first, each
 * piece's boxes cast nearest entry first; it stops once the best contact
 * lies before the next piece. Cost: linear in the pieces times the levels,
 * the cells the pieces' bounds cover, and the boxes filed there (a ray
 * blocked early reads only the boxes near its start). */
FP_API fp_ray_hit fp_broadphase_ray(fp_broadphase *bp, vec2s from, vec2s to, uint32_t *index);

#ifdef __cplusplus
}
#endif

#endif
