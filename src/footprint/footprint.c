/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Footprints: a box prepared once per tick, and the fast pair tests that are
 * exactly the OR over its two triangles.
 *
 * The fast paths compare the boxes' ideal rectangles (centre, unit axes,
 * half extents) in float, with two proven margins stored per footprint:
 * - outer: every rounded corner lies within `outer` of the ideal corner, so
 *   the two triangles (inside the corners' hull) lie inside the ideal
 *   rectangle grown by `outer`. Ideal rectangles separated by more than the
 *   outer margins plus the rounding of the test: certainly no overlap.
 * - inner: the ideal rectangle shrunk by `inner` lies strictly inside every
 *   edge of the (convex) rounded quad, hence inside its two triangles.
 *   Shrunk rectangles overlapping with room to spare: certainly overlap.
 * Anything between goes to the exact triangle tests, so the answer is always
 * exactly the contract's. All float bounds assume -ffp-contract=off.
 */
#include <float.h>
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "aabb.h"
#include "predicates.h"
#include "sat_gap.h"
#include "sincos.h"

#if defined(__SSE__)
#include <xmmintrin.h>
#endif

/* Every rounded quantity of the float tests below is within 2^-18 S of its
 * value for the ideal rectangles, where S is the sum of the magnitudes that
 * enter it (|dx| + |dy| and the half extents): the axes (cos, sin) have
 * length within 2^-22 of 1 (fp_sincos gives 2^-23, sincos.h) and each of
 * the dozen float operations rounds by 2^-24 of a value below 2S.
 * ROUNDING_REL is 2^-16, a factor 4 to spare. The half extents' share is
 * folded into each footprint's outer and inner (with ROUNDING_ABS, which
 * covers underflow, at most 2^-149 an operation, and keeps outer's square a
 * normal float); the box test adds the share of the centres' offset,
 * ROUNDING_REL (|dx| + |dy|); the circle test bounds that share by its own
 * distance. */
#define ROUNDING_REL FP_SAT_ROUNDING
#define ROUNDING_ABS 0x1p-60

typedef int32_t fp_v4i __attribute__((vector_size(16)));

/* x with the sign bits in sign flipped: exact. */
static inline fp_v4f flip(fp_v4f x, fp_v4i sign)
{
	return (fp_v4f)((fp_v4i)x ^ sign);
}

#define FLIP_XW ((fp_v4i){ INT32_MIN, 0, 0, INT32_MIN })
#define FLIP_XY ((fp_v4i){ INT32_MIN, INT32_MIN, 0, 0 })

static inline fp_v4f abs4(fp_v4f x)
{
	return (fp_v4f)((fp_v4i)x & INT32_MAX);
}

/* a > b ? a : b in each lane, as fp_maxf (a NaN in a gives b). */
static inline fp_v4f max4(fp_v4f a, fp_v4f b)
{
#if defined(__SSE__)
	return _mm_max_ps(a, b);
#else
	fp_v4i m = a > b;
	return (fp_v4f)(((fp_v4i)a & m) | ((fp_v4i)b & ~m));
#endif
}

static inline fp_v4f min4(fp_v4f a, fp_v4f b)
{
#if defined(__SSE__)
	return _mm_min_ps(a, b);
#else
	fp_v4i m = a < b;
	return (fp_v4f)(((fp_v4i)a & m) | ((fp_v4i)b & ~m));
#endif
}

/* Every lane of the mask m is set. */
static inline bool all4(fp_v4i m)
{
#if defined(__SSE__)
	return _mm_movemask_ps((__m128)m) == 15;
#else
	return (m[0] & m[1] & m[2] & m[3]) != 0;
#endif
}

/* x's lanes in the order (a, b, c, d): on SSE2 one pshufd, which needs no
 * copy of x (the shuffle is done on the integer view, same bits). */
#define SWIZZLE(x, a, b, c, d) \
	((fp_v4f)__builtin_shufflevector((fp_v4i)(x), (fp_v4i)(x), a, b, c, d))

/* The corners from box = (cx, cy, hx, hy) and the axis cs = (co, si, ., .),
 * and their bounds: centre + R (+-half.x, +-half.y), counter-clockwise from
 * (-half.x, -half.y), in float. u = R (half.x, 0) and v = R (0, half.y);
 * each corner coordinate is centre +- (u +- v), three roundings (RE below
 * bounds what they add up to). */
static FP_ALWAYS_INLINE void corners_at(fp_v4f box, fp_v4f cs, fp_footprint *f)
{
	fp_v4f axis = SWIZZLE(cs, 0, 1, 1, 0);
	fp_v4f half = SWIZZLE(box, 2, 2, 3, 3);
	fp_v4f uv = axis * half; /* (ux, uy, vx, vy) */
	/* (sx, sy, dx, dy) = (ux - vx, uy + vy, ux + vx, uy - vy) */
	fp_v4f sd = SWIZZLE(uv, 0, 1, 0, 1) + flip(SWIZZLE(uv, 2, 3, 2, 3), FLIP_XW);
	fp_v4f t = flip(sd, FLIP_XY); /* (-sx, -sy, dx, dy) */
	fp_v4f c = SWIZZLE(box, 0, 1, 0, 1);
	fp_v4f c23 = c - t, c01 = t + c;
	memcpy(&f->corner[0], &c01, sizeof c01);
	memcpy(&f->corner[2], &c23, sizeof c23);
	/* Rounding cx + t is monotone in t, so the extreme corners are those
	 * of the extreme offsets: bit for bit the corners' min and max, without
	 * reading the corners back. They are finite exactly when every corner
	 * is: mx is finite exactly when sx and dx both are (a NaN in one of
	 * them makes the other NaN or infinite, which max4 then returns). */
	fp_v4f a = abs4(sd);
	fp_v4f m = max4(a, SWIZZLE(a, 2, 3, 0, 1)); /* (mx, my, mx, my) */
	fp_v4f bounds = c + flip(m, FLIP_XY);
	memcpy(&f->bounds, &bounds, sizeof bounds);
}

/* The corners of a good box whose float sums overflowed, made again in
 * double and rounded once: near FLT_MAX a corner can be finite though a
 * partial sum is not. A corner beyond float range stays infinite. */
static void corners_wide(const fp_box *b, fp_v4f cs, fp_footprint *f)
{
	static const double sx[4] = { -1.0, 1.0, 1.0, -1.0 };
	static const double sy[4] = { -1.0, -1.0, 1.0, 1.0 };
	double c = fp_d(cs[0]), s = fp_d(cs[1]);
	vec2s *out = f->corner;
	for (int i = 0; i < 4; i++) {
		/* c hx and s hy are exact products; the two sums round in
		 * double, the result once more in float: well within RE's bound
		 * on the float path's three roundings. */
		double ox = sx[i] * fp_d(b->half.x), oy = sy[i] * fp_d(b->half.y);
		out[i].x = (float)(fp_d(b->center.x) + (c * ox - s * oy));
		out[i].y = (float)(fp_d(b->center.y) + (s * ox + c * oy));
	}
	f->bounds = (fp_aabb){ out[0], out[0] };
	for (int i = 1; i < 4; i++) {
		f->bounds.min.x = fp_minf(f->bounds.min.x, out[i].x);
		f->bounds.min.y = fp_minf(f->bounds.min.y, out[i].y);
		f->bounds.max.x = fp_maxf(f->bounds.max.x, out[i].x);
		f->bounds.max.y = fp_maxf(f->bounds.max.y, out[i].y);
	}
}

static bool corners_convex(const vec2s q[4])
{
	for (int i = 0; i < 4; i++) {
		if (fp_orient_sign(q[(i + 3) % 4], q[i], q[(i + 1) % 4]) <= 0)
			return false;
	}
	return true;
}

/* The margins, in float (this runs per actor per tick), for a good box with
 * finite corners, cs = |cx| + |cy| and s = hx + hy (mn = min(hx, hy)). Each
 * macro is one rounded expression, for one box in floats or four in fp_v4f
 * lanes alike; every constant is rounded up by at least 2^-10 (RE) or 2^-12
 * (the rest), far more than the five or so roundings (2^-24 each) on its
 * way, so each computed margin is at least the bound derived here.
 *
 * RE: the distance within which every rounded corner lies of the ideal one.
 * With H = sqrt(hx^2 + hy^2) <= s and |c| = sqrt(cx^2 + cy^2) <= cs: the
 * products co hx and si hy round by 2^-24 of |co| hx + |si| hy, their sum
 * by 2^-24 of at most that again, and centre plus offset by 2^-24 (|cx| +
 * that): a corner's x is within 2^-24 (|cx| + 3 (|co| hx + |si| hy)) (1 +
 * 2^-23) of centre + (co, si)-rotated offset, plus 2^-150 an operation
 * where a product underflows, and y likewise with |si| hx + |co| hy. As a
 * distance: 2^-24 (|c| + 3 (|co| + |si|) H) (1 + 2^-23) + 2^-147.5, with
 * |co| + |si| <= sqrt(2) |axis|. The axis differs from the unit one by
 * ||axis| - 1| <= 2^-24 (1 + 2^-22) (co^2 + si^2 within 2^-23 of 1,
 * sincos.h), moving the corner 2^-24 (1 + 2^-22) H more. In all, re_needed
 * <= 2^-24 (cs + 5.25 s) + 2^-147, and RE >= (1 + 2^-10.1) of it plus
 * 0.99 2^-58: that covers the underflow and ROUNDING_ABS's share below, and
 * keeps outer >= 2^-60, whose square is a normal float. */
#define RE(cs, s) ((cs) * 0x1.004p-24f + (s) * 0x1.5054p-22f + 0x1p-58f)

/* OUTER >= (re_needed + sqrt(2) (2^-16 s + 2^-60)) (1 + 2^-20): the circle
 * test needs the tests' rounding (ROUNDING_REL on the half extents) as a
 * distance in the plane, the box test only along one axis. RE's 2^-58
 * covers sqrt(2) 2^-60, and 0x1.6a21p-16 is above sqrt(2) 2^-16 (1 +
 * 2^-12). */
#define OUTER(re, s) ((re) + (s) * 0x1.6a21p-16f)

/* INNER, from q = s / mn. A point x at distance >= delta inside every ideal
 * edge (length L_i, x within D of its ends) has orient(q_i, q_i+1, x) >=
 * L_i delta - L_i re - 2 re D - 2 re^2 > 0 for delta > re + 2 re (D + re) /
 * L_i, where the rounded quad is convex (below); with the shortest edge 2
 * mn and D the diagonal 2 H <= 2 s that is re (1 + (2 s + re) / mn), below
 * re (1.25 + 2 q) when re < mn / 4. So the rectangle shrunk by delta = RE
 * (1.25 + 2 q) lies inside the rounded quad, and inner >= sqrt(2) (delta +
 * 2^-16 s + 2^-60) (1 + 2^-20) is what the tests need: shrinking B by delta
 * moves its extent on A's axes by up to sqrt(2) delta (RE's 2^-58 times
 * 1.25 covers 2^-60). 0x1.6a21p1 and 0x1.c4a9p0 are above 2 sqrt(2) and
 * 1.25 sqrt(2) by (1 + 2^-12).
 *
 * PROVEN: inner < mn. Then delta < mn, so the shrunk rectangle is not
 * empty, and re_needed <= RE < inner / (5.25 sqrt(2)) < mn / 4, which keeps
 * the rounded quad convex: consecutive ideal edges are perpendicular, their
 * cross product 4 hx hy, and corners moved by re change it by at most 4 re
 * s + 4 re^2 < 4 hx hy when re < mn / 4 (hx hy >= mn s / 2 > 2 re s and s
 * >= 2 mn > 8 re). CONVEX is that last condition alone, for the boxes
 * whose inner is not PROVEN. */
#define INNER(re, q, s) ((re) * ((q) * 0x1.6a21p1f + 0x1.c4a9p0f) + (s) * 0x1.6a21p-16f)
#define PROVEN(inner, hx, hy) (((inner) < (hx)) & ((inner) < (hy)))
#define CONVEX(mn, re) ((mn) > (re) * 4.0f)

/* The common path takes a box whose outer is below 2^33, whose inner is
 * PROVEN, and whose angle is within 2^16 (fp_sincos_near; one box at a time
 * asks fp_sincos_reduced_near, which takes a little less, on the reduction
 * it needs anyway). outer >= 2^-24 cs
 * and >= 2^-16 s, so cs < 2^57 and s < 2^49: every corner is finite and
 * max(|cx|, |cy|) + s < 2^59 (FAST). A NaN or infinity in the centre or the half extents makes
 * outer NaN or infinite; a negative or zero half extent fails PROVEN (the
 * margins are made from |hx| and |hy|, so inner is positive, or NaN). */
#define OUTER_COMMON_MAX 0x1p33f
#define ANGLE_COMMON_MAX 0x1p16f

/* The margins of one box v = (cx, cy, hx, hy) in the lanes of oi = (., .,
 * outer, inner), and whether the common path takes it (t is FP_REDUCE's, of
 * the box's angle): the macros above,
 * lane by lane, so that they round exactly as fp_footprints_of's lanes do.
 * Lane 2 of r is exactly 1, so lane 2 of oi is OUTER, wherever q is finite;
 * where it is not (a zero half extent, or NaN), inner is infinite or NaN and
 * the box is not common either way. Lanes 0 and 1 hold whatever |cx| and
 * |cy| make of the same arithmetic (NaN after 0 / 0, say), and are not
 * used. */
static FP_ALWAYS_INLINE fp_v4f margins_of(fp_v4f v, double t, bool *common)
{
	fp_v4f a = abs4(v);
	fp_v4f b = SWIZZLE(a, 1, 0, 3, 2);
	fp_v4f mn = min4(b, a);
	fp_v4f sum = a + b; /* (cs, cs, s, s) */
	fp_v4f g = sum * (fp_v4f){ 0x1.004p-24f, 0x1.004p-24f, 0x1.5054p-22f, 0x1.5054p-22f };
	/* RE in lanes 2 and 3 (lanes 0 and 1 are not used). */
	fp_v4f re = (g + SWIZZLE(g, 2, 3, 0, 1)) + (fp_v4f){ 0.0f, 0.0f, 0x1p-58f, 0x1p-58f };
	fp_v4f r = (sum / mn) * (fp_v4f){ 0.0f, 0.0f, 0.0f, 0x1.6a21p1f }
		+ (fp_v4f){ 0.0f, 0.0f, 1.0f, 0x1.c4a9p0f };
	fp_v4f oi = re * r + sum * (fp_v4f){ 0.0f, 0.0f, 0x1.6a21p-16f, 0x1.6a21p-16f };
	fp_v4f lhs = SWIZZLE(oi, 2, 2, 3, 3); /* outer, outer, inner, inner */
	fp_v4f rhs = __builtin_shufflevector(v, (fp_v4f){ OUTER_COMMON_MAX, OUTER_COMMON_MAX, 0.0f, 0.0f },
		4, 5, 2, 3);
	*common = (int)all4(lhs < rhs) & (int)fp_sincos_reduced_near(t);
	return oi;
}

/* Four boxes' numbers, a box a lane. */
typedef struct box_lanes {
	fp_v4f cx, cy, hx, hy, angle;
} box_lanes;

/* Four boxes' outer and inner, and whether the common path takes them all:
 * margins_of's arithmetic lane by lane. */
typedef struct lane_margins {
	fp_v4f outer, inner;
	bool common;
} lane_margins;

static FP_ALWAYS_INLINE lane_margins margins_of_lanes(box_lanes b)
{
	fp_v4f hx = abs4(b.hx), hy = abs4(b.hy), s = hx + hy, mn = min4(hx, hy);
	fp_v4f re = RE(abs4(b.cx) + abs4(b.cy), s);
	fp_v4f outer = OUTER(re, s), inner = INNER(re, s / mn, s);
	fp_v4i common = (outer < OUTER_COMMON_MAX) & PROVEN(inner, b.hx, b.hy)
		& (abs4(b.angle) <= ANGLE_COMMON_MAX);
	return (lane_margins){ outer, inner, all4(common) };
}

/* A bad box's footprint: every NaN corner coordinate the one quiet NaN
 * 0x7fc00000 (the operations' NaN depends on how the compiler ordered them),
 * bounds empty, no flags. */
static void settle_bad(fp_footprint *f)
{
	const uint32_t quiet_nan = 0x7fc00000u;
	for (int i = 0; i < 8; i++) {
		float *c = &f->corner[i / 2].raw[i % 2];
		if (*c != *c)
			memcpy(c, &quiet_nan, sizeof quiet_nan);
	}
	f->bounds = (fp_aabb){ { { INFINITY, INFINITY } }, { { -INFINITY, -INFINITY } } };
	f->flags = 0;
}

/* The footprint of any box the common path below leaves, made from the
 * start: bad input (its NaN corners made the one quiet NaN 0x7fc00000,
 * whatever the operations produced, so every path gives the same bits),
 * corners beyond float range, sizes from 2^57 on, angles beyond 2^16, thin
 * or tiny boxes. */
static FP_NOINLINE fp_footprint footprint_rare(const fp_box *b)
{
	fp_v4f box, cs = fp_sincos(b->angle);
	memcpy(&box, b, sizeof box);
	fp_footprint footprint, *f = &footprint;
	corners_at(box, cs, f);
	f->center = b->center;
	f->axis = (vec2s){ { cs[0], cs[1] } };
	f->half = b->half;
	f->outer = INFINITY;
	f->inner = INFINITY;
	if (!fp_box_ok(*b)) {
		settle_bad(f);
		return footprint;
	}
	f->flags = FP_FOOTPRINT_VALID;
	if (!(fp_finite_vec(f->bounds.min) && fp_finite_vec(f->bounds.max))) {
		/* A corner still beyond float range stays infinite: the box
		 * takes the exact path, where the triangle holding that corner
		 * is bad input and overlaps nothing, and the other still
		 * counts, as the contract's OR says. */
		corners_wide(b, cs, f);
		if (!(fp_finite_vec(f->bounds.min) && fp_finite_vec(f->bounds.max)))
			return footprint;
	}
	float hx = b->half.x, hy = b->half.y, s = hx + hy, mn = fp_minf(hx, hy);
	float re = RE(fabsf(b->center.x) + fabsf(b->center.y), s);
	bool convex = CONVEX(mn, re); /* PROVEN needs it, and mn > 0 */
	if (convex || corners_convex(f->corner))
		f->flags |= FP_FOOTPRINT_CONVEX;
	if (fp_maxf(fabsf(b->center.x), fabsf(b->center.y)) + s < 0x1p59f) {
		f->flags |= FP_FOOTPRINT_FAST;
		f->outer = OUTER(re, s);
		float inner = convex ? INNER(re, s / mn, s) : INFINITY;
		if (PROVEN(inner, hx, hy))
			f->inner = inner;
	}
	return footprint;
}

/* center and axis, and half, outer and inner, are four floats each in a
 * row: the common path stores each four at once. */
_Static_assert(offsetof(fp_footprint, axis) == offsetof(fp_footprint, center) + 8
	&& offsetof(fp_footprint, half) == offsetof(fp_footprint, center) + 16
	&& offsetof(fp_footprint, outer) == offsetof(fp_footprint, half) + 8
	&& offsetof(fp_footprint, inner) == offsetof(fp_footprint, half) + 12,
	"fp_footprint's frame fields are consecutive floats");

/* The footprint of a box v = (cx, cy, hx, hy) the common path takes, from
 * its axis cs and rest = (hx, hy, outer, inner). */
static FP_ALWAYS_INLINE void footprint_common(fp_v4f v, fp_v4f cs, fp_v4f rest, fp_footprint *f)
{
	corners_at(v, cs, f);
	f->flags = FP_FOOTPRINT_VALID | FP_FOOTPRINT_CONVEX | FP_FOOTPRINT_FAST;
	/* From the corners' (cx, cy, cx, cy), whose register is free by now. */
	fp_v4f frame = __builtin_shufflevector(SWIZZLE(v, 0, 1, 0, 1), cs, 0, 1, 4, 5); /* cx, cy, co, si */
	memcpy((char *)f + offsetof(fp_footprint, center), &frame, sizeof frame);
	memcpy((char *)f + offsetof(fp_footprint, half), &rest, sizeof rest);
}

/* One box's footprint: the common path inline, the rest out of line. */
static FP_ALWAYS_INLINE fp_footprint footprint_of(const fp_box *b)
{
	fp_v4f v;
	memcpy(&v, b, sizeof v);
	double t, r = FP_REDUCE((double)b->angle, t);
	bool common;
	fp_v4f oi = margins_of(v, t, &common);
	if (!common)
		return footprint_rare(b);
	/* One local, returned whole: the compiler builds it in the caller's
	 * footprint. */
	fp_footprint f;
	footprint_common(v, fp_sincos_turn(r, fp_sincos_quadrant(t)), __builtin_shufflevector(v, oi, 2, 3, 6, 7), &f);
	return f;
}

/* fp_footprint_of is footprint_of compiled twice, for SSE2 and for AVX,
 * and the dynamic linker binds the one the machine runs (an ifunc, GCC on
 * x86-64 ELF; elsewhere the plain build alone). AVX's three-operand
 * instructions spare the register copies SSE2's two-operand ones need,
 * about a tenth of the instructions; the operations are the same IEEE ones
 * (AVX has no fused multiply-add), so both give the same bits. */
#if defined(__x86_64__) && defined(__ELF__) && defined(__GNUC__) && !defined(__clang__)
static __attribute__((target("avx"))) fp_footprint footprint_of_avx(fp_box b)
{
	return footprint_of(&b);
}

static fp_footprint footprint_of_sse2(fp_box b)
{
	return footprint_of(&b);
}

/* Runs while the library is being loaded, before any constructor: hence
 * __builtin_cpu_init. */
static fp_footprint (*resolve_footprint_of(void))(fp_box)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx") ? footprint_of_avx : footprint_of_sse2;
}

