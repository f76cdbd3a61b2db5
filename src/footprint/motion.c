/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* Motion against obstacles: a box's motion sampled densely enough that no
 * obstacle 1 unit thick is crossed, each sample decided by the exact
 * footprint test, and a contact refined until the box stops at the wall.
 *
 * Correctness rests on what is checked on the samples' own float corners,
 * never on how accurate the corners are: consecutive accepted samples are
 * at most 1/2 unit apart, or some direction separates both from each
 * obstacle (clearance.h), and the stopping pose is at most 1/1024 unit from
 * an overlapping one. The exact motion only plans where to sample; a plan
 * that rounding makes too long is split. */
#include <footprint/motion.h>

#include <float.h>
#include <math.h>
#include <string.h>

#include "aabb.h"
#include "clearance.h"
#include "predicates.h"

/* The step the plan aims at, in units of the exact motion, and the share of
 * the way to an obstacle's bounds it may take in one step: room for the
 * corners' rounding under the limits. */
#define PLAN_STEP 0.375
#define PLAN_GAP_SHARE 0.75

/* Limits on the squared corner move as computed in float. The computed
 * square is at least (1 - 2^-22) times the true one, less 2^-149 for an
 * underflow (one rounding in each difference, square and sum), so these
 * sit just under (1/2)^2 and (1/1024)^2 to keep the true move within them. */
#define STEP_MOVE2 0.2499f
#define NEAR_MOVE2 0x1.ffp-21f

/* One decided pose of the motion. */
typedef struct sample {
	float t;
	fp_box pose;
	fp_footprint f;
	double reach; /* how much t the exact motion takes at most speed to reach
	               * the nearest candidate (0 when some are too near): a plan */
} sample;

/* One call's fixed data. */
typedef struct sweep {
	double unit;       /* the caller's unit: every distance above is in it */
	float scale;       /* a power of two taking corner moves near unit 1 */
	float step2, near2; /* STEP_MOVE2 and NEAR_MOVE2 in the scaled units */
	uint32_t max_samples;
	fp_box from, to;
	const fp_footprint *obs;
	size_t count;
	fp_aabb reach;   /* fp_motion_bounds: obstacles outside it are never met */
	double rate;     /* the exact motion's largest point speed, units per unit t */
	fp_speeds speeds;
	bool first_only; /* stop at the first overlapping sample (fp_motion_clear) */
} sweep;

/* a + t (b - a) in double, rounded to float and clamped between a and b.
 * Each step (product, sum, rounding, clamp) is monotone in t, so the whole
 * is; a NaN end stays NaN (comparisons with it are false). */
static float lerp(float a, float b, float t)
{
	double v = (double)a + (double)t * ((double)b - (double)a);
	float r = (float)v;
	float lo = a < b ? a : b, hi = a < b ? b : a;
	return r < lo ? lo : r > hi ? hi : r;
}

fp_box fp_motion_pose(fp_box from, fp_box to, float t)
{
	if (!(t > 0.0f))
		return from;
	if (t >= 1.0f)
		return to;
	return (fp_box){
		.center = { { lerp(from.center.x, to.center.x, t), lerp(from.center.y, to.center.y, t) } },
		.half = { { lerp(from.half.x, to.half.x, t), lerp(from.half.y, to.half.y, t) } },
		.angle = lerp(from.angle, to.angle, t),
	};
}

/* Plain compares rather than libm's fmin/fmax (calls, for their NaN
 * rules): the values here are finite. */
static inline double dmin(double a, double b)
{
	return a < b ? a : b;
}

static inline double dmax(double a, double b)
{
	return a > b ? a : b;
}

static const fp_aabb empty_bounds = { { { INFINITY, INFINITY } }, { { -INFINITY, -INFINITY } } };

/* Every pose's centre lies between the ends' (fp_motion_pose clamps), its half
 * extents below their larger values hx, hy, so each exact corner lies within
 * hx + hy of the centre on each axis. fp_footprint_of's corners are within
 * 1e-5 max(1, |centre|, hx, hy) of the exact ones (collide.h); 2^-16 (1 + m
 * + hx + hy) covers that with 5e-6 (1 + m + hx + hy) to spare, far more
 * than the few double roundings and the final one to float (2^-24 of the
 * result) can take away. */
