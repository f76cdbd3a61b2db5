/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* fp_aabb_overlap and fp_footprint_bounds: known cases (touching, one float
 * step apart, empty, NaN, infinite), random boxes against the
 * intersection of the closed intervals computed here, and footprints:
 * bounds that are exactly the corners' extremes, and no overlap without
 * overlapping bounds. Also fp_version against the headers' version. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_main.h"

#include <footprint/footprint.h>

static fp_aabb box(float x0, float y0, float x1, float y1)
{
	return (fp_aabb){ { { x0, y0 } }, { { x1, y1 } } };
}

typedef struct aabb_case {
	const char *name;
	fp_aabb a, b;
	bool overlap;
} aabb_case;

static void test_aabb_cases(void **state)
{
	(void)state;
	const float step = nextafterf(1.0f, 2.0f), inf = INFINITY, nan = NAN;
	const aabb_case cases[] = {
		{ "crossing", box(0, 0, 2, 2), box(1, 1, 3, 3), true },
		{ "inside", box(0, 0, 4, 4), box(1, 1, 2, 2), true },
		{ "touching an edge", box(0, 0, 1, 1), box(1, 0, 2, 1), true },
		{ "touching a corner", box(0, 0, 1, 1), box(1, 1, 2, 2), true },
		{ "one float step apart", box(0, 0, 1, 1), box(step, 0, 2, 1), false },
		{ "apart in y only", box(0, 0, 1, 1), box(0, step, 1, 2), false },
		{ "-0 touches +0", box(-1, -1, -0.0f, 1), box(0, -1, 1, 1), true },
		{ "equal points", box(3, 3, 3, 3), box(3, 3, 3, 3), true },
		{ "empty a across b", box(5, 0, 3, 1), box(0, 0, 10, 1), false },
		{ "empty b across a", box(0, 0, 10, 1), box(0, 5, 1, 3), false },
		{ "both empty", box(1, 1, 0, 0), box(1, 1, 0, 0), false },
		{ "infinite meets finite", box(-inf, -inf, inf, inf), box(1, 2, 3, 4), true },
		{ "infinite edges touch", box(-inf, 0, 0, inf), box(0, -inf, inf, 0), true },
		{ "NaN min.x", box(nan, 0, 1, 1), box(0, 0, 1, 1), false },
		{ "NaN min.y", box(0, nan, 1, 1), box(0, 0, 1, 1), false },
		{ "NaN max.x", box(0, 0, nan, 1), box(0, 0, 1, 1), false },
		{ "NaN max.y", box(0, 0, 1, nan), box(0, 0, 1, 1), false },
		{ "NaN in b", box(-inf, -inf, inf, inf), box(0, 0, 1, nan), false },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const aabb_case *c = &cases[i];
		bool ab = fp_aabb_overlap(c->a, c->b), ba = fp_aabb_overlap(c->b, c->a);
		if (ab != c->overlap || ba != c->overlap)
			fail_msg("%s: fp_aabb_overlap gives %d (a, b) and %d (b, a), want %d", c->name,
			         ab, ba, c->overlap);
	}
	printf("bounds: %zu known cases\n", sizeof cases / sizeof cases[0]);
}

static uint64_t rng = 0x9e3779b97f4a7c15u;

static uint32_t next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng >> 32);
}

/* Small integers and their halves: many exact touches. */
static float coord(void)
{
	return (float)(int)(next() % 17u) * 0.5f - 4.0f;
}

/* The closed intervals [a0, a1] and [b0, b1] share a point. */
static bool intervals_meet(double a0, double a1, double b0, double b1)
{
	double lo = a0 > b0 ? a0 : b0, hi = a1 < b1 ? a1 : b1;
	return a0 <= a1 && b0 <= b1 && lo <= hi;
}

/* A random box, empty one time in eight. */
static fp_aabb random_box(void)
{
	fp_aabb b = box(coord(), coord(), coord(), coord());
	if (next() % 8u == 0)
		return b;
	return box(fminf(b.min.x, b.max.x), fminf(b.min.y, b.max.y), fmaxf(b.min.x, b.max.x),
	           fmaxf(b.min.y, b.max.y));
}

