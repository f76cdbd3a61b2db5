/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Generated motions against obstacles (footprint/motion.h), every answer
 * checked with the exact reference (motion_check.h): the pose returned is
 * apart, the end is reached or the next sample overlaps at most 1/1024 unit
 * further, no pose up to the stop cuts 1/4 unit into an obstacle, and a wall
 * is never crossed. Each kind below also knows what it must end as: a gap
 * just wider than the box lets it through, one just narrower stops it, a
 * wall 1 unit thick stops a box at 5,000 units/s over 1/60 s from 64
 * directions.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_main.h"

#include <footprint/motion.h>

#include "gen.h"
#include "motion_check.h"
#include "report.h"

enum { OBS_MAX = 24, CASES_PER_KIND = 400, PATH_POSES_MAX = 400000 };
static const uint64_t MOTION_SEED = 0x6d6f74696f6e2121u;
static const float TAU_F = 6.2831853f;
/* 5,000 units/s over one 1/60 s tick. */
static const float FAST_STEP = 5000.0f / 60.0f;

/* What a kind must end as, beyond motion.h's promises. */
enum expect { EXPECT_ANY, EXPECT_REACHED, EXPECT_BLOCKED, EXPECT_OVERLAPPING, EXPECT_FREE };

static const char *expect_name[] = { "any", "reached", "blocked", "overlapping", "free" };

typedef struct mcase {
	fp_box from, to;
	fp_box obs[OBS_MAX];
	size_t count;
	enum expect expect;
	bool wall; /* obs[0] is a long wall: the box must stay on from's side of it */
} mcase;

typedef struct mkind {
	const char *name;
	void (*make)(gen_rng *r, int index, mcase *c);
	bool both; /* its cases must end both ways (reached and blocked) */
} mkind;

static float uni(gen_rng *r, float lo, float hi)
{
	return (float)((double)lo + ((double)hi - (double)lo) * gen_unit(r));
}

static fp_box box(float cx, float cy, float hx, float hy, float angle)
{
	return (fp_box){ .center = { { cx, cy } }, .half = { { hx, hy } }, .angle = angle };
}

static fp_box box_random(gen_rng *r, float spread, float hmin, float hmax)
{
	return box(uni(r, -spread, spread), uni(r, -spread, spread), uni(r, hmin, hmax),
	           uni(r, hmin, hmax), uni(r, 0, TAU_F));
}

/* The box's ideal extent along the unit vector (nx, ny). */
static double extent(fp_box b, double nx, double ny)
{
	double c = cos((double)b.angle), s = sin((double)b.angle);
	return (double)b.half.x * fabs(c * nx + s * ny) + (double)b.half.y * fabs(-s * nx + c * ny);
}

/* A box near the motion's straight path (from s0 to s1 of the way, within
 * spread), not overlapping where the motion starts (tries a few). */
static fp_box box_on_path(gen_rng *r, const mcase *c, double s0, double s1, float spread,
                          float hmin, float hmax)
{
	fp_box b;
	for (int tries = 0; tries < 8; tries++) {
		float s = uni(r, s0, s1);
		b = box_random(r, spread, hmin, hmax);
		b.center.x += c->from.center.x + s * (c->to.center.x - c->from.center.x);
		b.center.y += c->from.center.y + s * (c->to.center.y - c->from.center.y);
		if (!motion_ref_overlap(b, c->from))
			break;
	}
	return b;
}

/* A motion of up to one fast step and a turn, toward a few boxes on its
 * way. */
static void make_toward(gen_rng *r, int index, mcase *c)
{
	(void)index;
	c->from = box_random(r, 50, 0.5f, 8);
	float a = uni(r, 0, TAU_F), len = uni(r, 0, FAST_STEP);
	c->to = c->from;
	c->to.center.x += len * cosf(a);
	c->to.center.y += len * sinf(a);
	if (gen_int(r, 0, 1))
		c->to.angle += uni(r, -1.5, 1.5);
	if (gen_int(r, 0, 9) == 0)
		c->to.half.x *= uni(r, 0.5, 2);
	c->count = (size_t)gen_int(r, 1, 4);
	for (size_t i = 0; i < c->count; i++)
		c->obs[i] = box_on_path(r, c, 0, 1, 10, 0.5f, 10);
}

