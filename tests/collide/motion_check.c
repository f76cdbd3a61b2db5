/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
#include "motion_check.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "exact_ref.h"

/* The contract's bad box: a NaN or infinite field, a negative half extent. */
static bool motion_bad_box(fp_box b)
{
	return !isfinite(b.center.x) || !isfinite(b.center.y) || !isfinite(b.half.x) ||
	       !isfinite(b.half.y) || !isfinite(b.angle) || b.half.x < 0.0f || b.half.y < 0.0f;
}

static bool finite_tri(fp_tri t)
{
	for (int i = 0; i < 3; i++) {
		if (!isfinite(t.v[i].x) || !isfinite(t.v[i].y))
			return false;
	}
	return true;
}

/* The corners' bounding boxes are apart (plain float compares): then so
 * are the triangles, which lie inside them. A shortcut for long paths. */
static bool corners_apart(const fp_tri a[2], const fp_tri b[2])
{
	float lo[2][2] = { { INFINITY, INFINITY }, { INFINITY, INFINITY } };
	float hi[2][2] = { { -INFINITY, -INFINITY }, { -INFINITY, -INFINITY } };
	const fp_tri *t[2] = { a, b };
	for (int k = 0; k < 2; k++) {
		for (int i = 0; i < 6; i++) {
			vec2s v = t[k][i / 3].v[i % 3];
			lo[k][0] = fminf(lo[k][0], v.x);
			lo[k][1] = fminf(lo[k][1], v.y);
			hi[k][0] = fmaxf(hi[k][0], v.x);
			hi[k][1] = fmaxf(hi[k][1], v.y);
		}
	}
	return hi[0][0] < lo[1][0] || hi[1][0] < lo[0][0] || hi[0][1] < lo[1][1] || hi[1][1] < lo[0][1];
}

/* Some edge normal of either corner quad separates them in double by far
 * more than its rounding (2^-30 of the magnitudes against about 2^-50):
 * then their hulls, which hold the triangles, are apart. Decides most pairs
 * near each other without the slow exact reference. */
static bool axis_apart(const vec2s a[4], const vec2s b[4])
{
	const vec2s *q[2] = { a, b };
	double m = 1.0;
	for (int k = 0; k < 8; k++)
		m = fmax(m, fmax(fabs((double)q[k / 4][k % 4].x), fabs((double)q[k / 4][k % 4].y)));
	for (int k = 0; k < 8; k++) {
		vec2s p0 = q[k / 4][k % 4], p1 = q[k / 4][(k + 1) % 4];
		double nx = (double)p1.y - (double)p0.y, ny = (double)p0.x - (double)p1.x;
		double lo[2] = { HUGE_VAL, HUGE_VAL }, hi[2] = { -HUGE_VAL, -HUGE_VAL };
		for (int j = 0; j < 8; j++) {
			double v = nx * (double)q[j / 4][j % 4].x + ny * (double)q[j / 4][j % 4].y;
			lo[j / 4] = fmin(lo[j / 4], v);
			hi[j / 4] = fmax(hi[j / 4], v);
		}
		double margin = 0x1p-30 * (fabs(nx) + fabs(ny)) * m;
		if (lo[1] - hi[0] > margin || lo[0] - hi[1] > margin)
			return true;
	}
	return false;
}

bool motion_ref_overlap(fp_box a, fp_box b)
{
	if (motion_bad_box(a) || motion_bad_box(b))
		return false;
	fp_tri ta[2], tb[2];
	fp_box_tris(a, ta);
	fp_box_tris(b, tb);
	vec2s ca[4], cb[4];
	fp_box_corners(a, ca);
	fp_box_corners(b, cb);
	if (corners_apart(ta, tb) || axis_apart(ca, cb))
		return false;
	for (int i = 0; i < 2; i++) {
		for (int j = 0; j < 2; j++) {
			if (finite_tri(ta[i]) && finite_tri(tb[j]) && ref_tri_overlap(ta[i], tb[j]))
				return true;
		}
	}
	return false;
}

static bool same_box(fp_box a, fp_box b)
{
	return memcmp(&a, &b, sizeof a) == 0;
}

/* The largest distance, in double, a corner moves from box a to box b. */
static double corner_move(fp_box a, fp_box b)
{
	vec2s ca[4], cb[4];
	fp_box_corners(a, ca);
	fp_box_corners(b, cb);
	double most = 0.0;
	for (int i = 0; i < 4; i++)
		most = fmax(most, hypot((double)cb[i].x - (double)ca[i].x, (double)cb[i].y - (double)ca[i].y));
	return most;
}

static bool fail(char *why, size_t why_len, const char *msg)
{
	snprintf(why, why_len, "%s", msg);
	return false;
}

