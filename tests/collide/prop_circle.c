/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Generated circle cases (gen.h: integers, exact tangencies from Pythagorean
 * triples, +-1 around them, zero radii, all scaled by a power of two)
 * against the exact integer reference: fp_point_in_circle, fp_circle_circle
 * and fp_circle_tri, which must also not change under swapping, vertex
 * order, mirror images or exact translations, and must agree with
 * fp_circle_tri_stage and, at radius 0, with the point tests.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include <cmocka.h>

#include <footprint/collide.h>
#include <footprint/seeds.h>

#include "exact_ref.h"
#include "gen.h"
#include "report.h"
#include "test_main.h"

enum { CIRCLE_CASES = 20000, FLOAT_CIRCLE_CASES = 50000 };
static const uint64_t CIRCLE_SEED = 0x636972636c657321u;

typedef struct fcase {
	vec2s p;
	fp_circle a, b;
	fp_tri t;
} fcase;

static vec2s ipt_f(ref_ipt p, int scale)
{
	return (vec2s){ .x = gen_scaled(p.x, scale), .y = gen_scaled(p.y, scale) };
}

static fcase to_floats(const gen_circle_case *c)
{
	fcase f = {
		.p = ipt_f(c->p, c->scale),
		.a = { .center = ipt_f(c->ca, c->scale), .radius = gen_scaled(c->ra, c->scale) },
		.b = { .center = ipt_f(c->cb, c->scale), .radius = gen_scaled(c->rb, c->scale) },
	};
	for (int i = 0; i < 3; i++)
		f.t.v[i] = ipt_f(c->t[i], c->scale);
	return f;
}

typedef struct case_name {
	char s[640];
} case_name;

static case_name name_of(int index, const gen_circle_case *c, const fcase *f)
{
	case_name n;
	char bt[200];
	snprintf(n.s, sizeof n.s, "circle case %d (%s) p=(%a, %a) A=(%a, %a) r %a B=(%a, %a) r %a t=%s",
		index, gen_circle_kind_name(c->kind), (double)f->p.x, (double)f->p.y,
		(double)f->a.center.x, (double)f->a.center.y, (double)f->a.radius,
		(double)f->b.center.x, (double)f->b.center.y, (double)f->b.radius, report_tri(bt, f->t));
	return n;
}

static vec2s flip_x(vec2s p)
{
	return (vec2s){ .x = -p.x, .y = p.y };
}

static vec2s moved(vec2s p, vec2s d)
{
	return (vec2s){ .x = p.x + d.x, .y = p.y + d.y };
}

static fp_circle circle_map(fp_circle c, vec2s (*map)(vec2s, vec2s), vec2s d)
{
	return (fp_circle){ .center = map(c.center, d), .radius = c.radius };
}

static fp_tri tri_map(fp_tri t, vec2s (*map)(vec2s, vec2s), vec2s d)
{
	return (fp_tri){ .v = { map(t.v[0], d), map(t.v[1], d), map(t.v[2], d) } };
}

static vec2s flip_x_d(vec2s p, vec2s d)
{
	(void)d;
	return flip_x(p);
}

/* One arrangement (as generated, mirrored, or moved) of the case. */
static void check_arrangement(const case_name *n, const char *how, const fcase *f, bool w_pc, bool w_cc, bool w_ct)
{
	static const int perms[6][3] = { { 0, 1, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 0, 2, 1 }, { 2, 1, 0 }, { 1, 0, 2 } };
	report_bool(fp_point_in_circle(f->p, f->a), w_pc, "%s: fp_point_in_circle(p, A) %s", n->s, how);
	report_bool(fp_circle_circle(f->a, f->b), w_cc, "%s: fp_circle_circle(A, B) %s", n->s, how);
	report_bool(fp_circle_circle(f->b, f->a), w_cc, "%s: fp_circle_circle(B, A) %s", n->s, how);
	for (int p = 0; p < 6; p++) {
		fp_tri t = { .v = { f->t.v[perms[p][0]], f->t.v[perms[p][1]], f->t.v[perms[p][2]] } };
		report_bool(fp_circle_tri(f->a, t), w_ct, "%s: fp_circle_tri(A, t in order %d%d%d) %s",
			n->s, perms[p][0], perms[p][1], perms[p][2], how);
	}
}

