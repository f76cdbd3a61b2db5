/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "exact_ref.h"

#include <assert.h>
#include <math.h>

/* Knuth's TwoSum: s + err == a + b exactly (round to nearest, no overflow). */
static double two_sum(double a, double b, double *err)
{
	double s = a + b;
	double bv = s - a;
	double av = s - bv;
	*err = (a - av) + (b - bv);
	return s;
}

int ref_sign_sum(const double *terms, int n)
{
	/* e[0..len) is a nonoverlapping expansion, smallest component first;
	 * adding a term with Grow-Expansion keeps it so and loses nothing. */
	double e[129];
	int len = 0;
	assert(n <= 128);
	for (int k = 0; k < n; k++) {
		double q = terms[k];
		for (int i = 0; i < len; i++)
			q = two_sum(q, e[i], &e[i]);
		e[len++] = q;
	}
	for (int i = len - 1; i >= 0; i--)
		if (e[i] != 0)
			return e[i] > 0 ? 1 : -1;
	return 0;
}

static double mul(float a, float b)
{
	return (double)a * (double)b;
}

/* D(a,b,c) = ax*(by-cy) + bx*(cy-ay) + cx*(ay-by), as six exact products. */
static void orient_terms(vec2s a, vec2s b, vec2s c, double t[6])
{
	t[0] = mul(a.x, b.y);
	t[1] = -mul(a.x, c.y);
	t[2] = mul(b.x, c.y);
	t[3] = -mul(b.x, a.y);
	t[4] = mul(c.x, a.y);
	t[5] = -mul(c.x, b.y);
}

int ref_orient(vec2s a, vec2s b, vec2s c)
{
	double t[6];
	orient_terms(a, b, c, t);
	return ref_sign_sum(t, 6);
}

/* The exact sign of D(a,b,c) - eps. */
static int ref_orient_minus(vec2s a, vec2s b, vec2s c, double eps)
{
	double t[7];
	orient_terms(a, b, c, t);
	t[6] = -eps;
	return ref_sign_sum(t, 7);
}

static bool between(float v, float a, float b)
{
	return (a <= v && v <= b) || (b <= v && v <= a);
}

bool ref_on_segment(vec2s p, vec2s a, vec2s b)
{
	return ref_orient(a, b, p) == 0 && between(p.x, a.x, b.x) && between(p.y, a.y, b.y);
}

/* The closed segments ab and cd share a point. */
static bool ref_segments_meet(vec2s a, vec2s b, vec2s c, vec2s d)
{
	int o1 = ref_orient(a, b, c), o2 = ref_orient(a, b, d);
	int o3 = ref_orient(c, d, a), o4 = ref_orient(c, d, b);
	if (o1 * o2 < 0 && o3 * o4 < 0)
		return true;
	return ref_on_segment(c, a, b) || ref_on_segment(d, a, b)
		|| ref_on_segment(a, c, d) || ref_on_segment(b, c, d);
}

bool ref_point_in_tri(vec2s p, fp_tri t)
{
	int o = ref_orient(t.v[0], t.v[1], t.v[2]);
	if (o == 0)
		return ref_on_segment(p, t.v[0], t.v[1]) || ref_on_segment(p, t.v[1], t.v[2])
			|| ref_on_segment(p, t.v[2], t.v[0]);
	for (int i = 0; i < 3; i++)
		if (ref_orient(t.v[i], t.v[(i + 1) % 3], p) * o < 0)
			return false;
	return true;
}

bool ref_tri_overlap(fp_tri a, fp_tri b)
{
	for (int i = 0; i < 3; i++)
		if (ref_point_in_tri(a.v[i], b) || ref_point_in_tri(b.v[i], a))
			return true;
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++)
			if (ref_segments_meet(a.v[i], a.v[(i + 1) % 3], b.v[j], b.v[(j + 1) % 3]))
				return true;
	return false;
}

static fp_tri reversed(fp_tri t)
{
	return (fp_tri){ .v = { t.v[2], t.v[1], t.v[0] } };
}