/* pose is apart from every obstacle; else why names the first it meets. */
static bool apart_from_all(const motion_case *c, fp_box pose, char *why, size_t why_len)
{
	for (size_t i = 0; i < c->count; i++) {
		if (motion_ref_overlap(pose, c->obstacles[i])) {
			snprintf(why, why_len, "the returned pose overlaps obstacle %zu", i);
			return false;
		}
	}
	return true;
}

/* What the box's corners give an edge normal: EDGES (some edge), POINT (all
 * four the same point: no edge) or BEYOND (a corner beyond float range). */
enum corners_kind { EDGES, POINT, BEYOND };

static enum corners_kind corners_kind(fp_box b)
{
	vec2s q[4];
	fp_box_corners(b, q);
	bool same = true;
	for (int i = 0; i < 4; i++) {
		if (!isfinite(q[i].x) || !isfinite(q[i].y))
			return BEYOND;
		same = same && q[i].x == q[0].x && q[i].y == q[0].y;
	}
	return same ? POINT : EDGES;
}

/* A unit vector; (0, 0) when both are points (no edge to take a normal
 * of), and allowed to be when a corner is beyond float range. */
static bool normal_ok(fp_box pose, fp_box obstacle, vec2s normal, char *why, size_t why_len)
{
	double n = hypot((double)normal.x, (double)normal.y);
	enum corners_kind a = corners_kind(pose), b = corners_kind(obstacle);
	if (a == POINT && b == POINT)
		return n == 0.0 || fail(why, why_len, "the normal between two points is not 0");
	if (n == 0.0 && (a == BEYOND || b == BEYOND))
		return true;
	return fabs(n - 1.0) < 1e-5 || fail(why, why_len, "the normal is not a unit vector");
}

static bool hit_ok(const motion_case *c, const fp_motion_result *r, char *why, size_t why_len)
{
	if (r->hit >= c->count)
		return fail(why, why_len, "no obstacle index for a hit");
	fp_box next = fp_motion_pose(c->from, c->to, r->t_next);
	if (!motion_ref_overlap(next, c->obstacles[r->hit]))
		return fail(why, why_len, "the sample at t_next does not overlap obstacles[hit]");
	return normal_ok(r->pose, c->obstacles[r->hit], r->normal, why, why_len);
}

/* The case's options: opts, or FP_MOTION_OPTS_DEFAULT when they are all
 * zero. */
static fp_motion_opts motion_case_opts(const motion_case *c)
{
	if (c->opts.unit == 0.0f && c->opts.max_samples == 0)
		return FP_MOTION_OPTS_DEFAULT;
	return c->opts;
}

/* The case's unit, in double. */
static double unit_of(const motion_case *c)
{
	return (double)motion_case_opts(c).unit;
}

static bool blocked_ok(const motion_case *c, const fp_motion_result *r, char *why, size_t why_len)
{
	if (!(r->t < r->t_next && r->t_next <= 1.0f && r->t >= 0.0f))
		return fail(why, why_len, "BLOCKED needs 0 <= t < t_next <= 1");
	if (!hit_ok(c, r, why, why_len))
		return false;
	fp_box next = fp_motion_pose(c->from, c->to, r->t_next);
	double move = corner_move(r->pose, next);
	if (!(move <= 0x1p-10 * unit_of(c)) && r->t_next != nextafterf(r->t, 2.0f)) {
		snprintf(why, why_len, "the next sample is %g units further (over 1/1024 unit) and "
		         "t_next %a is not the float after t %a", move, (double)r->t_next, (double)r->t);
		return false;
	}
	return apart_from_all(c, r->pose, why, why_len);
}

static bool no_hit(const fp_motion_result *r)
{
	return r->hit == FP_MOTION_NONE && r->normal.x == 0.0f && r->normal.y == 0.0f &&
	       r->t_next == r->t;
}

static bool status_ok(const motion_case *c, const fp_motion_result *r, char *why, size_t why_len)
{
	switch (r->status) {
	case FP_MOTION_REACHED:
		if (r->t != 1.0f || !same_box(r->pose, c->to) || !no_hit(r))
			return fail(why, why_len, "REACHED needs t = 1, pose = to, no hit");
		return apart_from_all(c, r->pose, why, why_len);
	case FP_MOTION_BLOCKED:
		return blocked_ok(c, r, why, why_len);
	case FP_MOTION_OVERLAPPING:
		if (r->t != 0.0f || r->t_next != 0.0f)
			return fail(why, why_len, "OVERLAPPING needs t = t_next = 0");
		return hit_ok(c, r, why, why_len);
	case FP_MOTION_UNRESOLVED:
		if (!(r->t >= 0.0f && r->t < 1.0f) || !no_hit(r))
			return fail(why, why_len, "UNRESOLVED needs 0 <= t < 1 and no hit");
		return apart_from_all(c, r->pose, why, why_len);
	default:
		return fail(why, why_len, "the status is none of fp_motion_status");
	}
}

