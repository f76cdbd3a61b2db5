/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* RosettaCode "Determine if two triangles overlap": the task's seven pairs,
 * under both boundary rules, through fp_tri_overlap, fp_tri_overlap_interior
 * and fp_tri_collide (seed 000's version of that task's code).
 *
 * The task's pairs (the seventh touches at one corner only, "no definitively
 * correct answer": here it overlaps when the boundary counts, not otherwise).
 * Pair 2 is wound clockwise: it must collide with allow_reversed and give
 * FP_ERR_WINDING, *hit untouched, without it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include <cmocka.h>

#include <footprint/collide.h>

#include "exact_ref.h"
#include "report.h"
#include "test_main.h"
#include "shapes.h"

typedef struct rosetta_pair {
	fp_tri a, b;
	bool closed;   /* the closed triangles meet */
	bool interior; /* the interiors meet */
} rosetta_pair;

static const rosetta_pair pairs[7] = {
	{ { { { .x = 0, .y = 0 }, { .x = 5, .y = 0 }, { .x = 0, .y = 5 } } },
	  { { { .x = 0, .y = 0 }, { .x = 5, .y = 0 }, { .x = 0, .y = 6 } } }, true, true },
	{ { { { .x = 0, .y = 0 }, { .x = 0, .y = 5 }, { .x = 5, .y = 0 } } },
	  { { { .x = 0, .y = 0 }, { .x = 0, .y = 5 }, { .x = 5, .y = 0 } } }, true, true },
	{ { { { .x = 0, .y = 0 }, { .x = 5, .y = 0 }, { .x = 0, .y = 5 } } },
	  { { { .x = -10, .y = 0 }, { .x = -5, .y = 0 }, { .x = -1, .y = 6 } } }, false, false },
	{ { { { .x = 0, .y = 0 }, { .x = 5, .y = 0 }, { .x = 2.5f, .y = 5 } } },
	  { { { .x = 0, .y = 4 }, { .x = 2.5f, .y = -1 }, { .x = 5, .y = 4 } } }, true, true },
	{ { { { .x = 0, .y = 0 }, { .x = 1, .y = 1 }, { .x = 0, .y = 2 } } },
	  { { { .x = 2, .y = 1 }, { .x = 3, .y = 0 }, { .x = 3, .y = 2 } } }, false, false },
	{ { { { .x = 0, .y = 0 }, { .x = 1, .y = 1 }, { .x = 0, .y = 2 } } },
	  { { { .x = 2, .y = 1 }, { .x = 3, .y = -2 }, { .x = 3, .y = 4 } } }, false, false },
	{ { { { .x = 0, .y = 0 }, { .x = 1, .y = 0 }, { .x = 0, .y = 1 } } },
	  { { { .x = 1, .y = 0 }, { .x = 2, .y = 0 }, { .x = 1, .y = 1 } } }, true, false },
};

static fp_tri reversed(fp_tri t)
{
	return (fp_tri){ .v = { t.v[0], t.v[2], t.v[1] } };
}

/* Runs fp_tri_collide from both starting values of *hit. Checks it returns
 * want_status, sets *hit to want_hit on FP_OK and leaves it alone otherwise. */
static void check_collide(const char *name, fp_tri a, fp_tri b, fp_tri_opts o, fp_status want_status, bool want_hit)
{
	for (int start = 0; start < 2; start++) {
		bool hit = start == 1;
		fp_status s = fp_tri_collide(a, b, o, &hit);
		if (s != want_status) {
			report_fail("%s: fp_tri_collide(eps %a, allow_reversed %d, on_boundary %d) status %d, want %d",
				name, o.eps, o.allow_reversed, o.on_boundary, (int)s, (int)want_status);
			return;
		}
		bool want = s == FP_OK ? want_hit : start == 1;
		report_bool(hit, want, "%s: fp_tri_collide(eps %a, allow_reversed %d, on_boundary %d) *hit (started %d)%s",
			name, o.eps, o.allow_reversed, o.on_boundary, start, s == FP_OK ? "" : " must stay untouched");
	}
}

static bool is_cw(fp_tri t)
{
	return ref_orient(t.v[0], t.v[1], t.v[2]) < 0;
}

/* One ordering of one pair: overlap both ways, interior both ways, and
 * fp_tri_collide under every combination of options. */