/* A long wall of half thickness h at angle phi through (wx, wy), and a box
 * of the given size and angle on its negative side, apart by gap0, moving
 * len along the direction alpha from the wall's normal, turning by turn. */
static void wall_approach_sized(gen_rng *r, mcase *c, float h, float bmin, float bmax,
                                float alpha, float gap0, float len, float turn)
{
	float phi = uni(r, 0, TAU_F), wx = uni(r, -20, 20), wy = uni(r, -20, 20);
	c->obs[0] = box(wx, wy, 400, h, phi);
	c->count = 1;
	c->wall = true;
	double ux = cos((double)phi), uy = sin((double)phi), nx = -uy, ny = ux;
	fp_box b = box(0, 0, uni(r, bmin, bmax), uni(r, bmin, bmax), uni(r, 0, TAU_F));
	double back = (double)h + extent(b, nx, ny) + (double)gap0, along = (double)uni(r, -30, 30);
	b.center.x = (float)((double)wx - nx * back + ux * along);
	b.center.y = (float)((double)wy - ny * back + uy * along);
	c->from = b;
	c->to = b;
	double mx = cos((double)alpha) * nx + sin((double)alpha) * ux;
	double my = cos((double)alpha) * ny + sin((double)alpha) * uy;
	c->to.center.x = (float)((double)b.center.x + (double)len * mx);
	c->to.center.y = (float)((double)b.center.y + (double)len * my);
	c->to.angle += turn;
}

/* The box's half extents in [0.5, 6]. */
static void wall_approach(gen_rng *r, mcase *c, float h, float alpha, float gap0, float len,
                          float turn)
{
	wall_approach_sized(r, c, h, 0.5f, 6.0f, alpha, gap0, len, turn);
}

/* Walls 1 to 4 units thick at any angle, approached at any angle and speed. */
static void make_rotated_wall(gen_rng *r, int index, mcase *c)
{
	(void)index;
	wall_approach(r, c, uni(r, 0.5, 2), uni(r, -1.5, 1.5), uni(r, 0.001, 30), uni(r, 0, FAST_STEP),
	              gen_int(r, 0, 1) ? uni(r, -0.5, 0.5) : 0.0f);
}

/* A wall exactly 1 unit thick, a box driven at 5,000 units/s for 1/60 s
 * from 64 directions up to 69 degrees off the normal: every end lies past
 * the wall, so anything but BLOCKED has crossed it. */
static void make_thin_fast(gen_rng *r, int index, mcase *c)
{
	float alpha = -1.2f + 2.4f * (float)(index % 64) / 63.0f;
	wall_approach(r, c, 0.5f, alpha, uni(r, 0.001, 3), FAST_STEP,
	              gen_int(r, 0, 1) ? uni(r, -0.3, 0.3) : 0.0f);
	c->expect = EXPECT_BLOCKED;
}

/* Axis-aligned integer boxes: the motion ends exactly touching the wall's
 * face or corner, or a few float steps short of it (reached, since every
 * earlier pose is farther off). */
static void make_touch_end(gen_rng *r, int index, mcase *c)
{
	float hx = (float)gen_int(r, 1, 10), hy = (float)gen_int(r, 1, 10);
	float wx = (float)gen_int(r, -50, 50), wy = (float)gen_int(r, -50, 50);
	float whx = (float)gen_int(r, 1, 10), why = (float)gen_int(r, 1, 10);
	c->obs[0] = box(wx, wy, whx, why, 0);
	c->count = 1;
	/* Level with the wall, or just touching its top corner, or just above. */
	float cy = wy + (float)gen_int(r, -(int64_t)why, (int64_t)why);
	if (index % 4 == 3)
		cy = wy + why + hy;
	float edge = wx - whx - hx;
	c->to = box(edge, cy, hx, hy, 0);
	for (int k = (int)gen_int(r, 0, 3); k > 0; k--)
		c->to.center.x = nextafterf(c->to.center.x, -INFINITY);
	c->from = c->to;
	c->from.center.x -= (float)gen_int(r, 1, 80);
	c->expect = motion_ref_overlap(c->to, c->obs[0]) ? EXPECT_BLOCKED : EXPECT_REACHED;
}

