/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "gen.h"

#include <math.h>

uint64_t gen_u64(gen_rng *r)
{
	return splitmix64(&r->s);
}

int64_t gen_int(gen_rng *r, int64_t lo, int64_t hi)
{
	return lo + (int64_t)(gen_u64(r) % (uint64_t)(hi - lo + 1));
}

double gen_unit(gen_rng *r)
{
	return (double)(gen_u64(r) >> 11) * 0x1p-53;
}

static gen_rng rng_for(uint64_t seed, int index)
{
	gen_rng r = { .s = seed * 0x2545f4914f6cdd1du + (uint64_t)index };
	gen_u64(&r);
	return r;
}

float gen_scaled(int64_t n, int scale)
{
	return ldexpf((float)n, scale);
}

static const char *tri_kind_names[GEN_TRI_KINDS] = {
	"grid small", "grid wide", "shared edge", "vertex on edge", "collinear",
	"points", "float mixed", "near edge", "near collinear", "same", "spread",
};

const char *gen_tri_kind_name(int kind)
{
	return kind >= 0 && kind < GEN_TRI_KINDS ? tri_kind_names[kind] : "?";
}

/* Integer triangle vertices before scaling. */
typedef struct itri {
	int64_t x[3], y[3];
} itri;

static itri itri_random(gen_rng *r, int64_t lo, int64_t hi)
{
	itri t;
	for (int i = 0; i < 3; i++) {
		t.x[i] = gen_int(r, lo, hi);
		t.y[i] = gen_int(r, lo, hi);
	}
	return t;
}

static fp_tri itri_scaled(itri t, int scale)
{
	fp_tri out;
	for (int i = 0; i < 3; i++)
		out.v[i] = (vec2s){ .x = gen_scaled(t.x[i], scale), .y = gen_scaled(t.y[i], scale) };
	return out;
}

static itri grid_shared_edge(gen_rng *r, itri *b)
{
	itri a = itri_random(r, -50, 50);
	int i = (int)gen_int(r, 0, 2), j = (i + 1 + (int)gen_int(r, 0, 1)) % 3;
	*b = itri_random(r, -50, 50);
	int k = (int)gen_int(r, 0, 2);
	b->x[k] = a.x[i];
	b->y[k] = a.y[i];
	b->x[(k + 1) % 3] = a.x[j];
	b->y[(k + 1) % 3] = a.y[j];
	return a;
}

/* b's vertex at a quarter, half or three quarters along an edge of a (a's
 * coordinates are multiples of 4, so the point is on the grid, exactly). */
static itri grid_vertex_on_edge(gen_rng *r, itri *b)
{
	itri a = itri_random(r, -60, 60);
	for (int i = 0; i < 3; i++) {
		a.x[i] *= 4;
		a.y[i] *= 4;
	}
	*b = itri_random(r, -240, 240);
	int e = (int)gen_int(r, 0, 2), q = (int)gen_int(r, 0, 4), k = (int)gen_int(r, 0, 2);
	int f = (e + 1) % 3;
	b->x[k] = a.x[e] + (a.x[f] - a.x[e]) / 4 * q;
	b->y[k] = a.y[e] + (a.y[f] - a.y[e]) / 4 * q;
	return a;
}

static itri grid_collinear(gen_rng *r, int64_t lo, int64_t hi)
{
	int64_t px = gen_int(r, lo, hi), py = gen_int(r, lo, hi);
	int64_t dx = gen_int(r, -5, 5), dy = gen_int(r, -5, 5);
	itri t;
	for (int i = 0; i < 3; i++) {
		int64_t k = gen_int(r, -4, 4);
		t.x[i] = px + k * dx;
		t.y[i] = py + k * dy;
	}
	return t;
}

static itri grid_points(gen_rng *r, itri *b)
{
	*b = grid_collinear(r, -8, 8);
	int64_t px = gen_int(r, -8, 8), py = gen_int(r, -8, 8);
	if (gen_int(r, 0, 1)) {
		int k = (int)gen_int(r, 0, 2);
		px = b->x[k];
		py = b->y[k];
	}
	itri a = { .x = { px, px, px }, .y = { py, py, py } };
	if (gen_int(r, 0, 3) == 0) {
		int64_t qx = b->x[0], qy = b->y[0];
		*b = (itri){ .x = { qx, qx, qx }, .y = { qy, qy, qy } };
	}
	return a;
}

