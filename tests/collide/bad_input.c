/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Bad input: NaN, +inf and -inf in every float argument of every function,
 * negative radii and half extents, NaN and infinite eps. Predicates answer
 * false, fp_orient and fp_point_line_side 0, fp_circle_tri_stage
 * FP_STAGE_NONE, fp_tri_collide FP_ERR_INPUT (before any winding error); a
 * footprint made from a bad box overlaps nothing. And what is NOT bad:
 * -0.0 anywhere (a radius or half extent of -0.0 is zero), an AABB with
 * min > max (it is just empty).
 *
 * Each function starts from arguments where its answer is not the bad-input
 * answer (checked first), so every "false" below is the library refusing the
 * bad value, not the geometry.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include <footprint/collide.h>
#include "variants.h"

#include "report.h"
#include "test_main.h"
#include "shapes.h"

enum { MAX_ARGS = 13 };

typedef struct fn_case {
	const char *name;
	const char *args;          /* the argument names, space separated */
	int nargs;
	float good[MAX_ARGS];
	unsigned nonneg;           /* bit i: argument i is a radius or half extent */
	int (*call)(const float *f);
	int want_good, want_bad;
} fn_case;

static fp_tri tri_at(const float *f)
{
	return tri6(f[0], f[1], f[2], f[3], f[4], f[5]);
}

static fp_box box_at(const float *f)
{
	return (fp_box){ .center = v2(f[0], f[1]), .half = v2(f[2], f[3]), .angle = f[4] };
}

static int call_orient(const float *f)
{
	return fp_orient(v2(f[0], f[1]), v2(f[2], f[3]), v2(f[4], f[5]));
}

static int call_point_in_aabb(const float *f)
{
	return fp_point_in_aabb(v2(f[0], f[1]), (fp_aabb){ .min = v2(f[2], f[3]), .max = v2(f[4], f[5]) });
}

static int call_point_in_circle(const float *f)
{
	return fp_point_in_circle(v2(f[0], f[1]), circle3(f[2], f[3], f[4]));
}

static int call_point_in_tri(const float *f)
{
	return fp_point_in_tri(v2(f[0], f[1]), tri_at(f + 2));
}

static int call_tri_overlap(const float *f)
{
	return fp_tri_overlap(tri_at(f), tri_at(f + 6));
}

static int call_tri_overlap_interior(const float *f)
{
	return fp_tri_overlap_interior(tri_at(f), tri_at(f + 6));
}

/* FP_OK with *hit gives 10 + hit; any other status is returned as is. */
static int collide_code(fp_tri a, fp_tri b, fp_tri_opts o)
{
	bool hit = false;
	fp_status s = fp_tri_collide(a, b, o, &hit);
	return s == FP_OK ? 10 + hit : (int)s;
}

static int call_tri_collide(const float *f)
{
	return collide_code(tri_at(f), tri_at(f + 6), tri_opts(0, true, true));
}

static int call_tri_collide_strict(const float *f)
{
	return collide_code(tri_at(f), tri_at(f + 6), tri_opts(0, false, false));
}

static int call_circle_circle(const float *f)
{
	return fp_circle_circle(circle3(f[0], f[1], f[2]), circle3(f[3], f[4], f[5]));
}

static int call_circle_tri(const float *f)
{
	return fp_circle_tri(circle3(f[0], f[1], f[2]), tri_at(f + 3));
}

static int call_circle_tri_stage(const float *f)
{
	return (int)fp_circle_tri_stage(circle3(f[0], f[1], f[2]), tri_at(f + 3));
}

static int call_box_overlap(const float *f)
{
	return fp_box_overlap(box_at(f), box_at(f + 5));
}

static int call_circle_box(const float *f)
{
	return fp_circle_box(circle3(f[0], f[1], f[2]), box_at(f + 3));
}

