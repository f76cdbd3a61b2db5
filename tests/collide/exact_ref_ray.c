/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The ray reference of exact_ref.h: every decision is the sign of an exact
 * sum of terms (ref_sign_sum), products of three floats split exactly with
 * fma. P(f) = from + f (to - from) enters every test as that affine point:
 * any affine quantity at P(f) is its value at from plus f times its change
 * from from to to. */
#include "exact_ref.h"

#include <math.h>
#include <stdint.h>

typedef struct terms {
	double t[128];
	int n;
} terms;

static void add(terms *s, double v)
{
	s->t[s->n++] = v;
}

/* x * y exactly as two doubles. */
static void add_product(terms *s, double x, double y)
{
	double p = x * y;
	add(s, p);
	add(s, fma(x, y, -p));
}

static double m(float a, float b)
{
	return (double)a * (double)b;
}

static int sign_of(const terms *s)
{
	return ref_sign_sum(s->t, s->n);
}

/* D(a, b, c) as six exact products. */
static void orient_at(vec2s a, vec2s b, vec2s c, double o[6])
{
	o[0] = m(b.x, c.y);
	o[1] = -m(b.x, a.y);
	o[2] = -m(a.x, c.y);
	o[3] = m(c.x, a.y);
	o[4] = m(a.x, b.y);
	o[5] = -m(c.x, b.y);
}

/* The sign of D(a, b, P(f)). */
static int orient_p(vec2s a, vec2s b, vec2s from, vec2s to, float f)
{
	double o0[6], o1[6];
	orient_at(a, b, from, o0);
	orient_at(a, b, to, o1);
	terms s = { .n = 0 };
	for (int i = 0; i < 6; i++) {
		add(&s, o0[i]);
		add_product(&s, (double)f, o1[i]);
		add_product(&s, -(double)f, o0[i]);
	}
	return sign_of(&s);
}

/* The sign of P(f).x - v (axis 0) or P(f).y - v (axis 1). */
static int coord_p(float v, vec2s from, vec2s to, float f, int axis)
{
	float a = axis ? from.y : from.x, b = axis ? to.y : to.x;
	terms s = { .n = 0 };
	add(&s, (double)a);
	add(&s, m(f, b));
	add(&s, -m(f, a));
	add(&s, -(double)v);
	return sign_of(&s);
}

/* v lies between from's and P(f)'s coordinate on the axis. */
static bool between_p(float v, vec2s from, vec2s to, float f, int axis)
{
	float a = axis ? from.y : from.x;
	int s = coord_p(v, from, to, f, axis); /* sign of P - v */
	return (a <= v && s >= 0) || (a >= v && s <= 0);
}

/* P(f) lies in [lo, hi] on the axis. */
static bool p_within(float lo, float hi, vec2s from, vec2s to, float f, int axis)
{
	if (lo > hi) {
		float s = lo;
		lo = hi;
		hi = s;
	}
	return coord_p(lo, from, to, f, axis) >= 0 && coord_p(hi, from, to, f, axis) <= 0;
}

static bool p_on_segment(vec2s a, vec2s b, vec2s from, vec2s to, float f)
{
	return orient_p(a, b, from, to, f) == 0 && p_within(a.x, b.x, from, to, f, 0)
		&& p_within(a.y, b.y, from, to, f, 1);
}

/* c lies on the closed segment from -> P(f), f > 0. */
static bool on_piece(vec2s c, vec2s from, vec2s to, float f)
{
	return ref_orient(from, to, c) == 0 && between_p(c.x, from, to, f, 0)
		&& between_p(c.y, from, to, f, 1);
}

static bool p_in_tri(fp_tri t, vec2s from, vec2s to, float f)
{
	int o = ref_orient(t.v[0], t.v[1], t.v[2]);
	for (int i = 0; i < 3; i++) {
		vec2s a = t.v[i], b = t.v[(i + 1) % 3];
		if (o == 0 && p_on_segment(a, b, from, to, f))
			return true;
		if (o != 0 && orient_p(a, b, from, to, f) * o < 0)
			return false;
	}
	return o != 0;
}

/* The closed piece from -> P(f) meets the closed triangle. */
static bool tri_reach(fp_tri t, vec2s from, vec2s to, float f)
{
	if (ref_point_in_tri(from, t))
		return true;
	if (f == 0.0f)
		return false;
	if (p_in_tri(t, from, to, f))
		return true;
	for (int i = 0; i < 3; i++) {
		vec2s a = t.v[i], b = t.v[(i + 1) % 3];
		int o1 = ref_orient(from, to, a), o2 = ref_orient(from, to, b);
		int o3 = ref_orient(a, b, from), o4 = orient_p(a, b, from, to, f);
		if (o1 * o2 < 0 && o3 * o4 < 0)
			return true;
		if (on_piece(a, from, to, f) || on_piece(b, from, to, f)
		    || ref_on_segment(from, a, b) || p_on_segment(a, b, from, to, f))
			return true;
	}
	return false;
}

