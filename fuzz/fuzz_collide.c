/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* fuzz_collide: arbitrary floats to every function of collide.h, motion.h
 * (collide_motion.c) and ray.h (collide_ray.c), checking on each call the
 * invariants the contract promises: symmetry, vertex-order independence,
 * a box is the OR of its triangles, a footprint is its box, degenerate
 * shapes are the points they cover, bad input gives false, 0 or
 * FP_ERR_INPUT, casts equal the exact reference's. A violation prints the invariant and every input value (hex
 * floats, as in the oracle file) and aborts. */
#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <footprint/collide.h>
#include <footprint/seeds.h>

#include "collide_exact.h"
#include "collide_motion.h"
#include "collide_ray.h"
#include "collide_query.h"
#include "fuzz_case.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The six vertex orders of t. */
static void tri_orders(fp_tri t, fp_tri out[6])
{
	static const int order[6][3] = {
		{ 0, 1, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 0, 2, 1 }, { 2, 1, 0 }, { 1, 0, 2 },
	};
	for (int i = 0; i < 6; i++) {
		for (int j = 0; j < 3; j++)
			out[i].v[j] = t.v[order[i][j]];
	}
}

static bool zero_area(fp_tri t)
{
	return fp_orient(t.v[0], t.v[1], t.v[2]) == 0;
}

static fp_tri point_tri(vec2s p)
{
	return (fp_tri){ { p, p, p } };
}

static void check_orient(vec2s a, vec2s b, vec2s c)
{
	int o = fp_orient(a, b, c);
	EXPECT(o >= -1 && o <= 1, "fp_orient(a, b, c) = %d, not -1, 0 or +1", o);
	if (bad_vec(a) || bad_vec(b) || bad_vec(c))
		EXPECT(o == 0, "fp_orient on a bad point = %d, not 0", o);
	EXPECT(fp_orient(b, c, a) == o && fp_orient(c, a, b) == o,
	       "fp_orient changes under a cyclic rotation of (a, b, c) = %d", o);
	EXPECT(fp_orient(b, a, c) == -o && fp_orient(a, c, b) == -o,
	       "fp_orient does not change sign when two points swap (a, b, c) = %d", o);
	EXPECT(fp_point_line_side(c, a, b) == -o, "fp_point_line_side(c, a, b) = %d, fp_orient = %d",
	       fp_point_line_side(c, a, b), o);
}

static void check_points(vec2s p, vec2s q, fp_aabb box)
{
	/* An infinite point is bad input: it equals nothing, not even itself. */
	bool same = p.x == q.x && p.y == q.y && !bad_vec(p) && !bad_vec(q);
	EXPECT(fp_point_point(p, q) == same, "fp_point_point(p, a0) = %d, componentwise == of "
	       "good points %d", fp_point_point(p, q), same);
	EXPECT(fp_point_point(q, p) == same, "fp_point_point is not symmetric");
	/* An infinite bound is bad input like any other infinite coordinate. */
	bool bad = bad_vec(p) || bad_vec(box.min) || bad_vec(box.max);
	bool in = box.min.x <= p.x && p.x <= box.max.x && box.min.y <= p.y && p.y <= box.max.y;
	EXPECT(fp_point_in_aabb(p, box) == (in && !bad), "fp_point_in_aabb(p, aabb) = %d, "
	       "comparisons give %d, bad input %d", fp_point_in_aabb(p, box), in, bad);
}

static void check_point_in_circle(vec2s p, fp_circle c)
{
	bool in = fp_point_in_circle(p, c);
	if (bad_vec(p) || bad_circle(c))
		EXPECT(!in, "fp_point_in_circle on bad input is true");
	fp_circle dot = { p, 0.0f };
	EXPECT(fp_circle_circle(dot, c) == in && fp_circle_circle(c, dot) == in,
	       "fp_point_in_circle(p, c) = %d but fp_circle_circle with a zero-radius circle at p "
	       "differs", in);
	if (!bad_vec(p) && !bad_circle(c) && p.x == c.center.x && p.y == c.center.y)
		EXPECT(in, "the centre of a good circle is not in it");
}

static void check_point_in_tri(vec2s p, fp_tri t)
{
	bool in = fp_point_in_tri(p, t);
	if (bad_vec(p) || bad_tri(t))
		EXPECT(!in, "fp_point_in_tri on bad input is true");
	fp_tri orders[6];
	tri_orders(t, orders);
	for (int i = 0; i < 6; i++)
		EXPECT(fp_point_in_tri(p, orders[i]) == in, "fp_point_in_tri(p, a) = %d changes "
		       "with vertex order %d", in, i);
	fp_tri dot = point_tri(p);
	EXPECT(fp_tri_overlap(dot, t) == in && fp_tri_overlap(t, dot) == in,
	       "fp_point_in_tri(p, a) = %d but fp_tri_overlap of the point triangle differs", in);
	fp_circle zero = { p, 0.0f };
	EXPECT(fp_circle_tri(zero, t) == in, "fp_point_in_tri(p, a) = %d but fp_circle_tri with "
	       "radius 0 differs", in);
	for (int i = 0; i < 3 && !bad_tri(t); i++)
		EXPECT(fp_point_in_tri(t.v[i], t), "vertex %d of a good triangle is not in it", i);
}