static int call_footprint_overlap(const float *f)
{
	fp_footprint a = fp_footprint_of(box_at(f)), b = fp_footprint_of(box_at(f + 5));
	return fp_footprint_overlap(&a, &b);
}

static int call_footprint_overlap_swapped(const float *f)
{
	fp_footprint a = fp_footprint_of(box_at(f)), b = fp_footprint_of(box_at(f + 5));
	return fp_footprint_overlap(&b, &a);
}

static int call_circle_footprint(const float *f)
{
	fp_footprint fp = fp_footprint_of(box_at(f + 3));
	return fp_circle_footprint(circle3(f[0], f[1], f[2]), &fp);
}

static int call_point_point(const float *f)
{
	return fp_point_point(v2(f[0], f[1]), v2(f[2], f[3]));
}

static int call_point_line_side(const float *f)
{
	return fp_point_line_side(v2(f[0], f[1]), v2(f[2], f[3]), v2(f[4], f[5]));
}

#define TRI2 "a0x a0y a1x a1y a2x a2y b0x b0y b1x b1y b2x b2y"
#define BOX2 "a.cx a.cy a.hx a.hy a.angle b.cx b.cy b.hx b.hy b.angle"

static const fn_case fns[] = {
	{ "fp_orient", "ax ay bx by cx cy", 6, { 0, 0, 1, 0, 0, 1 }, 0, call_orient, 1, 0 },
	{ "fp_point_in_aabb", "px py minx miny maxx maxy", 6, { 1, 1, 0, 0, 2, 2 }, 0, call_point_in_aabb, 1, 0 },
	{ "fp_point_in_circle", "px py cx cy r", 5, { 1, 0, 0, 0, 2 }, 1u << 4, call_point_in_circle, 1, 0 },
	{ "fp_point_in_tri", "px py ax ay bx by cx cy", 8, { 0.25f, 0.25f, 0, 0, 1, 0, 0, 1 }, 0, call_point_in_tri, 1, 0 },
	{ "fp_tri_overlap", TRI2, 12, { 0, 0, 2, 0, 0, 2, 0.5f, 0.5f, 3, 0.5f, 0.5f, 3 }, 0, call_tri_overlap, 1, 0 },
	{ "fp_tri_overlap_interior", TRI2, 12, { 0, 0, 2, 0, 0, 2, 0.5f, 0.5f, 3, 0.5f, 0.5f, 3 }, 0,
	  call_tri_overlap_interior, 1, 0 },
	{ "fp_tri_collide (allow_reversed, on_boundary)", TRI2, 12, { 0, 0, 2, 0, 0, 2, 0.5f, 0.5f, 3, 0.5f, 0.5f, 3 }, 0,
	  call_tri_collide, 11, FP_ERR_INPUT },
	/* a is clockwise: the good answer is a winding error, bad input wins. */
	{ "fp_tri_collide (clockwise a, !allow_reversed)", TRI2, 12, { 0, 0, 0, 2, 2, 0, 0.5f, 0.5f, 3, 0.5f, 0.5f, 3 }, 0,
	  call_tri_collide_strict, FP_ERR_WINDING, FP_ERR_INPUT },
	{ "fp_circle_circle", "ax ay ar bx by br", 6, { 0, 0, 1, 1.5f, 0, 1 }, 1u << 2 | 1u << 5, call_circle_circle, 1, 0 },
	{ "fp_circle_tri", "cx cy r ax ay bx by cx cy", 9, { 0.5f, 0.5f, 1, 0, 0, 2, 0, 0, 2 }, 1u << 2, call_circle_tri, 1, 0 },
	{ "fp_circle_tri_stage", "cx cy r ax ay bx by cx cy", 9, { 0.5f, 0.5f, 0.1f, 0, 0, 2, 0, 0, 2 }, 1u << 2,
	  call_circle_tri_stage, FP_STAGE_CENTER, FP_STAGE_NONE },
	{ "fp_box_overlap", BOX2, 10, { 0, 0, 1, 1, 0.3f, 1, 1, 1, 1, 0 }, 0xcu | 0xcu << 5, call_box_overlap, 1, 0 },
	{ "fp_circle_box", "cx cy r b.cx b.cy b.hx b.hy b.angle", 8, { 1, 0, 0.5f, 0, 0, 1, 1, 0.3f },
	  1u << 2 | 0x3u << 5, call_circle_box, 1, 0 },
	{ "fp_footprint_overlap(fa,fb)", BOX2, 10, { 0, 0, 1, 1, 0.3f, 1, 1, 1, 1, 0 }, 0xcu | 0xcu << 5,
	  call_footprint_overlap, 1, 0 },
	{ "fp_footprint_overlap(fb,fa)", BOX2, 10, { 0, 0, 1, 1, 0.3f, 1, 1, 1, 1, 0 }, 0xcu | 0xcu << 5,
	  call_footprint_overlap_swapped, 1, 0 },
	{ "fp_circle_footprint", "cx cy r b.cx b.cy b.hx b.hy b.angle", 8, { 1, 0, 0.5f, 0, 0, 1, 1, 0.3f },
	  1u << 2 | 0x3u << 5, call_circle_footprint, 1, 0 },
	{ "fp_point_point", "ax ay bx by", 4, { 1, 2, 1, 2 }, 0, call_point_point, 1, 0 },
	{ "fp_point_line_side", "px py ax ay bx by", 6, { 1, -1, 0, 0, 2, 0 }, 0, call_point_line_side, 1, 0 },
};

