/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* An independent, slow, exact reference for the collide tests.
 *
 * Triangle predicates work on any finite floats: a product of two floats is
 * exact in double, and a sum of such products is summed exactly as a
 * floating-point expansion (Shewchuk's Grow-Expansion), whose sign is the
 * sign of its largest component. The code is written for obviousness, not
 * speed, and shares nothing with the library. Circle predicates work on
 * integer coordinates and radii (|v| <= 2^24, so they are floats too) in
 * 128-bit integers; the caller scales them by a power of two, which changes
 * no answer.
 */
#ifndef COLLIDE_TEST_EXACT_REF_H
#define COLLIDE_TEST_EXACT_REF_H

#include <stdbool.h>
#include <stdint.h>

#include <footprint/collide.h>

/* The exact sign (-1, 0, +1) of terms[0] + ... + terms[n-1], n <= 128. */
int ref_sign_sum(const double *terms, int n);

/* The exact sign of D(a,b,c): +1 when c is left of a->b. */
int ref_orient(vec2s a, vec2s b, vec2s c);

/* p is on the closed segment ab (a point when a == b). */
bool ref_on_segment(vec2s p, vec2s a, vec2s b);

/* p is in the closed triangle, any winding; degenerate ones as segments. */
bool ref_point_in_tri(vec2s p, fp_tri t);

/* The closed triangles share a point: a vertex of one in the other, or two
 * edges meet (true of any two convex hulls, degenerate ones included). */
bool ref_tri_overlap(fp_tri a, fp_tri b);

/* The open interiors share a point: both have area and no edge line of
 * either weakly separates them (separating axes of convex polygons). */
bool ref_tri_overlap_interior(fp_tri a, fp_tri b);

/* The contract's fp_tri_collide, literally, with exact D - eps signs. */
fp_status ref_tri_collide(fp_tri a, fp_tri b, fp_tri_opts opts, bool *hit);

/* |p - center|^2 <= r^2 for any finite floats (nine exact products). */
bool ref_point_in_circle(vec2s p, fp_circle c);

/* |ca - cb|^2 <= (ra + rb)^2 for any finite floats. */
bool ref_circle_circle(fp_circle a, fp_circle b);

/* The closed disc meets the closed triangle, for any finite floats: a
 * vertex in the disc, the centre in the triangle, or an edge whose closest
 * point lies within the radius (cross^2 <= r^2 |B-A|^2 with the foot on
 * the edge), all summed exactly (products of doubles split with fma). */
bool ref_circle_tri(fp_circle c, fp_tri t);

/* A ray cast's answer: hit, and t the largest float at most the first
 * contact's exact fraction. */
typedef struct ref_ray {
	bool hit;
	float t;
} ref_ray;

/* The same against the footprint's two triangles (corners 0, 1, 2 and 0, 2,
 * 3), a triangle with a corner beyond float range meeting nothing. */
ref_ray ref_ray_corners(vec2s from, vec2s to, const vec2s corner[4]);

/* The same against the closed disc: the piece reaches the disc when an end
 * is in it or the perpendicular foot of the centre is on it within the
 * radius; the contact is at f when |P(f) - c| = r there heading inward. */
ref_ray ref_ray_circle(vec2s from, vec2s to, fp_circle c);

/* An integer point for the circle reference. */
typedef struct ref_ipt {
	int64_t x, y;
} ref_ipt;

/* |p - c|^2 <= r^2. */
bool ref_i_point_in_circle(ref_ipt p, ref_ipt c, int64_t r);

/* |ca - cb|^2 <= (ra + rb)^2. */
bool ref_i_circle_circle(ref_ipt ca, int64_t ra, ref_ipt cb, int64_t rb);

/* The closed disc meets the closed triangle t[0..2]. */
bool ref_i_circle_tri(ref_ipt c, int64_t r, const ref_ipt t[3]);

#endif
