/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* collide_motion.c: fp_motion_* under the fuzzer's floats. */
#include "collide_motion.h"

#include <math.h>
#include <string.h>

#include <footprint/motion.h>

#include "motion_check.h"

/* Where the side test and the path test are exact enough and cheap: centres
 * below 2^16, half extents and angles below 2^10 (the wall's corners then
 * round by far less than the 1/2 unit its centre line keeps from the box). */
static bool moderate(fp_box b)
{
	return !bad_box(b) && fabsf(b.center.x) < 0x1p16f && fabsf(b.center.y) < 0x1p16f &&
	       b.half.x < 0x1p10f && b.half.y < 0x1p10f && fabsf(b.angle) < 0x1p10f;
}

/* A wall 1 unit thick square across the middle of the motion, too long for
 * the box to pass its ends: ending on its far side is tunnelling. */
static bool wall_across(fp_box from, fp_box to, fp_box *wall)
{
	double dx = (double)to.center.x - (double)from.center.x;
	double dy = (double)to.center.y - (double)from.center.y, len = hypot(dx, dy);
	if (!moderate(from) || !moderate(to) || !(len > 0x1p-10))
		return false;
	double reach = len + 2.0 * (hypot((double)from.half.x, (double)from.half.y) +
	                            hypot((double)to.half.x, (double)to.half.y)) + 2.0;
	*wall = (fp_box){
		.center = { { (float)((double)from.center.x + dx / 2), (float)((double)from.center.y + dy / 2) } },
		.half = { { (float)reach, 0.5f } },
		.angle = (float)(atan2(dy, dx) + 1.5707963267948966),
	};
	return true;
}

/* The side of the wall's centre line p is on (+1, -1; 0 on it). */
static int side(fp_box wall, vec2s p)
{
	double ux = cos((double)wall.angle), uy = sin((double)wall.angle);
	double s = ux * ((double)p.y - (double)wall.center.y) - uy * ((double)p.x - (double)wall.center.x);
	return (s > 0) - (s < 0);
}

static void check_not_crossed(fp_box wall, fp_box from, const fp_motion_result *r)
{
	if (motion_ref_overlap(from, wall) || r->status == FP_MOTION_OVERLAPPING)
		return;
	int start = side(wall, from.center);
	vec2s q[4];
	fp_box_corners(r->pose, q);
	for (int i = 0; i < 4; i++)
		EXPECT(side(wall, q[i]) == start, "fp_motion_sweep crossed a wall 1 unit thick: "
		       "status %d, t %a, corner %d on the far side", (int)r->status, (double)r->t, i);
}

static void check_pose_in_bounds(fp_box from, fp_box to, float t)
{
	fp_box p = fp_motion_pose(from, to, t);
	if (!(t > 0.0f))
		EXPECT(memcmp(&p, &from, sizeof p) == 0, "fp_motion_pose(b1, b2, %a) is not b1", (double)t);
	if (t >= 1.0f)
		EXPECT(memcmp(&p, &to, sizeof p) == 0, "fp_motion_pose(b1, b2, %a) is not b2", (double)t);
	if (bad_box(from) || bad_box(to))
		return;
	fp_aabb reach = fp_motion_bounds(from, to);
	fp_footprint f = fp_footprint_of(p);
	for (int i = 0; i < 4; i++) {
		vec2s c = f.corner[i];
		EXPECT(reach.min.x <= c.x && c.x <= reach.max.x && reach.min.y <= c.y && c.y <= reach.max.y,
		       "corner %d (%a, %a) of the pose at t %a lies outside fp_motion_bounds", i,
		       (double)c.x, (double)c.y, (double)t);
	}
}

void check_motion(const fuzz_case *k)
{
	fp_box from = k->b1, to = k->b2;
	if (!k->opts.allow_reversed)
		to.half = from.half;
	fp_box obs[3] = {
		{ k->a.v[0], k->a.v[1], k->a.v[2].x },
		{ k->c.center, { { k->c.radius, k->d.radius } }, k->d.center.x },
		k->b2,
	};
	bool walled = wall_across(from, to, &obs[2]);
	fp_footprint fps[3];
	for (int i = 0; i < 3; i++)
		fps[i] = fp_footprint_of(obs[i]);
	fp_motion_result r = fp_motion_sweep(from, to, fps, 3);
	motion_case c = { from, to, obs, fps, 3, { 0.0f, 0 } };
	char why[300];
	EXPECT(motion_result_ok(&c, &r, why, sizeof why), "fp_motion_sweep(b1 -> b2): %s (status %d, "
	       "t %a, t_next %a, hit %zu, %u samples)", why, (int)r.status, (double)r.t,
	       (double)r.t_next, r.hit, r.samples);
	/* fp_motion_clear walks the same samples again: on the cheap motions
	 * only, where most of them are (the unit tests check it on all). */
	if (r.samples <= 64)
		EXPECT(motion_clear_ok(&c, &r, why, sizeof why), "fp_motion_clear(b1 -> b2): %s", why);
	check_pose_in_bounds(from, to, k->p.x);
	check_pose_in_bounds(from, to, r.t_next);
	if (!walled)
		return;
	check_not_crossed(obs[2], from, &r);
	if (motion_path_poses(&c, &r) <= 20000.0)
		EXPECT(motion_path_ok(&c, &r, 20000, why, sizeof why), "fp_motion_sweep: %s", why);
}