fp_footprint fp_footprint_of(fp_box b) __attribute__((ifunc("resolve_footprint_of")));
#else
fp_footprint fp_footprint_of(fp_box b)
{
	return footprint_of(&b);
}
#endif

/* Four boxes from b: their numbers a box a lane, their angles reduced two
 * lanes at once, then each box's footprint. Any box the common path does
 * not take sends the four one at a time. */
static FP_ALWAYS_INLINE void footprints_of_four(const fp_box *b, fp_footprint *out)
{
	fp_v4f v[4];
	for (int j = 0; j < 4; j++)
		memcpy(&v[j], &b[j], sizeof v[j]);
	fp_v4f lo01 = __builtin_shufflevector(v[0], v[1], 0, 4, 1, 5); /* cx0 cx1 cy0 cy1 */
	fp_v4f lo23 = __builtin_shufflevector(v[2], v[3], 0, 4, 1, 5);
	fp_v4f hi01 = __builtin_shufflevector(v[0], v[1], 2, 6, 3, 7); /* hx0 hx1 hy0 hy1 */
	fp_v4f hi23 = __builtin_shufflevector(v[2], v[3], 2, 6, 3, 7);
	box_lanes l = {
		__builtin_shufflevector(lo01, lo23, 0, 1, 4, 5),
		__builtin_shufflevector(lo01, lo23, 2, 3, 6, 7),
		__builtin_shufflevector(hi01, hi23, 0, 1, 4, 5),
		__builtin_shufflevector(hi01, hi23, 2, 3, 6, 7),
		{ b[0].angle, b[1].angle, b[2].angle, b[3].angle },
	};
	lane_margins g = margins_of_lanes(l);
	if (!g.common) {
		for (int j = 0; j < 4; j++)
			out[j] = fp_footprint_of(b[j]);
		return;
	}
	fp_v2d a01 = __builtin_convertvector(__builtin_shufflevector(l.angle, l.angle, 0, 1), fp_v2d);
	fp_v2d a23 = __builtin_convertvector(__builtin_shufflevector(l.angle, l.angle, 2, 3), fp_v2d);
	fp_v2d t01, t23, r01 = FP_REDUCE(a01, t01), r23 = FP_REDUCE(a23, t23);
	fp_v4f oi01 = __builtin_shufflevector(g.outer, g.inner, 0, 4, 1, 5); /* o0 i0 o1 i1 */
	fp_v4f oi23 = __builtin_shufflevector(g.outer, g.inner, 2, 6, 3, 7);
	footprint_common(v[0], fp_sincos_turn(r01[0], fp_sincos_quadrant(t01[0])),
		__builtin_shufflevector(v[0], oi01, 2, 3, 4, 5), &out[0]);
	footprint_common(v[1], fp_sincos_turn(r01[1], fp_sincos_quadrant(t01[1])),
		__builtin_shufflevector(v[1], oi01, 2, 3, 6, 7), &out[1]);
	footprint_common(v[2], fp_sincos_turn(r23[0], fp_sincos_quadrant(t23[0])),
		__builtin_shufflevector(v[2], oi23, 2, 3, 4, 5), &out[2]);
	footprint_common(v[3], fp_sincos_turn(r23[1], fp_sincos_quadrant(t23[1])),
		__builtin_shufflevector(v[3], oi23, 2, 3, 6, 7), &out[3]);
}

