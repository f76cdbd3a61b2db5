/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_narrow.h: the box pair test four pairs at a time (internal).
 *
 * fp_footprint_overlap first runs a float separating-axis test of the boxes'
 * ideal rectangles, whose answer is certain outside a proven margin, and
 * only the rare pairs inside it go on to the exact triangle tests. The
 * kernels below compute that float test on four pairs at once, with the
 * same float operations in the same order (sat_gap.h's fp_sat_gap and its
 * rounding allowance), so each certain answer is the one
 * fp_footprint_overlap gives; an uncertain pair is left to
 * fp_footprint_overlap itself. Two kernels give the same bits: SSE2 (every
 * x86-64 has it) and plain C, chosen at compile time.
 */
#ifndef FOOTPRINT_BROADPHASE_NARROW_H
#define FOOTPRINT_BROADPHASE_NARROW_H

#include <math.h>
#include <stddef.h>
#include <string.h>

#include <footprint/broadphase.h>

#include "sat_gap.h"

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#define FP_NARROW_SSE2 1
#else
#define FP_NARROW_SSE2 0
#endif

#pragma GCC visibility push(hidden)

/* What the float test reads of a footprint, in the footprint's own order
 * from `center` on: centre x, y; axis (cos, sin); half x, y; outer; inner.
 * A footprint the float test may not decide (not VALID and FAST) gets an
 * infinite outer and inner, which no gap can beat. */
typedef struct fp_narrow {
	float v[8];
} fp_narrow;

enum { FP_NARROW_CX, FP_NARROW_CY, FP_NARROW_CA, FP_NARROW_SA, FP_NARROW_HX, FP_NARROW_HY,
       FP_NARROW_OUTER, FP_NARROW_INNER };

_Static_assert(offsetof(fp_footprint, axis) == offsetof(fp_footprint, center) + 8 &&
               offsetof(fp_footprint, half) == offsetof(fp_footprint, center) + 16 &&
               offsetof(fp_footprint, outer) == offsetof(fp_footprint, center) + 24 &&
               offsetof(fp_footprint, inner) == offsetof(fp_footprint, center) + 28,
               "fp_narrow copies fp_footprint's fields from center to inner in one piece");

static inline void fp_narrow_of(const fp_footprint *f, fp_narrow *r)
{
	memcpy(r, &f->center, sizeof *r);
	const uint32_t need = FP_FOOTPRINT_VALID | FP_FOOTPRINT_FAST;
	if ((f->flags & need) != need)
		r->v[FP_NARROW_OUTER] = r->v[FP_NARROW_INNER] = INFINITY;
}

/* The float test of one pair: 1 certainly overlapping, 0 certainly apart,
 * -1 uncertain. */
static inline int fp_narrow_decide1(const fp_narrow *a, const fp_narrow *b)
{
	const float *p = a->v, *q = b->v;
	float dx = q[FP_NARROW_CX] - p[FP_NARROW_CX], dy = q[FP_NARROW_CY] - p[FP_NARROW_CY];
	float ca = p[FP_NARROW_CA], sa = p[FP_NARROW_SA], cb = q[FP_NARROW_CA], sb = q[FP_NARROW_SA];
	float hxa = p[FP_NARROW_HX], hya = p[FP_NARROW_HY], hxb = q[FP_NARROW_HX], hyb = q[FP_NARROW_HY];
	float err, gap = fp_sat_gap(dx, dy, ca, sa, hxa, hya, cb, sb, hxb, hyb, &err);
	if (gap > err + (p[FP_NARROW_OUTER] + q[FP_NARROW_OUTER]))
		return 0;
	if (gap < -(err + (p[FP_NARROW_INNER] + q[FP_NARROW_INNER])))
		return 1;
	return -1;
}

/* Four pairs (a[i], b[i]) in plain C: bit i of the result is set when pair
 * i certainly overlaps, bit i of *decided when its answer is certain. */
static inline unsigned fp_narrow_decide4_scalar(const fp_narrow *const a[4],
                                                const fp_narrow *const b[4], unsigned *decided)
{
	unsigned hit = 0, known = 0;
	for (unsigned i = 0; i < 4; i++) {
		int r = fp_narrow_decide1(a[i], b[i]);
		known |= (unsigned)(r >= 0) << i;
		hit |= (unsigned)(r > 0) << i;
	}
	*decided = known;
	return hit;
}

#if FP_NARROW_SSE2
static inline __m128 fp_narrow_abs(__m128 x)
{
	return _mm_andnot_ps(_mm_set1_ps(-0.0f), x);
}

/* Loads the four pairs' field blocks (0: centre and axis, 1: half extents
 * and margins) as four vectors of one field each. */
static inline void fp_narrow_load4(const float *const r[4], int block, __m128 out[4])
{
	__m128 r0 = _mm_loadu_ps(r[0] + 4 * block), r1 = _mm_loadu_ps(r[1] + 4 * block);
	__m128 r2 = _mm_loadu_ps(r[2] + 4 * block), r3 = _mm_loadu_ps(r[3] + 4 * block);
	_MM_TRANSPOSE4_PS(r0, r1, r2, r3);
	out[0] = r0;
	out[1] = r1;
	out[2] = r2;
	out[3] = r3;
}