/* A box at angle 0 through a corridor of two walls whose faces are one
 * float step outside the box's edges, on them, or one step inside: it
 * passes exactly when both walls' float corners stay clear of its edges. */
static void make_gap_axis(gen_rng *r, int index, mcase *c)
{
	float hx = (float)gen_int(r, 1, 8), hy = (float)gen_int(r, 1, 8);
	float cy = (float)gen_int(r, -40, 40), x0 = (float)gen_int(r, -40, 40);
	float top = cy + hy, bottom = cy - hy;
	int step = index % 3 - 1; /* -1 narrower, 0 touching, +1 wider */
	for (int k = 0; k < 2; k++) {
		float face = k == 0 ? top : bottom, dir = k == 0 ? INFINITY : -INFINITY;
		if (step != 0)
			face = nextafterf(face, step > 0 ? dir : -dir);
		float wh = 2.0f, wc = k == 0 ? face + wh : face - wh;
		c->obs[k] = box(x0 + 20, wc, 20, wh, 0);
	}
	c->count = 2;
	c->from = box(x0 - hx - 1, cy, hx, hy, 0);
	c->to = box(x0 + 41 + hx, cy, hx, hy, 0);
	vec2s w0[4], w1[4];
	fp_box_corners(c->obs[0], w0);
	fp_box_corners(c->obs[1], w1);
	c->expect = top < w0[0].y && bottom > w1[2].y ? EXPECT_REACHED : EXPECT_BLOCKED;
}

/* The same corridor at any angle, 1/1000 unit wider than the box (passes)
 * or narrower (stops): far above the corners' rounding here. */
static void make_gap_rotated(gen_rng *r, int index, mcase *c)
{
	double phi = (double)uni(r, 0, TAU_F), ux = cos(phi), uy = sin(phi);
	float hx = uni(r, 0.5, 8), hy = uni(r, 0.5, 8), wh = uni(r, 0.5, 3);
	double cx = (double)uni(r, -40, 40), cy = (double)uni(r, -40, 40);
	double d = (double)hy + (index % 2 ? 1e-3 : -1e-3) + (double)wh;
	for (int k = 0; k < 2; k++) {
		double s = k == 0 ? d : -d;
		c->obs[k] = box((float)(cx - uy * s), (float)(cy + ux * s), 30, wh, (float)phi);
	}
	c->count = 2;
	double back = 30.0 + (double)hx + 1.0;
	c->from = box((float)(cx - ux * back), (float)(cy - uy * back), hx, hy, (float)phi);
	c->to = box((float)(cx + ux * back), (float)(cy + uy * back), hx, hy, (float)phi);
	c->expect = index % 2 ? EXPECT_REACHED : EXPECT_BLOCKED;
}

/* A turn in place by up to three radians with a wall's face between the
 * box's extent and its half-diagonal: a corner meets the wall as it turns,
 * and the box must turn as far as the wall allows. */
static void make_turn(gen_rng *r, int index, mcase *c)
{
	(void)index;
	float phi = uni(r, 0, TAU_F);
	double nx = -sin((double)phi), ny = cos((double)phi);
	fp_box b = box(uni(r, -30, 30), uni(r, -30, 30), uni(r, 1, 8), uni(r, 0.2, 4), uni(r, 0, TAU_F));
	double e = extent(b, nx, ny), diag = hypot((double)b.half.x, (double)b.half.y);
	double face = e + 0.01 + (diag - e - 0.01) * gen_unit(r) * 0.9, wh = (double)uni(r, 0.5, 3);
	c->obs[0] = box((float)((double)b.center.x + nx * (face + wh)),
	                (float)((double)b.center.y + ny * (face + wh)), 100, (float)wh, phi);
	c->count = 1;
	c->from = b;
	c->to = b;
	c->to.angle += (gen_int(r, 0, 1) ? 1.0f : -1.0f) * uni(r, 0.2, 3);
	if (!(diag - e > 0.02))
		c->count = 0;
}

