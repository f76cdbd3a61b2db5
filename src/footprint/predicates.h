/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* predicates.h: exact signs of sums of products of floats (internal).
 *
 * Every predicate of the library is the sign of a polynomial in float inputs.
 * Expanded, it is a sum of products of at most four floats. A product of two
 * floats is exact in double (24 + 24 bits fit 53). Inputs are finite floats,
 * so every nonzero |x| is in [2^-149, 2^128): a product of up to four floats
 * (or their expansion components) is in [2^-596, 2^512], inside the double
 * range with no underflow and no overflow, which is what makes Shewchuk's
 * expansion arithmetic below exact. The bounds assume every double operation
 * is rounded once to nearest-even (-ffp-contract=off, no x87 excess
 * precision), as the top meson.build requires.
 */
#ifndef FOOTPRINT_PREDICATES_H
#define FOOTPRINT_PREDICATES_H

#include <math.h>
#include <stdbool.h>

#include <footprint/collide.h>

/* The largest expansion any predicate here builds (degree 4: 72 parts,
 * plus headroom for the sums around it). */
#define FP_EXP_MAX 256

/* Expansions are arrays of doubles, nonoverlapping, increasing magnitude,
 * without zeros; each function returns the new length. */

/* h = e + f exactly. h has room for elen + flen. */
int fp_exp_sum(int elen, const double *e, int flen, const double *f, double *h);

/* h = e * b exactly. h has room for 2 * elen. */
int fp_exp_scale(int elen, const double *e, double b, double *h);

/* h = e * f exactly. h has room for 2 * elen * flen (and <= FP_EXP_MAX). */
int fp_exp_mul(int elen, const double *e, int flen, const double *f, double *h);

/* The sign of an expansion: -1, 0 or +1. */
int fp_exp_sign(int elen, const double *e);

/* The terms t[0..n) summed exactly into an expansion h (room for n). */
int fp_exp_from_terms(int n, const double *t, double *h);

/* Sign of D(a, b, c) - eps, exactly; D is the seed's Det2D, the doubled
 * signed area (fp_orient's determinant). eps must be finite. */
int fp_orient_eps(vec2s a, vec2s b, vec2s c, double eps);

/* Shewchuk's ccwerrboundA for u = 2^-53: |fl(D) - D| <= bound * (|l| + |r|),
 * with l, r the two products of rounded differences. Inputs are floats, so a
 * nonzero difference is >= 2^-149 and a product of two >= 2^-298: nothing
 * underflows and the bound holds. */
#define FP_CCW_ERRBOUND_A ((3.0 + 16.0 * 0x1p-53) * 0x1p-53)

/* Sign of D(a, b, c) - eps by expansion arithmetic (the slow, exact path). */
int fp_orient_exact(vec2s a, vec2s b, vec2s c, double eps);

/* Sign of (b - a).(d - c), exactly. */
int fp_dot_sign(vec2s a, vec2s b, vec2s c, vec2s d);

/* Sign of |p - c|^2 - (ra + rb)^2, exactly (ra, rb finite). */
int fp_dist2_sign(vec2s p, vec2s c, float ra, float rb);

/* The six exact products whose sum is D(a, b, c), for exact fallbacks. */
void fp_orient_terms(vec2s a, vec2s b, vec2s c, double t[6]);

/* For the few hot paths the compiler would otherwise keep out of line (a
 * function inlined in two places, or a struct passed on the stack), and the
 * rare paths that would otherwise crowd them (registers saved, a stack
 * frame, on every call). */
#if defined(__GNUC__)
#define FP_ALWAYS_INLINE inline __attribute__((always_inline))
#define FP_NOINLINE __attribute__((noinline))
#define FP_COLD __attribute__((noinline, cold))
#else
#define FP_ALWAYS_INLINE inline
#define FP_NOINLINE
#define FP_COLD
#endif

static inline double fp_d(float x)
{
	return (double)x;
}

/* x - x is 0 for a finite x and NaN for NaN or an infinity: one compare
 * instead of two isfinite() class tests. */
static inline bool fp_finite_vec(vec2s v)
{
	return (v.x - v.x) + (v.y - v.y) == 0.0f;
}

/* fminf/fmaxf are libm calls (for their NaN rules); inputs here are finite. */
static inline float fp_minf(float a, float b)
{
	return a < b ? a : b;
}

static inline float fp_maxf(float a, float b)
{
	return a > b ? a : b;
}

static inline bool fp_finite_tri(fp_tri t)
{
	return fp_finite_vec(t.v[0]) && fp_finite_vec(t.v[1]) && fp_finite_vec(t.v[2]);
}

/* The double fast path of fp_orient alone: its sign, and in *sure whether
 * the error bound proves it (err == 0 means l and r are exactly 0, see
 * above, so det is too). Branch-free, for callers that combine several. */
static inline int fp_orient_fast(vec2s a, vec2s b, vec2s c, bool *sure)
{
	double l = (fp_d(a.x) - fp_d(c.x)) * (fp_d(b.y) - fp_d(c.y));
	double r = (fp_d(a.y) - fp_d(c.y)) * (fp_d(b.x) - fp_d(c.x));
	double det = l - r;
	double err = FP_CCW_ERRBOUND_A * (fabs(l) + fabs(r));
	*sure = (det >= err) | (-det >= err);
	return (det > 0.0) - (det < 0.0);
}

/* fp_orient on finite input: the double fast path, exact when uncertain. */
static inline int fp_orient_sign(vec2s a, vec2s b, vec2s c)
{
	bool sure;
	int sign = fp_orient_fast(a, b, c, &sure);
	return sure ? sign : fp_orient_exact(a, b, c, 0.0);
}

/* Centre finite, radius finite and >= 0 (-0.0 is a zero radius). */
static inline bool fp_circle_ok(fp_circle c)
{
	return fp_finite_vec(c.center) && isfinite(c.radius) && c.radius >= 0.0f;
}

/* Centre, half extents and angle finite, half extents >= 0 (-0.0 is 0). */
static inline bool fp_box_ok(fp_box b)
{
	/* x - x is NaN exactly when x is NaN or infinite. */
	float nan_if_bad = (b.center.x - b.center.x) + (b.center.y - b.center.y)
		+ (b.half.x - b.half.x) + (b.half.y - b.half.y) + (b.angle - b.angle);
	return nan_if_bad == 0.0f && b.half.x >= 0.0f && b.half.y >= 0.0f;
}

/* p lies on the closed segment ab, given that a, b, p are collinear: then
 * being inside the segment's bounding box is being on it. */
static inline bool fp_collinear_on_segment(vec2s p, vec2s a, vec2s b)
{
	return fp_minf(a.x, b.x) <= p.x && p.x <= fp_maxf(a.x, b.x)
		&& fp_minf(a.y, b.y) <= p.y && p.y <= fp_maxf(a.y, b.y);
}

#endif