fp_aabb fp_motion_bounds(fp_box from, fp_box to)
{
	if (!fp_box_ok(from) || !fp_box_ok(to))
		return empty_bounds;
	double hx = dmax((double)from.half.x, (double)to.half.x);
	double hy = dmax((double)from.half.y, (double)to.half.y);
	double m = dmax(dmax(fabs((double)from.center.x), fabs((double)from.center.y)),
	                dmax(fabs((double)to.center.x), fabs((double)to.center.y)));
	double r = (hx + hy) + 0x1p-16 * (1.0 + m + hx + hy);
	return (fp_aabb){
		.min = { { (float)(dmin((double)from.center.x, (double)to.center.x) - r),
		           (float)(dmin((double)from.center.y, (double)to.center.y) - r) } },
		.max = { { (float)(dmax((double)from.center.x, (double)to.center.x) + r),
		           (float)(dmax((double)from.center.y, (double)to.center.y) + r) } },
	};
}

/* The obstacle may meet some pose of the motion. */
static bool candidate(const sweep *s, const fp_footprint *o)
{
	return (o->flags & FP_FOOTPRINT_VALID) && !fp_aabb_apart(o->bounds, s->reach);
}

/* Decides the sample: the first candidate obstacle it overlaps, or
 * FP_MOTION_NONE; sets how far the plan may go from it. Bounds apart settle
 * most obstacles without the pair test. */
static size_t sample_decide(const sweep *s, sample *x)
{
	double room = HUGE_VAL, enough = (1.0 - (double)x->t) / PLAN_GAP_SHARE;
	for (size_t i = 0; i < s->count; i++) {
		const fp_footprint *o = &s->obs[i];
		if (!candidate(s, o))
			continue;
		if (!fp_aabb_apart(x->f.bounds, o->bounds) && fp_footprint_overlap(&x->f, o))
			return i;
		double t = fp_time_to_reach(&x->f, o, &s->speeds, enough);
		room = t < room ? t : room;
	}
	x->reach = room;
	return FP_MOTION_NONE;
}

/* Every candidate is clear of the straight paths from sample a to b. */
static bool step_clear(const sweep *s, const sample *a, const sample *b)
{
	for (size_t i = 0; i < s->count; i++) {
		const fp_footprint *o = &s->obs[i];
		if (candidate(s, o) && !fp_clear_between(&a->f, &b->f, o))
			return false;
	}
	return true;
}

static sample sample_at(const sweep *s, float t)
{
	sample x = { .t = t, .pose = fp_motion_pose(s->from, s->to, t) };
	x.f = fp_footprint_of(x.pose);
	return x;
}

/* The largest squared distance a corner moved from a to b, times scale^2,
 * as computed in float (the scaling by a power of two is exact, short of
 * overflow, which only makes the move look longer); NaN when a corner is
 * not finite. */
static float corner_move2(const fp_footprint *a, const fp_footprint *b, float scale)
{
	float most = 0.0f;
	for (int i = 0; i < 4; i++) {
		float dx = (b->corner[i].x - a->corner[i].x) * scale;
		float dy = (b->corner[i].y - a->corner[i].y) * scale;
		float d = dx * dx + dy * dy;
		if (most == most && !(d <= most))
			most = d;
	}
	return most;
}

/* The step from lo keeps the rule: every corner moves at most 1/2 unit, or
 * some direction separates both samples from each obstacle. */
static bool step_ok(const sweep *s, const sample *lo, const sample *next)
{
	return corner_move2(&lo->f, &next->f, s->scale) <= s->step2 || step_clear(s, lo, next);
}

/* The two samples are close enough to stop between: no corner moves more
 * than 1/1024 unit, or no float t lies between them. */
static bool close_enough(const sweep *s, const sample *lo, const sample *over)
{
	return corner_move2(&lo->f, &over->f, s->scale) <= s->near2 ||
	       nextafterf(lo->t, 2.0f) >= over->t;
}

/* A float strictly between lo and hi, which are not adjacent. */
static float between(float lo, float hi)
{
	float m = (float)(((double)lo + (double)hi) * 0.5);
	return m > lo && m < hi ? m : nextafterf(lo, 2.0f);
}

/* The next try between lo (apart) and over (overlapping), not adjacent.
 * Where the plan's reach from lo is a good guess of the contact (moving
 * straight at a face, it is exact), try just past it, then just short of
 * it: a stop within 1/1024 unit in about three samples. A guess that did
 * not halve the interval is followed by a halving, so poor guesses cost at
 * most twice what bisection would. */
