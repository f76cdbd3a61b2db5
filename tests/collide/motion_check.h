/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* The promises of footprint/motion.h on one fp_motion_sweep answer, checked
 * with the exact reference of exact_ref.h (never with the library's own pair
 * tests), shared by the motion tests and fuzz_collide.
 */
#ifndef COLLIDE_TEST_MOTION_CHECK_H
#define COLLIDE_TEST_MOTION_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include <footprint/motion.h>

/* A motion and its obstacles: boxes, and the footprints made from them that
 * the sweep was given (fps[i] = fp_footprint_of(obstacles[i])); and the
 * options it was given (all zero: the plain calls, unit 1). Every distance
 * checked below is in units of opts.unit. */
typedef struct motion_case {
	fp_box from, to;
	const fp_box *obstacles;
	const fp_footprint *fps;
	size_t count;
	fp_motion_opts opts;
} motion_case;

/* Exactly: some pair of fp_box_tris triangles, one of each box, shares a
 * point; a bad box, or a triangle with a corner beyond float range, overlaps
 * nothing. */
bool motion_ref_overlap(fp_box a, fp_box b);

/* Every promise about r: the status fits the input; pose is
 * fp_motion_pose(from, to, t) bit for bit and apart from every obstacle
 * (unless OVERLAPPING or BAD_INPUT); REACHED ends at to; BLOCKED's next
 * sample overlaps obstacles[hit] and no corner moves more than 1/1024 unit
 * to it (or t_next is the float after t); OVERLAPPING starts overlapping;
 * the normal is a unit vector when there is a hit, (0, 0) when not. False
 * with the first broken promise in why. */
bool motion_result_ok(const motion_case *c, const fp_motion_result *r, char *why, size_t why_len);

/* fp_motion_clear(_opts) on the same motion says whether r is REACHED. */
bool motion_clear_ok(const motion_case *c, const fp_motion_result *r, char *why, size_t why_len);

/* No pose of the motion up to r->t, taken every 1/16 unit of the exact
 * motion independently of the library's samples, meets the core of an
 * obstacle: the box shrunk by 1/4 unit on each side (obstacles with both
 * half extents over 1/4 and every corner within 2^17 of the origin, where
 * the corners' rounding keeps that core inside the footprint). A path
 * crossing an obstacle, or cutting across a corner by 1/4 unit or more,
 * fails. At most max_poses poses are taken
 * (false, saying so, when the motion needs more). */
/* How many poses motion_path_ok takes for r (0 when it has nothing to
 * check; infinite or NaN for a motion too wild to follow). */
double motion_path_poses(const motion_case *c, const fp_motion_result *r);

bool motion_path_ok(const motion_case *c, const fp_motion_result *r, long max_poses, char *why,
                    size_t why_len);

#endif