/* The i-th space-separated word of names, into buf. */
static const char *arg_name(char buf[32], const char *names, int i)
{
	const char *s = names;
	for (; i > 0 && s != NULL; i--) {
		s = strchr(s, ' ');
		s = s ? s + 1 : NULL;
	}
	if (s == NULL)
		return "?";
	size_t n = strcspn(s, " ");
	n = n < 31 ? n : 31;
	memcpy(buf, s, n);
	buf[n] = '\0';
	return buf;
}

static void check_value(const fn_case *fn, int i, float bad, int want, const char *what)
{
	float f[MAX_ARGS];
	char buf[32];
	memcpy(f, fn->good, sizeof f);
	f[i] = bad;
	int got = fn->call(f);
	if (got != want)
		report_fail("%s with %s = %a (%s): got %d, want %d", fn->name, arg_name(buf, fn->args, i), (double)bad, what, got, want);
}

static void test_bad_every_argument(void **state)
{
	(void)state;
	int runs = 0;
	for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++) {
		const fn_case *fn = &fns[k];
		int good = fn->call(fn->good);
		if (good != fn->want_good) {
			report_fail("%s on its good arguments: got %d, want %d (the bad-input checks below would prove nothing)",
				fn->name, good, fn->want_good);
			continue;
		}
		for (int i = 0; i < fn->nargs; i++) {
			check_value(fn, i, NAN, fn->want_bad, "NaN");
			check_value(fn, i, -NAN, fn->want_bad, "-NaN");
			check_value(fn, i, INFINITY, fn->want_bad, "+inf");
			check_value(fn, i, -INFINITY, fn->want_bad, "-inf");
			runs += 4;
			if (fn->nonneg & (1u << i)) {
				check_value(fn, i, -1.0f, fn->want_bad, "negative size");
				check_value(fn, i, -0x1p-149f, fn->want_bad, "smallest negative size");
				check_value(fn, i, -0x1p+127f, fn->want_bad, "large negative size");
				runs += 3;
			}
		}
	}
	printf("bad input: %d bad-argument calls over %zu functions\n", runs, sizeof fns / sizeof fns[0]);
	report_done("bad input in every argument");
}

/* NaN and infinite eps are bad input, reported before a winding error; any
 * finite eps (-0.0 included) is fine. */