/* The motion starts overlapping one of its obstacles. */
static void make_start_overlapped(gen_rng *r, int index, mcase *c)
{
	make_toward(r, index, c);
	size_t k = (size_t)gen_int(r, 0, (int64_t)c->count - 1);
	c->obs[k].center = c->from.center;
	c->expect = EXPECT_OVERLAPPING;
}

/* Obstacles well outside the motion's bounds: reached, nothing sampled. */
static void make_free(gen_rng *r, int index, mcase *c)
{
	make_toward(r, index, c);
	fp_aabb reach = fp_motion_bounds(c->from, c->to);
	for (size_t i = 0; i < c->count; i++) {
		c->obs[i].center.x = reach.max.x + 30 + 20 * (float)i;
		c->obs[i].half.x = fminf(c->obs[i].half.x, 10);
		c->obs[i].half.y = fminf(c->obs[i].half.y, 10);
	}
	c->expect = EXPECT_FREE;
}

/* A crowd of boxes around the motion's path. */
static void make_crowd(gen_rng *r, int index, mcase *c)
{
	make_toward(r, index, c);
	c->count = OBS_MAX;
	for (size_t i = 0; i < c->count; i++)
		c->obs[i] = box_on_path(r, c, -0.2, 1.2, 15, 0.3f, 4);
}

/* Sliding along a wall 2^-10 or 2^-20 above it (integer boxes at angle 0,
 * exact corners): reached, however many samples the narrow gap costs. */
static void make_along_wall(gen_rng *r, int index, mcase *c)
{
	float hx = (float)gen_int(r, 1, 8), hy = (float)gen_int(r, 1, 8);
	float y = (float)gen_int(r, -20, 20), x = (float)gen_int(r, -20, 20);
	float gap = index % 2 ? 0x1p-10f : 0x1p-20f;
	c->obs[0] = box(x, y - 2, 200, 2, 0);
	c->count = 1;
	c->from = box(x - 40, y + gap + hy, hx, hy, 0);
	while (motion_ref_overlap(c->from, c->obs[0]))
		c->from.center.y = nextafterf(c->from.center.y, INFINITY);
	c->to = c->from;
	c->to.center.x += FAST_STEP * (index % 4 < 2 ? 1.0f : -1.0f);
	c->expect = EXPECT_REACHED;
}

static const mkind kinds[] = {
	{ "toward boxes", make_toward, true },
	{ "rotated walls", make_rotated_wall, true },
	{ "thin walls, fast", make_thin_fast, false },
	{ "touching at the end", make_touch_end, true },
	{ "gap, axis", make_gap_axis, true },
	{ "gap, rotated", make_gap_rotated, true },
	{ "pure turns", make_turn, true },
	{ "starting overlapped", make_start_overlapped, false },
	{ "nothing near", make_free, false },
	{ "crowd", make_crowd, true },
	{ "along a wall", make_along_wall, false },
};
enum { KINDS = sizeof kinds / sizeof kinds[0] };

static const char *box_str(char buf[160], fp_box b)
{
	snprintf(buf, 160, "{c (%a, %a) h (%a, %a) angle %a}", (double)b.center.x, (double)b.center.y,
	         (double)b.half.x, (double)b.half.y, (double)b.angle);
	return buf;
}

/* Which side of the wall's centre line p lies on: +1, -1 (0 on it). */
static int wall_side(fp_box wall, vec2s p)
{
	double ux = cos((double)wall.angle), uy = sin((double)wall.angle);
	double s = ux * ((double)p.y - (double)wall.center.y) - uy * ((double)p.x - (double)wall.center.x);
	return (s > 0) - (s < 0);
}

/* Every corner of the stopping pose on the side of the wall's centre line
 * the motion started on. */
static bool stays_on_side(const mcase *c, fp_box pose)
{
	int start = wall_side(c->obs[0], c->from.center);
	vec2s q[4];
	fp_box_corners(pose, q);
	for (int i = 0; i < 4; i++) {
		if (wall_side(c->obs[0], q[i]) != start)
			return false;
	}
	return true;
}