/* The sign of (w - P(g)).(to - from). */
static int ahead_sign(vec2s w, vec2s from, vec2s to, float g)
{
	terms s = { .n = 0 };
	double d2[6] = {
		m(to.x, to.x), -2 * m(to.x, from.x), m(from.x, from.x),
		m(to.y, to.y), -2 * m(to.y, from.y), m(from.y, from.y),
	};
	add(&s, m(w.x, to.x));
	add(&s, -m(w.x, from.x));
	add(&s, -m(from.x, to.x));
	add(&s, m(from.x, from.x));
	add(&s, m(w.y, to.y));
	add(&s, -m(w.y, from.y));
	add(&s, -m(from.y, to.y));
	add(&s, m(from.y, from.y));
	for (int i = 0; i < 6; i++)
		add_product(&s, -(double)g, d2[i]);
	return sign_of(&s);
}

/* Given that the piece to P(g) reaches the triangle and the piece to the
 * float before g does not: the contact is exactly at g. */
static bool tri_contact_at(fp_tri t, vec2s from, vec2s to, float g)
{
	if (!p_in_tri(t, from, to, g))
		return false;
	int o = ref_orient(t.v[0], t.v[1], t.v[2]);
	if (o != 0) {
		for (int i = 0; i < 3; i++) {
			vec2s a = t.v[i], b = t.v[(i + 1) % 3];
			double o0[6], o1[6];
			orient_at(a, b, from, o0);
			orient_at(a, b, to, o1);
			double ch[12];
			for (int k = 0; k < 6; k++) {
				ch[k] = o1[k];
				ch[6 + k] = -o0[k];
			}
			if (orient_p(a, b, from, to, g) == 0 && ref_sign_sum(ch, 12) * o > 0)
				return true;
		}
		return false;
	}
	/* A segment crossing the ray's line meets it in one point. */
	for (int i = 0; i < 3; i++)
		if (ref_orient(from, to, t.v[i]) != 0)
			return true;
	/* Along the ray's line: the contact is the hull's first end. */
	for (int i = 0; i < 3; i++) {
		vec2s w = t.v[i];
		if (coord_p(w.x, from, to, g, 0) != 0 || coord_p(w.y, from, to, g, 1) != 0)
			continue;
		bool first = true;
		for (int k = 0; k < 3; k++)
			first = first && ahead_sign(t.v[k], from, to, g) >= 0;
		if (first)
			return true;
	}
	return false;
}

/* A float's bits and back (C11 reads a union's other member as those bits). */
typedef union float_word {
	float f;
	uint32_t u;
} float_word;

static uint32_t bits(float f)
{
	return (float_word){ .f = f }.u;
}

static float from_bits(uint32_t u)
{
	return (float_word){ .u = u }.f;
}

typedef bool (*reach_fn)(const void *shape, vec2s from, vec2s to, float f);
typedef bool (*at_fn)(const void *shape, vec2s from, vec2s to, float g);

/* The first float g of [0, 1] whose piece reaches; the answer is g when the
 * contact is exactly there, else the float before it. */
static ref_ray ray_by_bisection(const void *shape, vec2s from, vec2s to, reach_fn reach, at_fn at)
{
	ref_ray r = { false, 0.0f };
	if (!reach(shape, from, to, 1.0f))
		return r;
	r.hit = true;
	if (reach(shape, from, to, 0.0f))
		return r;
	uint32_t lo = 0, hi = bits(1.0f); /* lo misses, hi reaches */
	while (hi - lo > 1) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (reach(shape, from, to, from_bits(mid)))
			hi = mid;
		else
			lo = mid;
	}
	r.t = at(shape, from, to, from_bits(hi)) ? from_bits(hi) : from_bits(lo);
	return r;
}

static bool tri_reach_v(const void *shape, vec2s from, vec2s to, float f)
{
	return tri_reach(*(const fp_tri *)shape, from, to, f);
}

static bool tri_at_v(const void *shape, vec2s from, vec2s to, float g)
{
	return tri_contact_at(*(const fp_tri *)shape, from, to, g);
}