static void test_bad_eps(void **state)
{
	(void)state;
	fp_tri ccw = tri6(0, 0, 2, 0, 0, 2), cw = tri6(0, 0, 0, 2, 2, 0);
	const double bad[] = { (double)NAN, -(double)NAN, (double)INFINITY, -(double)INFINITY };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		for (int flags = 0; flags < 4; flags++) {
			fp_tri_opts o = tri_opts(bad[i], flags & 1, flags & 2);
			if (collide_code(ccw, ccw, o) != FP_ERR_INPUT)
				report_fail("fp_tri_collide eps %a (flags %d), ccw pair: want FP_ERR_INPUT", bad[i], flags);
			if (collide_code(cw, ccw, o) != FP_ERR_INPUT)
				report_fail("fp_tri_collide eps %a (flags %d), clockwise a: want FP_ERR_INPUT, not a winding error",
					bad[i], flags);
		}
	}
	fp_tri touch_a = tri6(0, 0, 1, 0, 0, 1), touch_b = tri6(1, 0, 2, 0, 1, 1);
	int got = collide_code(touch_a, touch_b, tri_opts(-0.0, true, true));
	if (got != 11)
		report_fail("fp_tri_collide eps -0.0 on RosettaCode's corner-touching pair: got %d, want hit (11)", got);
	got = collide_code(touch_a, touch_b, tri_opts(-0.0, true, false));
	if (got != 10)
		report_fail("fp_tri_collide eps -0.0, !on_boundary, corner-touching pair: got %d, want miss (10)", got);
	report_done("bad eps");
}

/* -0.0 is a valid zero everywhere: as a coordinate, a radius, a half extent. */
static void test_negative_zero(void **state)
{
	(void)state;
	const float nz = -0.0f;
	fp_tri unit = tri6(0, 0, 1, 0, 0, 1);
	report_bool(fp_point_in_tri(v2(nz, nz), unit), true, "fp_point_in_tri((-0,-0), unit triangle)");
	report_bool(fp_point_in_tri(v2(0, 0), tri6(nz, nz, 1, nz, nz, 1)), true, "fp_point_in_tri((0,0), triangle at (-0,-0))");
	report_bool(fp_point_in_aabb(v2(nz, 0), (fp_aabb){ .min = v2(0, nz), .max = v2(nz, 0) }), true,
		"fp_point_in_aabb((-0,0), [0,-0]..[-0,0])");
	report_bool(fp_point_in_circle(v2(3, 4), circle3(3, 4, nz)), true, "fp_point_in_circle(centre, radius -0)");
	report_bool(fp_circle_circle(circle3(1, 1, nz), circle3(1, 1, 0)), true, "fp_circle_circle, radii -0 and 0, same centre");
	report_bool(fp_circle_tri(circle3(0, 0, nz), unit), true, "fp_circle_tri, radius -0 on a vertex");
	report_bool(fp_circle_tri(circle3(0.5f, 0.5f, nz), unit), true, "fp_circle_tri, radius -0 on the hypotenuse");
	if (fp_circle_tri_stage(circle3(0.25f, 0.25f, nz), unit) == FP_STAGE_NONE)
		report_fail("fp_circle_tri_stage, radius -0 inside: FP_STAGE_NONE");
	if (fp_orient(v2(nz, 0), v2(1, nz), v2(0, 1)) != 1)
		report_fail("fp_orient((-0,0), (1,-0), (0,1)) != 1");
	fp_box point = { .center = v2(0.5f, 0.5f), .half = v2(nz, nz), .angle = nz };
	fp_box big = { .center = v2(0, 0), .half = v2(1, 1), .angle = 0 };
	report_bool(fp_box_overlap(point, big), true, "fp_box_overlap(half extents -0 inside a box, box)");
	report_bool(fp_box_overlap(big, point), true, "fp_box_overlap(box, half extents -0 inside it)");
	fp_footprint fpoint = fp_footprint_of(point), fbig = fp_footprint_of(big);
	report_bool(fp_footprint_overlap(&fpoint, &fbig), true, "fp_footprint_overlap(half extents -0, box)");
	report_bool(fp_circle_box(circle3(0.5f, 0.5f, nz), big), true, "fp_circle_box(radius -0 inside)");
	report_bool(fp_circle_box(circle3(0.5f, 0.5f, 1), point), true, "fp_circle_box(circle around a box of half extents -0)");
	report_bool(fp_circle_footprint(circle3(0.5f, 0.5f, 1), &fpoint), true, "fp_circle_footprint(circle, half extents -0)");
	report_done("-0.0 is valid");
}

