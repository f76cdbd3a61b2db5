/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The fuzz case's ray casts against the exact reference (collide_ray.h). */
#include "collide_ray.h"

#include <math.h>

#include <footprint/ray.h>

#include "exact_ref.h"

static bool unit_or_zero(vec2s n)
{
	double len = hypot((double)n.x, (double)n.y);
	return fabs(len - 1.0) <= 1e-6 || (n.x == 0.0f && n.y == 0.0f);
}

static void check_hit(fp_ray_hit h, const char *what)
{
	if (!h.hit)
		EXPECT(h.t == 0.0f && h.normal.x == 0.0f && h.normal.y == 0.0f,
		       "%s: a miss with t %a normal (%a, %a)", what, (double)h.t,
		       (double)h.normal.x, (double)h.normal.y);
	EXPECT(h.t >= 0.0f && h.t <= 1.0f, "%s: t %a outside [0, 1]", what, (double)h.t);
	EXPECT(unit_or_zero(h.normal), "%s: normal (%a, %a) is neither unit nor zero", what,
	       (double)h.normal.x, (double)h.normal.y);
}

static void check_footprint_ray(vec2s from, vec2s to, fp_box b)
{
	fp_footprint f = fp_footprint_of(b);
	fp_ray_hit h = fp_ray_footprint(from, to, &f);
	check_hit(h, "fp_ray_footprint");
	if (bad_vec(from) || bad_vec(to) || bad_box(b)) {
		EXPECT(!h.hit, "fp_ray_footprint on bad input hits");
		return;
	}
	ref_ray want = ref_ray_corners(from, to, f.corner);
	EXPECT(h.hit == want.hit && h.t == want.t,
	       "fp_ray_footprint gives hit %d t %a, the exact reference hit %d t %a", h.hit,
	       (double)h.t, want.hit, (double)want.t);
	EXPECT(fp_ray_footprint(to, from, &f).hit == h.hit,
	       "fp_ray_footprint hits %d one way and not the same the other", h.hit);
	fp_tri t[2];
	fp_footprint_tris(&f, t);
	EXPECT(fp_ray_footprint(from, from, &f).hit == (fp_point_in_tri(from, t[0]) || fp_point_in_tri(from, t[1])),
	       "fp_ray_footprint of a point differs from the point in its triangles");
}

static void check_circle_ray(vec2s from, vec2s to, fp_circle c)
{
	fp_ray_hit h = fp_ray_circle(from, to, c);
	check_hit(h, "fp_ray_circle");
	if (bad_vec(from) || bad_vec(to) || bad_circle(c)) {
		EXPECT(!h.hit, "fp_ray_circle on bad input hits");
		return;
	}
	ref_ray want = ref_ray_circle(from, to, c);
	EXPECT(h.hit == want.hit && h.t == want.t,
	       "fp_ray_circle gives hit %d t %a, the exact reference hit %d t %a", h.hit,
	       (double)h.t, want.hit, (double)want.t);
	EXPECT(fp_ray_circle(to, from, c).hit == h.hit,
	       "fp_ray_circle hits %d one way and not the same the other", h.hit);
	EXPECT(fp_ray_circle(from, from, c).hit == fp_point_in_circle(from, c),
	       "fp_ray_circle of a point differs from fp_point_in_circle");
}

void check_rays(const fuzz_case *k)
{
	check_footprint_ray(k->p, k->a.v[0], k->b1);
	check_footprint_ray(k->a.v[1], k->a.v[2], k->b2);
	check_circle_ray(k->p, k->b.v[0], k->c);
	check_circle_ray(k->b.v[1], k->b.v[2], k->d);
}