/* a and b overlap (closed or open interiors) the same way in every vertex
 * order and in both argument orders. */
static void check_tri_orders(fp_tri a, fp_tri b, bool interior, bool want)
{
	bool (*f)(fp_tri, fp_tri) = interior ? fp_tri_overlap_interior : fp_tri_overlap;
	const char *name = interior ? "fp_tri_overlap_interior" : "fp_tri_overlap";
	fp_tri oa[6], ob[6];
	tri_orders(a, oa);
	tri_orders(b, ob);
	for (int i = 0; i < 6; i++) {
		EXPECT(f(oa[i], b) == want && f(b, oa[i]) == want,
		       "%s(a, b) = %d changes with a's vertex order %d or argument order", name, want, i);
		EXPECT(f(a, ob[i]) == want && f(ob[i], a) == want,
		       "%s(a, b) = %d changes with b's vertex order %d or argument order", name, want, i);
	}
}

static void check_tri_overlap(fp_tri a, fp_tri b)
{
	bool ov = fp_tri_overlap(a, b);
	bool in = fp_tri_overlap_interior(a, b);
	if (bad_tri(a) || bad_tri(b))
		EXPECT(!ov && !in, "triangle overlap on bad input: closed %d, interior %d", ov, in);
	EXPECT(!in || ov, "the interiors overlap but the closed triangles do not");
	if (zero_area(a) || zero_area(b))
		EXPECT(!in, "fp_tri_overlap_interior is true for a zero-area triangle");
	for (int i = 0; i < 3 && !bad_tri(a) && !bad_tri(b); i++) {
		if (fp_point_in_tri(a.v[i], b) || fp_point_in_tri(b.v[i], a))
			EXPECT(ov, "vertex %d of one triangle is in the other, fp_tri_overlap false", i);
	}
	check_tri_orders(a, b, false, ov);
	check_tri_orders(a, b, true, in);
}

/* fp_tri_collide's status and answer, with the untouched-*hit rule checked
 * from both starting values. */
static fp_status collide(fp_tri a, fp_tri b, fp_tri_opts o, bool *hit)
{
	bool h1 = false, h2 = true;
	fp_status s1 = fp_tri_collide(a, b, o, &h1);
	fp_status s2 = fp_tri_collide(a, b, o, &h2);
	EXPECT(s1 == s2, "fp_tri_collide gives status %d then %d on the same input", s1, s2);
	EXPECT(s1 == FP_OK || s1 == FP_ERR_WINDING || s1 == FP_ERR_INPUT,
	       "fp_tri_collide returns status %d", s1);
	if (s1 == FP_OK)
		EXPECT(h1 == h2, "fp_tri_collide's answer depends on the old *hit");
	if (s1 == FP_ERR_WINDING)
		EXPECT(!h1 && h2, "fp_tri_collide changed *hit on a winding error");
	*hit = h1;
	return s1;
}

static fp_tri reversed(fp_tri t)
{
	return (fp_tri){ { t.v[0], t.v[2], t.v[1] } };
}

static fp_tri rotated(fp_tri t)
{
	return (fp_tri){ { t.v[1], t.v[2], t.v[0] } };
}

static void check_collide_status(fp_tri a, fp_tri b, fp_tri_opts o, fp_status s)
{
	bool bad = bad_tri(a) || bad_tri(b) || !isfinite(o.eps);
	bool cw = fp_orient(a.v[0], a.v[1], a.v[2]) < 0 || fp_orient(b.v[0], b.v[1], b.v[2]) < 0;
	fp_status want = bad ? FP_ERR_INPUT : (cw && !o.allow_reversed) ? FP_ERR_WINDING : FP_OK;
	EXPECT(s == want, "fp_tri_collide status %d, expected %d (bad input %d, clockwise %d)", s,
	       want, bad, cw);
}

/* The seed's test at eps 0 is the exact overlap for non-degenerate
 * triangles; at any eps it is symmetric, blind to a cyclic rotation, and
 * (reversing clockwise input) to the vertex order. */
