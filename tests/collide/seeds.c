/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The seeds' worked examples with the answers their articles' code gives,
 * which here are also the exact answers.
 *
 * Seed 000 prints whether p1..p3 lie in t1 and whether t1..t4 collide
 * without stating the results; they are worked out by hand below. Note that
 * t1 (counter-clockwise) and t2 (clockwise) do NOT collide: t1's lowest edge
 * (3,6)->(6,5) has every vertex of t2 strictly on its outer side
 * (D = -11, -5, -3), so the seed's own TriangleTriangleCollision also
 * answers "do not", whatever it does with t2's winding.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include <footprint/collide.h>
#include "variants.h"

#include "exact_ref.h"
#include "report.h"
#include "test_main.h"
#include "shapes.h"

typedef struct point_case {
	const char *name;
	vec2s p;
	bool inside;
	bool boundary; /* on an edge or vertex: the seeds' float forms differ there */
} point_case;

static void check_point_in_tri(const char *tri_name, fp_tri t, const point_case *c)
{
	char buf[64];
	const char *p = report_vec(buf, c->p);
	report_bool(ref_point_in_tri(c->p, t), c->inside, "reference: %s %s in %s", c->name, p, tri_name);
	report_bool(fp_point_in_tri(c->p, t), c->inside, "fp_point_in_tri: %s %s in %s", c->name, p, tri_name);
	/* Small integers: every seed method computes exactly and must agree
	 * off the boundary, where their conventions (< or <=) do not matter. */
	if (c->boundary)
		return;
	report_bool(fp_variant_point_in_tri_signs(c->p, t), c->inside, "seed 000 signs: %s in %s", c->name, tri_name);
	report_bool(fp_variant_point_in_tri_areas_eq(c->p, t), c->inside, "seed 002 areas: %s in %s", c->name, tri_name);
	report_bool(fp_variant_point_in_tri_normals(c->p, t), c->inside, "seed 003 normals: %s in %s", c->name, tri_name);
	report_bool(fp_variant_point_in_tri_sides(c->p, t), c->inside, "seed 004 sides: %s in %s", c->name, tri_name);
}

/* Each "name: x y where" line of cases against t, where is in, out or on
 * (the boundary, where the seeds' float forms may differ); NULL ends them. */
static void check_points(const char *tri_name, fp_tri t, const char *const *cases)
{
	for (; *cases != NULL; cases++) {
		char name[64], where[4];
		float x, y;
		if (sscanf(*cases, "%63[^:]: %f %f %3s", name, &x, &y, where) != 4) {
			report_fail("malformed point case '%s'", *cases);
			continue;
		}
		bool on = strcmp(where, "on") == 0;
		point_case c = { name, { .x = x, .y = y }, on || strcmp(where, "in") == 0, on };
		check_point_in_tri(tri_name, t, &c);
	}
}

/* The seeds' points against their triangles. Seed 000: t1 = (2,2),(5,6),
 * (10,0) is clockwise (D = -38). p1 = (5,7) is above the apex (5,6); p2 =
 * (3,4) is above edge (2,2)-(5,6), which passes y = 10/3 at x = 3; p3 =
 * (3,3) is below it and inside the other two edges. Seed 002: its demo
 * triangle (300,100),(450,300),(150,300) and some mouse positions: inside,
 * on a vertex, on an edge midpoint, just outside. */
static void test_seed_points(void **state)
{
	(void)state;
	check_points("seed 000 t1", tri6(2, 2, 5, 6, 10, 0), (const char *const[]){
		"p1: 5 7 out",
		"p2: 3 4 out",
		"p3: 3 3 in",
		"vertex (5,6): 5 6 on",
		"edge midpoint (6,1): 6 1 on",
		NULL,
	});
	check_points("seed 002 demo triangle", tri6(300, 100, 450, 300, 150, 300), (const char *const[]){
		"centre: 300 250 in",
		"vertex (300,100): 300 100 on",
		"edge midpoint (375,200): 375 200 on",
		"bottom edge (200,300): 200 300 on",
		"below the bottom edge (200,301): 200 301 out",
		"above the apex (300,99): 300 99 out",
		"left of edge (224,200): 224 200 out",
		NULL,
	});
	report_done("seed 000 and 002 points");
}

typedef struct pair_case {
	const char *name;
	fp_tri a, b;
	bool overlap;
} pair_case;

/* Checks a pair through every triangle entry point, both ways round, with
 * the seed's default options (eps 0, allow_reversed, on_boundary). */
static void check_pair(const pair_case *c)
{
	report_bool(ref_tri_overlap(c->a, c->b), c->overlap, "reference: %s", c->name);
	report_bool(fp_tri_overlap(c->a, c->b), c->overlap, "fp_tri_overlap(a,b): %s", c->name);
	report_bool(fp_tri_overlap(c->b, c->a), c->overlap, "fp_tri_overlap(b,a): %s", c->name);
	for (int swap = 0; swap < 2; swap++) {
		bool hit = !c->overlap;
		fp_status s = swap ? fp_tri_collide(c->b, c->a, tri_opts(0, true, true), &hit)
			: fp_tri_collide(c->a, c->b, tri_opts(0, true, true), &hit);
		if (s != FP_OK)
			report_fail("fp_tri_collide: %s (swap %d): status %d, want FP_OK", c->name, swap, (int)s);
		report_bool(hit, c->overlap, "fp_tri_collide(eps 0, reversed, boundary): %s (swap %d)", c->name, swap);
		hit = !c->overlap;
		s = fp_variant_tri_collide(c->a, c->b, tri_opts(0, true, true), &hit);
		if (s != FP_OK)
			report_fail("fp_variant_tri_collide: %s: status %d, want FP_OK", c->name, (int)s);
		report_bool(hit, c->overlap, "fp_variant_tri_collide: %s", c->name);
	}
}

