/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* footprint/collide.h: exact 2D collision of triangles, circles and rotated
 * boxes (footprint/footprint.h includes it with the rest of the library).
 *
 * Every shape is a closed point set: its boundary belongs to it, so touching
 * counts as overlapping. Every decision is exact: a function returns what
 * exact real arithmetic would return on the float values it was given (no
 * tolerance anywhere). Any winding is accepted. Degenerate shapes are valid:
 * a zero-area triangle is the segment or point it covers, a zero radius is a
 * point, a zero half extent is a segment.
 *
 * Bad input (a NaN or infinite coordinate, radius, half extent or angle; a
 * negative radius or half extent) never crashes: predicates return false,
 * fp_orient returns 0, fp_tri_collide returns FP_ERR_INPUT.
 *
 * "Seed NNN" in these headers names one of the five articles the library
 * recreates (not a random seed): 000 "Triangle Collision (2D)" (rotated
 * rectangle footprints split into two triangles, point in triangle by edge
 * signs, the RosettaCode triangle-triangle test), 001 "Circle-Triangle
 * Intersection Method", 002 "Collision Detection" (point in triangle by
 * areas), 003 "Triangle-based collision detection with OpenGL" (by normals)
 * and 004 "Point collisions" (the Allegro wiki's point tests).
 *
 * Threads: every function here is pure (it reads only its arguments and
 * writes only its results): call it from any number of threads at once.
 *
 * C++: the shapes' points are cglm's vec2s, whose .x and .y live in an
 * anonymous struct that cglm enables only for C11 (and MSVC). Compiled as
 * C++, this header defines CGLM_USE_ANONYMOUS_STRUCT 1 before including
 * cglm (unless the program defined it first), so .x and .y work from C++11
 * on; include it before cglm, or define that macro yourself. Anonymous
 * structs are an extension ISO C++ lacks, which -Wpedantic reports inside
 * cglm when cglm is not found among the system headers: the include below
 * silences that one diagnostic for cglm's types only.
 */
#ifndef FOOTPRINT_COLLIDE_H
#define FOOTPRINT_COLLIDE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__cplusplus) && !defined(CGLM_USE_ANONYMOUS_STRUCT)
#define CGLM_USE_ANONYMOUS_STRUCT 1
#endif
#if defined(__cplusplus) && defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpedantic"
#endif
#include <cglm/struct.h>
#if defined(__cplusplus) && defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

#include <footprint/api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A triangle: three vertices in any order. */
typedef struct fp_tri {
	vec2s v[3];
} fp_tri;

/* A closed disc. */
typedef struct fp_circle {
	vec2s center;
	float radius;
} fp_circle;

/* An oriented rectangle: center, half extents (>= 0) and angle in radians,
 * counter-clockwise with y up. An actor's footprint. */
typedef struct fp_box {
	vec2s center;
	vec2s half;
	float angle;
} fp_box;

/* An axis-aligned box, closed; min > max on an axis makes it empty. */
typedef struct fp_aabb {
	vec2s min;
	vec2s max;
} fp_aabb;

/* The options of the seed's RosettaCode triangle test (fp_tri_collide). */
typedef struct fp_tri_opts {
	double eps;
	bool allow_reversed;
	bool on_boundary;
} fp_tri_opts;

typedef enum fp_status {
	FP_OK = 0,
	FP_ERR_WINDING = 1,
	FP_ERR_INPUT = 2
} fp_status;

/* A box prepared once for many tests (fp_footprint_of): its corners, exactly
 * fp_box_corners of the box; their bounds; and the box's frame with two
 * proven margins, which let the pair tests decide almost every pair in
 * float without touching the corners. Made and read by the library.
 *
 * The struct is public so that footprints sit in the caller's arrays (the
 * pair tests read them in place: no allocation, no indirection), and its
 * size and layout are part of the ABI. corner is the contract's and may be
 * read; every other field is private: read bounds with fp_footprint_bounds,
 * and write nothing (a footprint is made only by fp_footprint_of or
 * fp_footprints_of). Their meaning may change in any release. */
typedef struct fp_footprint {
	vec2s corner[4];
	/* private from here on */
	fp_aabb bounds;   /* the corners' bounding box; empty for a bad box */
	uint32_t flags;   /* FP_FOOTPRINT_* below */
	/* The box's frame, for the fast paths: the ideal rectangle is center +
	 * a*u + b*v with |a| <= half.x, |b| <= half.y, u = axis / |axis| and v
	 * = u turned a quarter counter-clockwise. */
	vec2s center;     /* the box's center */
	vec2s axis;       /* (cos, sin) of its angle, as the corners used them */
	vec2s half;       /* its half extents */
	float outer;      /* the triangles lie within this distance of the ideal
	                   * rectangle (with the fast tests' rounding allowance) */
	float inner;      /* the ideal rectangle shrunk by this on each side lies
	                   * inside the two triangles (with the same allowance);
	                   * INFINITY when unproven */
} fp_footprint;

/* fp_footprint.flags (private, as the field) */
#define FP_FOOTPRINT_VALID  1u  /* made from good input; a bad box overlaps nothing */
#define FP_FOOTPRINT_CONVEX 2u  /* the rounded corners still form a convex quad */
#define FP_FOOTPRINT_FAST   4u  /* outer and inner hold (magnitudes below 2^60) */

/* +1 if c is left of the directed line a->b (a, b, c counter-clockwise),
 * -1 if right, 0 if collinear or a == b. */
FP_API int fp_orient(vec2s a, vec2s b, vec2s c);

/* min.x <= p.x <= max.x and min.y <= p.y <= max.y. */
FP_API bool fp_point_in_aabb(vec2s p, fp_aabb box);

/* The closed boxes share a point (touching counts): a.min <= b.max and
 * b.min <= a.max on both axes. An empty box (min > max on an axis) or one
 * with a NaN meets nothing. */
FP_API bool fp_aabb_overlap(fp_aabb a, fp_aabb b);

/* |p - center|^2 <= radius^2: the point is in the closed disc. */
FP_API bool fp_point_in_circle(vec2s p, fp_circle c);

/* p lies in the closed triangle (edges and vertices included), any winding. */
FP_API bool fp_point_in_tri(vec2s p, fp_tri t);

/* The closed triangles share at least one point: touching at an edge or a
 * vertex counts. */
FP_API bool fp_tri_overlap(fp_tri a, fp_tri b);

/* The open interiors share a point: touching does not count, and a zero-area
 * triangle has no interior. */
FP_API bool fp_tri_overlap_interior(fp_tri a, fp_tri b);

/* The seed's RosettaCode TriangleTriangleCollision(a, b, eps, allowReversed,
 * onBoundary), decided exactly. A clockwise triangle (D < 0) is reversed when
 * opts.allow_reversed, else FP_ERR_WINDING with *hit untouched. *hit is false
 * when some directed edge p->q of one triangle has every vertex r of the other
 * with D(p,q,r) < eps (on_boundary) or <= eps (!on_boundary). Bad input,
 * including a NaN or infinite eps, gives FP_ERR_INPUT before any winding
 * error. With eps 0 it equals fp_tri_overlap (on_boundary) or
 * fp_tri_overlap_interior (!on_boundary) for triangles of non-zero area. */
FP_API fp_status fp_tri_collide(fp_tri a, fp_tri b, fp_tri_opts opts, bool *hit);

/* |ca - cb|^2 <= (ra + rb)^2: the closed discs share a point (tangent counts). */
FP_API bool fp_circle_circle(fp_circle a, fp_circle b);

/* The closed disc and the closed triangle share a point (tangent counts). */
FP_API bool fp_circle_tri(fp_circle c, fp_tri t);

/* The 4 corners counter-clockwise, starting at center + R(angle)(-half.x,
 * -half.y). Within 1e-5 relative of the true corners, and the same bits on
 * every machine: the library makes its own sine and cosine, each within
 * 2^-25 + 2^-33 of the true value for every finite angle (proved; the
 * largest error measured on every float is 2^-25.00). That is within 0.501
 * units in the last place of the float result on [0, 2 pi] and beyond 2^16,
 * but not on (2 pi, 2^16]: near the zeros of sine and cosine there, where
 * the result is tiny, the same absolute error is up to 2284 units in the
 * last place (2283.5 at angle 52516.434). */
FP_API void fp_box_corners(fp_box b, vec2s out[4]);

/* The footprint split: out[0] = corners 0,1,2 and out[1] = corners 0,2,3. */
FP_API void fp_box_tris(fp_box b, fp_tri out[2]);

/* Exactly: some pair of fp_box_tris triangles, one from each box, overlaps. */
FP_API bool fp_box_overlap(fp_box a, fp_box b);

/* Exactly: the circle overlaps one of the box's fp_box_tris triangles.
 * Circle first, as the name; the broadphase's circle pairs (fp_pair) name
 * the box first: pair.a the box, pair.b the circle. */
FP_API bool fp_circle_box(fp_circle c, fp_box b);

/* The box prepared for many tests: corner is fp_box_corners(b) bit for bit
 * (for bad input too), bounds the corners' bounding box, and the frame and
 * margins of fp_footprint above; a bad box gives flags 0 and overlaps
 * nothing. */
FP_API FP_CONST fp_footprint fp_footprint_of(fp_box b);

/* out[i] = fp_footprint_of(boxes[i]) for every i < n, bit for bit, made
 * faster together: a game's every footprint of a tick in one call. */
FP_API void fp_footprints_of(const fp_box *boxes, size_t n, fp_footprint *out);

/* Exactly fp_box_overlap of the two boxes the footprints were made from. */
FP_API bool fp_footprint_overlap(const fp_footprint *a, const fp_footprint *b);

/* Exactly fp_circle_box of the footprint's box. */
FP_API bool fp_circle_footprint(fp_circle c, const fp_footprint *f);

/* The footprint's two triangles: corners 0,1,2 and 0,2,3, as fp_box_tris. */
FP_API void fp_footprint_tris(const fp_footprint *f, fp_tri out[2]);

/* The smallest axis-aligned box holding the footprint's four corners (hence
 * its triangles); empty (min > max) for a footprint of a bad box, which
 * meets nothing. Two footprints can overlap only when fp_aabb_overlap of
 * their bounds is true. */
FP_API fp_aabb fp_footprint_bounds(const fp_footprint *f);

#ifdef __cplusplus
}
#endif

#endif