static void check_case(int index, const gen_circle_case *c)
{
	fcase f = to_floats(c);
	case_name n = name_of(index, c, &f);
	bool w_pc = ref_i_point_in_circle(c->p, c->ca, c->ra);
	bool w_cc = ref_i_circle_circle(c->ca, c->ra, c->cb, c->rb);
	bool w_ct = ref_i_circle_tri(c->ca, c->ra, c->t);
	check_arrangement(&n, "as generated", &f, w_pc, w_cc, w_ct);

	fcase m = { .p = flip_x(f.p), .a = circle_map(f.a, flip_x_d, f.p), .b = circle_map(f.b, flip_x_d, f.p),
		.t = tri_map(f.t, flip_x_d, f.p) };
	check_arrangement(&n, "mirrored x -> -x", &m, w_pc, w_cc, w_ct);

	/* Generated integers stay below 2^21, offsets below 2^22: sums are exact. */
	gen_rng r = { .s = (uint64_t)index };
	vec2s d = { .x = gen_scaled(gen_int(&r, -GEN_SHIFT_MAX, GEN_SHIFT_MAX), c->scale),
		.y = gen_scaled(gen_int(&r, -GEN_SHIFT_MAX, GEN_SHIFT_MAX), c->scale) };
	fcase s = { .p = moved(f.p, d), .a = circle_map(f.a, moved, d), .b = circle_map(f.b, moved, d),
		.t = tri_map(f.t, moved, d) };
	char how[96];
	snprintf(how, sizeof how, "moved by (%a, %a)", (double)d.x, (double)d.y);
	check_arrangement(&n, how, &s, w_pc, w_cc, w_ct);

	fp_circle_stage stage = fp_circle_tri_stage(f.a, f.t);
	report_bool(stage != FP_STAGE_NONE, w_ct, "%s: fp_circle_tri_stage(A, t) is %d", n.s, (int)stage);
	if (c->ra == 0) {
		report_bool(fp_circle_tri(f.a, f.t), fp_point_in_tri(f.a.center, f.t),
			"%s: radius 0: fp_circle_tri(A, t) != fp_point_in_tri(centre, t)", n.s);
		report_bool(fp_point_in_circle(f.p, f.a), fp_point_point(f.p, f.a.center),
			"%s: radius 0: fp_point_in_circle(p, A) != fp_point_point(p, centre)", n.s);
	}
}

/* A float of magnitude about 2^e, sometimes zero. */
static float float_near(gen_rng *r, int e)
{
	if (gen_int(r, 0, 15) == 0)
		return 0.0f;
	float v = ldexpf((float)gen_int(r, 1 << 23, (1 << 24) - 1), e - 24 - (int)gen_int(r, 0, 8));
	return gen_int(r, 0, 1) ? v : -v;
}

/* Point and second circle rounded onto (or a step off) the first circle's
 * outline, over magnitudes 2^-30 .. 2^30 and spreads between them. */
static void float_circle_case(gen_rng *r, vec2s *p, fp_circle *a, fp_circle *b)
{
	int e = (int)gen_int(r, -30, 30), re = e - (int)gen_int(r, 0, 30);
	*a = (fp_circle){ .center = { .x = float_near(r, e), .y = float_near(r, e) }, .radius = fabsf(float_near(r, re)) };
	double th = gen_unit(r) * 6.283185307179586;
	double ra = (double)a->radius;
	*p = (vec2s){ .x = (float)((double)a->center.x + ra * cos(th)), .y = (float)((double)a->center.y + ra * sin(th)) };
	if (gen_int(r, 0, 2) == 0)
		p->x = nextafterf(p->x, gen_int(r, 0, 1) ? INFINITY : -INFINITY);
	float rb = fabsf(float_near(r, re - (int)gen_int(r, -4, 4)));
	double d = ra + (double)rb;
	th = gen_unit(r) * 6.283185307179586;
	*b = (fp_circle){ .center = { .x = (float)((double)a->center.x + d * cos(th)),
		.y = (float)((double)a->center.y + d * sin(th)) }, .radius = rb };
	if (gen_int(r, 0, 2) == 0)
		b->radius = nextafterf(b->radius, gen_int(r, 0, 1) ? INFINITY : 0.0f);
}

