/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Generated triangle cases (gen.h) against the exact reference and the
 * contract's invariances: fp_tri_overlap, fp_tri_overlap_interior,
 * fp_tri_collide, fp_point_in_tri and fp_orient must equal the reference,
 * and not change under swapping the triangles, any of the six vertex orders,
 * mirror images (x -> -x flips the winding), or exact translations.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include <cmocka.h>

#include <footprint/collide.h>

#include "exact_ref.h"
#include "gen.h"
#include "report.h"
#include "test_main.h"

enum { TRI_CASES = 20000 };
static const uint64_t TRI_SEED = 0x7269616e676c6531u;

/* The name of the case, with both triangles in hex, for failure messages. */
typedef struct case_name {
	char s[512];
} case_name;

static case_name name_of(int index, const gen_tri_case *c)
{
	case_name n;
	char ba[200], bb[200];
	snprintf(n.s, sizeof n.s, "tri case %d (%s) a=%s b=%s", index, gen_tri_kind_name(c->kind),
		report_tri(ba, c->a), report_tri(bb, c->b));
	return n;
}

static const int perms[6][3] = { { 0, 1, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 0, 2, 1 }, { 2, 1, 0 }, { 1, 0, 2 } };

static fp_tri permuted(fp_tri t, int p)
{
	return (fp_tri){ .v = { t.v[perms[p][0]], t.v[perms[p][1]], t.v[perms[p][2]] } };
}

typedef enum mirror { MIRROR_X, MIRROR_Y, MIRROR_DIAGONAL, MIRRORS } mirror;
static const char *mirror_names[MIRRORS] = { "x -> -x", "y -> -y", "x <-> y" };

static vec2s mirrored_pt(vec2s p, mirror m)
{
	switch (m) {
	case MIRROR_X: return (vec2s){ .x = -p.x, .y = p.y };
	case MIRROR_Y: return (vec2s){ .x = p.x, .y = -p.y };
	default: return (vec2s){ .x = p.y, .y = p.x };
	}
}

static fp_tri mirrored(fp_tri t, mirror m)
{
	return (fp_tri){ .v = { mirrored_pt(t.v[0], m), mirrored_pt(t.v[1], m), mirrored_pt(t.v[2], m) } };
}

static fp_tri shifted(fp_tri t, vec2s d)
{
	fp_tri out;
	for (int i = 0; i < 3; i++)
		out.v[i] = (vec2s){ .x = t.v[i].x + d.x, .y = t.v[i].y + d.y };
	return out;
}

static bool has_area(fp_tri t)
{
	return ref_orient(t.v[0], t.v[1], t.v[2]) != 0;
}

/* Both predicates on one arrangement of the pair, both ways round. */
static void check_overlaps(const case_name *n, const char *how, fp_tri a, fp_tri b, bool want_o, bool want_i)
{
	report_bool(fp_tri_overlap(a, b), want_o, "%s: fp_tri_overlap(a,b) %s", n->s, how);
	report_bool(fp_tri_overlap(b, a), want_o, "%s: fp_tri_overlap(b,a) %s", n->s, how);
	report_bool(fp_tri_overlap_interior(a, b), want_i, "%s: fp_tri_overlap_interior(a,b) %s", n->s, how);
	report_bool(fp_tri_overlap_interior(b, a), want_i, "%s: fp_tri_overlap_interior(b,a) %s", n->s, how);
}

static void check_invariances(const case_name *n, const gen_tri_case *c, int index, bool want_o, bool want_i)
{
	char how[64];
	check_overlaps(n, "as generated", c->a, c->b, want_o, want_i);
	for (int p = 1; p < 6; p++) {
		snprintf(how, sizeof how, "with a's vertices in order %d%d%d", perms[p][0], perms[p][1], perms[p][2]);
		check_overlaps(n, how, permuted(c->a, p), c->b, want_o, want_i);
		snprintf(how, sizeof how, "with b's vertices in order %d%d%d", perms[p][0], perms[p][1], perms[p][2]);
		check_overlaps(n, how, c->a, permuted(c->b, p), want_o, want_i);
	}
	for (int m = 0; m < MIRRORS; m++) {
		snprintf(how, sizeof how, "mirrored %s", mirror_names[m]);
		check_overlaps(n, how, mirrored(c->a, (mirror)m), mirrored(c->b, (mirror)m), want_o, want_i);
	}
	if (!c->on_grid)
		return;
	gen_rng r = { .s = (uint64_t)index };
	vec2s d = {
		.x = gen_scaled(gen_int(&r, -GEN_SHIFT_MAX, GEN_SHIFT_MAX), c->scale),
		.y = gen_scaled(gen_int(&r, -GEN_SHIFT_MAX, GEN_SHIFT_MAX), c->scale),
	};
	snprintf(how, sizeof how, "moved by (%a, %a)", (double)d.x, (double)d.y);
	check_overlaps(n, how, shifted(c->a, d), shifted(c->b, d), want_o, want_i);
}

static void check_collide_opts(const case_name *n, fp_tri a, fp_tri b, fp_tri_opts o)
{
	bool want = false, hit = false;
	fp_status ws = ref_tri_collide(a, b, o, &want);
	fp_status s = fp_tri_collide(a, b, o, &hit);
	if (s != ws) {
		report_fail("%s: fp_tri_collide(eps %a, allow_reversed %d, on_boundary %d) status %d, want %d",
			n->s, o.eps, o.allow_reversed, o.on_boundary, (int)s, (int)ws);
		return;
	}
	if (s == FP_OK)
		report_bool(hit, want, "%s: fp_tri_collide(eps %a, allow_reversed %d, on_boundary %d)",
			n->s, o.eps, o.allow_reversed, o.on_boundary);
}

