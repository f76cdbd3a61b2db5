/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* footprint/motion.h: how far a box can move and stay apart from obstacles.
 *
 * A motion takes a box from pose `from` to pose `to`: at fraction t in
 * [0, 1] its centre, half extents and angle each lie on the straight line
 * between their two ends (fp_motion_pose). The angle turns from from.angle
 * to to.angle as given: to turn the short way pass to.angle = from.angle +
 * turn, and keep the angle a motion returns as it is (wrapping it into
 * [0, 2 pi) changes its corners, so it may no longer be apart).
 *
 * Every distance below is in units of `unit` (fp_motion_opts): 1 for the
 * plain calls, the caller's choice for the _opts ones, so that a world in
 * metres, pixels or tiles gets the same promises at its own scale.
 *
 * fp_motion_sweep decides the motion at samples 0 = t0 < t1 < ..., each
 * exactly: fp_footprint_overlap of fp_footprint_of(pose) with every obstacle
 * (closed sets: touching counts as overlapping). It returns the last sample
 * apart before the first that is not, refined until the two are at most
 * 1/1024 unit apart (no corner of the footprint moves more) or adjacent
 * floats of t: the box stops at the wall, not short of it.
 *
 * No tunnelling. Between consecutive samples, either no corner of the
 * footprint moves more than 1/2 unit, or some direction (an axis, or an
 * edge normal of the obstacle) separates the corners of both samples from
 * each obstacle's. Both are checked on the float corners themselves, so they
 * hold whatever the corners' rounding; the exact motion only plans the
 * samples (|centre step| + |angle step| x half-diagonal + |half extents
 * step| at most 3/8 unit, or 3/4 of the way to the nearest obstacle) and a
 * step found too long is split. Each point of the box is a fixed mix of its
 * corners, so from one sample to the next it moves in a straight line at
 * most as far as they do, and stays on their side of a separating
 * direction. Why that is enough: a straight path at most 1/2 unit long
 * between two points outside a disc of diameter 1 passes at least sqrt(3)/4
 * = 0.43 unit from its centre. So no point of the box ever passes through
 * the core of an obstacle at least 1 unit thick (the points with such a disc
 * around them inside it, e.g. the centre line of a wall): a wall 1 unit
 * thick is never crossed, at any speed, and a path cuts across an obstacle's
 * end or corner by less than 1/4 unit (each point of it is within 1/4 of
 * one of its ends, both outside). The poses between samples are not
 * decided; the plan keeps each within 3/16 unit of a sampled one, or short
 * of the obstacles, in the exact motion.
 *
 * Threads: every function here reads only its arguments and writes only its
 * results: call it from any number of threads at once.
 */
#ifndef FOOTPRINT_MOTION_H
#define FOOTPRINT_MOTION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <footprint/collide.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The most samples one plain call decides (a game's tick needs a few
 * dozen); a motion that needs more, over about 380 units of it spent within
 * reach of obstacles, is cut short as FP_MOTION_UNRESOLVED, and a call from
 * the pose it returns goes on. */
#define FP_MOTION_SAMPLES_MAX 1024u

/* The scale of a motion's promises and its cost limit. unit: the length
 * every distance of the contract is measured in (samples at most unit / 2
 * apart, walls unit thick never crossed, stops within unit / 1024); it must
 * be positive and finite. max_samples: the most samples the call decides
 * (cost grows with it; at least 1). Other values make the call
 * FP_MOTION_BAD_INPUT. */
typedef struct fp_motion_opts {
	float unit;
	unsigned max_samples;
} fp_motion_opts;

/* The plain calls' options. */
#ifdef __cplusplus
#define FP_MOTION_OPTS_DEFAULT (fp_motion_opts{1.0f, FP_MOTION_SAMPLES_MAX})
#else
#define FP_MOTION_OPTS_DEFAULT ((fp_motion_opts){1.0f, FP_MOTION_SAMPLES_MAX})
#endif

/* No obstacle. */
#define FP_MOTION_NONE SIZE_MAX