/* A float of magnitude around 2^e: 24 random mantissa bits, sometimes 0. */
static float float_around(gen_rng *r, int e)
{
	if (gen_int(r, 0, 31) == 0)
		return 0.0f;
	float m = (float)gen_int(r, 1 << 23, (1 << 24) - 1) * 0x1p-24f;
	float v = ldexpf(m, e - (int)gen_int(r, 0, 12));
	return gen_int(r, 0, 1) ? v : -v;
}

static fp_tri float_tri(gen_rng *r, int e)
{
	fp_tri t;
	for (int i = 0; i < 3; i++)
		t.v[i] = (vec2s){ .x = float_around(r, e), .y = float_around(r, e) };
	return t;
}

/* The point at t along p->q, rounded to floats: on the segment or a
 * rounding error away from it, sometimes moved one more step. */
static vec2s rounded_lerp(gen_rng *r, vec2s p, vec2s q, double t)
{
	vec2s v = {
		.x = (float)((double)p.x + t * ((double)q.x - (double)p.x)),
		.y = (float)((double)p.y + t * ((double)q.y - (double)p.y)),
	};
	switch (gen_int(r, 0, 5)) {
	case 0: v.x = nextafterf(v.x, INFINITY); break;
	case 1: v.y = nextafterf(v.y, -INFINITY); break;
	default: break;
	}
	return v;
}

static void tri_float_kinds(gen_rng *r, gen_tri_case *c)
{
	int e = (int)gen_int(r, -20, 20);
	c->a = float_tri(r, e);
	c->b = float_tri(r, e);
	if (c->kind == GEN_TRI_NEAR_EDGE) {
		int i = (int)gen_int(r, 0, 2);
		c->b.v[gen_int(r, 0, 2)] = rounded_lerp(r, c->a.v[i], c->a.v[(i + 1) % 3], gen_unit(r));
	} else if (c->kind == GEN_TRI_NEAR_COLLINEAR) {
		c->a.v[2] = rounded_lerp(r, c->a.v[0], c->a.v[1], gen_unit(r) * 3 - 1);
		int i = (int)gen_int(r, 0, 2);
		c->b.v[0] = rounded_lerp(r, c->a.v[i], c->a.v[(i + 1) % 3], gen_unit(r));
	}
}

/* A point of magnitude 2^big in one coordinate or both, 2^small in the
 * rest: far apart exponents make the coordinate differences inexact. */
static vec2s spread_point(gen_rng *r)
{
	int big = (int)gen_int(r, 10, 40), small = (int)gen_int(r, -40, -10);
	switch (gen_int(r, 0, 3)) {
	case 0: return (vec2s){ .x = float_around(r, big), .y = float_around(r, small) };
	case 1: return (vec2s){ .x = float_around(r, small), .y = float_around(r, big) };
	case 2: return (vec2s){ .x = float_around(r, big), .y = float_around(r, big) };
	default: return (vec2s){ .x = float_around(r, small), .y = float_around(r, small) };
	}
}

/* A point rounded onto the line from p (tiny) toward q (huge), a tiny step
 * s along it: the needle p, point, q has an exact orientation far below the
 * rounding of its coordinate differences, even in double. */
static vec2s needle_point(gen_rng *r, vec2s p, vec2s q)
{
	double s = ldexp(gen_unit(r), -(int)gen_int(r, 36, 56));
	vec2s v = {
		.x = (float)((double)p.x + s * ((double)q.x - (double)p.x)),
		.y = (float)((double)p.y + s * ((double)q.y - (double)p.y)),
	};
	if (gen_int(r, 0, 3) == 0)
		v.y = nextafterf(v.y, gen_int(r, 0, 1) ? INFINITY : -INFINITY);
	return v;
}

