/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* footprint/motion.h by hand: fp_motion_pose's ends and order,
 * fp_motion_bounds holding every pose's corners, bad input in every field,
 * a motion that cannot be resolved, the contact normal, and the motion's
 * edge cases (none at all, no obstacles, bad obstacles). Answers are
 * checked with the exact reference through motion_check.h.
 */
#include <float.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_main.h"

#include <footprint/motion.h>

#include "gen.h"
#include "motion_check.h"
#include "report.h"

static fp_box box(float cx, float cy, float hx, float hy, float angle)
{
	return (fp_box){ .center = { { cx, cy } }, .half = { { hx, hy } }, .angle = angle };
}

static bool same_box(fp_box a, fp_box b)
{
	return memcmp(&a, &b, sizeof a) == 0;
}

/* The five fields of a box, to walk over. */
static float *field(fp_box *b, int i)
{
	float *f[5] = { &b->center.x, &b->center.y, &b->half.x, &b->half.y, &b->angle };
	return f[i];
}

static const float awkward[] = { 0.0f, -0.0f, 1.0f, -1.0f, 0x1p-149f, -0x1p-149f, 1e-30f, 3.5f,
                                 -1e6f, 1e6f, 0x1.fffffep+127f, -0x1.fffffep+127f, 16777217.0f };
enum { AWKWARD = sizeof awkward / sizeof awkward[0] };

static float pick(gen_rng *r)
{
	if (gen_int(r, 0, 2) == 0)
		return awkward[gen_int(r, 0, AWKWARD - 1)];
	return (float)((gen_unit(r) - 0.5) * ldexp(1.0, (int)gen_int(r, -20, 30)));
}

/* Ends bit for bit; each field between its ends and monotone in t. */
static void test_pose(void **state)
{
	(void)state;
	gen_rng r = { 0x706f7365u };
	int checked = 0;
	for (int n = 0; n < 2000; n++) {
		fp_box a, b;
		for (int i = 0; i < 5; i++) {
			*field(&a, i) = pick(&r);
			*field(&b, i) = pick(&r);
		}
		const float ends0[] = { 0.0f, -0.0f, -1.0f, -INFINITY, NAN };
		const float ends1[] = { 1.0f, 2.0f, INFINITY };
		for (size_t k = 0; k < sizeof ends0 / sizeof ends0[0]; k++) {
			if (!same_box(fp_motion_pose(a, b, ends0[k]), a))
				report_fail("pose %d: t = %a does not give from bit for bit", n, (double)ends0[k]);
		}
		for (size_t k = 0; k < sizeof ends1 / sizeof ends1[0]; k++) {
			if (!same_box(fp_motion_pose(a, b, ends1[k]), b))
				report_fail("pose %d: t = %a does not give to bit for bit", n, (double)ends1[k]);
		}
		fp_box prev = a;
		for (int k = 1; k <= 64; k++) {
			float t = k == 64 ? 1.0f : k == 63 ? nextafterf(1.0f, 0.0f) : (float)k / 64.0f;
			fp_box p = fp_motion_pose(a, b, t);
			for (int i = 0; i < 5; i++) {
				float lo = *field(&a, i), hi = *field(&b, i), v = *field(&p, i), w = *field(&prev, i);
				bool up = lo <= hi;
				bool inside = up ? (lo <= v && v <= hi) : (hi <= v && v <= lo);
				bool order = up ? w <= v : v <= w;
				if (!inside || !order)
					report_fail("pose %d: field %d at t %a is %a: %s (ends %a, %a, before %a)", n,
					            i, (double)t, (double)v, inside ? "not monotone" : "not between the ends",
					            (double)lo, (double)hi, (double)w);
				checked++;
			}
			prev = p;
		}
	}
	printf("pose: 2000 motions, %d fields between their ends and in order, ends exact\n", checked);
	report_done("fp_motion_pose");
}

static bool inside(vec2s p, fp_aabb b)
{
	return b.min.x <= p.x && p.x <= b.max.x && b.min.y <= p.y && p.y <= b.max.y;
}

static fp_box box_any(gen_rng *r, double spread, double hmax)
{
	double s = spread * gen_unit(r);
	return box((float)((gen_unit(r) - 0.5) * s), (float)((gen_unit(r) - 0.5) * s),
	           (float)(hmax * gen_unit(r)), (float)(hmax * gen_unit(r)), (float)(20 * (gen_unit(r) - 0.5)));
}

/* Every corner of every pose inside fp_motion_bounds, for motions of every
 * scale (tiny boxes, centres near 1e7, huge boxes). */
