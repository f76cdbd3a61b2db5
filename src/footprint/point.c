/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Point tests: seed 004's point vs point, AABB, circle and line side, and
 * point in triangle by edge signs (seed 000), all decided exactly. */
#include <footprint/seeds.h>

#include "predicates.h"

bool fp_point_point(vec2s a, vec2s b)
{
	if (!fp_finite_vec(a) || !fp_finite_vec(b))
		return false;
	return a.x == b.x && a.y == b.y;
}

int fp_point_line_side(vec2s p, vec2s a, vec2s b)
{
	return -fp_orient(a, b, p);
}

bool fp_point_in_aabb(vec2s p, fp_aabb box)
{
	if (!fp_finite_vec(p) || !fp_finite_vec(box.min) || !fp_finite_vec(box.max))
		return false;
	return box.min.x <= p.x && p.x <= box.max.x && box.min.y <= p.y && p.y <= box.max.y;
}

bool fp_point_in_circle(vec2s p, fp_circle c)
{
	if (!fp_finite_vec(p) || !fp_circle_ok(c))
		return false;
	return fp_dist2_sign(p, c.center, c.radius, 0.0f) <= 0;
}

bool fp_point_in_tri(vec2s p, fp_tri t)
{
	if (!fp_finite_vec(p) || !fp_finite_tri(t))
		return false;
	/* Three fast signs without branches; only when one is unproven are
	 * they redone exactly. */
	bool s1, s2, s3;
	int d1 = fp_orient_fast(t.v[0], t.v[1], p, &s1);
	int d2 = fp_orient_fast(t.v[1], t.v[2], p, &s2);
	int d3 = fp_orient_fast(t.v[2], t.v[0], p, &s3);
	if (!(s1 & s2 & s3)) {
		d1 = fp_orient_sign(t.v[0], t.v[1], p);
		d2 = fp_orient_sign(t.v[1], t.v[2], p);
		d3 = fp_orient_sign(t.v[2], t.v[0], p);
	}
	bool has_neg = (d1 < 0) | (d2 < 0) | (d3 < 0);
	bool has_pos = (d1 > 0) | (d2 > 0) | (d3 > 0);
	/* The three signed sub-areas sum to the triangle's: for a zero-area
	 * triangle a nonzero one forces mixed signs, so unmixed nonzero signs
	 * mean area and p inside. All zero means p is on all three edge lines,
	 * which only a zero-area triangle allows: then it is the segment (or
	 * point) its vertices cover, the longest of its three edges. */
	if (has_neg | has_pos)
		return !(has_neg & has_pos);
	for (int i = 0; i < 3; i++) {
		if (fp_collinear_on_segment(p, t.v[i], t.v[(i + 1) % 3]))
			return true;
	}
	return false;
}