static void tri_spread(gen_rng *r, gen_tri_case *c)
{
	for (int i = 0; i < 3; i++) {
		c->a.v[i] = spread_point(r);
		c->b.v[i] = spread_point(r);
	}
	if (gen_int(r, 0, 1)) {
		c->a.v[2] = rounded_lerp(r, c->a.v[0], c->a.v[1], gen_unit(r) * 3 - 1);
		int i = (int)gen_int(r, 0, 2);
		c->b.v[gen_int(r, 0, 2)] = rounded_lerp(r, c->a.v[i], c->a.v[(i + 1) % 3], gen_unit(r) * 3 - 1);
		return;
	}
	int tiny = (int)gen_int(r, -40, -20), huge = (int)gen_int(r, 10, 30);
	c->a.v[0] = (vec2s){ .x = float_around(r, tiny), .y = float_around(r, tiny) };
	c->a.v[2] = (vec2s){ .x = float_around(r, huge), .y = float_around(r, huge) };
	c->a.v[1] = needle_point(r, c->a.v[0], c->a.v[2]);
	c->b.v[0] = needle_point(r, c->a.v[0], c->a.v[2]);
	c->b.v[1] = needle_point(r, c->a.v[1], c->a.v[2]);
}

static void tri_same(gen_rng *r, gen_tri_case *c)
{
	bool grid = gen_int(r, 0, 1);
	c->on_grid = grid;
	if (grid) {
		c->a = itri_scaled(itri_random(r, -20, 20), c->scale);
	} else {
		c->a = float_tri(r, (int)gen_int(r, -20, 20));
	}
	int rot = (int)gen_int(r, 0, 2);
	for (int i = 0; i < 3; i++)
		c->b.v[i] = c->a.v[(i + rot) % 3];
	if (gen_int(r, 0, 1)) {
		vec2s tmp = c->b.v[1];
		c->b.v[1] = c->b.v[2];
		c->b.v[2] = tmp;
	}
	if (!grid && gen_int(r, 0, 1)) {
		for (int i = 0; i < 3; i++)
			c->b.v[i].x = nextafterf(c->b.v[i].x, INFINITY);
	}
}

gen_tri_case gen_tri_pair(uint64_t seed, int index)
{
	gen_rng r = rng_for(seed, index);
	gen_tri_case c = { .kind = index % GEN_TRI_KINDS, .on_grid = true };
	c.scale = (int)gen_int(&r, -20, 10);
	itri a, b;
	switch (c.kind) {
	case GEN_TRI_GRID_SMALL: a = itri_random(&r, -4, 4); b = itri_random(&r, -4, 4); break;
	case GEN_TRI_GRID_WIDE: a = itri_random(&r, -1000, 1000); b = itri_random(&r, -1000, 1000); break;
	case GEN_TRI_SHARED_EDGE: a = grid_shared_edge(&r, &b); break;
	case GEN_TRI_VERTEX_ON_EDGE: a = grid_vertex_on_edge(&r, &b); break;
	case GEN_TRI_COLLINEAR: a = grid_collinear(&r, -10, 10); b = itri_random(&r, -12, 12); break;
	case GEN_TRI_POINTS: a = grid_points(&r, &b); break;
	case GEN_TRI_SAME: tri_same(&r, &c); return c;
	case GEN_TRI_SPREAD: c.on_grid = false; tri_spread(&r, &c); return c;
	default:
		c.on_grid = false;
		tri_float_kinds(&r, &c);
		return c;
	}
	c.a = itri_scaled(a, c.scale);
	c.b = itri_scaled(b, c.scale);
	return c;
}

static const char *circle_kind_names[GEN_CIRCLE_KINDS] = {
	"small", "triple", "edge tangent", "zero radius", "wide",
};

const char *gen_circle_kind_name(int kind)
{
	return kind >= 0 && kind < GEN_CIRCLE_KINDS ? circle_kind_names[kind] : "?";
}

/* Primitive Pythagorean triples a^2 + b^2 = c^2. */
static const int64_t triples[][3] = {
	{ 3, 4, 5 }, { 5, 12, 13 }, { 8, 15, 17 }, { 7, 24, 25 }, { 20, 21, 29 }, { 119, 120, 169 },
};

/* A random triple as a direction (dx, dy) of length c, any quadrant, either
 * way round. */