static void test_bounds(void **state)
{
	(void)state;
	gen_rng r = { 0x626f756e6473u };
	const double spreads[] = { 1e-3, 10, 1000, 2e7, 1e30 };
	const double halves[] = { 1e-6, 1, 100, 1e5, 1e30 };
	long corners = 0;
	for (int n = 0; n < 5000; n++) {
		fp_box a = box_any(&r, spreads[n % 5], halves[(n / 5) % 5]);
		fp_box b = gen_int(&r, 0, 3) ? box_any(&r, spreads[n % 5], halves[(n / 5) % 5]) : a;
		b.angle = a.angle + (float)(10 * (gen_unit(&r) - 0.5));
		fp_aabb reach = fp_motion_bounds(a, b);
		for (int k = 0; k <= 100; k++) {
			float t = k == 1 ? 0x1p-24f : k == 99 ? nextafterf(1.0f, 0.0f) : (float)k / 100.0f;
			fp_footprint f = fp_footprint_of(fp_motion_pose(a, b, t));
			for (int i = 0; i < 4; i++, corners++) {
				if (!inside(f.corner[i], reach))
					report_fail("bounds %d: corner %d at t %a (%a, %a) is outside [%a, %a] x [%a, %a]",
					            n, i, (double)t, (double)f.corner[i].x, (double)f.corner[i].y,
					            (double)reach.min.x, (double)reach.max.x, (double)reach.min.y,
					            (double)reach.max.y);
			}
		}
	}
	fp_aabb empty = fp_motion_bounds(box(0, 0, -1, 1, 0), box(0, 0, 1, 1, 0));
	if (!(empty.min.x > empty.max.x && empty.min.y > empty.max.y))
		report_fail("bounds of a bad motion are not empty");
	printf("bounds: 5000 motions, %ld corners inside\n", corners);
	report_done("fp_motion_bounds");
}

static fp_motion_result sweep_checked(const char *what, fp_box from, fp_box to, const fp_box *obs,
                                      size_t count)
{
	fp_footprint fps[8];
	for (size_t i = 0; i < count; i++)
		fps[i] = fp_footprint_of(obs[i]);
	fp_motion_result res = fp_motion_sweep(from, to, fps, count);
	motion_case c = { from, to, obs, fps, count, { 0.0f, 0 } };
	char why[300];
	if (!motion_result_ok(&c, &res, why, sizeof why) || !motion_clear_ok(&c, &res, why, sizeof why))
		report_fail("%s: %s", what, why);
	return res;
}

/* NaN, both infinities and a negative value in every field of either end,
 * and options with a unit not positive and finite or no samples:
 * BAD_INPUT, nothing decided; -0.0 is an ordinary zero. */
static void test_bad_input(void **state)
{
	(void)state;
	const fp_box good = box(0, 0, 1, 1, 0), wall = box(5, 0, 1, 10, 0);
	const fp_box target = box(10, 0, 1, 1, 0.5f);
	const float bad[] = { NAN, INFINITY, -INFINITY, -1.0f };
	int n = 0;
	for (int end = 0; end < 2; end++) {
		for (int i = 0; i < 5; i++) {
			for (int k = 0; k < 4; k++) {
				if (k == 3 && (i < 2 || i == 4))
					continue; /* negative centres and angles are fine */
				fp_box from = good, to = target;
				*field(end ? &to : &from, i) = bad[k];
				char what[80];
				snprintf(what, sizeof what, "bad %s field %d = %g", end ? "to" : "from", i,
				         (double)bad[k]);
				fp_motion_result res = sweep_checked(what, from, to, &wall, 1);
				if (res.status != FP_MOTION_BAD_INPUT || fp_motion_clear(from, to, NULL, 0))
					report_fail("%s: not refused", what);
				n++;
			}
		}
	}
	const fp_motion_opts bad_opts[] = { { 0.0f, 16 }, { -1.0f, 16 }, { NAN, 16 },
		                                { INFINITY, 16 }, { 1.0f, 0 } };
	const fp_footprint wall_fp = fp_footprint_of(wall);
	for (size_t k = 0; k < sizeof bad_opts / sizeof bad_opts[0]; k++) {
		fp_motion_result res = fp_motion_sweep_opts(good, target, &wall_fp, 1, bad_opts[k]);
		if (res.status != FP_MOTION_BAD_INPUT || res.t != 0.0f || res.samples != 0 ||
		    fp_motion_clear_opts(good, target, NULL, 0, bad_opts[k]))
			report_fail("opts unit %g max_samples %u: not refused", (double)bad_opts[k].unit,
			            bad_opts[k].max_samples);
		n++;
	}
	fp_box zero = box(0, 0, -0.0f, -0.0f, -0.0f);
	if (sweep_checked("-0.0 halves", zero, target, &wall, 1).status != FP_MOTION_BLOCKED)
		report_fail("a box with -0.0 half extents is not blocked by the wall");
	printf("bad input: %d bad fields refused\n", n);
	report_done("bad input");
}