static bool expected(const mcase *c, const fp_motion_result *r)
{
	switch (c->expect) {
	case EXPECT_REACHED:
		return r->status == FP_MOTION_REACHED;
	case EXPECT_BLOCKED:
		return r->status == FP_MOTION_BLOCKED;
	case EXPECT_OVERLAPPING:
		return r->status == FP_MOTION_OVERLAPPING;
	case EXPECT_FREE:
		return r->status == FP_MOTION_REACHED && r->samples == 0;
	default:
		return r->status != FP_MOTION_UNRESOLVED;
	}
}

typedef struct tally {
	int status[5];
	long samples;
	uint32_t most;
} tally;

/* The case checked with the options o (zero: the plain call); returns the
 * answer. */
static fp_motion_result check_case_opts(const char *kind, int index, const mcase *c, tally *t,
                                        fp_motion_opts o)
{
	fp_footprint fps[OBS_MAX];
	for (size_t i = 0; i < c->count; i++)
		fps[i] = fp_footprint_of(c->obs[i]);
	fp_motion_result r = o.unit == 0.0f ? fp_motion_sweep(c->from, c->to, fps, c->count)
	                                    : fp_motion_sweep_opts(c->from, c->to, fps, c->count, o);
	t->status[r.status]++;
	t->samples += r.samples;
	t->most = r.samples > t->most ? r.samples : t->most;
	motion_case mc = { c->from, c->to, c->obs, fps, c->count, o };
	char why[300], f[160], to[160];
	bool ok = motion_result_ok(&mc, &r, why, sizeof why) &&
	          motion_clear_ok(&mc, &r, why, sizeof why) &&
	          motion_path_ok(&mc, &r, PATH_POSES_MAX, why, sizeof why);
	if (ok && !expected(c, &r)) {
		snprintf(why, sizeof why, "status %d with %u samples, expected %s", (int)r.status,
		         r.samples, expect_name[c->expect]);
		ok = false;
	}
	if (ok && c->wall && r.status != FP_MOTION_OVERLAPPING && !stays_on_side(c, r.pose)) {
		snprintf(why, sizeof why, "crossed the wall: stopped at t %a on its far side", (double)r.t);
		ok = false;
	}
	if (!ok)
		report_fail("motion %s %d (unit %a): %s; from %s to %s, %zu obstacles, t %a", kind,
		            index, (double)o.unit, why, box_str(f, c->from), box_str(to, c->to),
		            c->count, (double)r.t);
	return r;
}

static void check_case(int kind, int index, const mcase *c, tally *t)
{
	check_case_opts(kinds[kind].name, index, c, t, (fp_motion_opts){ 0.0f, 0 });
}

/* The box scaled by s about the origin. */
static fp_box box_scaled(fp_box b, float s)
{
	return box(b.center.x * s, b.center.y * s, b.half.x * s, b.half.y * s, b.angle);
}

/* Each kind's cases scaled by a power of two (exactly: every corner
 * scales too), swept with that unit, keep every promise in it and end
 * exactly as the unscaled ones with unit 1; at unit 0.1 (not a power of
 * two) they keep every promise. */