/* The same near the origin, where a big circle through it (centre (-R, 0),
 * radius R) meets a point or a tiny circle of tiny coordinates: the exact
 * margin is far below the rounding of the squares of R-sized differences,
 * so the fast paths' first filters cannot decide. Axes swapped and signs
 * flipped at random (exact). */
static void float_circle_origin_case(gen_rng *r, vec2s *p, fp_circle *a, fp_circle *b)
{
	float big = ldexpf((float)gen_int(r, 1 << 23, (1 << 24) - 1), (int)gen_int(r, -24, -4));
	int e = (int)gen_int(r, -30, -10);
	float y = float_near(r, e), yb = float_near(r, e), rb = fabsf(float_near(r, e));
	*a = (fp_circle){ .center = { .x = -big, .y = 0 }, .radius = big };
	*p = (vec2s){ .x = (float)(-(double)y * (double)y / (2.0 * (double)big)), .y = y };
	double xb = (double)rb + ((double)rb * (double)rb - (double)yb * (double)yb) / (2.0 * (double)big);
	*b = (fp_circle){ .center = { .x = (float)xb, .y = yb }, .radius = rb };
	bool swap = gen_int(r, 0, 1);
	float sx = gen_int(r, 0, 1) ? 1.0f : -1.0f, sy = gen_int(r, 0, 1) ? 1.0f : -1.0f;
	vec2s *pts[3] = { p, &a->center, &b->center };
	for (int i = 0; i < 3; i++) {
		vec2s v = *pts[i];
		*pts[i] = swap ? (vec2s){ .x = sy * v.y, .y = sx * v.x } : (vec2s){ .x = sx * v.x, .y = sy * v.y };
	}
}

/* Any floats, against the exact float reference (point and circle pairs:
 * every product of two floats is exact in double). */
static void test_float_circles(void **state)
{
	(void)state;
	gen_rng r = { .s = CIRCLE_SEED };
	int hits[2] = { 0 };
	for (int i = 0; i < FLOAT_CIRCLE_CASES; i++) {
		vec2s p;
		fp_circle a, b;
		if (i % 3 == 2)
			float_circle_origin_case(&r, &p, &a, &b);
		else
			float_circle_case(&r, &p, &a, &b);
		bool w_pc = ref_point_in_circle(p, a), w_cc = ref_circle_circle(a, b);
		char name[320];
		snprintf(name, sizeof name, "float circle case %d: p=(%a, %a) A=(%a, %a) r %a B=(%a, %a) r %a", i,
			(double)p.x, (double)p.y, (double)a.center.x, (double)a.center.y, (double)a.radius,
			(double)b.center.x, (double)b.center.y, (double)b.radius);
		report_bool(fp_point_in_circle(p, a), w_pc, "%s: fp_point_in_circle(p, A)", name);
		report_bool(fp_circle_circle(a, b), w_cc, "%s: fp_circle_circle(A, B)", name);
		report_bool(fp_circle_circle(b, a), w_cc, "%s: fp_circle_circle(B, A)", name);
		hits[0] += w_pc;
		hits[1] += w_cc;
	}
	printf("float circles: %d cases; true: point_in_circle %d, circle_circle %d\n", FLOAT_CIRCLE_CASES, hits[0], hits[1]);
	report_done("float circles");
}

/* A triangle of floats about 2^e, and a circle rounded onto tangency with
 * one of its edges (from either side) or through one of its vertices. */