static float refine(const sweep *s, const sample *lo, const sample *over, bool guess)
{
	double margin = 0x1p-12 * s->unit / s->rate, est = lo->reach;
	double tries[2] = { (double)lo->t + est + margin, (double)lo->t + est - margin };
	for (int k = 0; guess && est > 0.0 && k < 2; k++) {
		float t = (float)tries[k];
		if (t > lo->t && t < over->t)
			return t;
	}
	return between(lo->t, over->t);
}

/* The next sample to try after lo: the planned step of the exact motion
 * (PLAN_STEP, or most of its reach), or at least `least` of t; at least one float
 * step of t, at most 1. */
static float plan(const sweep *s, const sample *lo, double least)
{
	double t = (double)lo->t + dmax(dmax(PLAN_STEP * s->unit / s->rate, PLAN_GAP_SHARE * lo->reach), least);
	float hi = t >= 1.0 ? 1.0f : (float)t;
	return hi > lo->t ? hi : nextafterf(lo->t, 2.0f);
}

/* The exact motion's speeds, per unit t: the centre's velocity, the
 * spread (the turn at the largest half-diagonal plus the half extents'
 * change: how fast a corner can move from the centre), and the largest
 * speed of any point, their sum. Only plans samples. */
static void motion_speeds(sweep *s)
{
	fp_box a = s->from, b = s->to;
	fp_speeds *v = &s->speeds;
	v->vx = (double)b.center.x - (double)a.center.x;
	v->vy = (double)b.center.y - (double)a.center.y;
	/* Squares of float values and their differences fit a double. */
	double hx = dmax((double)a.half.x, (double)b.half.x), hy = dmax((double)a.half.y, (double)b.half.y);
	double dx = (double)b.half.x - (double)a.half.x, dy = (double)b.half.y - (double)a.half.y;
	v->spread = fabs((double)b.angle - (double)a.angle) * sqrt(hx * hx + hy * hy) +
	            sqrt(dx * dx + dy * dy);
	s->rate = sqrt(v->vx * v->vx + v->vy * v->vy) + v->spread;
}

/* The result of stopping at sample at, with the sample next overlapping
 * obstacles[hit] (or no obstacle). */
static fp_motion_result stop(const sweep *s, fp_motion_status status, const sample *at,
                             const sample *next, size_t hit, uint32_t samples)
{
	fp_motion_result r = {
		.status = status, .t = at->t, .t_next = at->t, .pose = at->pose,
		.hit = FP_MOTION_NONE, .samples = samples,
	};
	if (hit != FP_MOTION_NONE) {
		r.t_next = next->t;
		r.hit = hit;
		r.normal = fp_contact_normal(&at->f, &s->obs[hit]);
	}
	return r;
}

/* The walk along the motion. lo is the last sample accepted (apart, and
 * within the step rule of the one before); over, once a sample overlapped,
 * the nearest overlapping sample beyond lo. Each turn decides one sample:
 * too far from lo, it is split; overlapping, it becomes over; apart, it
 * becomes lo. Then the next try is halfway to over, or the planned step. */