/* An AABB with min > max on an axis is empty, not bad input. */
static void test_empty_aabb(void **state)
{
	(void)state;
	report_bool(fp_point_in_aabb(v2(0.5f, 0.5f), (fp_aabb){ .min = v2(1, 1), .max = v2(0, 0) }), false, "aabb min > max on both axes");
	report_bool(fp_point_in_aabb(v2(0.5f, 0.5f), (fp_aabb){ .min = v2(0, 1), .max = v2(1, 0) }), false, "aabb min > max on y");
	report_bool(fp_point_in_aabb(v2(1, 1), (fp_aabb){ .min = v2(1, 1), .max = v2(0x1.fffffep-1f, 1) }), false,
		"aabb max.x one step below min.x");
	report_bool(fp_point_in_aabb(v2(1, 1), (fp_aabb){ .min = v2(1, 1), .max = v2(1, 1) }), true, "aabb min == max == p");
	report_done("empty aabb");
}

/* Corners of a bad box need not mean anything, but computing them must not
 * crash, and the footprint made from it overlaps nothing, itself included. */
static void test_bad_box_footprint(void **state)
{
	(void)state;
	const fp_box bad[] = {
		{ .center = v2(NAN, 0), .half = v2(1, 1), .angle = 0 },
		{ .center = v2(0, 0), .half = v2(INFINITY, 1), .angle = 0 },
		{ .center = v2(0, 0), .half = v2(1, 1), .angle = INFINITY },
		{ .center = v2(0, 0), .half = v2(1, 1), .angle = NAN },
		{ .center = v2(0, 0), .half = v2(-1, 1), .angle = 0 },
		{ .center = v2(0, 0), .half = v2(1, -0x1p-149f), .angle = 0 },
	};
	fp_box everything = { .center = v2(0, 0), .half = v2(0x1p100f, 0x1p100f), .angle = 0 };
	fp_footprint fe = fp_footprint_of(everything);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		vec2s c[4];
		fp_tri t[2];
		fp_box_corners(bad[i], c);
		fp_box_tris(bad[i], t);
		fp_footprint fb = fp_footprint_of(bad[i]);
		report_bool(fp_footprint_overlap(&fb, &fe), false, "bad box %zu: footprint overlaps a huge box", i);
		report_bool(fp_footprint_overlap(&fe, &fb), false, "bad box %zu: huge box overlaps its footprint", i);
		report_bool(fp_footprint_overlap(&fb, &fb), false, "bad box %zu: footprint overlaps itself", i);
		report_bool(fp_circle_footprint(circle3(0, 0, 1), &fb), false, "bad box %zu: circle at its centre touches it", i);
		report_bool(fp_box_overlap(bad[i], everything), false, "bad box %zu: fp_box_overlap with a huge box", i);
	}
	report_done("bad box footprint");
}

/* A bad box's corners are NaN or infinite, and still the same bits whichever
 * way they are asked for: fp_box_corners, fp_footprint_of, fp_footprints_of
 * alone and four at a time. (NaN's sign and payload come from the order of
 * the operations that made it, which the compiler may change between two
 * copies of the same code: the library settles them.) */
