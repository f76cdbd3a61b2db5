/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Exact first contact of a segment with a convex set of affine constraints
 * (ray_clip.h). */
#include "ray_clip.h"

#include <math.h>

#include "predicates.h"

/* A constraint's value at from (A) and at to (B): double approximations
 * with absolute error bounds, and their exact signs. */
typedef struct con_ends {
	double A, eA, B, eB;
	int sA, sB;
	int side;         /* -1 lower crossing, +1 upper, 0 all of [0, 1] */
	double lo, hi;    /* the crossing lies in [lo, hi] */
} con_ends;

/* The exact terms of con's value at x; returns their count (<= 8). */
static int con_terms(const fp_ray_con *c, vec2s x, double t[8])
{
	vec2s a = c->a, b = c->b;
	switch (c->kind) {
	case FP_CON_ORIENT:
		fp_orient_terms(a, b, x, t);
		return 6;
	case FP_CON_DOT:
		t[0] = fp_d(x.x) * fp_d(b.x);
		t[1] = -(fp_d(x.x) * fp_d(a.x));
		t[2] = -(fp_d(a.x) * fp_d(b.x));
		t[3] = fp_d(a.x) * fp_d(a.x);
		t[4] = fp_d(x.y) * fp_d(b.y);
		t[5] = -(fp_d(x.y) * fp_d(a.y));
		t[6] = -(fp_d(a.y) * fp_d(b.y));
		t[7] = fp_d(a.y) * fp_d(a.y);
		return 8;
	case FP_CON_AXIS:
	default:
		t[0] = fp_d(x.x) * fp_d(b.x);
		t[1] = -(fp_d(a.x) * fp_d(b.x));
		t[2] = fp_d(x.y) * fp_d(b.y);
		t[3] = -(fp_d(a.y) * fp_d(b.y));
		return 4;
	}
}

/* con's value at x as an expansion (room for 8); returns its length. */
static int con_exact(const fp_ray_con *c, vec2s x, double *h)
{
	double t[8];
	int n = con_terms(c, x, t);
	return fp_exp_from_terms(n, t, h);
}

/* con's value at x in double, *err bounding its error, and its exact sign.
 * Orientation: Shewchuk's bound on the rounded differences. Otherwise the
 * n exact terms summed in order: error at most (n - 1) 2^-53 sum |t|, and
 * 2n 2^-53 covers the rounding of that sum too. */
static double con_value(const fp_ray_con *c, vec2s x, double *err, int *sign)
{
	double v, e;
	if (c->kind == FP_CON_ORIENT) {
		double l = (fp_d(c->a.x) - fp_d(x.x)) * (fp_d(c->b.y) - fp_d(x.y));
		double r = (fp_d(c->a.y) - fp_d(x.y)) * (fp_d(c->b.x) - fp_d(x.x));
		v = l - r;
		e = FP_CCW_ERRBOUND_A * (fabs(l) + fabs(r));
	} else {
		double t[8], mag = 0.0;
		int n = con_terms(c, x, t);
		v = 0.0;
		for (int i = 0; i < n; i++) {
			v += t[i];
			mag += fabs(t[i]);
		}
		e = 2.0 * n * 0x1p-53 * mag;
	}
	*err = e;
	if (v > e || -v > e || e == 0.0) {
		*sign = (v > 0.0) - (v < 0.0);
	} else {
		double h[8];
		*sign = fp_exp_sign(con_exact(c, x, h), h);
	}
	return v;
}

float fp_floor_float(double x)
{
	float f = (float)x;
	if ((double)f > x)
		f = nextafterf(f, -1.0f);
	return f;
}

/* The crossing |A| / |A - B| in [lo, hi]: each rounding below is relative
 * 2^-53, four of them well inside the 2^-50 widening. */