/* No obstacles (NULL), bad obstacles (overlap nothing), no motion at all. */
static void test_edges(void **state)
{
	(void)state;
	const fp_box from = box(0, 0, 1, 1, 0), to = box(10, 0, 1, 1, 0);
	if (fp_motion_sweep(from, to, NULL, 0).status != FP_MOTION_REACHED ||
	    fp_motion_sweep(from, to, NULL, 3).status != FP_MOTION_REACHED)
		report_fail("a motion without obstacles is not reached");
	const fp_box bad[3] = { box(5, 0, NAN, 1, 0), box(5, 0, -1, 1, 0), box(5, 0, 1, 1, INFINITY) };
	fp_motion_result res = sweep_checked("bad obstacles", from, to, bad, 3);
	if (res.status != FP_MOTION_REACHED)
		report_fail("bad obstacles stopped a motion");
	const fp_box wall = box(5, 0, 1, 10, 0), near = box(2, 0, 1, 1, 0), touching = box(3, 0, 1, 1, 0);
	if (sweep_checked("no motion, apart", near, near, &wall, 1).status != FP_MOTION_REACHED)
		report_fail("a box that does not move, apart, is not reached");
	if (sweep_checked("no motion, touching", touching, touching, &wall, 1).status !=
	    FP_MOTION_OVERLAPPING)
		report_fail("a box that does not move, touching, is not overlapping");
	res = sweep_checked("into a wall along x", from, to, &wall, 1);
	if (res.status != FP_MOTION_BLOCKED || res.normal.x != -1.0f || res.normal.y != 0.0f)
		report_fail("driving along +x into a wall: status %d, normal (%a, %a), want (-1, 0)",
		            (int)res.status, (double)res.normal.x, (double)res.normal.y);
	if (!(res.pose.center.x > 2.99f && res.pose.center.x < 3.0f))
		report_fail("driving into a wall stopped at x %a, not just short of 3",
		            (double)res.pose.center.x);
	report_done("edge cases");
}

/* Motions the samples cannot follow: more than FP_MOTION_SAMPLES_MAX steps
 * beside a wall (calls from where it stopped go on), or at coordinates where
 * floats are 2 units apart. The answer is UNRESOLVED (or a decided stop)
 * and keeps its promise. */
static void test_unresolved(void **state)
{
	(void)state;
	/* Spinning in place 1,500 radians, 1/3 unit clear of a wall: every
	 * step near the wall is a 1/2 unit one. */
	const fp_box wall = box(0, -11.75f, 100, 10, 0);
	const fp_box from = box(0, 0, 1, 1, 0), to = box(0, 0, 1, 1, 1500);
	fp_motion_result res = sweep_checked("a long spin", from, to, &wall, 1);
	if (res.status != FP_MOTION_UNRESOLVED || res.samples != FP_MOTION_SAMPLES_MAX)
		report_fail("a spin of 1,500 radians beside a wall: status %d after %u samples, "
		            "want UNRESOLVED after %u",
		            (int)res.status, res.samples, FP_MOTION_SAMPLES_MAX);
	/* Going on from where it stopped, a few calls finish it. */
	int calls = 1;
	while (res.status == FP_MOTION_UNRESOLVED && calls < 10) {
		res = sweep_checked("a long spin, going on", res.pose, to, &wall, 1);
		calls++;
	}
	if (res.status != FP_MOTION_REACHED)
		report_fail("a long spin continued: status %d after %d calls", (int)res.status, calls);
	printf("a long spin: reached in %d calls\n", calls);
	const fp_box far_wall = box(3e7f, 0, 4, 100, 0);
	res = sweep_checked("far out", box(3e7f - 64, 0, 8, 8, 0), box(3e7f + 64, 0, 8, 8, 0.1f),
	                    &far_wall, 1);
	if (res.status != FP_MOTION_UNRESOLVED && res.status != FP_MOTION_BLOCKED)
		report_fail("a motion at 3e7 through a wall: status %d", (int)res.status);
	printf("far out (3e7): status %d, t %a, %u samples\n", (int)res.status, (double)res.t,
	       res.samples);
	report_done("unresolved motions");
}

TEST_MAIN("motion cases",
	cmocka_unit_test(test_pose), cmocka_unit_test(test_bounds), cmocka_unit_test(test_bad_input),
	cmocka_unit_test(test_edges), cmocka_unit_test(test_unresolved))