static void check_tri_collide(fp_tri a, fp_tri b, fp_tri_opts o)
{
	bool hit, h2;
	fp_status s = collide(a, b, o, &hit);
	check_collide_status(a, b, o, s);
	EXPECT(collide(b, a, o, &h2) == s && (s != FP_OK || h2 == hit),
	       "fp_tri_collide(a, b) = %d is not fp_tri_collide(b, a) = %d", hit, h2);
	EXPECT(collide(rotated(a), b, o, &h2) == s && (s != FP_OK || h2 == hit),
	       "fp_tri_collide changes when a's vertices rotate");
	if (s != FP_OK)
		return;
	if (o.allow_reversed && !zero_area(a))
		EXPECT(collide(reversed(a), b, o, &h2) == FP_OK && h2 == hit,
		       "with allow_reversed, fp_tri_collide changes when a is reversed");
	fp_tri_opts other = o;
	other.on_boundary = !o.on_boundary;
	/* Off the boundary, more edges separate (<= eps instead of < eps). */
	if (collide(a, b, other, &h2) == FP_OK)
		EXPECT(o.on_boundary ? (!h2 || hit) : (!hit || h2),
		       "fp_tri_collide with on_boundary false hits where on_boundary true misses");
	other = o;
	other.eps = 0.0;
	/* A larger eps separates more: hits only shrink as eps grows. */
	if (collide(a, b, other, &h2) == FP_OK)
		EXPECT(o.eps > 0.0 ? (!hit || h2) : o.eps < 0.0 ? (!h2 || hit) : h2 == hit,
		       "fp_tri_collide at eps %a = %d is not monotonic against eps 0 = %d", o.eps, hit,
		       h2);
	if (zero_area(a) || zero_area(b) || o.eps != 0.0)
		return;
	bool want = o.on_boundary ? fp_tri_overlap(a, b) : fp_tri_overlap_interior(a, b);
	EXPECT(hit == want, "fp_tri_collide at eps 0 (on_boundary %d) = %d, exact overlap = %d",
	       o.on_boundary, hit, want);
}

static void check_circles(fp_circle c, fp_circle d)
{
	bool ov = fp_circle_circle(c, d);
	if (bad_circle(c) || bad_circle(d))
		EXPECT(!ov, "fp_circle_circle on bad input is true");
	EXPECT(fp_circle_circle(d, c) == ov, "fp_circle_circle is not symmetric");
	if (!bad_circle(c) && !bad_circle(d) && c.radius == 0.0f && d.radius == 0.0f)
		EXPECT(ov == fp_point_point(c.center, d.center),
		       "two zero-radius circles overlap = %d, the points are the same = %d", ov,
		       fp_point_point(c.center, d.center));
}

static void check_circle_tri(fp_circle c, fp_tri t)
{
	bool ov = fp_circle_tri(c, t);
	if (bad_circle(c) || bad_tri(t))
		EXPECT(!ov, "fp_circle_tri on bad input is true");
	fp_circle_stage st = fp_circle_tri_stage(c, t);
	EXPECT((st != FP_STAGE_NONE) == ov, "fp_circle_tri = %d but fp_circle_tri_stage = %d", ov,
	       (int)st);
	fp_tri orders[6];
	tri_orders(t, orders);
	for (int i = 0; i < 6; i++)
		EXPECT(fp_circle_tri(c, orders[i]) == ov, "fp_circle_tri(c, a) = %d changes with "
		       "vertex order %d", ov, i);
	if (bad_circle(c) || bad_tri(t))
		return;
	for (int i = 0; i < 3; i++)
		EXPECT(!fp_point_in_circle(t.v[i], c) || ov, "vertex %d is in the disc, "
		       "fp_circle_tri false", i);
	EXPECT(!fp_point_in_tri(c.center, t) || ov, "the centre is in the triangle, "
	       "fp_circle_tri false");
}

/* The contract's accuracy: within 1e-5 * max(1, |cx|, |cy|, hx, hy) of the
 * corners computed in double. */
static void check_corner_accuracy(fp_box b, const vec2s got[4])
{
	double c = cos((double)b.angle), s = sin((double)b.angle);
	static const double sx[4] = { -1, 1, 1, -1 }, sy[4] = { -1, -1, 1, 1 };
	double scale = fmax(fmax(1.0, fabs((double)b.center.x)), fabs((double)b.center.y));
	scale = fmax(scale, fmax((double)b.half.x, (double)b.half.y));
	for (int i = 0; i < 4; i++) {
		double hx = sx[i] * (double)b.half.x, hy = sy[i] * (double)b.half.y;
		double x = (double)b.center.x + c * hx - s * hy;
		double y = (double)b.center.y + s * hx + c * hy;
		/* A corner beyond float range (allowing for the tolerance) is
		 * infinite in float: nothing to compare. */
		if (fabs(x) > (double)FLT_MAX * (1.0 - 1e-5) || fabs(y) > (double)FLT_MAX * (1.0 - 1e-5))
			continue;
		double err = fmax(fabs((double)got[i].x - x), fabs((double)got[i].y - y));
		EXPECT(err <= 1e-5 * scale, "fp_box_corners(b1) corner %d = (%a, %a), double gives "
		       "(%a, %a): off by %g, allowed %g", i, (double)got[i].x, (double)got[i].y, x, y,
		       err, 1e-5 * scale);
	}
}

