/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Generated box pairs and circles (gen.h): the footprint split as the
 * contract fixes it. fp_box_overlap must be the exact OR over the 2x2 pairs
 * of fp_box_tris triangles (checked with the exact reference on the
 * library's own corners), both ways round; fp_footprint_overlap must equal
 * it; fp_circle_box the OR of fp_circle_tri over the box's two triangles and
 * fp_circle_footprint equal to it; every box's corners as box_check.h says.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include <footprint/collide.h>

#include "box_check.h"
#include "exact_ref.h"
#include "gen.h"
#include "report.h"
#include "test_main.h"

enum { BOX_CASES = 10000 };
static const uint64_t BOX_SEED = 0x626f786573212121u;

typedef struct case_name {
	char s[512];
} case_name;

static const char *box_str(char buf[160], fp_box b)
{
	snprintf(buf, 160, "{c (%a, %a) h (%a, %a) angle %a}", (double)b.center.x, (double)b.center.y,
		(double)b.half.x, (double)b.half.y, (double)b.angle);
	return buf;
}

static case_name name_of(int index, const gen_box_case *c)
{
	case_name n;
	char ba[160], bb[160];
	snprintf(n.s, sizeof n.s, "box case %d (%s) a=%s b=%s circle (%a, %a) r %a", index,
		gen_box_kind_name(c->kind), box_str(ba, c->a), box_str(bb, c->b),
		(double)c->c.center.x, (double)c->c.center.y, (double)c->c.radius);
	return n;
}

static bool ref_tris_or(const fp_tri a[2], const fp_tri b[2])
{
	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 2; j++)
			if (ref_tri_overlap(a[i], b[j]))
				return true;
	return false;
}

static void check_case(int index, const gen_box_case *c)
{
	case_name n = name_of(index, c);
	char why[400];
	if (!box_corners_ok(c->a, why, sizeof why))
		report_fail("%s: box a: %s", n.s, why);
	if (!box_corners_ok(c->b, why, sizeof why))
		report_fail("%s: box b: %s", n.s, why);
	fp_tri ta[2], tb[2];
	fp_box_tris(c->a, ta);
	fp_box_tris(c->b, tb);
	bool want = ref_tris_or(ta, tb);
	report_bool(fp_box_overlap(c->a, c->b), want, "%s: fp_box_overlap(a,b) vs exact OR of its triangle pairs", n.s);
	report_bool(fp_box_overlap(c->b, c->a), want, "%s: fp_box_overlap(b,a) vs exact OR of its triangle pairs", n.s);
	fp_footprint fa = fp_footprint_of(c->a), fb = fp_footprint_of(c->b);
	report_bool(fp_footprint_overlap(&fa, &fb), want, "%s: fp_footprint_overlap(fa,fb)", n.s);
	report_bool(fp_footprint_overlap(&fb, &fa), want, "%s: fp_footprint_overlap(fb,fa)", n.s);
	bool cwant = fp_circle_tri(c->c, ta[0]) || fp_circle_tri(c->c, ta[1]);
	report_bool(fp_circle_box(c->c, c->a), cwant, "%s: fp_circle_box vs OR of fp_circle_tri on its triangles", n.s);
	report_bool(fp_circle_footprint(c->c, &fa), cwant, "%s: fp_circle_footprint vs OR of fp_circle_tri", n.s);
}

static void test_box_properties(void **state)
{
	(void)state;
	int kinds[GEN_BOX_KINDS] = { 0 }, overlaps = 0, circles = 0;
	for (int i = 0; i < BOX_CASES; i++) {
		gen_box_case c = gen_box_pair(BOX_SEED, i);
		check_case(i, &c);
		kinds[c.kind]++;
		overlaps += fp_box_overlap(c.a, c.b);
		circles += fp_circle_box(c.c, c.a);
	}
	for (int k = 0; k < GEN_BOX_KINDS; k++)
		printf("box properties: %-10s %6d cases\n", gen_box_kind_name(k), kinds[k]);
	printf("box properties: %d cases, %d boxes overlap, %d circles touch\n", BOX_CASES, overlaps, circles);
	report_done("box properties");
}

/* fp_footprints_of must make exactly fp_footprint_of's footprints, bit for
 * bit, for every generated box and for bad and overflowing ones. */
static void test_footprints_batch(void **state)
{
	(void)state;
	enum { EXTRA = 6, N = 2 * BOX_CASES + EXTRA };
	static fp_box boxes[N];
	static fp_footprint batch[N];
	for (int i = 0; i < BOX_CASES; i++) {
		gen_box_case c = gen_box_pair(BOX_SEED, i);
		boxes[2 * i] = c.a;
		boxes[2 * i + 1] = c.b;
	}
	const fp_box extra[EXTRA] = {
		{ { { NAN, 0 } }, { { 1, 1 } }, 0 },
		{ { { 0, 0 } }, { { INFINITY, 1 } }, 0 },
		{ { { 0, 0 } }, { { -1, 1 } }, 0 },
		{ { { 0, 0 } }, { { 1, 1 } }, INFINITY },
		{ { { -0.0f, 0x1.c3724ep+127f } }, { { 0x1p+127f, 0x1.c3724ep+127f } }, 0x1p+127f },
		{ { { 5, 5 } }, { { 0, 0 } }, 1 },
	};
	for (int i = 0; i < EXTRA; i++)
		boxes[2 * BOX_CASES + i] = extra[i];
	fp_footprints_of(boxes, N, batch);
	char buf[160];
	for (int i = 0; i < N; i++) {
		fp_footprint one = fp_footprint_of(boxes[i]);
		if (memcmp(&one, &batch[i], sizeof one) != 0)
			report_fail("box %d %s: fp_footprints_of differs from fp_footprint_of", i,
				box_str(buf, boxes[i]));
	}
	fp_footprint untouched = batch[0];
	fp_footprints_of(boxes + 1, 0, batch);
	if (memcmp(&untouched, &batch[0], sizeof untouched) != 0)
		report_fail("fp_footprints_of with n = 0 wrote a footprint");
	printf("footprints batch: %d boxes equal to fp_footprint_of bit for bit\n", N);
	report_done("footprints batch");
}

TEST_MAIN("box properties",
	cmocka_unit_test(test_box_properties),
	cmocka_unit_test(test_footprints_batch))
