/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The seeds' methods as they were written, in floats. Not exact: they are
 * here to be measured against collide.h, and shown side by side in the lab. */
#include "variants.h"

#include <math.h>

#include "predicates.h"

/* Seed 000 (GameDev.net) sign(): the edge function of p3 -> p1 at p1. */
static float sign000(vec2s p1, vec2s p2, vec2s p3)
{
	return (p1.x - p3.x) * (p2.y - p3.y) - (p2.x - p3.x) * (p1.y - p3.y);
}

bool fp_variant_point_in_tri_signs(vec2s p, fp_tri t)
{
	float d1 = sign000(p, t.v[0], t.v[1]);
	float d2 = sign000(p, t.v[1], t.v[2]);
	float d3 = sign000(p, t.v[2], t.v[0]);
	/* The seed's ||, written | so random points cost no mispredictions. */
	bool has_neg = (d1 < 0) | (d2 < 0) | (d3 < 0);
	bool has_pos = (d1 > 0) | (d2 > 0) | (d3 > 0);
	return !(has_neg & has_pos);
}

/* Seed 002's areas (twice the areas, as the seed computes them). */
static void areas002(vec2s p, fp_tri t, float *orig, float *sum)
{
	float x1 = t.v[0].x, y1 = t.v[0].y, x2 = t.v[1].x, y2 = t.v[1].y;
	float x3 = t.v[2].x, y3 = t.v[2].y, px = p.x, py = p.y;
	*orig = fabsf((x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1));
	float area1 = fabsf((x1 - px) * (y2 - py) - (x2 - px) * (y1 - py));
	float area2 = fabsf((x2 - px) * (y3 - py) - (x3 - px) * (y2 - py));
	float area3 = fabsf((x3 - px) * (y1 - py) - (x1 - px) * (y3 - py));
	*sum = area1 + area2 + area3;
}

bool fp_variant_point_in_tri_areas_eq(vec2s p, fp_tri t)
{
	float orig, sum;
	areas002(p, t, &orig, &sum);
	return sum == orig;
}

bool fp_variant_point_in_tri_areas_tol(vec2s p, fp_tri t)
{
	float orig, sum;
	areas002(p, t, &orig, &sum);
	return fabsf(sum - orig) <= FP_VARIANT_AREA_TOL * orig;
}

/* Seed 003: z of the 3D cross product of a and b (both with z = 0). */
static float cross003(vec2s a, vec2s b)
{
	return a.x * b.y - a.y * b.x;
}

bool fp_variant_point_in_tri_normals(vec2s p, fp_tri t)
{
	vec2s a = { { t.v[0].x - p.x, t.v[0].y - p.y } };
	vec2s b = { { t.v[1].x - p.x, t.v[1].y - p.y } };
	vec2s c = { { t.v[2].x - p.x, t.v[2].y - p.y } };
	/* The normals are (0, 0, z): their dot products are products of z. */
	float pbc = cross003(b, c), pca = cross003(c, a), pab = cross003(a, b);
	if (pbc * pca < 0.0f)
		return false;
	return !(pbc * pab < 0.0f);
}

/* Seed 004's point versus line: sign(dy*dx2 - dx*dy2), positive right. */
static int side004(vec2s p, vec2s a, vec2s b)
{
	float dx = b.x - a.x, dy = b.y - a.y;
	float dx2 = p.x - a.x, dy2 = p.y - a.y;
	float v = dy * dx2 - dx * dy2;
	return (v > 0.0f) - (v < 0.0f);
}

bool fp_variant_point_in_tri_sides(vec2s p, fp_tri t)
{
	/* Seed 004: with clockwise winding right is inside, counter-clockwise
	 * left; zero (on an edge line) counts with either. A flat triangle
	 * (winding 0) keeps only points on its line. */
	int winding = side004(t.v[2], t.v[0], t.v[1]);
	for (int i = 0; i < 3; i++) {
		int s = side004(p, t.v[i], t.v[(i + 1) % 3]);
		if (s != 0 && s != winding)
			return false;
	}
	return true;
}

/* Seed 000's Det2D: computed in double from the float coordinates. */
static double det2d(vec2s p1, vec2s p2, vec2s p3)
{
	return fp_d(p1.x) * (fp_d(p2.y) - fp_d(p3.y)) + fp_d(p2.x) * (fp_d(p3.y) - fp_d(p1.y))
		+ fp_d(p3.x) * (fp_d(p1.y) - fp_d(p2.y));
}