typedef enum fp_motion_status {
	FP_MOTION_REACHED = 0,     /* every sample apart, the end included: t = 1, pose = to */
	FP_MOTION_BLOCKED = 1,     /* pose (at t < 1) is apart; the sample at t_next overlaps
	                            * obstacles[hit], at most 1/1024 unit (every corner) or one
	                            * float step of t further */
	FP_MOTION_OVERLAPPING = 2, /* from already overlaps obstacles[hit]: t = 0, pose = from */
	FP_MOTION_UNRESOLVED = 3,  /* pose (at t < 1) is apart, but no next sample keeps the rule
	                            * above (float poses too coarse for 1/2 unit steps, as at
	                            * coordinates beyond about 2^21), or FP_MOTION_SAMPLES_MAX
	                            * were spent */
	FP_MOTION_BAD_INPUT = 4    /* from or to is bad (NaN, infinite, negative half extent),
	                            * or the opts are (fp_motion_opts): t = 0, pose = from,
	                            * nothing decided */
} fp_motion_status;

/* What fp_motion_sweep found. */
typedef struct fp_motion_result {
	fp_motion_status status;
	float t;          /* the fraction reached: pose is fp_motion_pose(from, to, t) */
	float t_next;     /* BLOCKED, OVERLAPPING: the sample overlapping obstacles[hit]; else t */
	fp_box pose;      /* where the box stops: apart from every obstacle unless
	                   * OVERLAPPING or BAD_INPUT */
	size_t hit;       /* BLOCKED, OVERLAPPING: which obstacle; else FP_MOTION_NONE */
	vec2s normal;     /* BLOCKED, OVERLAPPING: a unit vector from the obstacle toward the
	                   * box, the edge normal (of either) along which pose and obstacle are
	                   * farthest apart, for sliding along it (float, not exact; (0, 0)
	                   * when both are points or a corner is beyond float range);
	                   * else (0, 0) */
	uint32_t samples; /* poses tried (a footprint made for each): the call's cost */
} fp_motion_result;

/* The pose at fraction t: each field from + t (to - from), rounded to float
 * and kept between its two ends; monotone in t, bit for bit from at t <= 0
 * (or NaN) and to at t >= 1. Between bad ends the pose may be bad too. */
FP_API fp_box fp_motion_pose(fp_box from, fp_box to, float t);

/* A box holding every corner of fp_footprint_of(fp_motion_pose(from, to, t))
 * for every t in [0, 1], hence all its triangles: obstacles whose bounds miss
 * it cannot stop the motion. Empty (min > max) when from or to is bad. */
FP_API fp_aabb fp_motion_bounds(fp_box from, fp_box to);

/* How far along the motion the box stays apart from every obstacle, as
 * described above, in units of opts.unit: every sample (the pose returned
 * among them) decided exactly; consecutive samples at most unit / 2 apart
 * (every corner) or separated from each obstacle; so no obstacle unit thick
 * is crossed; BLOCKED stops at most unit / 1024 (every corner) or one float
 * step of t short of an overlapping sample; at most opts.max_samples
 * samples, then UNRESOLVED. obstacles may be NULL when count is 0; a
 * footprint of a bad box overlaps nothing. Obstacles whose bounds miss
 * fp_motion_bounds cost one compare each and are never tested: with none
 * near, no sample is made. Bad opts give FP_MOTION_BAD_INPUT. */
FP_API fp_motion_result fp_motion_sweep_opts(fp_box from, fp_box to,
                                             const fp_footprint *obstacles, size_t count,
                                             fp_motion_opts opts);

/* fp_motion_sweep_opts with FP_MOTION_OPTS_DEFAULT: samples at most 1/2
 * apart, walls 1 thick never crossed, stops within 1/1024, at most
 * FP_MOTION_SAMPLES_MAX samples. */
FP_API fp_motion_result fp_motion_sweep(fp_box from, fp_box to, const fp_footprint *obstacles,
                                 size_t count);

/* The motion is free: exactly fp_motion_sweep_opts(..., opts).status ==
 * FP_MOTION_REACHED (the same samples, so the same promises in opts.unit),
 * without refining a contact (may a moving solid go?). False for bad opts. */
FP_API bool fp_motion_clear_opts(fp_box from, fp_box to, const fp_footprint *obstacles,
                                 size_t count, fp_motion_opts opts);

/* fp_motion_clear_opts with FP_MOTION_OPTS_DEFAULT. */
FP_API bool fp_motion_clear(fp_box from, fp_box to, const fp_footprint *obstacles, size_t count);

#ifdef __cplusplus
}
#endif

#endif