static void test_seed000_triangles(void **state)
{
	(void)state;
	fp_tri t1 = tri6(3, 6, 6, 5, 6, 7);
	fp_tri t2 = tri6(4, 2, 1, 5, 6, 4);
	fp_tri t3 = tri6(3, 12, 9, 8, 9, 12);
	fp_tri t4 = tri6(3, 10, 5, 9, 5, 13);
	const pair_case cases[] = {
		{ "seed 000 t1,t2 (t2 clockwise, below t1's edge (3,6)->(6,5))", t1, t2, false },
		{ "seed 000 t3,t4 (share (5,12), e.g.)", t3, t4, true },
		{ "seed 000 t1,t3 (t1 has y <= 7, t3 y >= 8)", t1, t3, false },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
		check_pair(&cases[i]);
	bool hit = false;
	report_bool(fp_tri_collide(t1, t2, tri_opts(0, false, true), &hit) == FP_ERR_WINDING, true,
		"seed 000 t1,t2 without allow_reversed: t2 is clockwise, want FP_ERR_WINDING");
	report_done("seed 000 triangles");
}

typedef struct stage_case {
	const char *name;
	fp_circle c;
	fp_circle_stage stage;
} stage_case;

/* Seed 001's three tests in order: a vertex in the disc, the centre in the
 * triangle, an edge within the radius; tangent contact counts. */
static void test_seed001_stages(void **state)
{
	(void)state;
	fp_tri t = tri6(0, 0, 12, 0, 0, 12);
	const stage_case cases[] = {
		{ "disc around vertex (12,0)", circle3(13, 1, 2), FP_STAGE_VERTEX },
		{ "vertex (0,0) on the circle (3-4-5)", circle3(-3, -4, 5), FP_STAGE_VERTEX },
		{ "small disc inside", circle3(3, 3, 1), FP_STAGE_CENTER },
		{ "crossing edge y=0 from below", circle3(6, -1, 2), FP_STAGE_EDGE },
		{ "tangent to edge y=0", circle3(6, -2, 2), FP_STAGE_EDGE },
		{ "short of the hypotenuse (distance 6/sqrt 2 = 4.2426..)", circle3(9, 9, 4.2421875f), FP_STAGE_NONE },
		{ "reaching over the hypotenuse", circle3(9, 9, 4.25f), FP_STAGE_EDGE },
		{ "one step short of edge y=0", circle3(6, -2, 0x1.fffffep+0f), FP_STAGE_NONE },
		{ "far away", circle3(40, 40, 3), FP_STAGE_NONE },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const stage_case *c = &cases[i];
		fp_circle_stage got = fp_circle_tri_stage(c->c, t);
		if (got != c->stage)
			report_fail("fp_circle_tri_stage: %s: got %d, want %d", c->name, (int)got, (int)c->stage);
		report_bool(fp_circle_tri(c->c, t), c->stage != FP_STAGE_NONE, "fp_circle_tri: %s", c->name);
	}
	report_done("seed 001 stages");
}

/* Seed 004: point vs point, AABB, circle, line side (+1 right of a->b). */
static void test_seed004_points(void **state)
{
	(void)state;
	report_bool(fp_point_point(v2(1, 2), v2(1, 2)), true, "point_point same");
	report_bool(fp_point_point(v2(0.0f, -0.0f), v2(-0.0f, 0.0f)), true, "point_point -0 == 0");
	report_bool(fp_point_point(v2(1, 2), v2(1, 0x1.000002p+1f)), false, "point_point one step apart");
	fp_aabb box = { .min = v2(0, 0), .max = v2(4, 2) };
	report_bool(fp_point_in_aabb(v2(4, 2), box), true, "aabb corner (4,2)");
	report_bool(fp_point_in_aabb(v2(2, 0), box), true, "aabb edge (2,0)");
	report_bool(fp_point_in_aabb(v2(0x1.000002p+2f, 1), box), false, "aabb one step right of x=4");
	report_bool(fp_point_in_circle(v2(3, 4), circle3(0, 0, 5)), true, "circle: (3,4) on r=5");
	report_bool(fp_point_in_circle(v2(3, 4), circle3(0, 0, 0x1.3ffffep+2f)), false, "circle: (3,4), r one step below 5");
	if (fp_point_line_side(v2(1, -1), v2(0, 0), v2(2, 0)) != 1)
		report_fail("fp_point_line_side: (1,-1) is right of (0,0)->(2,0), want +1");
	if (fp_point_line_side(v2(1, 1), v2(0, 0), v2(2, 0)) != -1)
		report_fail("fp_point_line_side: (1,1) is left of (0,0)->(2,0), want -1");
	if (fp_point_line_side(v2(7, 0), v2(0, 0), v2(2, 0)) != 0)
		report_fail("fp_point_line_side: (7,0) is on the line (0,0)->(2,0), want 0");
	report_done("seed 004 points");
}

TEST_MAIN("seeds",
	cmocka_unit_test(test_seed_points),
	cmocka_unit_test(test_seed000_triangles),
	cmocka_unit_test(test_seed001_stages),
	cmocka_unit_test(test_seed004_points))