/* fp_narrow_decide4_scalar with SSE2: the same operations lane by lane
 * (_mm_max_ps(x, y) is x > y ? x : y, as the scalar code writes it). Each
 * pointer is to 8 floats in fp_narrow's order: a record's, or a
 * footprint's own from `center` on (the caller then masks out the lanes
 * whose footprints are not VALID and FAST). */
static inline unsigned fp_narrow_decide4_sse2(const float *const a[4], const float *const b[4],
                                              unsigned *decided)
{
	__m128 pa[4], qa[4], pb[4], qb[4];
	fp_narrow_load4(a, 0, pa);
	fp_narrow_load4(a, 1, qa);
	fp_narrow_load4(b, 0, pb);
	fp_narrow_load4(b, 1, qb);
	__m128 dx = _mm_sub_ps(pb[0], pa[0]), dy = _mm_sub_ps(pb[1], pa[1]);
	__m128 ca = pa[2], sa = pa[3], cb = pb[2], sb = pb[3];
	__m128 hxa = qa[0], hya = qa[1], hxb = qb[0], hyb = qb[1];
	__m128 c = fp_narrow_abs(_mm_add_ps(_mm_mul_ps(ca, cb), _mm_mul_ps(sa, sb)));
	__m128 s = fp_narrow_abs(_mm_sub_ps(_mm_mul_ps(ca, sb), _mm_mul_ps(sa, cb)));
	__m128 g1 = _mm_sub_ps(fp_narrow_abs(_mm_add_ps(_mm_mul_ps(dx, ca), _mm_mul_ps(dy, sa))),
	                       _mm_add_ps(hxa, _mm_add_ps(_mm_mul_ps(hxb, c), _mm_mul_ps(hyb, s))));
	__m128 g2 = _mm_sub_ps(fp_narrow_abs(_mm_sub_ps(_mm_mul_ps(dy, ca), _mm_mul_ps(dx, sa))),
	                       _mm_add_ps(hya, _mm_add_ps(_mm_mul_ps(hxb, s), _mm_mul_ps(hyb, c))));
	__m128 g3 = _mm_sub_ps(fp_narrow_abs(_mm_add_ps(_mm_mul_ps(dx, cb), _mm_mul_ps(dy, sb))),
	                       _mm_add_ps(hxb, _mm_add_ps(_mm_mul_ps(hxa, c), _mm_mul_ps(hya, s))));
	__m128 g4 = _mm_sub_ps(fp_narrow_abs(_mm_sub_ps(_mm_mul_ps(dy, cb), _mm_mul_ps(dx, sb))),
	                       _mm_add_ps(hyb, _mm_add_ps(_mm_mul_ps(hxa, s), _mm_mul_ps(hya, c))));
	__m128 err = _mm_mul_ps(_mm_set1_ps(FP_SAT_ROUNDING),
	                        _mm_add_ps(fp_narrow_abs(dx), fp_narrow_abs(dy)));
	__m128 gap = _mm_max_ps(_mm_max_ps(g1, g2), _mm_max_ps(g3, g4));
	__m128 apart = _mm_cmpgt_ps(gap, _mm_add_ps(err, _mm_add_ps(qa[2], qb[2])));
	__m128 inner = _mm_xor_ps(_mm_add_ps(err, _mm_add_ps(qa[3], qb[3])), _mm_set1_ps(-0.0f));
	__m128 overlap = _mm_cmplt_ps(gap, inner);
	unsigned hit = (unsigned)_mm_movemask_ps(overlap);
	*decided = hit | (unsigned)_mm_movemask_ps(apart);
	return hit;
}
#endif

/* The kernel this build uses. */
static inline unsigned fp_narrow_decide4(const fp_narrow *const a[4], const fp_narrow *const b[4],
                                         unsigned *decided)
{
#if FP_NARROW_SSE2
	const float *fa[4] = {a[0]->v, a[1]->v, a[2]->v, a[3]->v};
	const float *fb[4] = {b[0]->v, b[1]->v, b[2]->v, b[3]->v};
	return fp_narrow_decide4_sse2(fa, fb, decided);
#else
	return fp_narrow_decide4_scalar(a, b, decided);
#endif
}

/* hit[k] = fp_footprint_overlap(&boxes[pairs[k].a], &boxes[pairs[k].b]) for
 * k < npairs (false for an index >= nboxes; hit may be NULL); returns the
 * number of hits. simd picks the SSE2 kernel, where the build has it, or
 * the plain one: the answers are the same. */
size_t fp_narrow_batch(const fp_footprint *boxes, size_t nboxes, const fp_pair *pairs,
                       size_t npairs, bool *hit, bool simd);

#pragma GCC visibility pop

#endif