/* The seed's test: equal to the overlaps at eps 0 for triangles with area,
 * and to the literal rule (exact D - eps) for every eps, including eps equal
 * to one of the D values so that < and <= differ. */
static void check_collide(const case_name *n, const gen_tri_case *c, bool want_o, bool want_i)
{
	if (has_area(c->a) && has_area(c->b)) {
		bool hit = !want_o;
		fp_tri_collide(c->a, c->b, (fp_tri_opts){ .eps = 0, .allow_reversed = true, .on_boundary = true }, &hit);
		report_bool(hit, want_o, "%s: fp_tri_collide(eps 0, on_boundary) != fp_tri_overlap", n->s);
		hit = !want_i;
		fp_tri_collide(c->a, c->b, (fp_tri_opts){ .eps = 0, .allow_reversed = true, .on_boundary = false }, &hit);
		report_bool(hit, want_i, "%s: fp_tri_collide(eps 0, !on_boundary) != fp_tri_overlap_interior", n->s);
	}
	vec2s p = c->a.v[0], q = c->a.v[1], r = c->b.v[0];
	double d = (double)p.x * ((double)q.y - (double)r.y) + (double)q.x * ((double)r.y - (double)p.y)
		+ (double)r.x * ((double)p.y - (double)q.y);
	const double eps[] = { 0, -0.0, 0x1p-1074, d, nextafter(d, HUGE_VAL), nextafter(d, -HUGE_VAL), -d };
	for (size_t e = 0; e < sizeof eps / sizeof eps[0]; e++)
		for (int flags = 0; flags < 4; flags++)
			check_collide_opts(n, c->a, c->b, (fp_tri_opts){ .eps = eps[e], .allow_reversed = flags & 1, .on_boundary = flags & 2 });
}

/* Each vertex of b against a, and three orientations with their identities:
 * orient(a,b,c) == orient(b,c,a) == -orient(b,a,c). */
static void check_points(const case_name *n, const gen_tri_case *c)
{
	for (int k = 0; k < 3; k++) {
		vec2s p = c->b.v[k];
		bool want = ref_point_in_tri(p, c->a);
		for (int perm = 0; perm < 6; perm++)
			report_bool(fp_point_in_tri(p, permuted(c->a, perm)), want,
				"%s: fp_point_in_tri(b.v[%d], a in order %d)", n->s, k, perm);
		report_bool(fp_point_in_tri(mirrored_pt(p, MIRROR_X), mirrored(c->a, MIRROR_X)), want,
			"%s: fp_point_in_tri(b.v[%d], a) mirrored x -> -x", n->s, k);
		vec2s u = c->a.v[k], v = c->a.v[(k + 1) % 3];
		int o = ref_orient(u, v, p);
		int got[3] = { fp_orient(u, v, p), fp_orient(v, p, u), -fp_orient(v, u, p) };
		for (int i = 0; i < 3; i++)
			if (got[i] != o)
				report_fail("%s: fp_orient form %d (abc, bca, -bac) of a.v[%d], a.v[%d], b.v[%d] is %d, want %d",
					n->s, i, k, (k + 1) % 3, k, got[i], o);
	}
}

/* fp_orient of every ordered triple of the case's six points. */
static void check_all_orients(const case_name *n, const gen_tri_case *c)
{
	const vec2s *a = c->a.v, *b = c->b.v;
	const vec2s pts[6] = { a[0], a[1], a[2], b[0], b[1], b[2] };
	for (int i = 0; i < 6; i++)
		for (int j = 0; j < 6; j++)
			for (int k = 0; k < 6; k++) {
				if (i == j || j == k || i == k)
					continue;
				int want = ref_orient(pts[i], pts[j], pts[k]), got = fp_orient(pts[i], pts[j], pts[k]);
				if (got != want)
					report_fail("%s: fp_orient of points %d, %d, %d (a0..a2, b0..b2) is %d, want %d",
						n->s, i, j, k, got, want);
			}
}

static void test_tri_properties(void **state)
{
	(void)state;
	int kinds[GEN_TRI_KINDS] = { 0 }, overlaps = 0, interiors = 0;
	for (int i = 0; i < TRI_CASES; i++) {
		gen_tri_case c = gen_tri_pair(TRI_SEED, i);
		case_name n = name_of(i, &c);
		bool want_o = ref_tri_overlap(c.a, c.b), want_i = ref_tri_overlap_interior(c.a, c.b);
		if (want_i && !want_o)
			report_fail("%s: reference says interiors meet but closed sets do not", n.s);
		check_invariances(&n, &c, i, want_o, want_i);
		check_collide(&n, &c, want_o, want_i);
		check_points(&n, &c);
		check_all_orients(&n, &c);
		kinds[c.kind]++;
		overlaps += want_o;
		interiors += want_i;
	}
	for (int k = 0; k < GEN_TRI_KINDS; k++)
		printf("tri properties: %-15s %6d cases\n", gen_tri_kind_name(k), kinds[k]);
	printf("tri properties: %d cases, %d overlap, %d with interiors meeting\n", TRI_CASES, overlaps, interiors);
	report_done("triangle properties");
}

TEST_MAIN("tri properties",
	cmocka_unit_test(test_tri_properties))