bool motion_result_ok(const motion_case *c, const fp_motion_result *r, char *why, size_t why_len)
{
	fp_motion_opts o = motion_case_opts(c);
	bool bad = motion_bad_box(c->from) || motion_bad_box(c->to) ||
	           !(o.unit > 0.0f && o.unit <= FLT_MAX) || o.max_samples == 0;
	if (bad != (r->status == FP_MOTION_BAD_INPUT))
		return fail(why, why_len, bad ? "bad input not reported" : "good input called bad");
	if (bad) {
		if (r->t != 0.0f || !same_box(r->pose, c->from) || !no_hit(r))
			return fail(why, why_len, "BAD_INPUT needs t = 0, pose = from, no hit");
		return true;
	}
	if (!same_box(r->pose, fp_motion_pose(c->from, c->to, r->t)))
		return fail(why, why_len, "pose is not fp_motion_pose(from, to, t) bit for bit");
	return status_ok(c, r, why, why_len);
}

bool motion_clear_ok(const motion_case *c, const fp_motion_result *r, char *why, size_t why_len)
{
	bool clear = fp_motion_clear_opts(c->from, c->to, c->fps, c->count, motion_case_opts(c));
	if (clear != (r->status == FP_MOTION_REACHED))
		return fail(why, why_len, "fp_motion_clear disagrees with fp_motion_sweep");
	return true;
}

/* Corners as far out as this are rounded to within 2^-7 unit (a float's
 * spacing there is 2^-6), and the sine and cosine's 2^-25 error moves them
 * less: the ideal box shrunk by 1/4 then lies inside the footprint made
 * from the float corners. Farther out it need not (at 2^63 a corner is
 * rounded by thousands of units), so there is no core to check. */
#define CORE_REACH 0x1p17f

/* The box shrunk by d on each side; false when it has nothing left, or no
 * core the footprint surely holds (a corner beyond CORE_REACH units). */
static bool shrunk(fp_box b, float d, float unit, fp_box *out)
{
	if (!(b.half.x > d && b.half.y > d))
		return false;
	vec2s corner[4];
	fp_box_corners(b, corner);
	for (int k = 0; k < 4; k++) {
		if (!(fabsf(corner[k].x) <= CORE_REACH * unit && fabsf(corner[k].y) <= CORE_REACH * unit))
			return false;
	}
	*out = b;
	out->half.x -= d;
	out->half.y -= d;
	return true;
}

/* The exact motion's largest point speed (per unit t), as motion.h plans. */
static double motion_speed(fp_box a, fp_box b)
{
	double r = hypot(fmax((double)a.half.x, (double)b.half.x), fmax((double)a.half.y, (double)b.half.y));
	return hypot((double)b.center.x - (double)a.center.x, (double)b.center.y - (double)a.center.y) +
	       fabs((double)b.angle - (double)a.angle) * r +
	       hypot((double)b.half.x - (double)a.half.x, (double)b.half.y - (double)a.half.y);
}

double motion_path_poses(const motion_case *c, const fp_motion_result *r)
{
	if (r->status == FP_MOTION_BAD_INPUT || r->status == FP_MOTION_OVERLAPPING)
		return 0.0;
	return ceil(motion_speed(c->from, c->to) * (double)r->t * 16.0 / unit_of(c));
}

bool motion_path_ok(const motion_case *c, const fp_motion_result *r, long max_poses, char *why,
                    size_t why_len)
{
	if (r->status == FP_MOTION_BAD_INPUT || r->status == FP_MOTION_OVERLAPPING)
		return true;
	double poses = motion_path_poses(c, r);
	if (!(poses <= (double)max_poses)) {
		snprintf(why, why_len, "the path needs %g poses, more than %ld", poses, max_poses);
		return false;
	}
	for (size_t i = 0; i < c->count; i++) {
		fp_box core;
		float unit = motion_case_opts(c).unit;
		if (!shrunk(c->obstacles[i], 0.25f * unit, unit, &core))
			continue;
		for (long k = 0; k <= (long)poses; k++) {
			float t = poses > 0.0 ? (float)((double)r->t * (double)k / poses) : 0.0f;
			if (motion_ref_overlap(fp_motion_pose(c->from, c->to, t), core)) {
				snprintf(why, why_len, "the pose at t = %a (of %a) meets obstacle %zu shrunk "
				         "by 1/4", (double)t, (double)r->t, i);
				return false;
			}
		}
	}
	return true;
}