/* Some directed edge of ccw triangle a has all of b on its closed outside. */
static bool some_edge_separates_weakly(fp_tri a, fp_tri b)
{
	for (int i = 0; i < 3; i++) {
		vec2s p = a.v[i], q = a.v[(i + 1) % 3];
		if (ref_orient(p, q, b.v[0]) <= 0 && ref_orient(p, q, b.v[1]) <= 0
			&& ref_orient(p, q, b.v[2]) <= 0)
			return true;
	}
	return false;
}

bool ref_tri_overlap_interior(fp_tri a, fp_tri b)
{
	int oa = ref_orient(a.v[0], a.v[1], a.v[2]), ob = ref_orient(b.v[0], b.v[1], b.v[2]);
	if (oa == 0 || ob == 0)
		return false;
	if (oa < 0)
		a = reversed(a);
	if (ob < 0)
		b = reversed(b);
	return !some_edge_separates_weakly(a, b) && !some_edge_separates_weakly(b, a);
}

/* |u - v|^2 - w^2 with every product of two floats exact in double:
 * u.x^2 - 2 u.x v.x + v.x^2 + (the same in y) - w^2, w^2 given as terms. */
static int dist2_minus_sign(vec2s u, vec2s v, const double *w2, int nw)
{
	double t[12] = {
		mul(u.x, u.x), -2 * mul(u.x, v.x), mul(v.x, v.x),
		mul(u.y, u.y), -2 * mul(u.y, v.y), mul(v.y, v.y),
	};
	for (int i = 0; i < nw; i++)
		t[6 + i] = -w2[i];
	return ref_sign_sum(t, 6 + nw);
}

bool ref_point_in_circle(vec2s p, fp_circle c)
{
	double r2 = mul(c.radius, c.radius);
	return dist2_minus_sign(p, c.center, &r2, 1) <= 0;
}

bool ref_circle_circle(fp_circle a, fp_circle b)
{
	double w2[3] = { mul(a.radius, a.radius), 2 * mul(a.radius, b.radius), mul(b.radius, b.radius) };
	return dist2_minus_sign(a.center, b.center, w2, 3) <= 0;
}

/* The sign of (C-A).(B-A), eight exact products. */
static int dot_sign(vec2s a, vec2s b, vec2s c)
{
	double t[8] = {
		mul(c.x, b.x), -mul(c.x, a.x), -mul(a.x, b.x), mul(a.x, a.x),
		mul(c.y, b.y), -mul(c.y, a.y), -mul(a.y, b.y), mul(a.y, a.y),
	};
	return ref_sign_sum(t, 8);
}

/* Appends x * y exactly as two doubles (fma gives the rounding error). */
static int push_product(double *t, int n, double x, double y)
{
	double p = x * y;
	t[n] = p;
	t[n + 1] = fma(x, y, -p);
	return n + 2;
}

/* cross(B-A, C-A)^2 <= r^2 |B-A|^2, exactly: the cross product is six
 * exact terms, its square 36 products of two doubles; |B-A|^2 is six exact
 * terms, each times r^2. */
static bool line_within(vec2s c, float r, vec2s a, vec2s b)
{
	double x[6], l[6] = {
		mul(b.x, b.x), -2 * mul(a.x, b.x), mul(a.x, a.x),
		mul(b.y, b.y), -2 * mul(a.y, b.y), mul(a.y, a.y),
	};
	orient_terms(a, b, c, x);
	double t[128];
	int n = 0;
	for (int i = 0; i < 6; i++)
		for (int j = 0; j < 6; j++)
			n = push_product(t, n, x[i], x[j]);
	double r2 = mul(r, r);
	for (int i = 0; i < 6; i++)
		n = push_product(t, n, -r2, l[i]);
	return ref_sign_sum(t, n) <= 0;
}

bool ref_circle_tri(fp_circle c, fp_tri t)
{
	if (ref_point_in_tri(c.center, t))
		return true;
	for (int i = 0; i < 3; i++) {
		vec2s a = t.v[i], b = t.v[(i + 1) % 3];
		if (ref_point_in_circle(a, c))
			return true;
		/* The foot of the perpendicular on the edge: 0 <= (C-A).(B-A) and
		 * 0 <= (C-B).(A-B); then the distance to the line decides. */
		if (dot_sign(a, b, c.center) > 0 && dot_sign(b, a, c.center) > 0
			&& line_within(c.center, c.radius, a, b))
			return true;
	}
	return false;
}

