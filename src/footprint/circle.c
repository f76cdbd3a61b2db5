/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Circles: against circles, and against triangles by seed 001's three stages
 * (a vertex in the disc, the centre in the triangle, an edge within the
 * radius), without square roots or divisions, decided exactly. */
#include <footprint/seeds.h>

#include "predicates.h"

bool fp_circle_circle(fp_circle a, fp_circle b)
{
	if (!fp_circle_ok(a) || !fp_circle_ok(b))
		return false;
	return fp_dist2_sign(a.center, b.center, a.radius, b.radius) <= 0;
}

/* Exact sign of cross(B-A, C-A)^2 - r^2 |B-A|^2, degree 4. */
static int edge_distance_sign_exact(vec2s c, double r2, vec2s a, vec2s b)
{
	double t[6], x[8], x2[FP_EXP_MAX], l[8], rl[16], sum[FP_EXP_MAX];
	fp_orient_terms(a, b, c, t);
	int xlen = fp_exp_from_terms(6, t, x);
	int x2len = fp_exp_mul(xlen, x, xlen, x, x2);
	double ax = fp_d(a.x), ay = fp_d(a.y), bx = fp_d(b.x), by = fp_d(b.y);
	double lt[6] = {
		bx * bx, -2.0 * (ax * bx), ax * ax,
		by * by, -2.0 * (ay * by), ay * ay,
	};
	int llen = fp_exp_from_terms(6, lt, l);
	int rllen = fp_exp_scale(llen, l, -r2, rl);
	int n = fp_exp_sum(x2len, x2, rllen, rl, sum);
	return fp_exp_sign(n, sum);
}

/* The squared distance from c to the line AB, times |B-A|^2, against
 * r^2 |B-A|^2: cross(B-A, C-A)^2 <= r^2 |B-A|^2. */
static bool line_within(vec2s c, float radius, vec2s a, vec2s b)
{
	/* Fast path: cr is within ec of the cross product (Shewchuk's orient
	 * bound), len within 5u relative of |B-A|^2 (two rounded differences,
	 * squared and summed); each further operation rounds by at most u, which
	 * the 2^-50 and 2^-48 factors cover. */
	double r2 = fp_d(radius) * fp_d(radius);
	double ex = fp_d(b.x) - fp_d(a.x), ey = fp_d(b.y) - fp_d(a.y);
	double wx = fp_d(c.x) - fp_d(a.x), wy = fp_d(c.y) - fp_d(a.y);
	double l = ex * wy, r = ey * wx;
	double cr = fabs(l - r);
	double ec = FP_CCW_ERRBOUND_A * (fabs(l) + fabs(r)) * (1.0 + 0x1p-40);
	double len = ex * ex + ey * ey;
	double hi = (cr + ec) * (1.0 + 0x1p-50);
	double lo = (cr > ec ? cr - ec : 0.0) * (1.0 - 0x1p-50);
	if (hi * hi * (1.0 + 0x1p-50) < r2 * len * (1.0 - 0x1p-48))
		return true;
	if (lo * lo * (1.0 - 0x1p-50) > r2 * len * (1.0 + 0x1p-48))
		return false;
	return edge_distance_sign_exact(c, r2, a, b) <= 0;
}

/* Seed 001's third stage: the foot of the perpendicular from c falls on the
 * closed segment AB (0 <= (C-A).(B-A) <= |B-A|^2) and lies within r. */
static bool edge_within(vec2s c, float radius, vec2s a, vec2s b)
{
	if (a.x == b.x && a.y == b.y)
		return false;
	/* (C-A).(B-A) >= 0 and (B-A).(B-C) >= 0. */
	if (fp_dot_sign(a, c, a, b) < 0 || fp_dot_sign(a, b, c, b) < 0)
		return false;
	return line_within(c, radius, a, b);
}

fp_circle_stage fp_circle_tri_stage(fp_circle c, fp_tri t)
{
	if (!fp_circle_ok(c) || !fp_finite_tri(t))
		return FP_STAGE_NONE;
	for (int i = 0; i < 3; i++) {
		if (fp_point_in_circle(t.v[i], c))
			return FP_STAGE_VERTEX;
	}
	/* Only a triangle with area has an inside; a flat one's points are on
	 * its edges, which the next stage finds. */
	if (fp_orient_sign(t.v[0], t.v[1], t.v[2]) != 0 && fp_point_in_tri(c.center, t))
		return FP_STAGE_CENTER;
	for (int i = 0; i < 3; i++) {
		if (edge_within(c.center, c.radius, t.v[i], t.v[(i + 1) % 3]))
			return FP_STAGE_EDGE;
	}
	return FP_STAGE_NONE;
}

bool fp_circle_tri(fp_circle c, fp_tri t)
{
	return fp_circle_tri_stage(c, t) != FP_STAGE_NONE;
}