static void crossing_bounds(con_ends *e)
{
	double n = fabs(e->A), d = fabs(e->B - e->A);
	double en = e->eA, ed = e->eA + e->eB + d * 0x1p-52;
	e->lo = 0.0;
	e->hi = 1.0;
	if (d - ed <= 0.0)
		return;
	double lo = fmax(n - en, 0.0) / (d + ed) * (1.0 - 0x1p-50);
	double hi = (n + en) / (d - ed) * (1.0 + 0x1p-50);
	e->lo = fmax(lo, 0.0) + 0.0; /* never -0.0, whose bits sort last */
	e->hi = fmin(hi, 1.0);
}

static int side_of(int sA, int sB)
{
	if (sA >= 0 && sB >= 0)
		return 0;
	if (sA < 0 && sB < 0)
		return 2; /* never */
	return sA < 0 ? -1 : 1;
}

/* sign(t_i - t_j) of two crossings: by their intervals, else exactly, as
 * t_i - t_j = (A_j B_i - A_i B_j) / ((A_i - B_i)(A_j - B_j)) and A - B is
 * negative at a lower crossing, positive at an upper one. */
static int crossing_cmp(const fp_ray_con *con, const con_ends *e, int i, int j,
                        vec2s from, vec2s to)
{
	if (e[i].hi < e[j].lo)
		return -1;
	if (e[i].lo > e[j].hi)
		return 1;
	double ai[8], bi[8], aj[8], bj[8];
	int lai = con_exact(&con[i], from, ai), lbi = con_exact(&con[i], to, bi);
	int laj = con_exact(&con[j], from, aj), lbj = con_exact(&con[j], to, bj);
	double p[FP_EXP_MAX / 2], q[FP_EXP_MAX / 2], s[FP_EXP_MAX];
	int lp = fp_exp_mul(laj, aj, lbi, bi, p);
	int lq = fp_exp_mul(lai, ai, lbj, bj, q);
	for (int k = 0; k < lq; k++)
		q[k] = -q[k];
	int ls = fp_exp_sum(lp, p, lq, q, s);
	return fp_exp_sign(ls, s) * e[i].side * e[j].side;
}

/* f <= t_i exactly: t_i - f = (A - f (A - B)) / (A - B). */
static bool crossing_at_least(const fp_ray_con *c, const con_ends *e, float f,
                              vec2s from, vec2s to)
{
	double a[8], b[8], fa[16], fb[16], s1[24], s2[40];
	int la = con_exact(c, from, a), lb = con_exact(c, to, b);
	int lfa = fp_exp_scale(la, a, -(double)f, fa);
	int lfb = fp_exp_scale(lb, b, (double)f, fb);
	int l1 = fp_exp_sum(la, a, lfa, fa, s1);
	int l2 = fp_exp_sum(l1, s1, lfb, fb, s2);
	return fp_exp_sign(l2, s2) * e->side >= 0;
}

float fp_float_last(uint32_t lo, uint32_t hi, fp_float_test test, const void *ctx)
{
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo + 1) / 2;
		if (test(ctx, fp_bits_float(mid)))
			lo = mid;
		else
			hi = mid - 1;
	}
	return fp_bits_float(lo);
}

/* One crossing's floor test: f <= t. */
typedef struct crossing_ctx {
	const fp_ray_con *con;
	const con_ends *e;
	vec2s from, to;
} crossing_ctx;

static bool crossing_test(const void *ctx, float f)
{
	const crossing_ctx *c = ctx;
	return crossing_at_least(c->con, c->e, f, c->from, c->to);
}

/* The largest float not above crossing i: it lies within the floors of its
 * interval's ends. */
static float crossing_floor(const fp_ray_con *c, const con_ends *e, vec2s from, vec2s to)
{
	crossing_ctx ctx = { c, e, from, to };
	return fp_float_last(fp_float_bits(fp_floor_float(e->lo)), fp_float_bits(fp_floor_float(e->hi)),
	                     crossing_test, &ctx);
}

static fp_ray_clip clip_miss(void)
{
	fp_ray_clip r = { false, 0.0f, -1, false };
	return r;
}