static void triple_dir(gen_rng *r, int64_t *dx, int64_t *dy, int64_t *len)
{
	const int64_t *t = triples[gen_int(r, 0, sizeof triples / sizeof triples[0] - 1)];
	bool swap = gen_int(r, 0, 1);
	*dx = swap ? t[1] : t[0];
	*dy = swap ? t[0] : t[1];
	if (gen_int(r, 0, 1))
		*dx = -*dx;
	if (gen_int(r, 0, 1))
		*dy = -*dy;
	*len = t[2];
}

static ref_ipt ipt(int64_t x, int64_t y)
{
	return (ref_ipt){ .x = x, .y = y };
}

static ref_ipt ipt_random(gen_rng *r, int64_t lim)
{
	return ipt(gen_int(r, -lim, lim), gen_int(r, -lim, lim));
}

/* p at distance k*len from ca with ra = k*len +- 1; cb at distance
 * k2*len2 from ca with ra + rb = k2*len2 +- 1 when that leaves rb >= 0. */
static void circle_triple(gen_rng *r, gen_circle_case *c)
{
	int64_t dx, dy, len;
	triple_dir(r, &dx, &dy, &len);
	int64_t k = gen_int(r, 1, 4000);
	c->ca = ipt_random(r, 1 << 18);
	c->p = ipt(c->ca.x + k * dx, c->ca.y + k * dy);
	c->ra = k * len + gen_int(r, -1, 1);
	c->ra = c->ra < 0 ? 0 : c->ra;
	/* A triangle with p as a vertex, the others further out. */
	c->t[0] = c->p;
	c->t[1] = ipt(c->p.x + 2 * k * dx + gen_int(r, -k, k), c->p.y + 2 * k * dy + gen_int(r, -k, k));
	c->t[2] = ipt(c->p.x + k * dx - k * dy, c->p.y + k * dy + k * dx);
	triple_dir(r, &dx, &dy, &len);
	int64_t k2 = gen_int(r, 1, 8000);
	c->cb = ipt(c->ca.x + k2 * dx, c->ca.y + k2 * dy);
	int64_t sum = k2 * len + gen_int(r, -1, 1);
	c->rb = sum >= c->ra ? sum - c->ra : 0;
}

/* Edge A->B along direction (dx, dy) through q; the triangle's third vertex
 * on one side, the centre at distance m*len on the other. */
static void circle_edge_tangent(gen_rng *r, gen_circle_case *c)
{
	int64_t dx, dy, len;
	triple_dir(r, &dx, &dy, &len);
	ref_ipt q = ipt_random(r, 1 << 16);
	int64_t u = gen_int(r, 0, 300), v = gen_int(r, 1, 300), w = gen_int(r, 1, 300);
	int64_t m = gen_int(r, 0, 300);
	c->t[0] = ipt(q.x - u * dx, q.y - u * dy);
	c->t[1] = ipt(q.x + v * dx, q.y + v * dy);
	c->t[2] = ipt(q.x - w * dy + gen_int(r, -300, 300) * dx, q.y + w * dx + gen_int(r, -300, 300) * dy);
	c->ca = ipt(q.x + m * dy, q.y - m * dx);
	c->ra = m * len + gen_int(r, -1, 1);
	c->ra = c->ra < 0 ? 0 : c->ra;
	c->p = q;
	c->cb = ipt(c->ca.x + gen_int(r, -2, 2), c->ca.y);
	c->rb = gen_int(r, 0, 3);
}

static void circle_zero_radius(gen_rng *r, gen_circle_case *c)
{
	for (int i = 0; i < 3; i++)
		c->t[i] = ipt(2 * gen_int(r, -20, 20), 2 * gen_int(r, -20, 20));
	int i = (int)gen_int(r, 0, 2);
	ref_ipt a = c->t[i], b = c->t[(i + 1) % 3];
	switch (gen_int(r, 0, 2)) {
	case 0: c->ca = a; break;
	case 1: c->ca = ipt((a.x + b.x) / 2, (a.y + b.y) / 2); break;
	default: c->ca = ipt((a.x + b.x) / 2 + gen_int(r, -1, 1), (a.y + b.y) / 2 + gen_int(r, -1, 1)); break;
	}
	c->ra = 0;
	c->p = gen_int(r, 0, 1) ? c->ca : ipt_random(r, 40);
	c->cb = gen_int(r, 0, 1) ? c->ca : ipt_random(r, 40);
	c->rb = gen_int(r, 0, 1) ? 0 : gen_int(r, 0, 3);
}

