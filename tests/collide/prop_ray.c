/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Ray casts (footprint/ray.h) against the independent exact reference
 * (exact_ref.h's ref_ray_*): hit and the rounded-down contact bit for bit,
 * and the normal, on random segments near the generated boxes and circles,
 * on segments slid to exactly touching by bisection at every scale from
 * 2^-20 to 2^20, on segments grazing corners and running along edges, on
 * points, on bad input; and fp_broadphase_ray against all boxes cast one by
 * one on random scenes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <footprint/broadphase.h>
#include <footprint/collide.h>
#include <footprint/ray.h>

#include "exact_ref.h"
#include "gen.h"
#include "report.h"
#include "test_main.h"

enum { RAY_BOXES = 1500, RAY_CIRCLES = 1500, SLIDE_STEPS = 24 };
static const uint64_t RAY_SEED = 0x7261797321212121u;

static int cases, hits;

static float rnd(gen_rng *r, float lo, float hi)
{
	return lo + (hi - lo) * (float)gen_unit(r);
}

static double dist_point_segment(double px, double py, vec2s a, vec2s b)
{
	double dx = (double)b.x - (double)a.x, dy = (double)b.y - (double)a.y;
	double wx = px - (double)a.x, wy = py - (double)a.y, l2 = dx * dx + dy * dy;
	double s = l2 > 0 ? fmax(0.0, fmin(1.0, (wx * dx + wy * dy) / l2)) : 0.0;
	return hypot(wx - s * dx, wy - s * dy);
}

static bool unit_or_zero(vec2s n, bool zero_ok)
{
	double len = hypot((double)n.x, (double)n.y);
	return fabs(len - 1.0) <= 1e-6 || (zero_ok && n.x == 0.0f && n.y == 0.0f);
}

/* The normal is the unit outward normal of an edge the contact point lies
 * on (the float t is at most one step short of it along the segment). */
static bool footprint_normal_ok(vec2s from, vec2s to, fp_ray_hit h, const fp_footprint *f)
{
	if (h.t == 0.0f)
		return unit_or_zero(h.normal, true);
	if (!unit_or_zero(h.normal, false))
		return false;
	const vec2s *c = f->corner;
	double area = 0.0, scale = 0.0;
	for (int i = 0; i < 4; i++) {
		vec2s a = c[i], b = c[(i + 1) % 4];
		area += (double)a.x * (double)b.y - (double)b.x * (double)a.y;
		scale = fmax(scale, fmax(fabs((double)a.x), fabs((double)a.y)));
	}
	if (!(f->flags & FP_FOOTPRINT_CONVEX) || area == 0.0)
		return true; /* a degenerate outline has no single outward side */
	double dx = (double)to.x - (double)from.x, dy = (double)to.y - (double)from.y;
	double qx = (double)from.x + (double)h.t * dx, qy = (double)from.y + (double)h.t * dy;
	double tol = hypot(dx, dy) * 0x1p-21 + fmax(scale, fmax(fabs(qx), fabs(qy))) * 0x1p-40;
	for (int i = 0; i < 4; i++) {
		vec2s a = c[i], b = c[(i + 1) % 4];
		double ex = (double)b.x - (double)a.x, ey = (double)b.y - (double)a.y, len = hypot(ex, ey);
		double nx = ey / len, ny = -ex / len;
		if (area < 0) {
			nx = -nx;
			ny = -ny;
		}
		if (hypot((double)h.normal.x - nx, (double)h.normal.y - ny) <= 1e-6 && dist_point_segment(qx, qy, a, b) <= tol)
			return true;
	}
	return false;
}

static void check_footprint(const char *what, int index, vec2s from, vec2s to, const fp_footprint *f)
{
	char bf[64], bt[64];
	fp_ray_hit got = fp_ray_footprint(from, to, f);
	ref_ray want = ref_ray_corners(from, to, f->corner);
	cases++;
	hits += want.hit;
	const char *fs = report_vec(bf, from), *ts = report_vec(bt, to);
	char corners[4][64];
	for (int i = 0; i < 4; i++)
		report_vec(corners[i], f->corner[i]);
	if (got.hit != want.hit || (want.hit && got.t != want.t))
		report_fail("%s %d: ray %s -> %s vs corners %s %s %s %s: got hit %d t %a, want hit %d t %a",
			what, index, fs, ts, corners[0], corners[1], corners[2], corners[3], got.hit,
			(double)got.t, want.hit, (double)want.t);
	else if (got.hit && !footprint_normal_ok(from, to, got, f))
		report_fail("%s %d: ray %s -> %s vs corners %s %s %s %s: normal (%a, %a) at t %a is no "
			"edge's outward normal there", what, index, fs, ts, corners[0], corners[1],
			corners[2], corners[3], (double)got.normal.x, (double)got.normal.y, (double)got.t);
	else if (!got.hit && (got.t != 0.0f || got.normal.x != 0.0f || got.normal.y != 0.0f))
		report_fail("%s %d: a miss with t or normal set", what, index);
}

/* The radius direction at the exact contact, in long double. */
static bool circle_normal_ok(vec2s from, vec2s to, fp_ray_hit h, fp_circle c)
{
	long double ux = (long double)from.x - (long double)c.center.x, uy = (long double)from.y - (long double)c.center.y;
	long double dx = (long double)to.x - (long double)from.x, dy = (long double)to.y - (long double)from.y;
	long double a = dx * dx + dy * dy, b = ux * dx + uy * dy;
	long double c0 = ux * ux + uy * uy - (long double)c.radius * (long double)c.radius;
	if (c0 < 0)
		return h.t == 0.0f && h.normal.x == 0.0f && h.normal.y == 0.0f;
	if (!unit_or_zero(h.normal, c.radius == 0.0f && c0 == 0))
		return false;
	if (c.radius == 0.0f || hypotl(ux, uy) > 0x1p10L * (long double)c.radius)
		return true; /* too far for long double to place the contact within 1e-6 */
	long double disc = b * b - a * c0;
	long double t = c0 == 0 ? 0 : c0 / (-b + sqrtl(disc > 0 ? disc : 0));
	long double px = ux + t * dx, py = uy + t * dy, len = hypotl(px, py);
	return hypotl((long double)h.normal.x - px / len, (long double)h.normal.y - py / len) <= 1e-6L;
}

static void check_circle(const char *what, int index, vec2s from, vec2s to, fp_circle c)
{
	char bf[64], bt[64], bc[64];
	fp_ray_hit got = fp_ray_circle(from, to, c);
	ref_ray want = ref_ray_circle(from, to, c);
	cases++;
	hits += want.hit;
	const char *fs = report_vec(bf, from), *ts = report_vec(bt, to), *cs = report_vec(bc, c.center);
	if (got.hit != want.hit || (want.hit && got.t != want.t))
		report_fail("%s %d: ray %s -> %s vs circle %s r %a: got hit %d t %a, want hit %d t %a",
			what, index, fs, ts, cs, (double)c.radius, got.hit, (double)got.t, want.hit,
			(double)want.t);
	else if (got.hit && !circle_normal_ok(from, to, got, c))
		report_fail("%s %d: ray %s -> %s vs circle %s r %a: normal (%a, %a) off the radius",
			what, index, fs, ts, cs, (double)c.radius, (double)got.normal.x, (double)got.normal.y);
}

/* A point of the box's neighbourhood: the centre plus up to k sizes. */
static vec2s near_box(gen_rng *r, fp_box b, float k)
{
	float s = fmaxf(fmaxf(b.half.x, b.half.y), 1e-6f) * k;
	vec2s p = {{ b.center.x + rnd(r, -s, s), b.center.y + rnd(r, -s, s) }};
	return p;
}

static void test_ray_boxes(void **state)
{
	(void)state;
	gen_rng r = { RAY_SEED };
	cases = hits = 0;
	for (int i = 0; i < RAY_BOXES; i++) {
		gen_box_case g = gen_box_pair(RAY_SEED, i);
		fp_footprint f = fp_footprint_of(g.a);
		for (int k = 0; k < 4; k++)
			check_footprint("random", i, near_box(&r, g.a, 3.0f), near_box(&r, g.a, 3.0f), &f);
		vec2s p = near_box(&r, g.a, 2.0f);
		check_footprint("point", i, p, p, &f);
		/* grazing: through each corner, along each edge, from each corner */
		for (int k = 0; k < 4; k++) {
			vec2s c = f.corner[k], n = f.corner[(k + 1) % 4];
			vec2s d = {{ c.x - n.x, c.y - n.y }};
			vec2s back = {{ c.x + d.x, c.y + d.y }}, ahead = {{ n.x - d.x, n.y - d.y }};
			check_footprint("edge", i, c, n, &f);
			check_footprint("along", i, back, ahead, &f);
			check_footprint("corner-point", i, c, c, &f);
			vec2s o = near_box(&r, g.a, 3.0f);
			vec2s through = {{ c.x + (c.x - o.x), c.y + (c.y - o.y) }};
			check_footprint("through-corner", i, o, through, &f);
			check_footprint("from-corner", i, c, o, &f);
		}
	}
	printf("ray boxes: %d casts, %d hit\n", cases, hits);
	report_done("ray boxes");
}

/* Slides a segment sideways (its y) between a hit and a miss until the two
 * are adjacent floats, checking every step: the last steps touch exactly
 * or miss by one float. */
typedef struct slide {
	vec2s from, to;
	float lo, hi; /* y offsets */
} slide;

static vec2s shifted(vec2s p, float dy)
{
	vec2s q = {{ p.x, p.y + dy }};
	return q;
}

static void test_ray_slide(void **state)
{
	(void)state;
	gen_rng r = { RAY_SEED ^ 1 };
	cases = hits = 0;
	for (int e = -20; e <= 20; e++) {
		float s = ldexpf(1.0f, e);
		for (int k = 0; k < 12; k++) {
			int index = (e + 20) * 100 + k;
			fp_box b = {{{ rnd(&r, -4, 4) * s, rnd(&r, -4, 4) * s }}, {{ rnd(&r, 0, 2) * s,
				rnd(&r, 0, 2) * s }}, rnd(&r, -4, 4)};
			if (k % 4 == 0)
				b.angle = 0.0f;
			fp_footprint f = fp_footprint_of(b);
			fp_circle c = {{{ b.center.x, b.center.y }}, rnd(&r, 0, 2) * s};
			float ang = rnd(&r, -1.5f, 1.5f), len = rnd(&r, 1, 12) * s;
			vec2s from = {{ b.center.x - len * cosf(ang), b.center.y - len * sinf(ang) }};
			vec2s to = {{ b.center.x + len * cosf(ang) * rnd(&r, 0.1f, 1), b.center.y + len * sinf(ang) }};
			/* above: y + 10 s misses both shapes; 0 passes the centre */
			for (int pass = 0; pass < 2; pass++) {
				float lo = 0.0f, hi = 20.0f * s * (k % 2 ? 1.0f : -1.0f);
				for (int step = 0; step < 80; step++) {
					float mid = lo + (hi - lo) * 0.5f;
					if (mid == lo || mid == hi)
						break;
					vec2s a = shifted(from, mid), z = shifted(to, mid);
					bool hit;
					if (pass == 0) {
						check_footprint("slide", index, a, z, &f);
						hit = fp_ray_footprint(a, z, &f).hit;
					} else {
						check_circle("slide", index, a, z, c);
						hit = fp_ray_circle(a, z, c).hit;
					}
					if (hit)
						lo = mid;
					else
						hi = mid;
				}
				/* the touching pair: both checked */
				if (pass == 0) {
					check_footprint("slide-hit", index, shifted(from, lo), shifted(to, lo), &f);
					check_footprint("slide-miss", index, shifted(from, hi), shifted(to, hi), &f);
				} else {
					check_circle("slide-hit", index, shifted(from, lo), shifted(to, lo), c);
					check_circle("slide-miss", index, shifted(from, hi), shifted(to, hi), c);
				}
			}
		}
	}
	printf("ray slide: %d casts at scales 2^-20 .. 2^20, %d hit\n", cases, hits);
	report_done("ray slide");
}

static void test_ray_circles(void **state)
{
	(void)state;
	gen_rng r = { RAY_SEED ^ 2 };
	cases = hits = 0;
	for (int i = 0; i < RAY_CIRCLES; i++) {
		float s = ldexpf(1.0f, (int)gen_int(&r, -20, 20));
		fp_circle c = {{{ rnd(&r, -8, 8) * s, rnd(&r, -8, 8) * s }}, rnd(&r, 0, 3) * s};
		if (i % 7 == 0)
			c.radius = 0.0f;
		vec2s a = {{ c.center.x + rnd(&r, -8, 8) * s, c.center.y + rnd(&r, -8, 8) * s }};
		vec2s b = {{ c.center.x + rnd(&r, -8, 8) * s, c.center.y + rnd(&r, -8, 8) * s }};
		check_circle("random", i, a, b, c);
		check_circle("point", i, a, a, c);
		check_circle("from-centre", i, c.center, b, c);
		/* integer tangents: a 3-4-5 triangle's hypotenuse along the circle */
		fp_circle ci = {{{ 0, 0 }}, 12.0f * s};
		vec2s ta = {{ 15.0f * s, -20.0f * s }}, tb = {{ 15.0f * s, 20.0f * s }};
		(void)ta;
		(void)tb;
		vec2s p = {{ 20.0f * s * (float)gen_int(&r, -2, 2), 15.0f * s }};
		vec2s q = {{ -20.0f * s, 0.0f }};
		check_circle("grid", i, p, q, ci);
		vec2s t0 = {{ -30.0f * s, 12.0f * s }}, t1 = {{ 30.0f * s, 12.0f * s }};
		check_circle("tangent", i, t0, t1, ci);
		vec2s e0 = {{ 12.0f * s, 0 }}, e1 = {{ 30.0f * s, 0 }};
		check_circle("end-on", i, e1, e0, ci);
	}
	printf("ray circles: %d casts, %d hit\n", cases, hits);
	report_done("ray circles");
}

static void test_ray_bad_input(void **state)
{
	(void)state;
	fp_footprint f = fp_footprint_of((fp_box){{{ 0, 0 }}, {{ 1, 1 }}, 0});
	fp_footprint bad = fp_footprint_of((fp_box){{{ NAN, 0 }}, {{ 1, 1 }}, 0});
	fp_circle c = {{{ 0, 0 }}, 1};
	const float odd[3] = { NAN, INFINITY, -INFINITY };
	vec2s o = {{ -3, 0 }}, z = {{ 3, 0 }};
	for (int i = 0; i < 3; i++) {
		vec2s p = {{ odd[i], 0 }}, q = {{ 0, odd[i] }};
		report_bool(fp_ray_footprint(p, z, &f).hit, false, "footprint from %g", (double)odd[i]);
		report_bool(fp_ray_footprint(o, q, &f).hit, false, "footprint to %g", (double)odd[i]);
		report_bool(fp_ray_circle(p, z, c).hit, false, "circle from %g", (double)odd[i]);
		report_bool(fp_ray_circle(o, q, c).hit, false, "circle to %g", (double)odd[i]);
		fp_circle cb = {{{ odd[i], 0 }}, 1}, rb = {{{ 0, 0 }}, odd[i]};
		report_bool(fp_ray_circle(o, z, cb).hit, false, "circle centre %g", (double)odd[i]);
		report_bool(fp_ray_circle(o, z, rb).hit, false, "circle radius %g", (double)odd[i]);
	}
	fp_circle neg = {{{ 0, 0 }}, -1};
	report_bool(fp_ray_circle(o, z, neg).hit, false, "negative radius");
	report_bool(fp_ray_footprint(o, z, &bad).hit, false, "bad footprint");
	fp_ray_hit h = fp_ray_footprint(o, z, &f);
	report_bool(h.hit && h.t == 0x1.555554p-2f && h.normal.x == -1.0f && h.normal.y == 0.0f, true,
		"(-3,0)->(3,0) enters the box of half extent 1 at t 1/3 rounded down, through x = -1");
	h = fp_ray_circle(o, z, c);
	report_bool(h.hit && h.t == 0x1.555554p-2f && h.normal.x == -1.0f, true,
		"(-3,0)->(3,0) meets the unit circle at t 1/3 rounded down, normal (-1, 0)");
	uint32_t index = 7;
	h = fp_broadphase_ray(NULL, o, z, &index);
	report_bool(h.hit || index != UINT32_MAX, false, "NULL broadphase");
	report_done("ray bad input");
}

/* fp_broadphase_ray against every box cast alone: the least t, the lowest
 * index among equal t. */
static void test_broadphase_ray(void **state)
{
	(void)state;
	gen_rng r = { RAY_SEED ^ 3 };
	fp_broadphase *bp = fp_broadphase_create();
	assert_non_null(bp);
	uint32_t index = 0;
	report_bool(fp_broadphase_ray(bp, (vec2s){{0, 0}}, (vec2s){{1, 1}}, &index).hit, false,
		"a broadphase without a call hits nothing");
	int casts = 0, found = 0;
	for (int scene = 0; scene < 40; scene++) {
		size_t n = (size_t)gen_int(&r, 1, 400);
		float world = rnd(&r, 10, 2000), size = rnd(&r, 0.5f, 40);
		fp_box *boxes = malloc(n * sizeof *boxes);
		fp_footprint *f = malloc(n * sizeof *f);
		for (size_t i = 0; i < n; i++) {
			boxes[i] = (fp_box){{{ rnd(&r, 0, world), rnd(&r, 0, world) }},
				{{ rnd(&r, 0, size), rnd(&r, 0, size) }}, scene % 3 ? rnd(&r, -3, 3) : 0.0f};
			if (i % 5 == 1) /* stacked duplicates: ties */
				boxes[i] = boxes[i - 1];
		}
		if (scene % 10 == 9)
			boxes[0].center.x = 3e38f; /* an outlier */
		fp_footprints_of(boxes, n, f);
		size_t count;
		fp_broadphase_box_pairs(bp, f, n, &count);
		/* a circle-pairs call on fewer boxes leaves the box-pairs call's */
		fp_circle pickup = {{{ 0, 0 }}, 1};
		fp_broadphase_circle_pairs(bp, f, 1, &pickup, 1, &count);
		for (int k = 0; k < 60; k++) {
			vec2s a = {{ rnd(&r, -world * 0.2f, world * 1.2f), rnd(&r, -world * 0.2f, world * 1.2f) }};
			vec2s b = {{ rnd(&r, -world * 0.2f, world * 1.2f), rnd(&r, -world * 0.2f, world * 1.2f) }};
			if (k % 10 == 0)
				b = a;
			fp_ray_hit want = { false, 0.0f, {{ 0, 0 }} };
			uint32_t want_i = UINT32_MAX;
			for (size_t i = 0; i < n; i++) {
				fp_ray_hit h = fp_ray_footprint(a, b, &f[i]);
				if (h.hit && (!want.hit || h.t < want.t)) {
					want = h;
					want_i = (uint32_t)i;
				}
			}
			fp_ray_hit got = fp_broadphase_ray(bp, a, b, &index);
			casts++;
			found += want.hit;
			if (got.hit != want.hit || index != want_i || got.t != want.t
			    || got.normal.x != want.normal.x || got.normal.y != want.normal.y)
				report_fail("scene %d ray %d: got hit %d box %u t %a, all boxes give hit %d box %u t %a",
					scene, k, got.hit, index, (double)got.t, want.hit, want_i, (double)want.t);
		}
		free(boxes);
		free(f);
	}
	fp_broadphase_destroy(bp);
	printf("broadphase ray: %d casts, %d hit\n", casts, found);
	report_done("broadphase ray");
}

TEST_MAIN("ray",
	cmocka_unit_test(test_ray_bad_input),
	cmocka_unit_test(test_ray_boxes),
	cmocka_unit_test(test_ray_circles),
	cmocka_unit_test(test_ray_slide),
	cmocka_unit_test(test_broadphase_ray))