void fp_footprints_of(const fp_box *boxes, size_t n, fp_footprint *out)
{
	size_t i = 0;
	for (; i + 4 <= n; i += 4)
		footprints_of_four(&boxes[i], &out[i]);
	for (; i < n; i++)
		out[i] = fp_footprint_of(boxes[i]);
}

void fp_footprint_tris(const fp_footprint *f, fp_tri out[2])
{
	out[0] = (fp_tri){ { f->corner[0], f->corner[1], f->corner[2] } };
	out[1] = (fp_tri){ { f->corner[0], f->corner[2], f->corner[3] } };
}

static bool overlap_exact(const fp_footprint *a, const fp_footprint *b)
{
	fp_tri ta[2], tb[2];
	fp_footprint_tris(a, ta);
	fp_footprint_tris(b, tb);
	return fp_tri_overlap(ta[0], tb[0]) || fp_tri_overlap(ta[0], tb[1])
		|| fp_tri_overlap(ta[1], tb[0]) || fp_tri_overlap(ta[1], tb[1]);
}

/* The float separating-axis gap of the footprints' ideal rectangles and its
 * error allowance (sat_gap.h). */
static inline float sat_gap(const fp_footprint *a, const fp_footprint *b, float *err)
{
	return fp_sat_gap(b->center.x - a->center.x, b->center.y - a->center.y, a->axis.x,
	                  a->axis.y, a->half.x, a->half.y, b->axis.x, b->axis.y, b->half.x,
	                  b->half.y, err);
}

