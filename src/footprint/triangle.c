/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Triangle against triangle: closed overlap, interior overlap, and seed 000's
 * RosettaCode TriangleTriangleCollision, all decided exactly. */
#include "predicates.h"

/* Closed segments pq and rs share a point (either may be a single point). */
static bool segments_meet(vec2s p, vec2s q, vec2s r, vec2s s)
{
	int o1 = fp_orient_sign(p, q, r);
	int o2 = fp_orient_sign(p, q, s);
	int o3 = fp_orient_sign(r, s, p);
	int o4 = fp_orient_sign(r, s, q);
	if (o1 * o2 < 0 && o3 * o4 < 0)
		return true;
	return (o1 == 0 && fp_collinear_on_segment(r, p, q))
		|| (o2 == 0 && fp_collinear_on_segment(s, p, q))
		|| (o3 == 0 && fp_collinear_on_segment(p, r, s))
		|| (o4 == 0 && fp_collinear_on_segment(q, r, s));
}

/* Closed overlap for any triangles, degenerate ones included: either some
 * edges meet, or one triangle holds a vertex of the other (which covers one
 * lying wholly inside the other). */
static bool overlap_general(const fp_tri *a, const fp_tri *b)
{
	for (int i = 0; i < 3; i++) {
		for (int j = 0; j < 3; j++) {
			if (segments_meet(a->v[i], a->v[(i + 1) % 3], b->v[j], b->v[(j + 1) % 3]))
				return true;
		}
	}
	return fp_point_in_tri(a->v[0], *b) || fp_point_in_tri(b->v[0], *a);
}

/* Every vertex of o is strictly right of p->q (closed) or right of or on it
 * (!closed), that is D(p, q, r) - eps < 0 (or <= 0) for each vertex r. */
static inline bool edge_separates(vec2s p, vec2s q, const fp_tri *o, double eps, bool closed)
{
	if (eps != 0.0) {
		for (int k = 0; k < 3; k++) {
			int s = fp_orient_eps(p, q, o->v[k], eps);
			if (closed ? s >= 0 : s > 0)
				return false;
		}
		return true;
	}
	/* fp_orient_sign with the edge's differences shared: D(p, q, r) =
	 * (q - p) x (r - p), products of two rounded differences, so
	 * Shewchuk's bound holds as it does there. A vertex separates when
	 * D < 0 (closed) or D <= 0 (!closed). */
	double px = fp_d(p.x), py = fp_d(p.y);
	double ex = fp_d(q.x) - px, ey = fp_d(q.y) - py;
	for (int k = 0; k < 3; k++) {
		double l = ex * (fp_d(o->v[k].y) - py);
		double r = ey * (fp_d(o->v[k].x) - px);
		double det = l - r;
		double err = FP_CCW_ERRBOUND_A * (fabs(l) + fabs(r));
		if (det < -err)
			continue;
		if (det > err)
			return false;
		int s = fp_orient_exact(p, q, o->v[k], 0.0);
		if (closed ? s >= 0 : s > 0)
			return false;
	}
	return true;
}

/* Seed 000's loop: some directed edge of either (counter-clockwise) triangle
 * has the other wholly on its outer side. For eps 0 and triangles of nonzero
 * area this is the separating axis theorem: two disjoint convex polygons are
 * separated by the line through one of their edges. */
static inline bool some_edge_separates(const fp_tri *a, const fp_tri *b, double eps, bool closed)
{
	for (int i = 0; i < 3; i++) {
		int j = (i + 1) % 3;
		if (edge_separates(a->v[i], a->v[j], b, eps, closed)
		    || edge_separates(b->v[i], b->v[j], a, eps, closed))
			return true;
	}
	return false;
}

/* The triangle's orientation; a clockwise one is turned counter-clockwise
 * by swapping its first and last vertex, as the seed's CheckTriWinding. */
static int make_ccw(fp_tri *t)
{
	int o = fp_orient_sign(t->v[0], t->v[1], t->v[2]);
	if (o < 0) {
		vec2s first = t->v[0];
		t->v[0] = t->v[2];
		t->v[2] = first;
	}
	return o;
}

static inline float tri_min(fp_tri t, int axis)
{
	return fp_minf(fp_minf(t.v[0].raw[axis], t.v[1].raw[axis]), t.v[2].raw[axis]);
}

static inline float tri_max(fp_tri t, int axis)
{
	return fp_maxf(fp_maxf(t.v[0].raw[axis], t.v[1].raw[axis]), t.v[2].raw[axis]);
}

bool fp_tri_overlap(fp_tri a, fp_tri b)
{
	if (!fp_finite_tri(a) || !fp_finite_tri(b))
		return false;
	/* Bounds apart (exact float compares) puts the triangles apart. */
	if (tri_max(a, 0) < tri_min(b, 0) || tri_max(b, 0) < tri_min(a, 0)
	    || tri_max(a, 1) < tri_min(b, 1) || tri_max(b, 1) < tri_min(a, 1))
		return false;
	if (make_ccw(&a) == 0 || make_ccw(&b) == 0)
		return overlap_general(&a, &b);
	return !some_edge_separates(&a, &b, 0.0, true);
}

bool fp_tri_overlap_interior(fp_tri a, fp_tri b)
{
	if (!fp_finite_tri(a) || !fp_finite_tri(b))
		return false;
	/* A zero-area triangle has no interior. Open convex sets are disjoint
	 * iff an edge line has the other on its closed outer side. */
	if (make_ccw(&a) == 0 || make_ccw(&b) == 0)
		return false;
	return !some_edge_separates(&a, &b, 0.0, false);
}

fp_status fp_tri_collide(fp_tri a, fp_tri b, fp_tri_opts opts, bool *hit)
{
	if (hit == NULL || !fp_finite_tri(a) || !fp_finite_tri(b) || !isfinite(opts.eps))
		return FP_ERR_INPUT;
	/* The seed reverses a clockwise copy and then throws it away; here the
	 * reversed triangle is the one tested. */
	fp_tri ra = a, rb = b;
	if (fp_orient_sign(a.v[0], a.v[1], a.v[2]) < 0 || fp_orient_sign(b.v[0], b.v[1], b.v[2]) < 0) {
		if (!opts.allow_reversed)
			return FP_ERR_WINDING;
		make_ccw(&ra);
		make_ccw(&rb);
	}
	*hit = !some_edge_separates(&ra, &rb, opts.eps, opts.on_boundary);
	return FP_OK;
}