static void test_aabb_random(void **state)
{
	(void)state;
	size_t hits = 0, touches = 0, empties = 0;
	for (int i = 0; i < 200000; i++) {
		fp_aabb a = random_box(), b = random_box();
		bool want = intervals_meet((double)a.min.x, (double)a.max.x, (double)b.min.x,
		                           (double)b.max.x)
		            && intervals_meet((double)a.min.y, (double)a.max.y, (double)b.min.y,
		                              (double)b.max.y);
		bool got = fp_aabb_overlap(a, b);
		if (got != want || fp_aabb_overlap(b, a) != want)
			fail_msg("(%g %g %g %g) and (%g %g %g %g): %d, want %d", (double)a.min.x,
			         (double)a.min.y, (double)a.max.x, (double)a.max.y, (double)b.min.x,
			         (double)b.min.y, (double)b.max.x, (double)b.max.y, got, want);
		hits += want;
		touches += want && (a.max.x == b.min.x || a.max.y == b.min.y);
		empties += a.min.x > a.max.x || a.min.y > a.max.y;
	}
	printf("bounds: 200000 random pairs, %zu overlapping (%zu touching), %zu with an empty "
	       "first box\n", hits, touches, empties);
}

static void test_footprint_bounds(void **state)
{
	(void)state;
	size_t pairs = 0, overlaps = 0;
	fp_footprint prev = fp_footprint_of((fp_box){ { { 0, 0 } }, { { 1, 1 } }, 0 });
	for (int i = 0; i < 100000; i++) {
		fp_box b = { { { coord(), coord() } }, { { (float)(next() % 8u) * 0.25f,
		              (float)(next() % 8u) * 0.25f } }, (float)(next() % 629u) * 0.01f };
		fp_footprint f = fp_footprint_of(b);
		fp_aabb got = fp_footprint_bounds(&f);
		vec2s c[4];
		fp_box_corners(b, c);
		fp_aabb want = { c[0], c[0] };
		for (int k = 1; k < 4; k++) {
			want.min.x = fminf(want.min.x, c[k].x);
			want.min.y = fminf(want.min.y, c[k].y);
			want.max.x = fmaxf(want.max.x, c[k].x);
			want.max.y = fmaxf(want.max.y, c[k].y);
		}
		if (memcmp(&got, &want, sizeof got) != 0)
			fail_msg("box %d: bounds (%a %a %a %a), want the corners' (%a %a %a %a)", i,
			         (double)got.min.x, (double)got.min.y, (double)got.max.x,
			         (double)got.max.y, (double)want.min.x, (double)want.min.y,
			         (double)want.max.x, (double)want.max.y);
		fp_aabb pb = fp_footprint_bounds(&prev);
		bool meet = fp_aabb_overlap(got, pb), hit = fp_footprint_overlap(&f, &prev);
		if (hit && !meet)
			fail_msg("box %d overlaps the one before but their bounds do not", i);
		pairs++;
		overlaps += hit;
		prev = f;
	}
	fp_box bad = { { { NAN, 0 } }, { { 1, 1 } }, 0 };
	fp_footprint f = fp_footprint_of(bad);
	fp_aabb all = box(-INFINITY, -INFINITY, INFINITY, INFINITY);
	assert_false(fp_aabb_overlap(fp_footprint_bounds(&f), all));
	assert_false(fp_aabb_overlap(fp_footprint_bounds(&f), fp_footprint_bounds(&f)));
	printf("bounds: 100000 footprints' bounds, %zu neighbour pairs (%zu overlapping), a bad "
	       "box's empty\n", pairs, overlaps);
}

static void test_version(void **state)
{
	(void)state;
	char want[32];
	snprintf(want, sizeof want, "%d.%d.%d", FP_VERSION_MAJOR, FP_VERSION_MINOR,
	         FP_VERSION_PATCH);
	assert_string_equal(fp_version(), FP_VERSION_STRING);
	assert_string_equal(fp_version(), want);
	printf("bounds: fp_version() %s\n", fp_version());
}

TEST_MAIN("bounds",
	cmocka_unit_test(test_aabb_cases), cmocka_unit_test(test_aabb_random),
	cmocka_unit_test(test_footprint_bounds), cmocka_unit_test(test_version))