static void test_units(void **state)
{
	(void)state;
	static const float units[] = { 0x1p-6f, 0x1p-3f, 4.0f, 0.1f };
	for (size_t u = 0; u < sizeof units / sizeof units[0]; u++) {
		float s = units[u];
		bool exact = s != 0.1f;
		tally t = { { 0 }, 0, 0 };
		for (int k = 0; k < KINDS; k++) {
			for (int i = 0; i < CASES_PER_KIND / 8; i++) {
				gen_rng r = { MOTION_SEED + (uint64_t)k * 1000003u + (uint64_t)i };
				mcase c = { .count = 0 }, cs;
				kinds[k].make(&r, i, &c);
				cs = c;
				cs.from = box_scaled(c.from, s);
				cs.to = box_scaled(c.to, s);
				for (size_t j = 0; j < c.count; j++)
					cs.obs[j] = box_scaled(c.obs[j], s);
				if (!exact) /* the kinds' touching and gaps are not scaled exactly */
					cs.expect = EXPECT_ANY;
				tally t1 = t;
				fp_motion_result one = check_case_opts(kinds[k].name, i, &c, &t1,
				                                       FP_MOTION_OPTS_DEFAULT);
				fp_motion_result r_s = check_case_opts(kinds[k].name, i, &cs, &t,
				                                       (fp_motion_opts){ s, FP_MOTION_SAMPLES_MAX });
				if (exact && (one.status != r_s.status || one.t != r_s.t || one.hit != r_s.hit))
					report_fail("motion %s %d at unit %a: status %d t %a hit %zu, unit 1 gives "
					            "status %d t %a hit %zu", kinds[k].name, i, (double)s,
					            (int)r_s.status, (double)r_s.t, r_s.hit, (int)one.status,
					            (double)one.t, one.hit);
			}
		}
		printf("unit %-8g %d cases: reached %4d blocked %4d overlapping %4d unresolved %d\n",
		       (double)s, KINDS * (CASES_PER_KIND / 8), t.status[FP_MOTION_REACHED],
		       t.status[FP_MOTION_BLOCKED], t.status[FP_MOTION_OVERLAPPING],
		       t.status[FP_MOTION_UNRESOLVED]);
	}
	report_done("motions in other units");
}

/* A world in metres at unit 1/64: boxes 0.2 wide (half extents 0.05 to
 * 0.1) driven at 300 units/s for a 1/60 s tick at walls 1/64 thick, from
 * 64 directions up to 69 degrees off the normal, some turning: every end
 * lies past the wall, so anything but BLOCKED on the near side has crossed
 * it. */
static void test_thin_walls_small_unit(void **state)
{
	(void)state;
	const float unit = 0x1p-6f;
	tally t = { { 0 }, 0, 0 };
	for (int i = 0; i < CASES_PER_KIND * 2; i++) {
		gen_rng r = { MOTION_SEED ^ 0x3e7u ^ (uint64_t)i * 7919u };
		mcase c = { .count = 0 };
		float alpha = -1.2f + 2.4f * (float)(i % 64) / 63.0f;
		wall_approach_sized(&r, &c, unit / 2, 0.05f, 0.1f, alpha, uni(&r, 0.0001f, 1.0f),
		                    300.0f / 60.0f, gen_int(&r, 0, 1) ? uni(&r, -0.3f, 0.3f) : 0.0f);
		c.expect = EXPECT_BLOCKED;
		check_case_opts("thin walls at unit 1/64", i, &c, &t,
		                (fp_motion_opts){ unit, FP_MOTION_SAMPLES_MAX });
	}
	printf("unit 1/64, walls 1/64 thick, 300 units/s: %d cases, blocked %d, %.1f samples a "
	       "call (most %u)\n", CASES_PER_KIND * 2, t.status[FP_MOTION_BLOCKED],
	       (double)t.samples / (CASES_PER_KIND * 2), t.most);
	report_done("thin walls at unit 1/64");
}

static void test_generated(void **state)
{
	(void)state;
	for (int k = 0; k < KINDS; k++) {
		tally t = { { 0 }, 0, 0 };
		for (int i = 0; i < CASES_PER_KIND; i++) {
			gen_rng r = { MOTION_SEED + (uint64_t)k * 1000003u + (uint64_t)i };
			mcase c = { .count = 0 };
			kinds[k].make(&r, i, &c);
			check_case(k, i, &c, &t);
		}
		printf("motion %-20s %4d cases: reached %4d blocked %4d overlapping %4d, "
		       "%.1f samples a call (most %u)\n", kinds[k].name, CASES_PER_KIND,
		       t.status[FP_MOTION_REACHED], t.status[FP_MOTION_BLOCKED],
		       t.status[FP_MOTION_OVERLAPPING], (double)t.samples / CASES_PER_KIND, t.most);
		if (kinds[k].both && (t.status[FP_MOTION_REACHED] == 0 || t.status[FP_MOTION_BLOCKED] == 0))
			report_fail("motion %s: the generator made only one outcome", kinds[k].name);
	}
	report_done("generated motions");
}

TEST_MAIN("motion properties",
	cmocka_unit_test(test_generated), cmocka_unit_test(test_units),
	cmocka_unit_test(test_thin_walls_small_unit))
