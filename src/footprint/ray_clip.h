/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* ray_clip.h: where a segment first enters a closed convex set given by
 * affine inequalities, decided exactly (internal).
 *
 * Every constraint g(x) >= 0 is affine in x, so along the segment x(t) =
 * from + t (to - from) it is (1 - t) g(from) + t g(to): each constraint
 * keeps all of [0, 1], none of it, or the part on one side of its crossing
 * A / (A - B), A = g(from), B = g(to), both exact sums of float products.
 * The segment meets the set when the largest lower crossing (or 0) is at
 * most every upper crossing. Crossings are compared in double with proven
 * intervals first, and by the exact sign of A_j B_i - A_i B_j when those
 * overlap; the first contact is rounded down to a float the same way.
 */
#ifndef FOOTPRINT_RAY_CLIP_H
#define FOOTPRINT_RAY_CLIP_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <footprint/collide.h>

#include "aabb.h"
#include "predicates.h"

#pragma GCC visibility push(hidden)

/* The segment's bounding box (finite ends): a shape whose bounds it misses
 * is out of its reach. */
static inline fp_aabb fp_segment_bounds(vec2s from, vec2s to)
{
	fp_aabb b = {{{fp_minf(from.x, to.x), fp_minf(from.y, to.y)}},
	             {{fp_maxf(from.x, to.x), fp_maxf(from.y, to.y)}}};
	return b;
}

typedef enum fp_con_kind {
	FP_CON_ORIENT, /* D(a, b, x) >= 0: x left of or on the line a->b */
	FP_CON_DOT,    /* (x - a).(b - a) >= 0: x on b's side of a's cap */
	FP_CON_AXIS    /* (x - a).b >= 0, b one of (+-1, 0), (0, +-1) */
} fp_con_kind;

/* One inequality of a convex set. */
typedef struct fp_ray_con {
	vec2s a, b;
	fp_con_kind kind;
} fp_ray_con;

/* The most constraints one set has (a quad's four edges). */
#define FP_RAY_CON_MAX 4

typedef struct fp_ray_clip {
	bool hit;
	float t;   /* the first contact rounded down to a float */
	int con;   /* the constraint entered there; -1 when from is inside */
	bool edge; /* from lies on constraint con's boundary (t is 0) */
} fp_ray_clip;

/* The closed segment from -> to against the set where every con[k] holds
 * (n <= FP_RAY_CON_MAX), inputs finite. */
fp_ray_clip fp_ray_clip_convex(const fp_ray_con *con, int n, vec2s from, vec2s to);

/* The unit outward normal of con's boundary (double precision). */
vec2s fp_ray_con_normal(const fp_ray_con *con);

/* The constraints of the closed convex hull of the three finite points
 * (a triangle of any winding, a segment or a point) into con; returns
 * their count. */
int fp_ray_cons_tri(vec2s p0, vec2s p1, vec2s p2, fp_ray_con con[FP_RAY_CON_MAX]);

/* The largest float not above x, for x in [0, 1]. */
float fp_floor_float(double x);

/* A float's bits: for floats >= 0 (+0.0 being 0) they sort as the floats. */
static inline uint32_t fp_float_bits(float f)
{
	uint32_t u;
	memcpy(&u, &f, sizeof u);
	return u;
}

static inline float fp_bits_float(uint32_t u)
{
	float f;
	memcpy(&f, &u, sizeof f);
	return f;
}

/* A test of a float in [0, 1] that holds up to some point and not past it
 * ("f is at most the contact"). */
typedef bool (*fp_float_test)(const void *ctx, float f);

/* The largest float whose bits are in [lo, hi] passing test, given that lo
 * passes: by bisection. */
float fp_float_last(uint32_t lo, uint32_t hi, fp_float_test test, const void *ctx);

#pragma GCC visibility pop

#endif