static void test_bad_box_same_bits(void **state)
{
	(void)state;
	const fp_box bad[] = {
		{ .center = v2(NAN, 0x1p+2f), .half = v2(0x1.22e24ap+107f, INFINITY), .angle = -0.0f },
		{ .center = v2(-NAN, 0), .half = v2(1, 1), .angle = 0.5f },
		{ .center = v2(0, 0), .half = v2(INFINITY, INFINITY), .angle = 0x1.921fb6p+0f },
		{ .center = v2(INFINITY, -INFINITY), .half = v2(1, INFINITY), .angle = 2 },
		{ .center = v2(1, 2), .half = v2(3, 4), .angle = -NAN },
		{ .center = v2(1, 2), .half = v2(-INFINITY, 4), .angle = 1e30f },
	};
	const fp_box good = { .center = v2(1, 2), .half = v2(3, 4), .angle = 0.5f };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		vec2s c[4];
		fp_box_corners(bad[i], c);
		fp_footprint f = fp_footprint_of(bad[i]), one, four[4];
		if (memcmp(c, f.corner, sizeof c) != 0)
			report_fail("bad box %zu: fp_box_corners and fp_footprint_of(b).corner differ in their bits", i);
		fp_footprints_of(&bad[i], 1, &one);
		const fp_box group[4] = { good, bad[i], good, bad[i] };
		fp_footprints_of(group, 4, four);
		if (memcmp(&one, &f, sizeof f) != 0 || memcmp(&four[1], &f, sizeof f) != 0 || memcmp(&four[3], &f, sizeof f) != 0)
			report_fail("bad box %zu: fp_footprints_of differs from fp_footprint_of in its bits", i);
		if (f.flags & FP_FOOTPRINT_VALID)
			report_fail("bad box %zu: its footprint is marked valid", i);
	}
	report_done("bad box: the same bits every way");
}

/* The seeds' float variants may err, but bad input must not crash them
 * (the sanitized build turns any undefined behaviour here into a failure);
 * their answers are not checked. */
static void test_variants_survive(void **state)
{
	(void)state;
	const float bad[] = { NAN, INFINITY, -INFINITY, -1.0f, 0x1p127f, -0x1p-149f };
	int calls = 0;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		for (int pos = 0; pos < 9; pos++) {
			float f[9] = { 0.25f, 0.25f, 1, 0, 0, 2, 0, 0, 2 };
			f[pos] = bad[i];
			vec2s p = v2(f[0], f[1]);
			fp_tri t = tri_at(f + 3);
			fp_circle c = circle3(f[0], f[1], f[2]);
			bool hit = false;
			(void)fp_variant_point_in_tri_signs(p, t);
			(void)fp_variant_point_in_tri_areas_eq(p, t);
			(void)fp_variant_point_in_tri_areas_tol(p, t);
			(void)fp_variant_point_in_tri_normals(p, t);
			(void)fp_variant_point_in_tri_sides(p, t);
			(void)fp_variant_tri_collide(t, tri6(0, 0, 1, 0, 0, 1), tri_opts((double)f[2], true, true), &hit);
			(void)fp_variant_circle_tri_stage(c, t);
			fp_footprint a = fp_footprint_of((fp_box){ .center = v2(f[0], f[1]), .half = v2(f[2], f[3]), .angle = f[4] });
			fp_footprint b = fp_footprint_of((fp_box){ .center = v2(0, 0), .half = v2(1, 1), .angle = 0 });
			(void)fp_variant_box_overlap_sat(&a, &b);
			(void)fp_variant_box_overlap_sat(&b, &a);
			calls += 9;
		}
	}
	printf("variants: %d calls with bad input, none crashed\n", calls);
}

TEST_MAIN("bad input",
	cmocka_unit_test(test_bad_every_argument),
	cmocka_unit_test(test_bad_eps),
	cmocka_unit_test(test_negative_zero),
	cmocka_unit_test(test_empty_aabb),
	cmocka_unit_test(test_bad_box_footprint),
	cmocka_unit_test(test_bad_box_same_bits),
	cmocka_unit_test(test_variants_survive))