bool fp_footprint_overlap(const fp_footprint *a, const fp_footprint *b)
{
	/* The bounds first: on random pairs they settle about half, for a
	 * sixth of the separating axis test's cost. */
	if (!(a->flags & b->flags & FP_FOOTPRINT_VALID) || fp_aabb_apart(a->bounds, b->bounds))
		return false;
	if (a->flags & b->flags & FP_FOOTPRINT_FAST) {
		/* Both below 2^60: nothing in the float test overflows. An
		 * unproven inner is INFINITY: never certainly overlapping. */
		float err;
		float gap = sat_gap(a, b, &err);
		if (gap > err + (a->outer + b->outer))
			return false;
		if (gap < -(err + (a->inner + b->inner)))
			return true;
	}
	return overlap_exact(a, b);
}

/* Twice max(x, 0), without a branch or a libm call: exact (x + x is),
 * infinite only if x is above 2^127, NaN only if x is. */
static inline float twice_positive(float x)
{
	return x + fabsf(x);
}

/* The radius is finite and >= 0 (its bits, as an unsigned number, are at
 * most FLT_MAX's; -0.0 fails here and takes the exact path). */
static inline bool radius_plain(float r)
{
	uint32_t bits;
	memcpy(&bits, &r, sizeof bits);
	return bits <= 0x7f7fffffu;
}

