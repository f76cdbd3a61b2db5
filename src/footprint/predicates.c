/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Exact orientation and the expansion arithmetic behind every exact decision.
 *
 * Shewchuk, "Adaptive Precision Floating-Point Arithmetic and Fast Robust
 * Geometric Predicates" (1997): two_sum, fast_two_sum, Dekker's split and
 * two_product, grow and scale expansions. No fma(): without -mfma it would be
 * a slow libm call, and -ffp-contract=off keeps the compiler from fusing the
 * products these error-free transformations rely on.
 */
#include "predicates.h"

#include <string.h>

/* 2^27 + 1: splits a double into two halves of at most 26 bits each. */
#define FP_SPLITTER 134217729.0

static inline void two_sum(double a, double b, double *x, double *y)
{
	double s = a + b;
	double bv = s - a;
	double av = s - bv;
	*x = s;
	*y = (a - av) + (b - bv);
}

/* Requires |a| >= |b| (or a == 0). */
static inline void fast_two_sum(double a, double b, double *x, double *y)
{
	double s = a + b;
	*x = s;
	*y = b - (s - a);
}

static inline void split(double a, double *hi, double *lo)
{
	double c = FP_SPLITTER * a;
	double big = c - a;
	*hi = c - big;
	*lo = a - *hi;
}

static inline void two_product_presplit(double a, double b, double bhi, double blo,
                                        double *x, double *y)
{
	double ahi, alo;
	double p = a * b;
	split(a, &ahi, &alo);
	double err1 = p - ahi * bhi;
	double err2 = err1 - alo * bhi;
	double err3 = err2 - ahi * blo;
	*x = p;
	*y = alo * blo - err3;
}

/* Appends the part x to h[0..n) unless it is zero (expansions hold no
 * zeros); returns the new length. */
static inline int push_part(double *h, int n, double x)
{
	if (x != 0.0)
		h[n++] = x;
	return n;
}

/* Appends the last, largest part q, kept even when zero if it is the only
 * one (zero is the expansion {0}); returns the final length. */
static inline int push_last(double *h, int n, double q)
{
	if (q != 0.0 || n == 0)
		h[n++] = q;
	return n;
}

/* h = e + b exactly. h has room for elen + 1. */
static int fp_exp_grow(int elen, const double *e, double b, double *h)
{
	double q = b;
	int n = 0;
	for (int i = 0; i < elen; i++) {
		double hh;
		two_sum(q, e[i], &q, &hh);
		n = push_part(h, n, hh);
	}
	return push_last(h, n, q);
}

int fp_exp_sum(int elen, const double *e, int flen, const double *f, double *h)
{
	/* Growing e by each part of f keeps the result nonoverlapping whatever f
	 * is; the expansions here are short, so the quadratic cost is fine. */
	double buf[FP_EXP_MAX];
	int n = elen;
	memcpy(h, e, (size_t)elen * sizeof *e);
	for (int j = 0; j < flen; j++) {
		memcpy(buf, h, (size_t)n * sizeof *h);
		n = fp_exp_grow(n, buf, f[j], h);
	}
	return n;
}

int fp_exp_scale(int elen, const double *e, double b, double *h)
{
	if (elen == 0)
		return 0;
	double bhi, blo, q, hh, p1, p0, sum;
	int n = 0;
	split(b, &bhi, &blo);
	two_product_presplit(e[0], b, bhi, blo, &q, &hh);
	n = push_part(h, n, hh);
	for (int i = 1; i < elen; i++) {
		two_product_presplit(e[i], b, bhi, blo, &p1, &p0);
		two_sum(q, p0, &sum, &hh);
		n = push_part(h, n, hh);
		fast_two_sum(p1, sum, &q, &hh);
		n = push_part(h, n, hh);
	}
	return push_last(h, n, q);
}

int fp_exp_mul(int elen, const double *e, int flen, const double *f, double *h)
{
	double part[FP_EXP_MAX], acc[FP_EXP_MAX];
	int n = 0;
	for (int j = 0; j < flen; j++) {
		int plen = fp_exp_scale(elen, e, f[j], part);
		memcpy(acc, h, (size_t)n * sizeof *h);
		n = fp_exp_sum(n, acc, plen, part, h);
	}
	return n;
}

int fp_exp_sign(int elen, const double *e)
{
	/* Zero elimination leaves the largest part last and nonzero. */
	if (elen == 0)
		return 0;
	return (e[elen - 1] > 0.0) - (e[elen - 1] < 0.0);
}

int fp_exp_from_terms(int n, const double *t, double *h)
{
	double buf[FP_EXP_MAX];
	int len = 0;
	for (int i = 0; i < n; i++) {
		memcpy(buf, h, (size_t)len * sizeof *h);
		len = fp_exp_grow(len, buf, t[i], h);
	}
	return len;
}

/* Sign of the exact sum of n doubles (n <= 32), each already exact (products
 * of two floats, doubled products, or a given double): a double sum with a
 * proven bound first, the exact expansion when that is not certain. */