gen_circle_case gen_circle(uint64_t seed, int index)
{
	gen_rng r = rng_for(seed, index);
	gen_circle_case c = { .kind = index % GEN_CIRCLE_KINDS };
	c.scale = (int)gen_int(&r, -20, 0);
	int64_t lim = c.kind == GEN_CIRCLE_WIDE ? 1 << 20 : 6;
	int64_t rlim = c.kind == GEN_CIRCLE_WIDE ? 1 << 20 : 5;
	switch (c.kind) {
	case GEN_CIRCLE_TRIPLE: circle_triple(&r, &c); break;
	case GEN_CIRCLE_EDGE_TANGENT: circle_edge_tangent(&r, &c); break;
	case GEN_CIRCLE_ZERO_RADIUS: circle_zero_radius(&r, &c); break;
	default:
		c.p = ipt_random(&r, lim);
		c.ca = ipt_random(&r, lim);
		c.cb = ipt_random(&r, lim);
		c.ra = gen_int(&r, 0, rlim);
		c.rb = gen_int(&r, 0, rlim);
		for (int i = 0; i < 3; i++)
			c.t[i] = ipt_random(&r, lim);
		break;
	}
	return c;
}

static const char *box_kind_names[GEN_BOX_KINDS] = {
	"near", "axis", "thin", "far scale", "same", "touch",
};

const char *gen_box_kind_name(int kind)
{
	return kind >= 0 && kind < GEN_BOX_KINDS ? box_kind_names[kind] : "?";
}

static float unit_range(gen_rng *r, float lo, float hi)
{
	return lo + (hi - lo) * (float)gen_unit(r);
}

static fp_box box_random(gen_rng *r, float cmag, float hmag)
{
	return (fp_box){
		.center = { .x = unit_range(r, -cmag, cmag), .y = unit_range(r, -cmag, cmag) },
		.half = { .x = unit_range(r, 0, hmag), .y = unit_range(r, 0, hmag) },
		.angle = unit_range(r, -7.0f, 7.0f),
	};
}

/* b's centre about one box size from a's, so about half the pairs meet. */
static fp_box box_near(gen_rng *r, fp_box a, float hmag)
{
	fp_box b = box_random(r, 0, hmag);
	float reach = 1.6f * hmag;
	b.center.x = a.center.x + unit_range(r, -reach, reach);
	b.center.y = a.center.y + unit_range(r, -reach, reach);
	return b;
}

static fp_box box_axis(gen_rng *r)
{
	static const float angles[] = { 0.0f, -0.0f, 1.57079637f, -1.57079637f, 3.14159274f };
	return (fp_box){
		.center = { .x = (float)gen_int(r, -8, 8), .y = (float)gen_int(r, -8, 8) },
		.half = { .x = (float)gen_int(r, 0, 4), .y = (float)gen_int(r, 0, 4) },
		.angle = angles[gen_int(r, 0, 4)],
	};
}

/* A circle around a point of a's outline (a corner or an edge point,
 * computed in double), radius from zero to a box size. */
static fp_circle circle_near_box(gen_rng *r, fp_box a)
{
	double cs = cos((double)a.angle), sn = sin((double)a.angle);
	double along = gen_unit(r) * 2 - 1, side = gen_int(r, 0, 1) ? 1 : -1;
	bool horizontal = gen_int(r, 0, 1);
	double lx = (double)a.half.x * (horizontal ? along : side);
	double ly = (double)a.half.y * (horizontal ? side : along);
	float reach = fmaxf(a.half.x, a.half.y);
	vec2s on = {
		.x = (float)((double)a.center.x + cs * lx - sn * ly),
		.y = (float)((double)a.center.y + sn * lx + cs * ly),
	};
	return (fp_circle){
		.center = { .x = on.x + unit_range(r, -reach, reach) * 0.5f, .y = on.y + unit_range(r, -reach, reach) * 0.5f },
		.radius = gen_int(r, 0, 4) == 0 ? 0.0f : unit_range(r, 0, reach),
	};
}

/* The point centre + R(angle) (lx, ly), in double. */
static void rotate_out(fp_box a, double lx, double ly, double *x, double *y)
{
	double cs = cos((double)a.angle), sn = sin((double)a.angle);
	*x = (double)a.center.x + cs * lx - sn * ly;
	*y = (double)a.center.y + sn * lx + cs * ly;
}