/* The disc against the ideal rectangle: 0 certainly apart, 1 certainly
 * touching, -1 unsure. (p, q) is the centre's excess over the half extents
 * in the box's frame; D(t) = |(max(p + t, 0), max(q + t, 0))| is its
 * distance to the rectangle shrunk by t. The apart test is branch-free and
 * decides about four pairs in five on random data.
 *
 * Error: p and q are within e = 2^-18 (|dx| + |dy| + hx + hy) of their
 * ideal values, so the computed D(t) is within sqrt(2) e of the ideal one;
 * |dx| + |dy| <= sqrt(2) |d| <= sqrt(2) (D(0) + hx + hy) turns that into
 * 2^-17 D + W with W = 2^-16 (hx + hy) <= outer - re. Hence
 * - apart when computed D(0) > (r + outer) (1 + 2^-17): then the true
 *   distance exceeds r + re, and the triangles lie within re of the
 *   rectangle;
 * - touching when computed D(inner) < (r - outer) (1 - 2^-17): the disc
 *   then meets the rectangle shrunk by inner >= delta, which lies inside the
 *   triangles.
 * Doubling D and widening the factors to 2^-16 covers the rounding of the
 * squares and sums; 2^-118 covers the left side's underflow, and the right
 * side (>= outer^2 >= 2^-120) does not underflow. A NaN centre fails both
 * tests; an infinite one, or one so far that the float products overflow,
 * is apart unless the radius is near 2^63 or more, where (2 reach)^2 is
 * infinite and both tests fail. A bad radius can only fail the tests or
 * answer false, which is then the answer. */