static fp_motion_result sweep_walk(const sweep *s)
{
	sample lo = sample_at(s, 0.0f), over = lo;
	uint32_t samples = 1;
	size_t hit = sample_decide(s, &lo);
	if (hit != FP_MOTION_NONE)
		return stop(s, FP_MOTION_OVERLAPPING, &lo, &lo, hit, samples);
	float next = plan(s, &lo, 0.0);
	/* Where float poses move in jumps (far from the origin, huge sizes), a
	 * step can leave the pose as it was: then every pose between was the
	 * same too (each field is monotone in t), and the next step doubles,
	 * rather than crawl one float of t at a time. */
	double least = 0.0;
	/* While refining a contact: whether the last try was a guess, and the
	 * interval before it. */
	bool guess = true, guessed = false;
	double last_width = 1.0;
	while (samples < s->max_samples) {
		sample x = sample_at(s, next);
		samples++;
		if (!step_ok(s, &lo, &x)) {
			if (nextafterf(lo.t, 2.0f) >= next)
				break;
			next = between(lo.t, next);
			continue;
		}
		size_t h = sample_decide(s, &x);
		if (h != FP_MOTION_NONE) {
			over = x;
			hit = h;
			if (s->first_only)
				break;
		} else {
			bool same = memcmp(&x.pose, &lo.pose, sizeof x.pose) == 0;
			least = same ? 2.0 * ((double)x.t - (double)lo.t) : 0.0;
			lo = x;
			if (lo.t == 1.0f)
				return stop(s, FP_MOTION_REACHED, &lo, &lo, FP_MOTION_NONE, samples);
		}
		if (hit == FP_MOTION_NONE) {
			next = plan(s, &lo, least);
		} else if (close_enough(s, &lo, &over)) {
			return stop(s, FP_MOTION_BLOCKED, &lo, &over, hit, samples);
		} else {
			double width = (double)over.t - (double)lo.t;
			guess = !guessed || width <= 0.5 * last_width;
			guessed = guess;
			last_width = width;
			next = refine(s, &lo, &over, guess);
		}
	}
	if (hit != FP_MOTION_NONE && s->first_only)
		return stop(s, FP_MOTION_BLOCKED, &lo, &over, hit, samples);
	return stop(s, FP_MOTION_UNRESOLVED, &lo, &lo, FP_MOTION_NONE, samples);
}

/* Units this far from 1 (by powers of two) measure corner moves as they
 * are; beyond, the moves are scaled by a power of two first, so that the
 * limits' squares keep clear of float underflow and overflow. */
#define UNIT_RANGE 40

/* The opts are good: unit positive and finite, at least one sample. The
 * scale and limits in s follow from the unit. */
static bool opts_apply(sweep *s, fp_motion_opts o)
{
	if (!(o.unit > 0.0f && o.unit <= FLT_MAX) || o.max_samples == 0)
		return false;
	int e;
	frexpf(o.unit, &e);
	s->scale = e < -UNIT_RANGE || e > UNIT_RANGE ? ldexpf(1.0f, -e) : 1.0f;
	float u = o.unit * s->scale, u2 = u * u;
	s->unit = (double)o.unit;
	s->step2 = STEP_MOVE2 * u2;
	s->near2 = NEAR_MOVE2 * u2;
	s->max_samples = o.max_samples;
	return true;
}

static fp_motion_result sweep_run(fp_box from, fp_box to, const fp_footprint *obstacles,
                                  size_t count, fp_motion_opts opts, bool first_only)
{
	sweep s = { .from = from };
	if (!fp_box_ok(from) || !fp_box_ok(to) || !opts_apply(&s, opts)) {
		return (fp_motion_result){ .status = FP_MOTION_BAD_INPUT, .pose = from,
		                           .hit = FP_MOTION_NONE };
	}
	s.to = to;
	s.obs = obstacles;
	s.count = obstacles ? count : 0;
	s.reach = fp_motion_bounds(from, to);
	s.first_only = first_only;
	size_t near = 0;
	for (size_t i = 0; i < s.count && near == 0; i++)
		near += candidate(&s, &obstacles[i]);
	if (near == 0) {
		return (fp_motion_result){ .status = FP_MOTION_REACHED, .t = 1.0f, .t_next = 1.0f,
		                           .pose = to, .hit = FP_MOTION_NONE };
	}
	motion_speeds(&s);
	return sweep_walk(&s);
}

fp_motion_result fp_motion_sweep_opts(fp_box from, fp_box to, const fp_footprint *obstacles,
                                      size_t count, fp_motion_opts opts)
{
	return sweep_run(from, to, obstacles, count, opts, false);
}

bool fp_motion_clear_opts(fp_box from, fp_box to, const fp_footprint *obstacles, size_t count,
                          fp_motion_opts opts)
{
	return sweep_run(from, to, obstacles, count, opts, true).status == FP_MOTION_REACHED;
}

fp_motion_result fp_motion_sweep(fp_box from, fp_box to, const fp_footprint *obstacles,
                                 size_t count)
{
	return fp_motion_sweep_opts(from, to, obstacles, count, FP_MOTION_OPTS_DEFAULT);
}

bool fp_motion_clear(fp_box from, fp_box to, const fp_footprint *obstacles, size_t count)
{
	return fp_motion_clear_opts(from, to, obstacles, count, FP_MOTION_OPTS_DEFAULT);
}