/* b placed against a's ideal outline: side by side along a's axis (edges
 * on one line), or b's first corner on a point of a's right edge or on a's
 * corner; the circle tangent to a's right edge from outside. Only the
 * rounding of the corners decides, so the fast paths must defer. */
static void box_touch(gen_rng *r, gen_box_case *c)
{
	/* Far from the origin the corners round coarsely against the boxes'
	 * size: where fast paths' margins matter most. */
	static const float cmag[] = { 100.0f, 1e4f, 1e6f, 1e7f };
	c->a = box_random(r, cmag[gen_int(r, 0, 3)], 10);
	c->b = box_random(r, 0, 10);
	double s = gen_int(r, 0, 3) == 0 ? 1 : gen_unit(r) * 2 - 1;
	double x, y;
	switch (gen_int(r, 0, 2)) {
	case 0:
		c->b.angle = c->a.angle;
		rotate_out(c->a, (double)c->a.half.x + (double)c->b.half.x, s * (double)c->a.half.y, &x, &y);
		break;
	default: {
		double px, py;
		rotate_out(c->a, (double)c->a.half.x, s * (double)c->a.half.y, &px, &py);
		double cs = cos((double)c->b.angle), sn = sin((double)c->b.angle);
		double hx = (double)c->b.half.x, hy = (double)c->b.half.y;
		x = px + cs * hx - sn * hy;
		y = py + sn * hx + cs * hy;
		break;
	}
	}
	/* A few float steps of the coordinates out (+) or in (-) along a's axis. */
	double step = 0x1p-23 * fmax(fmax(fabs(x), fabs(y)), 1.0);
	double nudge = (double)gen_int(r, -4, 4) * step;
	double cs = cos((double)c->a.angle), sn = sin((double)c->a.angle);
	c->b.center = (vec2s){ .x = (float)(x + cs * nudge), .y = (float)(y + sn * nudge) };
	float radius = unit_range(r, 0, 5);
	nudge = (double)gen_int(r, -4, 4) * step;
	rotate_out(c->a, (double)c->a.half.x + (double)radius + nudge, s * (double)c->a.half.y, &x, &y);
	c->c = (fp_circle){ .center = { .x = (float)x, .y = (float)y }, .radius = radius };
}

gen_box_case gen_box_pair(uint64_t seed, int index)
{
	gen_rng r = rng_for(seed, index);
	gen_box_case c = { .kind = index % GEN_BOX_KINDS };
	switch (c.kind) {
	case GEN_BOX_AXIS:
		c.a = box_axis(&r);
		c.b = box_axis(&r);
		break;
	case GEN_BOX_THIN:
		c.a = box_random(&r, 10, 4);
		c.b = box_near(&r, c.a, 4);
		c.a.half.y = gen_int(&r, 0, 1) ? 0.0f : 0x1p-20f;
		c.b.half.x = gen_int(&r, 0, 2) == 0 ? 0.0f : c.b.half.x;
		if (gen_int(&r, 0, 3) == 0)
			c.b.half = (vec2s){ .x = 0, .y = 0 };
		break;
	case GEN_BOX_FAR_SCALE: {
		bool big = gen_int(&r, 0, 1);
		float cmag = big ? (float)gen_int(&r, 100000, 10000000) : 1.0f;
		float hmag = big ? unit_range(&r, 1, 1000) : unit_range(&r, 1e-6f, 1e-3f);
		c.a = box_random(&r, cmag, hmag);
		c.b = box_near(&r, c.a, hmag);
		break;
	}
	case GEN_BOX_SAME:
		c.a = box_random(&r, 100, 10);
		c.b = c.a;
		if (gen_int(&r, 0, 1))
			c.b.center.x = nextafterf(c.b.center.x + 2 * c.b.half.x, INFINITY);
		break;
	case GEN_BOX_TOUCH:
		box_touch(&r, &c);
		return c;
	default:
		c.a = box_random(&r, 100, 10);
		c.b = box_near(&r, c.a, 10);
		break;
	}
	c.c = circle_near_box(&r, c.a);
	return c;
}