static inline int circle_decide(fp_circle c, const fp_footprint *f)
{
	float dx = c.center.x - f->center.x, dy = c.center.y - f->center.y;
	float co = f->axis.x, si = f->axis.y, r = c.radius;
	float p = fabsf(dx * co + dy * si) - f->half.x;
	float q = fabsf(dy * co - dx * si) - f->half.y;
	float lx = twice_positive(p), ly = twice_positive(q);
	float reach = (r + f->outer) * (2.0f + 0x1p-15f);
	if (lx * lx + ly * ly > reach * reach)
		return 0;
	float ux = twice_positive(p + f->inner), uy = twice_positive(q + f->inner);
	float room = (r - f->outer) * (2.0f - 0x1p-15f);
	if (radius_plain(r) & (room > 0.0f) & (ux * ux + uy * uy + 0x1p-118f < room * room))
		return 1;
	return -1;
}

/* The disc's bounds against the corners' (empty for a bad footprint).
 * Rounding is monotone, so a rounded centre +- radius compared with a float
 * decides as the exact sum would: this is exact. */
static inline bool circle_bounds_apart(fp_circle c, const fp_aabb *b)
{
	return (c.center.x + c.radius < b->min.x) | (c.center.x - c.radius > b->max.x)
		| (c.center.y + c.radius < b->min.y) | (c.center.y - c.radius > b->max.y);
}

static bool circle_footprint_exact(fp_circle c, const fp_footprint *f)
{
	if (!(f->flags & FP_FOOTPRINT_VALID) || !fp_circle_ok(c))
		return false;
	fp_tri t[2];
	fp_footprint_tris(f, t);
	return fp_circle_tri(c, t[0]) || fp_circle_tri(c, t[1]);
}

bool fp_circle_footprint(fp_circle c, const fp_footprint *f)
{
	if (f->flags & FP_FOOTPRINT_FAST) {
		int r = circle_decide(c, f);
		if (r >= 0)
			return r;
	} else if (circle_bounds_apart(c, &f->bounds)) {
		return false;
	}
	return circle_footprint_exact(c, f);
}
