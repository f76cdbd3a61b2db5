/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Deterministic generators of test cases for the collide property tests.
 *
 * Every case comes from a fixed seed and its index, so a failure message's
 * case number reproduces it. Boundary cases are made exactly: integer (or
 * dyadic) coordinates put points on edges, edges on edges, circles tangent
 * (Pythagorean triples), and then everything is scaled by a power of two,
 * which changes no exact answer. Float cases of mixed magnitudes and
 * rounded near-boundary points exercise the fast paths' error bounds.
 */
#ifndef COLLIDE_TEST_GEN_H
#define COLLIDE_TEST_GEN_H

#include <stdbool.h>
#include <stdint.h>

#include <footprint/collide.h>

#include "exact_ref.h"
#include "splitmix64.h"

/* splitmix64: small, fast, and the same on every platform. */
typedef splitmix64_rng gen_rng;

/* The next 64 bits of r. */
uint64_t gen_u64(gen_rng *r);

/* A uniform integer in [lo, hi]. */
int64_t gen_int(gen_rng *r, int64_t lo, int64_t hi);

/* A uniform double in [0, 1). */
double gen_unit(gen_rng *r);

/* Grid integers stay below 2^21 in magnitude, so shifting them by up to
 * GEN_SHIFT_MAX keeps every sum an exact float (|sum| < 2^24). */
#define GEN_SHIFT_MAX (1 << 22)

enum gen_tri_kind {
	GEN_TRI_GRID_SMALL,     /* integers in [-4, 4]: touching and degenerate galore */
	GEN_TRI_GRID_WIDE,      /* integers in [-1000, 1000] */
	GEN_TRI_SHARED_EDGE,    /* b has two of a's vertices */
	GEN_TRI_VERTEX_ON_EDGE, /* a vertex of b on an edge of a (exact midpoints/quarters) */
	GEN_TRI_COLLINEAR,      /* a has zero area (a segment) */
	GEN_TRI_POINTS,         /* a is a point, b a point or a segment, often through it */
	GEN_TRI_FLOAT_MIXED,    /* any floats, magnitudes mixed over 2^-20 .. 2^20 */
	GEN_TRI_NEAR_EDGE,      /* a vertex of b rounded onto (or one step off) an edge of a */
	GEN_TRI_NEAR_COLLINEAR, /* a's third vertex rounded onto the line of the other two */
	GEN_TRI_SAME,           /* b is a's vertices permuted, or moved by one float step */
	GEN_TRI_SPREAD,         /* near-collinear points of magnitudes 2^-40 .. 2^40 at once,
	                         * whose differences are not exact even in double */
	GEN_TRI_KINDS
};

const char *gen_tri_kind_name(int kind);

typedef struct gen_tri_case {
	int kind;
	fp_tri a, b;
	bool on_grid; /* coordinates are integers (|n| < 2^21) times 2^scale */
	int scale;
} gen_tri_case;

/* Case number index of the triangle-pair stream (kinds in turn). */
gen_tri_case gen_tri_pair(uint64_t seed, int index);

enum gen_circle_kind {
	GEN_CIRCLE_SMALL,       /* integers in [-6, 6], radii in [0, 5] */
	GEN_CIRCLE_TRIPLE,      /* distances and radius sums k*c for triples (a, b, c), +-1 */
	GEN_CIRCLE_EDGE_TANGENT,/* an edge along a triple's direction at distance r, +-1 */
	GEN_CIRCLE_ZERO_RADIUS, /* radius 0, centre on a vertex or edge or near one */
	GEN_CIRCLE_WIDE,        /* integers up to 2^20 */
	GEN_CIRCLE_KINDS
};

const char *gen_circle_kind_name(int kind);

/* Integer circle cases (checked with ref_i_*), scaled by 2^scale as floats. */
typedef struct gen_circle_case {
	int kind;
	ref_ipt p;            /* a point */
	ref_ipt ca, cb;       /* two centres */
	int64_t ra, rb;       /* their radii (>= 0) */
	ref_ipt t[3];         /* a triangle */
	int scale;
} gen_circle_case;

gen_circle_case gen_circle(uint64_t seed, int index);

/* The float value of integer n times 2^scale (exact by construction). */
float gen_scaled(int64_t n, int scale);

enum gen_box_kind {
	GEN_BOX_NEAR,      /* two boxes about one box size apart, any angles */
	GEN_BOX_AXIS,      /* integer centres and half extents, angle 0 or a quarter turn */
	GEN_BOX_THIN,      /* zero or tiny half extents: segments and points */
	GEN_BOX_FAR_SCALE, /* large centres (1e5..1e7) or tiny boxes (1e-6..1e-3) */
	GEN_BOX_SAME,      /* the same box twice, or one step apart */
	GEN_BOX_TOUCH,     /* b (and the circle) touching a's ideal outline, or a few float
	                    * steps in or out of it: the corners' rounding decides */
	GEN_BOX_KINDS
};

const char *gen_box_kind_name(int kind);

typedef struct gen_box_case {
	int kind;
	fp_box a, b;
	fp_circle c; /* near a's corners or edges */
} gen_box_case;

gen_box_case gen_box_pair(uint64_t seed, int index);

#endif
