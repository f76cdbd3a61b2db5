/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* broadphase_region.h: the grid's entries a region can reach (internal).
 *
 * A box of level l is filed once, in the cell holding its lower-left
 * corner, and covers at most 2 x 2 of that level's cells; so the boxes whose
 * bounds may meet a region are homed in the cells the region covers, widened
 * by one cell towards lower x and y, at every level. The walk hands over
 * those cells' entries one row run at a time (or a whole level, when finding
 * the rows costs more), skipping the levels whose world it misses. The
 * region queries, the circle pairs and anything else that looks up what lies
 * in a place (a segment's cells, a ray's) share it.
 */
#ifndef FOOTPRINT_BROADPHASE_REGION_H
#define FOOTPRINT_BROADPHASE_REGION_H

#include <math.h>

#include "broadphase_grid.h"

#pragma GCC visibility push(hidden)

/* Called with the grid's entries [lo, hi): every box they hold whose bounds
 * may meet the region is among them (others may be too). */
typedef void fp_region_run(void *ctx, const fp_grid *g, uint32_t lo, uint32_t hi);

/* The entry runs of every level for region b (no NaN; infinite bounds
 * reach the grid's edges), run called once a run. Returns the cells and
 * levels visited: the walk's cost beside the entries handed over. */
size_t fp_region_walk(const fp_grid *g, fp_aabb b, fp_region_run *run, void *ctx);

/* The disc's bounds, widened by a float step so rounding cannot shrink
 * them. */
static inline fp_aabb fp_circle_bounds(fp_circle c)
{
	fp_aabb b;
	b.min.x = nextafterf(c.center.x - c.radius, -INFINITY);
	b.min.y = nextafterf(c.center.y - c.radius, -INFINITY);
	b.max.x = nextafterf(c.center.x + c.radius, INFINITY);
	b.max.y = nextafterf(c.center.y + c.radius, INFINITY);
	return b;
}

#pragma GCC visibility pop

#endif