/* A box's corners, triangles and footprint agree bit for bit (memcmp: a
 * NaN's sign and payload too), every way they are asked for. */
static void check_box_shapes(fp_box b, fp_box other)
{
	vec2s c1[4], c2[4];
	fp_box_corners(b, c1);
	fp_box_corners(b, c2);
	EXPECT(!memcmp(c1, c2, sizeof c1), "fp_box_corners is not deterministic");
	fp_tri t[2];
	fp_box_tris(b, t);
	fp_tri want[2] = { { { c1[0], c1[1], c1[2] } }, { { c1[0], c1[2], c1[3] } } };
	EXPECT(!memcmp(t, want, sizeof t), "fp_box_tris is not corners {0,1,2} and {0,2,3}");
	fp_footprint f = fp_footprint_of(b), one, four[4];
	EXPECT(!memcmp(f.corner, c1, sizeof c1), "fp_footprint_of corners differ from "
	       "fp_box_corners");
	fp_footprint_tris(&f, t);
	EXPECT(!memcmp(t, want, sizeof t), "fp_footprint_tris differs from fp_box_tris");
	fp_footprints_of(&b, 1, &one);
	const fp_box group[4] = { other, b, b, other };
	fp_footprints_of(group, 4, four);
	EXPECT(!memcmp(&one, &f, sizeof f) && !memcmp(&four[1], &f, sizeof f)
	       && !memcmp(&four[2], &f, sizeof f), "fp_footprints_of differs from fp_footprint_of");
	if (bad_box(b))
		EXPECT(!(f.flags & FP_FOOTPRINT_VALID), "a footprint of a bad box is marked valid");
	else
		check_corner_accuracy(b, c1);
}

static void check_boxes(fp_box b1, fp_box b2, fp_circle c)
{
	check_box_shapes(b1, b2);
	bool ov = fp_box_overlap(b1, b2);
	EXPECT(fp_box_overlap(b2, b1) == ov, "fp_box_overlap is not symmetric");
	fp_tri t1[2], t2[2];
	fp_box_tris(b1, t1);
	fp_box_tris(b2, t2);
	bool any = false;
	for (int i = 0; i < 2; i++) {
		for (int j = 0; j < 2; j++)
			any = any || fp_tri_overlap(t1[i], t2[j]);
	}
	bool bad = bad_box(b1) || bad_box(b2);
	EXPECT(ov == (!bad && any), "fp_box_overlap = %d, OR of its triangle pairs = %d, bad "
	       "input %d", ov, any, bad);
	fp_footprint f1 = fp_footprint_of(b1), f2 = fp_footprint_of(b2);
	EXPECT(fp_footprint_overlap(&f1, &f2) == ov && fp_footprint_overlap(&f2, &f1) == ov,
	       "fp_footprint_overlap differs from fp_box_overlap = %d", ov);

	bool cb = fp_circle_box(c, b1);
	bool ct = fp_circle_tri(c, t1[0]) || fp_circle_tri(c, t1[1]);
	bad = bad_box(b1) || bad_circle(c);
	EXPECT(cb == (!bad && ct), "fp_circle_box = %d, OR over its triangles = %d, bad input "
	       "%d", cb, ct, bad);
	EXPECT(fp_circle_footprint(c, &f1) == cb, "fp_circle_footprint differs from "
	       "fp_circle_box = %d", cb);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_case k;
	fuzz_case_decode(&k, data, size);
	check_orient(k.a.v[0], k.a.v[1], k.a.v[2]);
	check_orient(k.p, k.b.v[0], k.b.v[1]);
	check_points(k.p, k.a.v[0], k.box);
	check_point_in_circle(k.p, k.c);
	check_point_in_tri(k.p, k.a);
	check_tri_overlap(k.a, k.b);
	check_tri_collide(k.a, k.b, k.opts);
	fp_tri_opts exact = { 0.0, true, k.opts.on_boundary };
	check_tri_collide(k.a, k.b, exact);
	check_circles(k.c, k.d);
	check_circle_tri(k.c, k.a);
	check_boxes(k.b1, k.b2, k.c);
	check_box_shapes(k.b2, k.b1);
	check_exact(&k);
	check_motion(&k);
	check_rays(&k);
	check_queries(&k);
	return 0;
}
