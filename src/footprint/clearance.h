/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* clearance.h: proofs that a moving box stays clear of an obstacle between
 * two samples, plans of how far it can go, and the direction to slide off
 * one it met, for motion.c (internal).
 *
 * A direction separates a set of points from an obstacle when all their
 * projections on it lie strictly below (or above) all the obstacle's. The
 * directions tried are the axes (the footprints' bounds, compared exactly)
 * and the obstacle's two edge normals, projected in double with an
 * allowance of 2^-40 of the magnitudes, far above the 2^-51 the rounding of
 * a projection and a difference can reach. */
#ifndef FOOTPRINT_CLEARANCE_H
#define FOOTPRINT_CLEARANCE_H

#include <stdbool.h>

#include <footprint/collide.h>

#pragma GCC visibility push(hidden)

/* The exact motion's speeds per unit t: the centre's velocity, and how fast
 * any corner can move relative to the centre (turning and resizing). */
typedef struct fp_speeds {
	double vx, vy, spread;
} fp_speeds;

/* Some direction separates the corners of a and b together from obstacle
 * o's. Every point of the box is a fixed mix of its corners, so its straight
 * path from sample a to sample b then never meets o. */
bool fp_clear_between(const fp_footprint *a, const fp_footprint *b, const fp_footprint *o);

/* How much t the exact motion takes, at most speeds v, to bring f's corners
 * up to o along the best separating direction; 0 when none separates. Stops
 * looking once a direction gives `enough`. A plan only: the separation of
 * the samples it leads to is proved again. */
double fp_time_to_reach(const fp_footprint *f, const fp_footprint *o, const fp_speeds *v,
                        double enough);

/* The unit edge normal (of either footprint) along which box lies farthest
 * beyond the obstacle, pointing from the obstacle toward the box: the
 * direction to slide off it. In float, not exact; (0, 0) when neither has
 * an edge of nonzero length, or a corner is beyond float range. */
vec2s fp_contact_normal(const fp_footprint *box, const fp_footprint *obstacle);

#pragma GCC visibility pop

#endif