fp_ray_clip fp_ray_clip_convex(const fp_ray_con *con, int n, vec2s from, vec2s to)
{
	con_ends e[FP_RAY_CON_MAX];
	int best = -1;
	for (int k = 0; k < n; k++) {
		e[k].A = con_value(&con[k], from, &e[k].eA, &e[k].sA);
		e[k].B = con_value(&con[k], to, &e[k].eB, &e[k].sB);
		e[k].side = side_of(e[k].sA, e[k].sB);
		if (e[k].side == 2)
			return clip_miss();
		if (e[k].side != 0)
			crossing_bounds(&e[k]);
	}
	for (int k = 0; k < n; k++)
		if (e[k].side < 0 && (best < 0 || crossing_cmp(con, e, k, best, from, to) > 0))
			best = k;
	for (int k = 0; k < n; k++)
		if (e[k].side > 0 && best >= 0 && crossing_cmp(con, e, best, k, from, to) > 0)
			return clip_miss();
	fp_ray_clip r = { true, 0.0f, best, false };
	if (best >= 0) {
		r.t = crossing_floor(&con[best], &e[best], from, to);
		return r;
	}
	for (int k = 0; k < n; k++)
		if (e[k].sA == 0) {
			r.con = k;
			r.edge = true;
			break;
		}
	return r;
}

static vec2s unit(double x, double y)
{
	double len = sqrt(x * x + y * y);
	vec2s v = {{(float)(x / len), (float)(y / len)}};
	return v;
}

vec2s fp_ray_con_normal(const fp_ray_con *c)
{
	double dx = fp_d(c->b.x) - fp_d(c->a.x), dy = fp_d(c->b.y) - fp_d(c->a.y);
	switch (c->kind) {
	case FP_CON_ORIENT:
		return unit(dy, -dx);  /* right of a->b: outside */
	case FP_CON_DOT:
		return unit(-dx, -dy); /* away from b */
	case FP_CON_AXIS:
	default:
		return unit(-fp_d(c->b.x), -fp_d(c->b.y));
	}
}

static bool lex_less(vec2s p, vec2s q)
{
	return p.x < q.x || (p.x == q.x && p.y < q.y);
}

static fp_ray_con con_of(fp_con_kind kind, vec2s a, vec2s b)
{
	fp_ray_con c = { a, b, kind };
	return c;
}

/* Collinear points: their hull runs from the least to the greatest in
 * (x, y) order, which is their order along the line. */
static int cons_segment(const vec2s p[3], fp_ray_con con[FP_RAY_CON_MAX])
{
	vec2s lo = p[0], hi = p[0];
	for (int i = 1; i < 3; i++) {
		if (lex_less(p[i], lo))
			lo = p[i];
		if (lex_less(hi, p[i]))
			hi = p[i];
	}
	if (lo.x == hi.x && lo.y == hi.y) {
		static const vec2s axes[4] = {{{1, 0}}, {{-1, 0}}, {{0, 1}}, {{0, -1}}};
		for (int i = 0; i < 4; i++)
			con[i] = con_of(FP_CON_AXIS, lo, axes[i]);
		return 4;
	}
	con[0] = con_of(FP_CON_ORIENT, lo, hi);
	con[1] = con_of(FP_CON_ORIENT, hi, lo);
	con[2] = con_of(FP_CON_DOT, lo, hi);
	con[3] = con_of(FP_CON_DOT, hi, lo);
	return 4;
}

int fp_ray_cons_tri(vec2s p0, vec2s p1, vec2s p2, fp_ray_con con[FP_RAY_CON_MAX])
{
	vec2s p[3] = { p0, p1, p2 };
	int o = fp_orient_sign(p0, p1, p2);
	if (o == 0)
		return cons_segment(p, con);
	if (o < 0) {
		p[1] = p2;
		p[2] = p1;
	}
	for (int i = 0; i < 3; i++)
		con[i] = con_of(FP_CON_ORIENT, p[i], p[(i + 1) % 3]);
	return 3;
}