/* The closed segment from -> to against the closed triangle (any winding,
 * degenerate ones as the segment or point they cover), finite inputs. By
 * another road than the library's clipping: whether the piece from ->
 * from + f (to - from) meets the triangle is decided exactly for a float f
 * (segment tests with that end as an exact affine point), the first float
 * that reaches is found by bisection over the floats of [0, 1], and whether
 * the contact is exactly there by the edge met there heading inward. */
static ref_ray ref_ray_tri(vec2s from, vec2s to, fp_tri t)
{
	return ray_by_bisection(&t, from, to, tri_reach_v, tri_at_v);
}

ref_ray ref_ray_corners(vec2s from, vec2s to, const vec2s corner[4])
{
	static const int tri[2][3] = { { 0, 1, 2 }, { 0, 2, 3 } };
	ref_ray best = { false, 0.0f };
	for (int k = 0; k < 2; k++) {
		fp_tri t;
		bool finite = true;
		for (int i = 0; i < 3; i++) {
			t.v[i] = corner[tri[k][i]];
			finite = finite && isfinite(t.v[i].x) && isfinite(t.v[i].y);
		}
		if (!finite)
			continue;
		ref_ray r = ref_ray_tri(from, to, t);
		if (r.hit && (!best.hit || r.t < best.t))
			best = r;
	}
	return best;
}

/* |P(f) - c|^2 - r^2 as terms. */
static void circle_gap_p(fp_circle c, vec2s from, vec2s to, float f, terms *s)
{
	vec2s o = c.center;
	double ud[8] = {
		m(from.x, to.x), -m(from.x, from.x), -m(o.x, to.x), m(o.x, from.x),
		m(from.y, to.y), -m(from.y, from.y), -m(o.y, to.y), m(o.y, from.y),
	};
	double d2[6] = {
		m(to.x, to.x), -2 * m(to.x, from.x), m(from.x, from.x),
		m(to.y, to.y), -2 * m(to.y, from.y), m(from.y, from.y),
	};
	add(s, m(from.x, from.x));
	add(s, -2 * m(from.x, o.x));
	add(s, m(o.x, o.x));
	add(s, m(from.y, from.y));
	add(s, -2 * m(from.y, o.y));
	add(s, m(o.y, o.y));
	add(s, -m(c.radius, c.radius));
	for (int i = 0; i < 8; i++)
		add_product(s, 2.0 * (double)f, ud[i]);
	double ff = (double)f * (double)f;
	for (int i = 0; i < 6; i++)
		add_product(s, ff, d2[i]);
}

static bool p_in_circle(fp_circle c, vec2s from, vec2s to, float f)
{
	terms s = { .n = 0 };
	circle_gap_p(c, from, to, f, &s);
	return sign_of(&s) <= 0;
}

static bool circle_reach(const void *shape, vec2s from, vec2s to, float f)
{
	fp_circle c = *(const fp_circle *)shape;
	if (ref_point_in_circle(from, c) || p_in_circle(c, from, to, f))
		return true;
	if (f == 0.0f || (from.x == to.x && from.y == to.y))
		return false;
	/* The foot of the centre on the line lies within the piece: 0 <= (c -
	 * from).d <= f |d|^2, and the line passes within the radius. */
	vec2s o = c.center;
	if (ahead_sign(o, from, to, 0.0f) < 0 || ahead_sign(o, from, to, f) > 0)
		return false;
	double x[6], l[6] = {
		m(to.x, to.x), -2 * m(from.x, to.x), m(from.x, from.x),
		m(to.y, to.y), -2 * m(from.y, to.y), m(from.y, from.y),
	};
	orient_at(from, to, o, x);
	terms s = { .n = 0 };
	for (int i = 0; i < 6; i++)
		for (int j = 0; j < 6; j++)
			add_product(&s, x[i], x[j]);
	double r2 = m(c.radius, c.radius);
	for (int i = 0; i < 6; i++)
		add_product(&s, -r2, l[i]);
	return sign_of(&s) <= 0;
}

/* On the circle at g, heading in or along: (P(g) - c).d <= 0, which is
 * (c - P(g)).d >= 0. */
static bool circle_at(const void *shape, vec2s from, vec2s to, float g)
{
	fp_circle c = *(const fp_circle *)shape;
	terms s = { .n = 0 };
	circle_gap_p(c, from, to, g, &s);
	return sign_of(&s) == 0 && ahead_sign(c.center, from, to, g) >= 0;
}

ref_ray ref_ray_circle(vec2s from, vec2s to, fp_circle c)
{
	return ray_by_bisection(&c, from, to, circle_reach, circle_at);
}