static bool all_outside(vec2s p, vec2s q, const fp_tri *o, double eps, bool on_boundary)
{
	for (int k = 0; k < 3; k++) {
		double d = det2d(p, q, o->v[k]);
		if (on_boundary ? !(d < eps) : !(d <= eps))
			return false;
	}
	return true;
}

fp_status fp_variant_tri_collide(fp_tri a, fp_tri b, fp_tri_opts opts, bool *hit)
{
	if (hit == NULL || !fp_finite_tri(a) || !fp_finite_tri(b) || !isfinite(opts.eps))
		return FP_ERR_INPUT;
	fp_tri *tris[2] = { &a, &b };
	for (int i = 0; i < 2; i++) {
		if (det2d(tris[i]->v[0], tris[i]->v[1], tris[i]->v[2]) >= 0.0)
			continue;
		if (!opts.allow_reversed)
			return FP_ERR_WINDING;
		/* The seed reverses into a copy it then drops; reverse for real. */
		vec2s first = tris[i]->v[0];
		tris[i]->v[0] = tris[i]->v[2];
		tris[i]->v[2] = first;
	}
	for (int i = 0; i < 3; i++) {
		int j = (i + 1) % 3;
		if (all_outside(a.v[i], a.v[j], &b, opts.eps, opts.on_boundary)
		    || all_outside(b.v[i], b.v[j], &a, opts.eps, opts.on_boundary)) {
			*hit = false;
			return FP_OK;
		}
	}
	*hit = true;
	return FP_OK;
}

fp_circle_stage fp_variant_circle_tri_stage(fp_circle c, fp_tri t)
{
	/* Seed 001's optimised listing. Its test 2 reads signed(a | b | c) >= 0
	 * (a bitwise trick for fixed point) and its first draft repeats
	 * (centrex - v3x); the evident intent is all three edge functions >= 0,
	 * here for either winding. */
	float rsq = c.radius * c.radius;
	vec2s cv[3];
	float csq[3];
	for (int i = 0; i < 3; i++) {
		cv[i] = (vec2s){ { c.center.x - t.v[i].x, c.center.y - t.v[i].y } };
		csq[i] = cv[i].x * cv[i].x + cv[i].y * cv[i].y - rsq;
		if (csq[i] <= 0.0f)
			return FP_STAGE_VERTEX;
	}
	vec2s e[3];
	float side[3];
	for (int i = 0; i < 3; i++) {
		e[i] = (vec2s){ { t.v[(i + 1) % 3].x - t.v[i].x, t.v[(i + 1) % 3].y - t.v[i].y } };
		side[i] = e[i].y * cv[i].x - e[i].x * cv[i].y;
	}
	if ((side[0] >= 0.0f && side[1] >= 0.0f && side[2] >= 0.0f)
	    || (side[0] <= 0.0f && side[1] <= 0.0f && side[2] <= 0.0f))
		return FP_STAGE_CENTER;
	for (int i = 0; i < 3; i++) {
		float k = cv[i].x * e[i].x + cv[i].y * e[i].y;
		if (k > 0.0f) {
			float len = e[i].x * e[i].x + e[i].y * e[i].y;
			if (k < len && csq[i] * len <= k * k)
				return FP_STAGE_EDGE;
		}
	}
	return FP_STAGE_NONE;
}

bool fp_variant_box_overlap_sat(const fp_footprint *a, const fp_footprint *b)
{
	/* Plain float separating axes on the boxes' four face normals. */
	float dx = b->center.x - a->center.x, dy = b->center.y - a->center.y;
	float ca = a->axis.x, sa = a->axis.y, cb = b->axis.x, sb = b->axis.y;
	float c = fabsf(ca * cb + sa * sb), s = fabsf(ca * sb - sa * cb);
	if (!(a->flags & b->flags & FP_FOOTPRINT_VALID))
		return false;
	return fabsf(dx * ca + dy * sa) <= a->half.x + b->half.x * c + b->half.y * s
		&& fabsf(dy * ca - dx * sa) <= a->half.y + b->half.x * s + b->half.y * c
		&& fabsf(dx * cb + dy * sb) <= b->half.x + a->half.x * c + a->half.y * s
		&& fabsf(dy * cb - dx * sb) <= b->half.y + a->half.x * s + a->half.y * c;
}