static void float_circle_tri_case(gen_rng *r, fp_circle *c, fp_tri *t)
{
	int e = (int)gen_int(r, -30, 30);
	for (int i = 0; i < 3; i++)
		t->v[i] = (vec2s){ .x = float_near(r, e), .y = float_near(r, e) };
	int i = (int)gen_int(r, 0, 2);
	vec2s a = t->v[i], b = t->v[(i + 1) % 3];
	double ex = (double)b.x - (double)a.x, ey = (double)b.y - (double)a.y;
	double len = sqrt(ex * ex + ey * ey);
	float radius = fabsf(float_near(r, e - (int)gen_int(r, 0, 12)));
	/* Mostly from outside: (-ey, ex) points inward for a counter-clockwise
	 * triangle. */
	int o = ref_orient(t->v[0], t->v[1], t->v[2]);
	double s = gen_unit(r), side = (gen_int(r, 0, 3) == 0 ? 1 : -1) * (o != 0 ? o : 1);
	double fx = (double)a.x + s * ex, fy = (double)a.y + s * ey;
	if (len == 0 || gen_int(r, 0, 3) == 0) {
		double th = gen_unit(r) * 6.283185307179586;
		fx = (double)a.x + (double)radius * cos(th);
		fy = (double)a.y + (double)radius * sin(th);
	} else {
		fx += side * (double)radius * -ey / len;
		fy += side * (double)radius * ex / len;
	}
	*c = (fp_circle){ .center = { .x = (float)fx, .y = (float)fy }, .radius = radius };
	if (gen_int(r, 0, 2) == 0)
		c->radius = nextafterf(c->radius, gen_int(r, 0, 1) ? INFINITY : 0.0f);
}

/* Circle against triangle for any floats, against the exact reference, in
 * all six vertex orders and mirrored. */
static void test_float_circle_tri(void **state)
{
	(void)state;
	static const int perms[6][3] = { { 0, 1, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 0, 2, 1 }, { 2, 1, 0 }, { 1, 0, 2 } };
	gen_rng r = { .s = CIRCLE_SEED + 1 };
	int hits = 0;
	for (int i = 0; i < FLOAT_CIRCLE_CASES; i++) {
		fp_circle c;
		fp_tri t;
		float_circle_tri_case(&r, &c, &t);
		bool want = ref_circle_tri(c, t);
		char name[320], bt[200];
		snprintf(name, sizeof name, "float circle-triangle case %d: C=(%a, %a) r %a t=%s", i,
			(double)c.center.x, (double)c.center.y, (double)c.radius, report_tri(bt, t));
		for (int p = 0; p < 6; p++) {
			fp_tri tp = { .v = { t.v[perms[p][0]], t.v[perms[p][1]], t.v[perms[p][2]] } };
			report_bool(fp_circle_tri(c, tp), want, "%s: fp_circle_tri, vertex order %d", name, p);
		}
		fp_circle cm = { .center = flip_x(c.center), .radius = c.radius };
		fp_tri tm = { .v = { flip_x(t.v[0]), flip_x(t.v[1]), flip_x(t.v[2]) } };
		report_bool(fp_circle_tri(cm, tm), want, "%s: fp_circle_tri mirrored x -> -x", name);
		report_bool(fp_circle_tri_stage(c, t) != FP_STAGE_NONE, want, "%s: fp_circle_tri_stage", name);
		hits += want;
	}
	printf("float circle-triangle: %d cases, %d touch\n", FLOAT_CIRCLE_CASES, hits);
	report_done("float circle-triangle");
}

static void test_circle_properties(void **state)
{
	(void)state;
	int kinds[GEN_CIRCLE_KINDS] = { 0 }, hits[3] = { 0 };
	for (int i = 0; i < CIRCLE_CASES; i++) {
		gen_circle_case c = gen_circle(CIRCLE_SEED, i);
		check_case(i, &c);
		kinds[c.kind]++;
		hits[0] += ref_i_point_in_circle(c.p, c.ca, c.ra);
		hits[1] += ref_i_circle_circle(c.ca, c.ra, c.cb, c.rb);
		hits[2] += ref_i_circle_tri(c.ca, c.ra, c.t);
	}
	for (int k = 0; k < GEN_CIRCLE_KINDS; k++)
		printf("circle properties: %-13s %6d cases\n", gen_circle_kind_name(k), kinds[k]);
	printf("circle properties: %d cases; true: point_in_circle %d, circle_circle %d, circle_tri %d\n",
		CIRCLE_CASES, hits[0], hits[1], hits[2]);
	report_done("circle properties");
}

TEST_MAIN("circle properties",
	cmocka_unit_test(test_circle_properties),
	cmocka_unit_test(test_float_circles),
	cmocka_unit_test(test_float_circle_tri))