static void check_pair(const char *name, fp_tri a, fp_tri b, bool closed, bool interior)
{
	report_bool(ref_tri_overlap(a, b), closed, "%s: reference overlap", name);
	report_bool(ref_tri_overlap_interior(a, b), interior, "%s: reference interior overlap", name);
	report_bool(fp_tri_overlap(a, b), closed, "%s: fp_tri_overlap(a,b)", name);
	report_bool(fp_tri_overlap(b, a), closed, "%s: fp_tri_overlap(b,a)", name);
	report_bool(fp_tri_overlap_interior(a, b), interior, "%s: fp_tri_overlap_interior(a,b)", name);
	report_bool(fp_tri_overlap_interior(b, a), interior, "%s: fp_tri_overlap_interior(b,a)", name);
	bool cw = is_cw(a) || is_cw(b);
	for (int boundary = 0; boundary < 2; boundary++) {
		bool want = boundary ? closed : interior;
		check_collide(name, a, b, tri_opts(0, true, boundary), FP_OK, want);
		check_collide(name, b, a, tri_opts(0, true, boundary), FP_OK, want);
		check_collide(name, a, b, tri_opts(0, false, boundary), cw ? FP_ERR_WINDING : FP_OK, want);
	}
}

static void test_rosetta_pairs(void **state)
{
	(void)state;
	char name[64];
	for (int i = 0; i < 7; i++) {
		const rosetta_pair *p = &pairs[i];
		snprintf(name, sizeof name, "RosettaCode pair %d", i + 1);
		check_pair(name, p->a, p->b, p->closed, p->interior);
		snprintf(name, sizeof name, "RosettaCode pair %d, a reversed", i + 1);
		check_pair(name, reversed(p->a), p->b, p->closed, p->interior);
		snprintf(name, sizeof name, "RosettaCode pair %d, both reversed", i + 1);
		check_pair(name, reversed(p->a), reversed(p->b), p->closed, p->interior);
	}
	report_bool(is_cw(pairs[1].a) && is_cw(pairs[1].b), true, "pair 2 is the clockwise one");
	report_done("RosettaCode pairs");
}

/* eps moves the seed's separating test off zero; the answer must be the
 * literal rule on exact D - eps signs, for every pair and option. */
static void test_rosetta_eps(void **state)
{
	(void)state;
	static const double eps[] = { -1, -0x1p-30, -0x1p-1074, 0, 0x1p-1074, 0x1p-30, 0.5, 1, 25 };
	char name[64];
	for (int i = 0; i < 7; i++) {
		for (size_t e = 0; e < sizeof eps / sizeof eps[0]; e++) {
			for (int flags = 0; flags < 4; flags++) {
				fp_tri_opts o = tri_opts(eps[e], flags & 1, flags & 2);
				bool want = false;
				fp_status ws = ref_tri_collide(pairs[i].a, pairs[i].b, o, &want);
				snprintf(name, sizeof name, "RosettaCode pair %d", i + 1);
				check_collide(name, pairs[i].a, pairs[i].b, o, ws, want);
			}
		}
	}
	report_done("RosettaCode pairs with eps");
}

/* The C++ file seed 000 links reverses a clockwise triangle into a
 * temporary and throws it away, so a clockwise triangle's edges all
 * "separate" what lies inside it. Here a clockwise triangle around another
 * shape must still collide with it. */
static void test_clockwise_around(void **state)
{
	(void)state;
	fp_tri big_cw = tri6(0, 0, 0, 10, 10, 0);
	const struct {
		const char *name;
		fp_tri inner;
	} inner[] = {
		{ "small ccw triangle", tri6(1, 1, 2, 1, 1, 2) },
		{ "small cw triangle", tri6(1, 1, 1, 2, 2, 1) },
		{ "single point (2,3)", tri6(2, 3, 2, 3, 2, 3) },
		{ "segment (1,1)-(3,3)", tri6(1, 1, 2, 2, 3, 3) },
	};
	char name[96];
	for (size_t i = 0; i < sizeof inner / sizeof inner[0]; i++) {
		snprintf(name, sizeof name, "clockwise (0,0),(0,10),(10,0) around %s", inner[i].name);
		report_bool(fp_tri_overlap(big_cw, inner[i].inner), true, "%s: fp_tri_overlap", name);
		report_bool(fp_tri_overlap(inner[i].inner, big_cw), true, "%s: fp_tri_overlap swapped", name);
		check_collide(name, big_cw, inner[i].inner, tri_opts(0, true, true), FP_OK, true);
		check_collide(name, inner[i].inner, big_cw, tri_opts(0, true, true), FP_OK, true);
		check_collide(name, big_cw, inner[i].inner, tri_opts(0, false, true), FP_ERR_WINDING, false);
		/* Without the boundary a point's edges (D = 0 <= 0) separate it from
		 * anything: the literal rule decides, as the reference computes. */
		bool want = false;
		fp_status ws = ref_tri_collide(big_cw, inner[i].inner, tri_opts(0, true, false), &want);
		check_collide(name, big_cw, inner[i].inner, tri_opts(0, true, false), ws, want);
	}
	report_done("clockwise triangle around a shape");
}

TEST_MAIN("rosetta",
	cmocka_unit_test(test_rosetta_pairs),
	cmocka_unit_test(test_rosetta_eps),
	cmocka_unit_test(test_clockwise_around))
