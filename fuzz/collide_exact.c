/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* collide_exact.c: differential checks. The invariants in fuzz_collide.c
 * catch a library that is wrong in an inconsistent way; these catch one
 * that is consistently wrong, by asking code that shares nothing with it. */
#include "collide_exact.h"

#include <math.h>

#include "exact_ref.h"

/* The circle reference works on integers up to 2^24: values on a 1/16 grid
 * are scaled by 16, which changes no answer. */
#define GRID 16.0
#define GRID_MAX 16777216.0

static void check_orients(const fuzz_case *k)
{
	const fp_tri *t = &k->a;
	if (!bad_tri(*t)) {
		int got = fp_orient(t->v[0], t->v[1], t->v[2]);
		int want = ref_orient(t->v[0], t->v[1], t->v[2]);
		EXPECT(got == want, "fp_orient(a0, a1, a2) = %d, exact %d", got, want);
	}
	if (!bad_vec(k->p) && !bad_tri(k->b)) {
		int got = fp_orient(k->p, k->b.v[0], k->b.v[1]);
		int want = ref_orient(k->p, k->b.v[0], k->b.v[1]);
		EXPECT(got == want, "fp_orient(p, b0, b1) = %d, exact %d", got, want);
	}
}

static void check_triangles(const fuzz_case *k)
{
	if (!bad_vec(k->p) && !bad_tri(k->a)) {
		bool got = fp_point_in_tri(k->p, k->a), want = ref_point_in_tri(k->p, k->a);
		EXPECT(got == want, "fp_point_in_tri(p, a) = %d, exact %d", got, want);
	}
	if (!bad_tri(k->a) && !bad_tri(k->b)) {
		bool got = fp_tri_overlap(k->a, k->b), want = ref_tri_overlap(k->a, k->b);
		EXPECT(got == want, "fp_tri_overlap(a, b) = %d, exact %d", got, want);
		got = fp_tri_overlap_interior(k->a, k->b);
		want = ref_tri_overlap_interior(k->a, k->b);
		EXPECT(got == want, "fp_tri_overlap_interior(a, b) = %d, exact %d", got, want);
	}
	fp_tri_opts opts[2] = { k->opts, { 0.0, k->opts.allow_reversed, k->opts.on_boundary } };
	for (int i = 0; i < 2; i++) {
		bool got = false, want = false;
		fp_status gs = fp_tri_collide(k->a, k->b, opts[i], &got);
		fp_status ws = ref_tri_collide(k->a, k->b, opts[i], &want);
		EXPECT(gs == ws && (gs != FP_OK || got == want), "fp_tri_collide(a, b, eps %a) = "
		       "status %d hit %d, exact status %d hit %d", opts[i].eps, gs, got, ws, want);
	}
}

/* Boxes through their float corners: the fast footprint path must agree
 * with the exact triangle reference on the very same corners. */
static void check_boxes(const fuzz_case *k)
{
	fp_tri t1[2], t2[2];
	fp_box_tris(k->b1, t1);
	fp_box_tris(k->b2, t2);
	if (bad_box(k->b1) || bad_box(k->b2) || bad_tri(t1[0]) || bad_tri(t1[1]) ||
	    bad_tri(t2[0]) || bad_tri(t2[1]))
		return;
	bool want = false;
	for (int i = 0; i < 2; i++) {
		for (int j = 0; j < 2; j++)
			want = want || ref_tri_overlap(t1[i], t2[j]);
	}
	bool got = fp_box_overlap(k->b1, k->b2);
	EXPECT(got == want, "fp_box_overlap(b1, b2) = %d, exact on its triangles %d", got, want);
}

static bool on_grid(float v, int64_t *out)
{
	double s = (double)v * GRID;
	if (!(fabs(s) <= GRID_MAX) || s != floor(s))
		return false;
	*out = (int64_t)s;
	return true;
}

static bool grid_point(vec2s v, ref_ipt *out)
{
	return on_grid(v.x, &out->x) && on_grid(v.y, &out->y);
}

static bool grid_circle(fp_circle c, ref_ipt *centre, int64_t *r)
{
	return !bad_circle(c) && grid_point(c.center, centre) && on_grid(c.radius, r);
}

static bool grid_tri(fp_tri t, ref_ipt out[3])
{
	return grid_point(t.v[0], &out[0]) && grid_point(t.v[1], &out[1]) &&
	       grid_point(t.v[2], &out[2]);
}

static void check_circles(const fuzz_case *k)
{
	ref_ipt c, d, p, t[3], u[3];
	int64_t rc, rd;
	if (!grid_circle(k->c, &c, &rc))
		return;
	if (grid_point(k->p, &p)) {
		bool got = fp_point_in_circle(k->p, k->c), want = ref_i_point_in_circle(p, c, rc);
		EXPECT(got == want, "fp_point_in_circle(p, c) = %d, exact %d", got, want);
	}
	if (grid_circle(k->d, &d, &rd)) {
		bool got = fp_circle_circle(k->c, k->d), want = ref_i_circle_circle(c, rc, d, rd);
		EXPECT(got == want, "fp_circle_circle(c, d) = %d, exact %d", got, want);
	}
	if (grid_tri(k->a, t)) {
		bool got = fp_circle_tri(k->c, k->a), want = ref_i_circle_tri(c, rc, t);
		EXPECT(got == want, "fp_circle_tri(c, a) = %d, exact %d", got, want);
	}
	fp_tri bt[2];
	fp_box_tris(k->b1, bt);
	if (!bad_box(k->b1) && grid_tri(bt[0], t) && grid_tri(bt[1], u)) {
		bool got = fp_circle_box(k->c, k->b1);
		bool want = ref_i_circle_tri(c, rc, t) || ref_i_circle_tri(c, rc, u);
		EXPECT(got == want, "fp_circle_box(c, b1) = %d, exact on its triangles %d", got, want);
	}
}

void check_exact(const fuzz_case *k)
{
	check_orients(k);
	check_triangles(k);
	check_boxes(k);
	check_circles(k);
}
