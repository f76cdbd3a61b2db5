/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Exact ray casts against a footprint and a circle (ray.h). */
#include <footprint/ray.h>

#include <math.h>
#include <string.h>

#include "predicates.h"
#include "ray_clip.h"

static fp_ray_hit ray_miss(void)
{
	fp_ray_hit h = { false, 0.0f, {{0.0f, 0.0f}} };
	return h;
}

static fp_ray_hit hit_of(fp_ray_clip r, const fp_ray_con *con)
{
	fp_ray_hit h = ray_miss();
	if (!r.hit)
		return h;
	h.hit = true;
	h.t = r.t;
	if (r.con >= 0)
		h.normal = fp_ray_con_normal(&con[r.con]);
	return h;
}

static bool same_point(vec2s p, vec2s q)
{
	return p.x == q.x && p.y == q.y;
}

/* The two triangles' shared edge (corners 0 and 2), inside the footprint:
 * never the edge a ray first meets when the other triangle offers one. */
static bool on_diagonal(const fp_ray_con *c, const fp_footprint *f)
{
	return c->kind == FP_CON_ORIENT
		&& ((same_point(c->a, f->corner[0]) && same_point(c->b, f->corner[2]))
		    || (same_point(c->a, f->corner[2]) && same_point(c->b, f->corner[0])));
}

/* A convex footprint is one quad: four edges instead of six. */
static fp_ray_hit ray_quad(vec2s from, vec2s to, const fp_footprint *f)
{
	fp_ray_con con[4];
	for (int i = 0; i < 4; i++) {
		con[i].kind = FP_CON_ORIENT;
		con[i].a = f->corner[i];
		con[i].b = f->corner[(i + 1) % 4];
	}
	return hit_of(fp_ray_clip_convex(con, 4, from, to), con);
}

/* The union of the two triangles (a triangle with a corner beyond float
 * range is bad input and meets nothing, as in the pair tests): the earlier
 * contact, and on a tie the outer edge rather than the diagonal. */
static fp_ray_hit ray_tris(vec2s from, vec2s to, const fp_footprint *f)
{
	static const int tri[2][3] = { { 0, 1, 2 }, { 0, 2, 3 } };
	fp_ray_hit best = ray_miss();
	bool best_diag = false;
	for (int k = 0; k < 2; k++) {
		const vec2s *c = f->corner;
		vec2s p0 = c[tri[k][0]], p1 = c[tri[k][1]], p2 = c[tri[k][2]];
		if (!fp_finite_vec(p0) || !fp_finite_vec(p1) || !fp_finite_vec(p2))
			continue;
		fp_ray_con con[FP_RAY_CON_MAX];
		int n = fp_ray_cons_tri(p0, p1, p2, con);
		fp_ray_clip r = fp_ray_clip_convex(con, n, from, to);
		if (!r.hit)
			continue;
		bool diag = r.con >= 0 && on_diagonal(&con[r.con], f);
		if (best.hit && (r.t > best.t || (r.t == best.t && (diag || !best_diag))))
			continue;
		best = hit_of(r, con);
		best_diag = diag;
	}
	if (best_diag && best.t == 0.0f) {
		/* from lies on the diagonal only: inside the footprint */
		best.normal.x = 0.0f;
		best.normal.y = 0.0f;
	}
	return best;
}

fp_ray_hit fp_ray_footprint(vec2s from, vec2s to, const fp_footprint *f)
{
	if (!fp_finite_vec(from) || !fp_finite_vec(to) || !(f->flags & FP_FOOTPRINT_VALID))
		return ray_miss();
	fp_aabb b = f->bounds;
	bool finite = fp_finite_vec(b.min) && fp_finite_vec(b.max);
	/* The segment lies in its bounding box and the footprint in its own. */
	if (finite && fp_aabb_apart(fp_segment_bounds(from, to), b))
		return ray_miss();
	if ((f->flags & FP_FOOTPRINT_CONVEX) && finite)
		return ray_quad(from, to, f);
	return ray_tris(from, to, f);
}