static bool tri_finite(fp_tri t)
{
	for (int i = 0; i < 3; i++)
		if (!isfinite(t.v[i].x) || !isfinite(t.v[i].y))
			return false;
	return true;
}

/* The seed's edge test: every vertex r of b has D(p,q,r) < eps (on_boundary)
 * or <= eps (!on_boundary). */
static bool seed_edge_separates(vec2s p, vec2s q, fp_tri b, fp_tri_opts opts)
{
	for (int k = 0; k < 3; k++) {
		int s = ref_orient_minus(p, q, b.v[k], opts.eps);
		if (opts.on_boundary ? s >= 0 : s > 0)
			return false;
	}
	return true;
}

fp_status ref_tri_collide(fp_tri a, fp_tri b, fp_tri_opts opts, bool *hit)
{
	if (!tri_finite(a) || !tri_finite(b) || !isfinite(opts.eps))
		return FP_ERR_INPUT;
	bool a_cw = ref_orient(a.v[0], a.v[1], a.v[2]) < 0;
	bool b_cw = ref_orient(b.v[0], b.v[1], b.v[2]) < 0;
	if ((a_cw || b_cw) && !opts.allow_reversed)
		return FP_ERR_WINDING;
	if (a_cw)
		a = reversed(a);
	if (b_cw)
		b = reversed(b);
	for (int i = 0; i < 3; i++) {
		int j = (i + 1) % 3;
		if (seed_edge_separates(a.v[i], a.v[j], b, opts) || seed_edge_separates(b.v[i], b.v[j], a, opts)) {
			*hit = false;
			return FP_OK;
		}
	}
	*hit = true;
	return FP_OK;
}

/* Squares of differences of 2^25-sized integers times squared lengths reach
 * 2^102: beyond int64, within __int128 (a GCC and Clang extension). */
__extension__ typedef __int128 ref_i128;

static ref_i128 sq(ref_i128 v)
{
	return v * v;
}

static ref_i128 dist2(ref_ipt a, ref_ipt b)
{
	return sq((ref_i128)a.x - b.x) + sq((ref_i128)a.y - b.y);
}

bool ref_i_point_in_circle(ref_ipt p, ref_ipt c, int64_t r)
{
	return dist2(p, c) <= sq(r);
}

bool ref_i_circle_circle(ref_ipt ca, int64_t ra, ref_ipt cb, int64_t rb)
{
	return dist2(ca, cb) <= sq((ref_i128)ra + rb);
}

/* The distance from c to the closed segment ab is at most r. */
static bool segment_within(ref_ipt c, int64_t r, ref_ipt a, ref_ipt b)
{
	ref_i128 dx = b.x - a.x, dy = b.y - a.y;
	ref_i128 wx = c.x - a.x, wy = c.y - a.y;
	ref_i128 len2 = dx * dx + dy * dy, t = wx * dx + wy * dy;
	if (len2 == 0 || t <= 0)
		return dist2(c, a) <= sq(r);
	if (t >= len2)
		return dist2(c, b) <= sq(r);
	return sq(dx * wy - dy * wx) <= sq(r) * len2;
}

static int i_orient(ref_ipt a, ref_ipt b, ref_ipt c)
{
	ref_i128 d = (ref_i128)(b.x - a.x) * (c.y - a.y) - (ref_i128)(b.y - a.y) * (c.x - a.x);
	return (d > 0) - (d < 0);
}

bool ref_i_circle_tri(ref_ipt c, int64_t r, const ref_ipt t[3])
{
	int o = i_orient(t[0], t[1], t[2]);
	if (o != 0) {
		bool inside = true;
		for (int i = 0; i < 3; i++)
			if (i_orient(t[i], t[(i + 1) % 3], c) * o < 0)
				inside = false;
		if (inside)
			return true;
	}
	for (int i = 0; i < 3; i++)
		if (segment_within(c, r, t[i], t[(i + 1) % 3]))
			return true;
	return false;
}
