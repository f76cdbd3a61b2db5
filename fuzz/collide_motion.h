/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* collide_motion.h: the fuzz case as a motion against obstacles
 * (footprint/motion.h), checked with the exact reference. */
#ifndef FUZZ_COLLIDE_MOTION_H
#define FUZZ_COLLIDE_MOTION_H

#include "fuzz_case.h"

/* Box b1 moves to b2's centre and angle (and b2's size when
 * opts.allow_reversed): fp_motion_pose keeps its ends and order,
 * fp_motion_bounds holds the poses' corners, and fp_motion_sweep against a
 * wall across the path and boxes made of the other shapes keeps every promise
 * (motion_check.h): the pose returned is apart, the end is reached or the
 * next sample overlaps; and at moderate sizes the wall, 1 unit thick, is
 * never crossed and no pose up to the stop cuts 1/4 unit into an obstacle. */
void check_motion(const fuzz_case *k);

#endif