static int fp_sum_sign(int n, const double *t)
{
	/* Recursive summation errs by at most gamma_(n-1) * sum |t_i| (Higham,
	 * 4.2); 2(n+1)u times the computed sum of magnitudes covers that and the
	 * rounding of the magnitudes' sum itself. Terms are exact, so no error
	 * comes in before the sum. */
	double s = 0.0, m = 0.0;
	for (int i = 0; i < n; i++) {
		s += t[i];
		m += fabs(t[i]);
	}
	double bound = (double)(n + 1) * 0x1p-52 * m;
	if (s > bound)
		return 1;
	if (-s > bound)
		return -1;
	double h[FP_EXP_MAX];
	int len = fp_exp_from_terms(n, t, h);
	return fp_exp_sign(len, h);
}

void fp_orient_terms(vec2s a, vec2s b, vec2s c, double t[6])
{
	/* D = ax(by - cy) + bx(cy - ay) + cx(ay - by), multiplied out: six
	 * products of two floats, each exact in double. */
	t[0] = fp_d(a.x) * fp_d(b.y);
	t[1] = -(fp_d(a.x) * fp_d(c.y));
	t[2] = fp_d(b.x) * fp_d(c.y);
	t[3] = -(fp_d(b.x) * fp_d(a.y));
	t[4] = fp_d(c.x) * fp_d(a.y);
	t[5] = -(fp_d(c.x) * fp_d(b.y));
}

/* eps enters only through sums: two_sum is exact for any finite doubles,
 * subnormal ones included, and |D| <= 2^258 is far below half an ulp of
 * DBL_MAX (2^970), so D - eps never overflows. */
int fp_orient_exact(vec2s a, vec2s b, vec2s c, double eps)
{
	double t[7], h[8];
	fp_orient_terms(a, b, c, t);
	t[6] = -eps;
	int len = fp_exp_from_terms(7, t, h);
	return fp_exp_sign(len, h);
}

int fp_orient_eps(vec2s a, vec2s b, vec2s c, double eps)
{
	/* Shewchuk's bound gives |fl(D) - D| <= errA; subtracting eps rounds
	 * once more, by at most u|t|, so |t| (1 - 2^-50) > errA (with slack for
	 * the rounding of the test itself) makes the sign of D - eps certain. */
	double l = (fp_d(a.x) - fp_d(c.x)) * (fp_d(b.y) - fp_d(c.y));
	double r = (fp_d(a.y) - fp_d(c.y)) * (fp_d(b.x) - fp_d(c.x));
	double t = (l - r) - eps;
	double err = FP_CCW_ERRBOUND_A * (fabs(l) + fabs(r)) * (1.0 + 0x1p-40);
	if (fabs(t) - fabs(t) * 0x1p-50 > err)
		return (t > 0.0) - (t < 0.0);
	return fp_orient_exact(a, b, c, eps);
}

int fp_orient(vec2s a, vec2s b, vec2s c)
{
	if (!fp_finite_vec(a) || !fp_finite_vec(b) || !fp_finite_vec(c))
		return 0;
	return fp_orient_sign(a, b, c);
}

int fp_dot_sign(vec2s a, vec2s b, vec2s c, vec2s d)
{
	/* Two products of rounded differences, summed: the structure of
	 * Shewchuk's orient2d determinant, so its bound holds here too. */
	double l = (fp_d(b.x) - fp_d(a.x)) * (fp_d(d.x) - fp_d(c.x));
	double r = (fp_d(b.y) - fp_d(a.y)) * (fp_d(d.y) - fp_d(c.y));
	double dot = l + r;
	double err = FP_CCW_ERRBOUND_A * (fabs(l) + fabs(r));
	if (dot > err || -dot > err)
		return (dot > 0.0) - (dot < 0.0);
	double ax = fp_d(a.x), ay = fp_d(a.y), bx = fp_d(b.x), by = fp_d(b.y);
	double cx = fp_d(c.x), cy = fp_d(c.y), dx = fp_d(d.x), dy = fp_d(d.y);
	double t[8] = {
		bx * dx, -(bx * cx), -(ax * dx), ax * cx,
		by * dy, -(by * cy), -(ay * dy), ay * cy,
	};
	return fp_sum_sign(8, t);
}

int fp_dist2_sign(vec2s p, vec2s c, float ra, float rb)
{
	/* dx, dy and ra + rb each round once; squared and summed, the two
	 * sides are within 4u and 3u (plus u^2 terms) of their values, and the
	 * difference rounds once more: 8u of their sum is a safe bound. */
	double dx = fp_d(p.x) - fp_d(c.x), dy = fp_d(p.y) - fp_d(c.y);
	double s = fp_d(ra) + fp_d(rb);
	double lhs = dx * dx + dy * dy, rhs = s * s;
	double det = lhs - rhs;
	double err = 0x1p-50 * (lhs + rhs);
	if (det > err || -det > err)
		return (det > 0.0) - (det < 0.0);
	/* Multiplied out: nine exact terms (a doubled product of two floats is
	 * still exact). */
	double px = fp_d(p.x), py = fp_d(p.y), cx = fp_d(c.x), cy = fp_d(c.y);
	double a = fp_d(ra), b = fp_d(rb);
	double t[9] = {
		px * px, -2.0 * (px * cx), cx * cx,
		py * py, -2.0 * (py * cy), cy * cy,
		-(a * a), -2.0 * (a * b), -(b * b),
	};
	return fp_sum_sign(9, t);
}
